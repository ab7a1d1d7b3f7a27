"""``/game``: a game starts here (decks, encounter, setup); its turns, initiative and score are parts."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.pace import parse_pace
from bot.play.common.results import Lapsed
from bot.play.common.work import Work
from bot.play.encounter import Seasons, check_opponent
from bot.play.game import log as game_log
from bot.play.game.activations import GameActivations
from bot.play.game.fair import commit_decks
from bot.play.game.requests import REQUEST, REQUEST_KIND, Opened, Request, open_request, place_message
from bot.play.game.score import GameScore
from bot.play.game.state import (
    MAX_SOULSTONES,
    GameState,
    GameView,
    SchemeInfo,
    game_number,
    load_game,
    require_game,
    save_game,
)
from bot.play.game.turns import GameTurns
from bot.play.game.undo import GameUndo
from bot.play.league.draws import LeaguePlay
from bot.play.league.season import find_league
from bot.rules.encounter import generation as encounters
from bot.rules.encounter.generation import Encounter, Side
from bot.rules.encounter.seasons import Season
from bot.rules.game import turns


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


class GamePlay(GameTurns, GameScore, GameUndo, GameActivations):
    """``/game``: the turn tracker. Built on the bot's PlayCore so it shares the table locks.

    A game starts here; the turn steps, the initiative, the score and the undo are inherited.
    """

    def __init__(self, core: PlayCore, seasons: Seasons, leagues: LeaguePlay) -> None:
        super().__init__(core)
        self.seasons = seasons
        self.leagues = leagues

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
        pace: str | None = None,
        language: str | None = None,
    ) -> GameView:
        """Start a game; ``pace`` (``live``, ``post``, ``none``) is this game's, else the table's.
        Its public messages keep one language: the table's, else ``language`` (the starter's)."""
        check_opponent(player, opponent)
        chosen_pace = None if pace is None else parse_pace(pace)
        for count in (soulstones, opponent_soulstones):
            if count is not None and not 0 <= count <= MAX_SOULSTONES:
                raise DomainError("game-error-soulstones-range", value=count, max=MAX_SOULSTONES)
        row: Mapping[str, str] | None = None
        league_season: Season | None = None
        league_name: str | None = None
        if league is not None and league.strip():
            if league_round is None:
                raise DomainError("game-error-league-round-needed")
            if season_id is not None and season_id.strip():
                raise DomainError("game-error-league-and-season")
            # By its name in its own server, by its code anywhere (the game keeps the code then,
            # so that its end reports to the right league).
            record = await find_league(self.core.store, guild_id, league)
            info, stored = await self.leagues.stored_round(record.guild_id, record.name, league_round)
            row, league_season = stored.row, info.season
            league_name = info.name if record.guild_id == guild_id else record.code
        elif league_round is not None:
            raise DomainError("game-error-league-needed")

        async def step(work: Work) -> GameView:
            if await load_game(work) is not None:
                raise DomainError("game-error-already-running")
            settings = await work.settings()
            ed = fate_edition(settings)
            defaulted = None
            if league_season is not None:
                season = league_season
            else:
                resolved = await self.seasons.resolve(guild_id, season_id, ed.key)
                season, defaulted = resolved.season, resolved.defaulted
            encounters.check_season_edition(season, ed.key)

            owners = (await work.owner_for(player), await work.owner_for(opponent))
            lapsed: list[Lapsed] = []
            for owner in dict.fromkeys(owners):
                lapsed.extend(await self.core.lapse_holders(work, owner))
            # Committed shuffles (docs/fair-deck.md): from the reset on, every shuffle derives
            # from a seed whose SHA-256 is published now.
            sealed = commit_decks(work, [(owner, await work.deck(owner)) for owner in dict.fromkeys(owners)])
            for owner in dict.fromkeys(owners):
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
                pace=chosen_pace,
                language=settings.language or language,
            )
            save_game(work, state)
            game_log.log_event(
                work,
                game_log.START,
                player,
                {
                    "edition": ed.key,
                    "season": season.name,
                    "deployment": deployment,
                    "strategy": strategy,
                    "schemes": [s.name for s in schemes],
                    "players": [player, opponent],
                    "commitment": sealed,
                },
            )
            return GameView(
                table_id,
                state,
                self._counts(state, decks),
                encounter=encounter,
                league_row=row,
                season=season,
                lapsed=tuple(lapsed),
                season_defaulted=defaulted,
                commitment=sealed,
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
            game_log.log_event(work, game_log.STRATEGY, player, {"strategy": chosen})
            return await self._view(work, state)

        return await self.core.run(table_id, step)

    async def log(self, table_id: int) -> tuple[GameState, list[game_log.GameEvent]]:
        """The game and its whole log (``/game log``), read under the table's lock."""

        async def step(work: Work) -> tuple[GameState, list[game_log.GameEvent]]:
            state = await require_game(work)
            return state, await game_log.game_events(work.store, table_id)

        return await self.core.run(table_id, step)

    # -- agreement requests (bot.play.game.requests) --------------------------------------------

    async def ask(self, table_id: int, request: Request) -> Opened:
        """Open ``request`` (one of its kind per game: it replaces an older one)."""

        async def step(work: Work) -> Opened:
            state = await require_game(work)
            if game_number(state) != request.game:
                raise DomainError("game-error-agreement-stale")
            return await open_request(work, self.core.waits, request)

        return await self.core.run(table_id, step)

    async def place_request(self, table_id: int, request_id: int, channel_id: int, message_id: int) -> bool:
        """Where request ``request_id``'s message is; False: replaced meanwhile (see
        ``requests.place_message``)."""

        async def step(work: Work) -> bool:
            return await place_message(work, request_id, channel_id, message_id)

        return await self.core.run(table_id, step)

    async def request(self, request_id: int) -> Request | None:
        """An open request as stored (None: answered, replaced or lapsed)."""
        record = await self.core.store.pending(request_id)
        if record is None or record.kind != REQUEST_KIND:
            return None
        return REQUEST.load(record.state)

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
