"""A Malifaux game at a table: encounter, turns, draw phase, initiative, VP and soulstones.

The game is one JSON document per table (``game_repo``); every command is one unit of work
that loads it with the decks it touches, applies the rules and commits both together.

Life of a game:

- ``start``: fresh decks for both players, the encounter (generated, or a league round's
  stored draw with the starter as side *first*), then every deck is shuffled back to 54 (M4E
  setup step 4; M2E/M3E: both players shuffle at the start of the game). Phase ``setup``:
  crews are hired and deployed; an open joker strategy must be chosen by the attacker.
- ``next_turn``: ends the current turn by the edition's rule (M2E end check flip from turn 5
  by the first player; M3E after turn 5; M4E after turn 4), shuffles the discard piles back,
  then starts the next turn: the discard step (each player who holds cards discards any or
  keeps all, ``discard_step``), the draw (both hands filled up to the hand size), the
  soulstone draw decision of each player who has stones (M2E/M3E, ``soulstone_draw``; M2E in
  order), then initiative by ``bot.rules.initiative`` (an open initiative is a pending record,
  so its cards lapse back to the discard piles if nobody finishes it) and, with Corrupted
  Idols, that turn's strategy marker (``game_idols``).
- ``score``: VP within the edition's caps, and soulstone pools.
- ``end``: the summary; the game is removed.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from bot.errors import DomainError
from bot.play.core import PlayCore, fate_edition
from bot.play.encounter import Seasons, check_opponent
from bot.play.game_idols import IdolMarker, place_idol, settle_idol
from bot.play.league import LeaguePlay
from bot.play.results import Lapsed
from bot.play.work import Work
from bot.rules import encounters, initiative, turns
from bot.rules import schemes as scheme_rules
from bot.rules.cards import Card
from bot.rules.deck import Deck
from bot.rules.editions import Edition, InitiativeProcedure
from bot.rules.editions import edition as edition_by_key
from bot.rules.encounters import Edge, Encounter, Side
from bot.rules.initiative_state import InitiativePhase, InitiativeState
from bot.rules.schemes import SecretScheme
from bot.rules.seasons import Season
from bot.rules.turns import EndOfTurn, Score
from bot.store import game_repo
from bot.store.records import PendingRecord

INITIATIVE_KIND = "game-initiative"
STATE_VERSION = 1
MAX_SOULSTONES = 99
MAX_POINTS_CHANGE = 10

Phase = Literal["setup", "discard", "draw", "initiative", "activation", "over"]


@dataclass(frozen=True, slots=True)
class SchemeInfo:
    name: str
    value: int | None
    next_available: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameState:
    edition: str
    players: tuple[int, int]  # (who started the game, the opponent)
    owners: tuple[int, int]  # whose deck each player uses (0 = the table's shared deck)
    attacker: int
    season_id: str
    season_name: str
    strategy: str | None
    strategy_choices: tuple[str, ...]
    deployment: str
    schemes: tuple[SchemeInfo, ...]
    known_schemes: tuple[str, ...]  # every scheme of the season (M4E next available ones too)
    unverified: tuple[str, ...]
    started_by: int
    started_at: float
    scores: tuple[Score, Score] = (Score(), Score())
    soulstones: tuple[int, int] = (0, 0)
    league: str | None = None
    league_round: int | None = None
    turn: int = 0  # 0 while setting up
    phase: Phase = "setup"
    draw_waiting: tuple[int, ...] = ()  # players still deciding on the soulstone draw
    soulstone_drawn: tuple[int, ...] = ()  # players who drew with a soulstone this turn
    initiative_id: int | None = None
    initiative_lapsed: bool = False
    first_player: int | None = None  # this turn's
    previous_first: int | None = None
    last_activator: int | None = None  # M4E: who activated last in the previous turn
    pass_tokens: tuple[int, int] = (0, 0)  # M3E, this turn's
    end_checks: tuple[tuple[int, str, int], ...] = ()  # (turn, card code, target) — M2E
    over_reason: str | None = None  # "last-turn" or "end-check"
    channel_id: int | None = None
    message_id: int | None = None
    secret_schemes: tuple[SecretScheme, ...] = ()  # bot/play/schemes.py; never shown unrevealed
    # issue 12: the start-of-turn discard step, M2E soulstone draw order, M3E pass tokens from
    # model counts, Corrupted Idols markers
    discard_waiting: tuple[int, ...] = ()  # players still to discard (or keep all) before the draw
    first_deployer: int | None = None  # M2E turn 1: declares the soulstone draw first
    pass_tokens_granted: tuple[int, int] = (0, 0)  # M3E: from this turn's model counts
    turn_flips: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # strategy → suit → place
    idol: IdolMarker | None = None
    idol_spots: tuple[str, ...] = ()  # each turn's marker spot, in order (for repeats)

    # -- queries ---------------------------------------------------------------------------

    @property
    def ed(self) -> Edition:
        return edition_by_key(self.edition)

    @property
    def defender(self) -> int:
        return self.other(self.attacker)

    def index(self, player: int) -> int:
        try:
            return self.players.index(player)
        except ValueError:
            raise DomainError("game-error-not-a-player", player=player) from None

    def other(self, player: int) -> int:
        return self.players[1 - self.index(player)]

    def owner_of(self, player: int) -> int:
        return self.owners[self.index(player)]

    def score_of(self, player: int) -> Score:
        return self.scores[self.index(player)]

    def soulstones_of(self, player: int) -> int:
        return self.soulstones[self.index(player)]

    def with_score(self, player: int, score: Score) -> GameState:
        scores = list(self.scores)
        scores[self.index(player)] = score
        return replace(self, scores=(scores[0], scores[1]))

    def with_soulstones(self, player: int, count: int) -> GameState:
        pools = list(self.soulstones)
        pools[self.index(player)] = count
        return replace(self, soulstones=(pools[0], pools[1]))

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def leader(self) -> int | None:
        """Who has more VP (None on a tie)."""
        a, b = (score.total for score in self.scores)
        if a == b:
            return None
        return self.players[0] if a > b else self.players[1]

    # -- serialisation ---------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["v"] = STATE_VERSION
        data["scores"] = [
            {"strategy": s.strategy, "schemes": [list(p) for p in s.schemes]} for s in self.scores
        ]
        data["schemes"] = [
            {"name": s.name, "value": s.value, "next_available": list(s.next_available)} for s in self.schemes
        ]
        data["secret_schemes"] = [scheme_rules.to_dict(s) for s in self.secret_schemes]
        data["turn_flips"] = {k: dict(v) for k, v in self.turn_flips.items()}
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameState:
        if data.get("v") != STATE_VERSION:
            raise ValueError(f"unknown game format: {data.get('v')!r}")

        def pair(value: Any) -> tuple[int, int]:
            a, b = value
            return int(a), int(b)

        scores = tuple(
            Score(int(s["strategy"]), tuple((str(n), int(v)) for n, v in s["schemes"]))
            for s in data["scores"]
        )
        return cls(
            edition=str(data["edition"]),
            players=pair(data["players"]),
            owners=pair(data["owners"]),
            attacker=int(data["attacker"]),
            season_id=str(data["season_id"]),
            season_name=str(data["season_name"]),
            strategy=data["strategy"],
            strategy_choices=tuple(data["strategy_choices"]),
            deployment=str(data["deployment"]),
            schemes=tuple(
                SchemeInfo(str(s["name"]), s["value"], tuple(s["next_available"])) for s in data["schemes"]
            ),
            known_schemes=tuple(data["known_schemes"]),
            unverified=tuple(data["unverified"]),
            started_by=int(data["started_by"]),
            started_at=float(data["started_at"]),
            scores=(scores[0], scores[1]),
            soulstones=pair(data["soulstones"]),
            league=data["league"],
            league_round=data["league_round"],
            turn=int(data["turn"]),
            phase=data["phase"],
            draw_waiting=tuple(int(p) for p in data["draw_waiting"]),
            soulstone_drawn=tuple(int(p) for p in data["soulstone_drawn"]),
            initiative_id=data["initiative_id"],
            initiative_lapsed=bool(data["initiative_lapsed"]),
            first_player=data["first_player"],
            previous_first=data["previous_first"],
            last_activator=data["last_activator"],
            pass_tokens=pair(data["pass_tokens"]),
            end_checks=tuple((int(t), str(c), int(n)) for t, c, n in data["end_checks"]),
            over_reason=data["over_reason"],
            channel_id=data["channel_id"],
            message_id=data["message_id"],
            secret_schemes=tuple(scheme_rules.from_dict(s) for s in data.get("secret_schemes", ())),
            discard_waiting=tuple(int(p) for p in data.get("discard_waiting", ())),
            first_deployer=data.get("first_deployer"),
            pass_tokens_granted=pair(data.get("pass_tokens_granted", (0, 0))),
            turn_flips={str(k): dict(v) for k, v in data.get("turn_flips", {}).items()},
            idol=None if data.get("idol") is None else IdolMarker.from_dict(data["idol"]),
            idol_spots=tuple(str(x) for x in data.get("idol_spots", ())),
        )


@dataclass(frozen=True, slots=True)
class GameView:
    """A game after a command, with what the reply needs.

    ``hands`` holds the hands that changed (to refresh those players' DMs, never to show
    publicly); ``hand_counts`` the number of cards in each player's hand.
    """

    table_id: int
    state: GameState
    hand_counts: tuple[int, int]
    initiative: InitiativeState | None = None
    end: EndOfTurn | None = None
    encounter: Encounter | None = None
    league_row: Mapping[str, str] | None = None
    season: Season | None = None
    hands: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    drawn: Mapping[int, int] = field(default_factory=dict)  # cards drawn in this command, by player
    must_discard: int = 0
    lapsed: tuple[Lapsed, ...] = ()
    started_turn: bool = False  # this command started a new turn (post a new turn message)


# -- the document ----------------------------------------------------------------------------------


async def load_game(work: Work) -> GameState | None:
    raw = await game_repo.game_state(work.store, work.table_id)
    return None if raw is None else GameState.from_dict(json.loads(raw))


def save_game(work: Work, state: GameState) -> None:
    game_repo.put_game(
        work.changes, work.table_id, json.dumps(state.to_dict(), separators=(",", ":")), work.now
    )


async def require_game(work: Work) -> GameState:
    state = await load_game(work)
    if state is None:
        raise DomainError("game-error-no-game")
    return state


def check_driver(state: GameState, actor: int, is_moderator: bool) -> None:
    """Only the two players (or a table moderator) drive a game."""
    if actor not in state.players and not is_moderator:
        raise DomainError(
            "game-error-not-your-game", first=f"<@{state.players[0]}>", second=f"<@{state.players[1]}>"
        )


def _encounter_parts(encounter: Encounter) -> tuple[tuple[SchemeInfo, ...], tuple[str, ...]]:
    schemes = tuple(SchemeInfo(p.name, p.value, p.next_available) for p in encounter.schemes)
    unverified = set(encounter.unverified)
    if encounter.strategy is None:  # the attacker chooses: no suit mapping decided it
        unverified.discard("strategy")
    return schemes, tuple(sorted(unverified))


def _row_encounter(season: Season, row: Mapping[str, str]) -> tuple[SchemeInfo, ...]:
    names = [n for n in row.get("schemes", "").split("|") if n]
    values = [int(v) for v in row.get("scheme_values", "").split("|") if v]
    out: list[SchemeInfo] = []
    for index, name in enumerate(names):
        value = values[index] if index < len(values) else None
        following = () if season.schemes_by_value else season.scheme_cards.get(name, ())
        out.append(SchemeInfo(name, value, tuple(following)))
    return tuple(out)


def _row_unverified(season: Season, row: Mapping[str, str]) -> tuple[str, ...]:
    parts = season.inferred_parts()
    mapping = {"strategies": "strategy", "deployments": "deployment", "schemes": "schemes"}
    out = {mapping[p] for p in parts if p in mapping}
    if "next_available" in parts and not season.schemes_by_value:
        out.add("next_available")
    if not row.get("strategy") and "strategy" in out:
        out.discard("strategy")
    return tuple(sorted(out))


class GamePlay:
    """``/game``: the turn tracker. Built on the bot's PlayCore so it shares the table locks."""

    def __init__(
        self, core: PlayCore, seasons: Seasons | None = None, leagues: LeaguePlay | None = None
    ) -> None:
        self.core = core
        self.seasons = seasons or Seasons(core)
        self.leagues = leagues or LeaguePlay(core, self.seasons)

    # -- helpers -----------------------------------------------------------------------------

    async def _decks(self, work: Work, state: GameState) -> dict[int, Deck]:
        """Each player's deck (the same object for both with a shared deck)."""
        return {player: await work.deck(state.owner_of(player)) for player in state.players}

    @staticmethod
    def _counts(state: GameState, decks: Mapping[int, Deck]) -> tuple[int, int]:
        a, b = state.players
        return len(decks[a].hand(a)), len(decks[b].hand(b))

    async def _sync_initiative(self, work: Work, state: GameState) -> GameState:
        """An open initiative whose record lapsed (expired, or a deck reset) is over, undecided."""
        if state.phase != "initiative" or state.initiative_id is None:
            return state
        record = await work.pending(state.initiative_id)
        if record is not None and record.kind == INITIATIVE_KIND:
            return state
        return replace(
            state, phase="activation", initiative_id=None, initiative_lapsed=True, first_player=None
        )

    async def _view(self, work: Work, state: GameState, **extra: Any) -> GameView:
        decks = await self._decks(work, state)
        return GameView(work.table_id, state, self._counts(state, decks), **extra)

    # -- start -------------------------------------------------------------------------------

    async def start(
        self,
        table_id: int,
        guild_id: int | None,
        player: int,
        opponent: int,
        *,
        season_id: str | None = None,
        league: str | None = None,
        league_round: int | None = None,
        soulstones: int | None = None,
        opponent_soulstones: int | None = None,
    ) -> GameView:
        check_opponent(player, opponent)
        for count in (soulstones, opponent_soulstones):
            if count is not None and not 0 <= count <= MAX_SOULSTONES:
                raise DomainError("game-error-soulstones-range", value=count, max=MAX_SOULSTONES)
        row: Mapping[str, str] | None = None
        league_season: Season | None = None
        league_name: str | None = None
        if league is not None and league.strip():
            if league_round is None:
                raise DomainError("game-error-league-round-needed")
            if guild_id is None:
                raise DomainError("error-guild-only")
            if season_id is not None and season_id.strip():
                raise DomainError("game-error-league-and-season")
            info, stored = await self.leagues.stored_round(guild_id, league, league_round)
            row, league_season, league_name = stored.row, info.season, info.name
        elif league_round is not None:
            raise DomainError("game-error-league-needed")

        async def step(work: Work) -> GameView:
            if await load_game(work) is not None:
                raise DomainError("game-error-already-running")
            ed = fate_edition(await work.settings())
            if league_season is not None:
                season = league_season
            else:
                season = (await self.seasons.resolve(guild_id, season_id, ed.key)).season
            encounters.check_season_edition(season, ed.key)

            owners = (await work.owner_for(player), await work.owner_for(opponent))
            lapsed: list[Lapsed] = []
            for owner in dict.fromkeys(owners):
                lapsed.extend(await self.core.lapse_holders(work, owner))
                (await work.deck(owner)).reset(work.rng)
            decks = {player: await work.deck(owners[0]), opponent: await work.deck(owners[1])}

            encounter: Encounter | None = None
            if row is None:
                encounter = encounters.generate_encounter(season, work.rng, decks[player], decks[opponent])
                attacker = player if encounter.attacker is Side.FIRST else opponent
                strategy, choices = encounter.strategy, encounter.strategy_choices
                deployment = encounter.deployment
                schemes, unverified = _encounter_parts(encounter)
            else:
                attacker = player if row["attacker"] == Side.FIRST.value else opponent
                strategy = row["strategy"] or None
                choices = tuple(c for c in row["strategy_choices"].split("|") if c)
                deployment = row["deployment"]
                schemes, unverified = _row_encounter(season, row), _row_unverified(season, row)
            for deck in {id(d): d for d in decks.values()}.values():
                encounters.reshuffle_after_setup_step(deck, work.rng)

            state = GameState(
                edition=ed.key,
                players=(player, opponent),
                owners=owners,
                attacker=attacker,
                season_id=season.id,
                season_name=season.name,
                strategy=strategy,
                strategy_choices=choices,
                deployment=deployment,
                schemes=schemes,
                known_schemes=season.scheme_names(),
                unverified=unverified,
                started_by=player,
                started_at=work.now,
                soulstones=(
                    turns.starting_soulstones(ed, soulstones or 0),
                    turns.starting_soulstones(ed, opponent_soulstones or 0),
                ),
                league=league_name,
                league_round=league_round if row is not None else None,
                turn_flips={name: table.model_dump() for name, table in season.turn_flips.items()},
            )
            save_game(work, state)
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                encounter=encounter,
                league_row=row,
                season=season,
                lapsed=tuple(lapsed),
            )

        return await self.core.run(table_id, step)

    async def choose_strategy(self, table_id: int, player: int, name: str) -> GameView:
        """The attacker's choice of a suitless strategy (a Red Joker decided the scenario flip)."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            if state.strategy is not None:
                raise DomainError("encounter-error-strategy-decided", strategy=state.strategy)
            if player != state.attacker:
                raise DomainError("encounter-error-not-attacker", attacker=f"<@{state.attacker}>")
            wanted = name.strip().casefold()
            chosen = next((c for c in state.strategy_choices if c.casefold() == wanted), None)
            if chosen is None:
                raise DomainError(
                    "encounter-error-strategy-not-offered",
                    value=name[:100],
                    choices=", ".join(state.strategy_choices),
                )
            state = replace(state, strategy=chosen, strategy_choices=())
            save_game(work, state)
            return await self._view(work, state)

        return await self.core.run(table_id, step)

    # -- turns -------------------------------------------------------------------------------

    async def next_turn(
        self,
        table_id: int,
        actor: int,
        *,
        is_moderator: bool = False,
        last_activator: int | None = None,
        attacker_pass_tokens: int | None = None,
        defender_pass_tokens: int | None = None,
        attacker_models: int | None = None,
        defender_models: int | None = None,
        first_deployer: int | None = None,
    ) -> GameView:
        """End the current turn by the edition's rules and start the next one.

        The new turn opens with the discard step (each player with cards discards any or keeps
        all), then the draw; ``first_deployer`` (M2E turn 1) declares the soulstone draw first.
        M3E pass tokens: ``*_models`` are the crews now (the smaller gets the difference, for
        this turn's activations and the next initiative flip); ``*_pass_tokens`` say how many
        are left for this turn's initiative flip when some were spent (default: last turn's).
        """
        for tokens in (attacker_pass_tokens, defender_pass_tokens):
            if tokens is not None and not 0 <= tokens <= initiative.MAX_PASS_TOKENS:
                raise DomainError(
                    "error-initiative-pass-tokens", value=tokens, max=initiative.MAX_PASS_TOKENS
                )
        if (attacker_models is None) != (defender_models is None):
            raise DomainError("rules-error-game-models-both")
        granted: tuple[int, int] | None = None
        if attacker_models is not None and defender_models is not None:
            granted = turns.pass_tokens_for((attacker_models, defender_models))

        async def step(work: Work) -> GameView:
            state = await self._sync_initiative(work, await require_game(work))
            check_driver(state, actor, is_moderator)
            for named in (last_activator, first_deployer):
                if named is not None:
                    state.index(named)
            if state.is_over:
                raise DomainError("game-error-over")
            if state.phase == "setup" and state.strategy is None:
                raise DomainError("game-error-strategy-open", attacker=f"<@{state.attacker}>")
            if state.phase == "discard":
                raise DomainError(
                    "rules-error-discard-waiting", players=" ".join(f"<@{p}>" for p in state.discard_waiting)
                )
            if state.phase == "draw":
                raise DomainError(
                    "game-error-draw-waiting", players=" ".join(f"<@{p}>" for p in state.draw_waiting)
                )
            if state.phase == "initiative":
                raise DomainError("game-error-initiative-open")
            if state.idol is not None and state.idol.spot is None:
                raise DomainError("rules-error-idol-edge-pending", who=f"<@{state.idol.by}>")
            ed = state.ed
            m3e_tokens = ed.initiative is InitiativeProcedure.FLIP_PASS_TOKENS
            if not m3e_tokens and (attacker_pass_tokens or defender_pass_tokens or granted is not None):
                raise DomainError("game-error-pass-tokens-m3e", edition=ed.key.upper())
            if (
                ed.soulstone_draw_in_order
                and state.turn == 0
                and first_deployer is None
                and all(pool > 0 for pool in state.soulstones)
            ):
                raise DomainError("rules-error-first-deployer-needed")
            decks = await self._decks(work, state)
            end: EndOfTurn | None = None
            if state.phase == "activation":
                first = state.first_player or state.previous_first or state.attacker
                end = turns.end_of_turn(ed, state.turn, decks[first], work.rng)
                if end.card is not None and end.target is not None:
                    state = replace(
                        state, end_checks=(*state.end_checks, (state.turn, end.card.code, end.target))
                    )
                if end.game_over:
                    state = replace(
                        state, phase="over", over_reason="end-check" if end.card is not None else "last-turn"
                    )
                    save_game(work, state)
                    return GameView(table_id, state, self._counts(state, decks), end=end)
                if ed.initiative is InitiativeProcedure.ATTACKER_THEN_CHOOSER and last_activator is None:
                    raise DomainError("game-error-last-activator-needed", turn=state.turn)
                for deck in {id(d): d for d in decks.values()}.values():
                    turns.end_of_turn_reshuffle(deck, work.rng)
            if attacker_pass_tokens is None and defender_pass_tokens is None:
                tokens = state.pass_tokens_granted  # seed 003: the tokens handed out last turn
            else:
                by_side = {
                    state.attacker: attacker_pass_tokens or 0,
                    state.defender: defender_pass_tokens or 0,
                }
                tokens = (by_side[state.players[0]], by_side[state.players[1]])
            if granted is not None:
                by_side = {state.attacker: granted[0], state.defender: granted[1]}
                new_grant = (by_side[state.players[0]], by_side[state.players[1]])
            else:
                new_grant = (0, 0)
            state = replace(
                state,
                turn=state.turn + 1,
                previous_first=state.first_player or state.previous_first,
                first_player=None,
                initiative_id=None,
                initiative_lapsed=False,
                last_activator=last_activator,
                pass_tokens=tokens,
                pass_tokens_granted=new_grant,
                soulstone_drawn=(),
                first_deployer=first_deployer if first_deployer is not None else state.first_deployer,
                idol=None,
                channel_id=None,  # the new turn gets its own message (set_message)
                message_id=None,
            )
            # Seed 001: "Baraja las Pilas de Descarte; Descarta Cartas; Roba Cartas": the discard
            # piles went back above, then each player discards before anyone draws.
            waiting = tuple(p for p in state.players if decks[p].hand(p))
            state = replace(state, phase="discard", discard_waiting=waiting)
            state, drawn = self._draw_when_discarded(work, state, decks)
            state, init = self._maybe_start_initiative(work, state, decks)
            save_game(work, state)
            hands = {p: tuple(decks[p].hand(p)) for p in state.players}
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                initiative=init,
                end=end,
                hands=hands,
                drawn=drawn,
                started_turn=True,
            )

        return await self.core.run(table_id, step)

    def _draw_when_discarded(
        self, work: Work, state: GameState, decks: Mapping[int, Deck]
    ) -> tuple[GameState, dict[int, int]]:
        """Once every player has discarded, both draw up to the hand size; then the soulstone
        draw decisions (M2E: in order, the previous turn's first player first)."""
        if state.phase != "discard" or state.discard_waiting:
            return state, {}
        ed = state.ed
        drawn: dict[int, int] = {}
        for player in state.players:
            result = turns.draw_phase(ed, decks[player], player, work.rng)
            drawn[player] = len(result.drawn)
        waiting: tuple[int, ...] = ()
        if ed.soulstone_extra_draw > 0:
            first = state.previous_first if state.turn > 1 else state.first_deployer
            order = state.players if first is None else (first, state.other(first))
            waiting = tuple(p for p in order if state.soulstones_of(p) > 0)
        return replace(state, phase="draw", draw_waiting=waiting), drawn

    async def discard_step(self, table_id: int, player: int, cards: Sequence[Card]) -> GameView:
        """The start-of-turn discard: any cards of the hand (none = keep all), before the draw."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            state.index(player)
            if state.phase != "discard" or player not in state.discard_waiting:
                raise DomainError("rules-error-no-discard-step")
            decks = await self._decks(work, state)
            decks[player].discard_from_hand(player, cards)
            state = replace(state, discard_waiting=tuple(p for p in state.discard_waiting if p != player))
            state, drawn = self._draw_when_discarded(work, state, decks)
            state, init = self._maybe_start_initiative(work, state, decks)
            save_game(work, state)
            changed = state.players if drawn else (player,)
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                initiative=init,
                hands={p: tuple(decks[p].hand(p)) for p in changed},
                drawn=drawn,
            )

        return await self.core.run(table_id, step)

    def _maybe_start_initiative(
        self, work: Work, state: GameState, decks: Mapping[int, Deck]
    ) -> tuple[GameState, InitiativeState | None]:
        """Once nobody is deciding on a soulstone draw, run the edition's initiative."""
        if state.phase != "draw" or state.draw_waiting:
            return state, None
        ed = state.ed
        init = initiative.start(
            ed,
            state.players,
            decks,
            work.rng,
            turn=state.turn,
            pass_tokens=state.pass_tokens,
            soulstones=(state.soulstones[0] > 0, state.soulstones[1] > 0),
            previous_holder=state.previous_first or state.attacker,
            attacker=state.attacker,
            last_activator=state.last_activator,
        )
        return self._after_initiative_step(work, state, init, None, decks)

    def _after_initiative_step(
        self,
        work: Work,
        state: GameState,
        init: InitiativeState,
        record: PendingRecord | None,
        decks: Mapping[int, Deck],
    ) -> tuple[GameState, InitiativeState]:
        if init.is_over:
            if record is not None:
                work.delete_pending(record.id)
            state = replace(state, phase="activation", initiative_id=None, first_player=init.first_player)
            if init.phase is InitiativePhase.DONE:
                state = place_idol(state, init, decks, work.rng)
            return state, init
        held: dict[int, tuple[Card, ...]] = {}
        for player, cards in init.in_play().items():
            owner = state.owner_of(player)
            held[owner] = (*held.get(owner, ()), *cards)
        payload = json.dumps({"turn": state.turn, "init": initiative.to_dict(init)}, separators=(",", ":"))
        if record is None:
            record = PendingRecord(
                id=self.core.store.new_pending_id(),
                table_id=work.table_id,
                kind=INITIATIVE_KIND,
                owner=state.players[0],
                state=payload,
                held=held,
                created_at=work.now,
                expires_at=work.now + self.core.duel_ttl_s,
                channel_id=state.channel_id,
                message_id=state.message_id,
            )
        else:
            record = replace(record, state=payload, held=held, expires_at=work.now + self.core.duel_ttl_s)
        work.put_pending(record)
        return replace(state, phase="initiative", initiative_id=record.id), init

    # -- Corrupted Idols (M3E GG0): a strategy marker each turn after the initiative flip -------

    async def choose_idol_edge(self, table_id: int, player: int, edge: Edge) -> GameView:
        """Corrupted Idols: the initiative player chooses the edge of the centre line."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            idol = state.idol
            if idol is None or idol.spot is not None:
                raise DomainError("rules-error-idol-no-choice")
            if player != idol.by:
                raise DomainError("rules-error-idol-not-yours", who=f"<@{idol.by}>")
            state = settle_idol(state, edge)
            save_game(work, state)
            return await self._view(work, state)

        return await self.core.run(table_id, step)

    # -- the soulstone draw (M2E/M3E) ----------------------------------------------------------

    async def soulstone_draw(self, table_id: int, player: int, use: bool) -> GameView:
        """A player's soulstone draw decision: spend one to draw extra cards, or not."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            state.index(player)
            if state.phase != "draw" or player not in state.draw_waiting:
                raise DomainError("game-error-no-draw-decision")
            if player in state.soulstone_drawn:
                raise DomainError("game-error-discard-first")
            undecided = [p for p in state.draw_waiting if p not in state.soulstone_drawn]
            if state.ed.soulstone_draw_in_order and undecided and undecided[0] != player:
                # Seed 001: "El Primer Jugador del Turno anterior debe declarar este uso de las
                # Piedras de Alma en primer lugar."
                raise DomainError("rules-error-soulstone-draw-order", who=f"<@{undecided[0]}>")
            decks = await self._decks(work, state)
            deck = decks[player]
            must_discard = 0
            drawn: dict[int, int] = {}
            if use:
                pool = turns.spend_soulstones(state.soulstones_of(player), 1)
                result = turns.draw_phase(state.ed, deck, player, work.rng, soulstone=True)
                state = state.with_soulstones(player, pool)
                state = replace(state, soulstone_drawn=(*state.soulstone_drawn, player))
                must_discard = result.must_discard
                drawn[player] = len(result.drawn)
            if must_discard == 0:
                state = replace(state, draw_waiting=tuple(p for p in state.draw_waiting if p != player))
            state, init = self._maybe_start_initiative(work, state, decks)
            save_game(work, state)
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                initiative=init,
                hands={player: tuple(deck.hand(player))},
                drawn=drawn,
                must_discard=must_discard,
            )

        return await self.core.run(table_id, step)

    async def discard_down(self, table_id: int, player: int, cards: Sequence[Card]) -> GameView:
        """After a soulstone draw: discard exactly the cards above the hand size."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            state.index(player)
            if (
                state.phase != "draw"
                or player not in state.draw_waiting
                or player not in state.soulstone_drawn
            ):
                raise DomainError("game-error-no-discard-due")
            decks = await self._decks(work, state)
            turns.discard_down(state.ed, decks[player], player, cards)
            state = replace(state, draw_waiting=tuple(p for p in state.draw_waiting if p != player))
            state, init = self._maybe_start_initiative(work, state, decks)
            save_game(work, state)
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                initiative=init,
                hands={player: tuple(decks[player].hand(player))},
            )

        return await self.core.run(table_id, step)

    # -- initiative steps ------------------------------------------------------------------------

    async def _initiative_step(
        self, initiative_id: int, player: int, action: Any, *, cost_soulstone: bool = False
    ) -> GameView:
        table_id = await self.core.table_of_pending(initiative_id, "game-error-initiative-unknown")

        async def step(work: Work) -> GameView:
            record = await work.pending(initiative_id)
            if record is None or record.kind != INITIATIVE_KIND:
                raise DomainError("game-error-initiative-unknown")
            state = await require_game(work)
            if state.initiative_id != initiative_id:
                raise DomainError("game-error-initiative-unknown")
            if player not in state.players:
                raise DomainError("error-initiative-not-participant")
            decks = await self._decks(work, state)
            init = initiative.from_dict(json.loads(record.state)["init"])
            if cost_soulstone:
                if init.awaiting_player != player:
                    raise DomainError("error-initiative-not-your-turn", player=init.awaiting_player or 0)
                state = state.with_soulstones(player, turns.spend_soulstones(state.soulstones_of(player), 1))
            init = action(init, decks, work.rng)
            state, init = self._after_initiative_step(work, state, init, record, decks)
            save_game(work, state)
            hands = {player: tuple(decks[player].hand(player))}
            return GameView(table_id, state, self._counts(state, decks), initiative=init, hands=hands)

        return await self.core.run(table_id, step)

    async def initiative_soulstone(self, initiative_id: int, player: int, *, reflip: bool) -> GameView:
        """M2E: spend a soulstone to reflip the initiative flip, or keep the card."""
        return await self._initiative_step(
            initiative_id,
            player,
            lambda s, d, r: initiative.use_soulstone(s, player, d, r, reflip=reflip),
            cost_soulstone=reflip,
        )

    async def initiative_cheat(self, initiative_id: int, player: int, card: Card) -> GameView:
        """M3E: cheat the initiative flip with a card from the hand."""
        return await self._initiative_step(
            initiative_id, player, lambda s, d, r: initiative.cheat(s, player, card, d, r)
        )

    async def initiative_decline(self, initiative_id: int, player: int) -> GameView:
        return await self._initiative_step(
            initiative_id, player, lambda s, d, r: initiative.decline_cheat(s, player, d, r)
        )

    async def initiative_choose(self, initiative_id: int, player: int, first_player: int) -> GameView:
        """M2E: the flip's winner, M4E: the player who did not activate last, picks who goes first."""
        return await self._initiative_step(
            initiative_id, player, lambda s, d, r: initiative.choose_first(s, player, first_player)
        )

    async def open_initiative(self, initiative_id: int) -> InitiativeState | None:
        """The state of an open initiative (to show a cheat menu), or None if it is over."""
        record = await self.core.store.pending(initiative_id)
        if record is None or record.kind != INITIATIVE_KIND:
            return None
        return initiative.from_dict(json.loads(record.state)["init"])

    # -- score, soulstones, end ----------------------------------------------------------------

    async def score(
        self,
        table_id: int,
        actor: int,
        *,
        player: int | None = None,
        strategy: int = 0,
        scheme: str | None = None,
        scheme_points: int = 0,
        soulstones: int = 0,
        is_moderator: bool = False,
    ) -> GameView:
        """Add VP (strategy, or one scheme) and change a soulstone pool; all zero just shows it."""
        for value in (strategy, scheme_points):
            if abs(value) > MAX_POINTS_CHANGE:
                raise DomainError("game-error-points-range", value=value, max=MAX_POINTS_CHANGE)
        if abs(soulstones) > MAX_SOULSTONES:
            raise DomainError("game-error-soulstones-range", value=soulstones, max=MAX_SOULSTONES)
        if scheme_points and (scheme is None or not scheme.strip()):
            raise DomainError("error-vp-scheme-name")
        if scheme is not None and scheme.strip() and not scheme_points:
            raise DomainError("game-error-scheme-points-needed")

        async def step(work: Work) -> GameView:
            state = await self._sync_initiative(work, await require_game(work))
            check_driver(state, actor, is_moderator)
            target = actor if player is None else player
            state.index(target)
            ed = state.ed
            score = state.score_of(target)
            turn = max(state.turn, 1)
            if strategy:
                if state.turn == 0:
                    raise DomainError("game-error-not-started")
                score = turns.add_strategy_vp(ed, score, turn, strategy)
            if scheme_points:
                if state.turn == 0:
                    raise DomainError("game-error-not-started")
                name = _known_scheme(state, scheme or "")
                scheme_rules.check_scoring(state.secret_schemes, target, name)
                score = turns.add_scheme_vp(ed, score, turn, name, scheme_points)
            state = state.with_score(target, score)
            if soulstones:
                pool = state.soulstones_of(target)
                if soulstones < 0:
                    pool = turns.spend_soulstones(pool, -soulstones)
                else:
                    pool = min(pool + soulstones, MAX_SOULSTONES)
                state = state.with_soulstones(target, pool)
            if strategy or scheme_points or soulstones:
                save_game(work, state)
            return await self._view(work, state)

        return await self.core.run(table_id, step)

    async def end(self, table_id: int, actor: int, *, is_moderator: bool = False) -> GameView:
        """End the game: the summary; an open initiative lapses (its cards go to the discard piles)."""

        async def step(work: Work) -> GameView:
            state = await require_game(work)
            check_driver(state, actor, is_moderator)
            lapsed: list[Lapsed] = []
            if state.initiative_id is not None:
                record = await work.pending(state.initiative_id)
                if record is not None:
                    lapsed.append(await self.core.expire_pending(work, record))
            game_repo.delete_game(work.changes, table_id)
            return await self._view(work, state, lapsed=tuple(lapsed))

        return await self.core.run(table_id, step)

    async def state(self, table_id: int) -> GameState | None:
        async def step(work: Work) -> GameState | None:
            return await load_game(work)

        return await self.core.run(table_id, step)

    async def set_message(self, table_id: int, channel_id: int, message_id: int) -> None:
        """Remember the public turn message (edited as the draw phase and initiative go on)."""

        async def step(work: Work) -> None:
            state = await load_game(work)
            if state is None:
                return
            save_game(work, replace(state, channel_id=channel_id, message_id=message_id))
            if state.initiative_id is not None:
                record = await work.pending(state.initiative_id)
                if record is not None:
                    work.put_pending(replace(record, channel_id=channel_id, message_id=message_id))

        await self.core.run(table_id, step)


def _known_scheme(state: GameState, name: str) -> str:
    wanted = " ".join(name.split()).casefold()
    for known in state.known_schemes:
        if known.casefold() == wanted:
            return known
    raise DomainError(
        "season-error-unknown-scheme",
        scheme=name[:100],
        season=state.season_name,
        known=", ".join(sorted(state.known_schemes)),
    )
