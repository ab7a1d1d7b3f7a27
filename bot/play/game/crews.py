"""Blind crews of a running /game (issue 44 §5, bot/rules/crew/blind.py): each player commits to
one of their own crews during the setup; the second commitment reveals both.

The crew is taken as it stands at the commitment: the player's list and the server's cards of its
models, so the numbers the game plays with are the committed ones. A result carries the chooser's
own crew only to the chooser (``mine``); everything else it carries is public (the commitments,
and the crews once revealed).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from fractions import Fraction

from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.work import Work
from bot.play.game import log as game_log
from bot.play.game.state import GAME, GameState, game_number, load_game, require_game, save_game
from bot.play.league.season import LeagueSeasonPlay
from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition
from bot.rules.crew import blind
from bot.rules.crew.blind import CrewEntry, CrewSnapshot, DuelLink, DuelModels, GameCrew
from bot.rules.crew.cards import ModelCard, Trigger, card_key, parse_card
from bot.rules.crew.duel import ModelDuel, damage_dealt, model_duel, trigger_chance
from bot.rules.duel.result import DuelResult
from bot.rules.flip.modifiers import NONE, FateModifier
from bot.store import crew_repo

CHOSEN = "crew-chosen"  # the log's kinds (bot/ui/game/log_render.py)
REVEALED = "crews"
HEALTH = game_log.HEALTH  # a duel's damage landed on a model (undoable)


@dataclass(frozen=True, slots=True)
class CrewChoice:
    state: GameState
    mine: GameCrew  # only for the chooser's eyes until ``revealed``

    @property
    def revealed(self) -> bool:
        return self.mine.revealed

    @property
    def crews(self) -> tuple[GameCrew, ...]:
        """What everyone may see: both crews once revealed, else nothing."""
        return blind.revealed_crews(self.state.crews)


GAME_TAG = 1000  # a duel's reference names its game by the game's number modulo this


@dataclass(frozen=True, slots=True)
class CrewDuelRef:
    """Which models duel, as places in the game's revealed crews: compact, so that a private menu
    offered before the duel starts (M4E empower) carries it in its custom id, and the unit that
    starts the duel reads the models from the game again and links its target there."""

    game: int  # the game's number modulo ``GAME_TAG``: a reference from another game is refused
    attacker: int  # in the initiator's crew
    action: int  # in the attacker's card
    target: int | None = None  # in the target's crew (None: a simple duel)
    friendly: bool = False  # the target is one of the initiator's own models


@dataclass(frozen=True, slots=True)
class ModelDuelPlan:
    """A duel from the crews: its numbers from the cards, the player it is against (the target's),
    and each of the action's triggers with its chance from the initiator's next flip (private:
    it counts on what the initiator sees of their deck, their hand included)."""

    duel: ModelDuel
    attacker: str  # the attacker's label in the game (``blind.labels``)
    target: str | None
    opponent: int | None  # the target's player (None: a simple duel)
    triggers: tuple[tuple[Trigger, Fraction], ...]
    ref: CrewDuelRef  # what the unit that starts the duel reads the models from


@dataclass(frozen=True, slots=True)
class _Found:
    player: int
    label: str
    card: ModelCard
    index: int = 0


def _find(crews: tuple[GameCrew, ...], players: tuple[int, ...], label: str) -> _Found | None:
    """The first model so named among the crews of ``players`` (in that order) with its card."""
    for player in players:
        chosen = blind.of_player(crews, player)
        found = None if chosen is None else blind.find_model(chosen, label)
        if chosen is None or found is None:
            continue
        index, entry = found
        if entry.card is None:
            raise DomainError("crew-duel-error-no-card", model=entry.name)
        return _Found(player, blind.labels(chosen.crew)[index], parse_card(entry.card), index)
    return None


def _revealed(state: GameState, player: int) -> tuple[GameCrew, ...]:
    """The game's crews, for a duel from them by ``player`` (refused before both are revealed)."""
    if player not in state.players:
        raise DomainError("crew-game-error-not-a-player")
    crews = blind.revealed_crews(state.crews)
    if len(crews) < len(state.players):
        raise DomainError("crew-duel-error-not-revealed")
    return crews


def _at(crews: tuple[GameCrew, ...], player: int, index: int) -> _Found:
    chosen = blind.of_player(crews, player)
    if chosen is None or not 0 <= index < len(chosen.crew.models):
        raise DomainError("crew-duel-error-gone")
    entry = chosen.crew.models[index]
    if entry.card is None:
        raise DomainError("crew-duel-error-no-card", model=entry.name)
    return _Found(player, blind.labels(chosen.crew)[index], parse_card(entry.card), index)


def _link(
    state: GameState, player: int, ref: CrewDuelRef, duel_id: int
) -> tuple[DuelModels, DuelLink | None]:
    """The models ``ref`` names in the game's crews, and the link that lands the duel's damage
    on its target (None: no target, or an action without damage)."""
    crews = _revealed(state, player)
    if ref.game != game_number(state) % GAME_TAG:
        raise DomainError("crew-duel-error-gone")
    mine = _at(crews, player, ref.attacker)
    if not 0 <= ref.action < len(mine.card.actions):
        raise DomainError("crew-duel-error-gone")
    action = mine.card.actions[ref.action]
    aimed = None
    if ref.target is not None:
        aimed = _at(crews, player if ref.friendly else state.other(player), ref.target)
    models = DuelModels(mine.label, action.name, None if aimed is None else aimed.label)
    if aimed is None or action.damage is None:
        return models, None
    link = DuelLink(
        player, mine.label, action.name, aimed.player, aimed.index, aimed.label, action.damage, duel_id
    )
    return models, link


class GameCrewPlay:
    def __init__(self, core: PlayCore, seasons: LeagueSeasonPlay) -> None:
        self.core = core
        self.seasons = seasons

    async def _window(self, table_id: int, scope: int) -> tuple[int, float] | None:
        """A league game's window for the crews: its round and the round's deadline, as the
        organiser set it when pairing (None: not a league game, or a round without one)."""

        async def step(work: Work) -> GameState:
            return await require_game(work)

        state = await self.core.run(table_id, step)
        if state.league is None or state.league_round is None:
            return None
        try:
            view = await self.seasons.show(scope, state.league)
        except DomainError:  # the league is gone: its window with it
            return None
        plan = view.season.plan(state.league_round)
        return None if plan is None or plan.deadline is None else (state.league_round, plan.deadline)

    async def _snapshot(self, owner: int, scope: int, name: str) -> CrewSnapshot:
        row = await crew_repo.crew(self.core.store, owner, card_key(name))
        if row is None:
            raise DomainError("crew-error-unknown", name=name[:60])
        models = json.loads(row.models)
        cards = await crew_repo.cards(self.core.store, scope, [str(m["card"]) for m in models])
        entries = tuple(
            CrewEntry(
                str(m["name"]),
                None if m["cost"] is None else int(m["cost"]),
                tuple(str(u) for u in m["upgrades"]),
                None if (found := cards.get(str(m["card"]))) is None else found.card,
            )
            for m in models
        )
        return CrewSnapshot(row.name, row.faction, row.cache, entries)

    async def choose(self, table_id: int, scope: int, player: int, name: str) -> CrewChoice:
        """Commit ``player``'s crew ``name`` for the table's game (theirs only: another player's
        crew of that name is not found)."""
        snapshot = await self._snapshot(player, scope, name)
        window = await self._window(table_id, scope)

        async def step(work: Work) -> CrewChoice:
            state = await require_game(work)
            if state.is_over:
                raise DomainError("game-error-over")
            if player not in state.players:
                raise DomainError("crew-game-error-not-a-player")
            if window is not None and work.now > window[1]:
                round_no, deadline = window
                raise DomainError(
                    "crew-game-error-league-window", round=round_no, deadline=f"<t:{int(deadline)}:f>"
                )
            crews = blind.choose(
                state.crews,
                state.players,
                player,
                snapshot,
                table_id=table_id,
                game_id=game_number(state),
                turn=state.turn,
                rng=work.rng,
            )
            state = replace(state, crews=crews)
            save_game(work, state)
            mine = blind.of_player(crews, player)
            assert mine is not None
            game_log.log_event(work, CHOSEN, player, {"player": player, "commitment": mine.commitment})
            if mine.revealed:
                game_log.log_event(work, REVEALED, player, {"crews": [_logged(c) for c in crews]})
            return CrewChoice(state, mine)

        return await self.core.run(table_id, step)

    async def visible(self, table_id: int, viewer: int | None) -> tuple[GameCrew, ...]:
        """The table's game's crews ``viewer`` may see (none without a game)."""

        async def step(work: Work) -> tuple[GameCrew, ...]:
            state = await require_game(work)
            return blind.visible_to(state.crews, viewer)

        return await self.core.run(table_id, step)

    async def model_duel(
        self,
        table_id: int,
        player: int,
        attacker: str,
        action: str,
        target: str | None,
        *,
        modifier: FateModifier = NONE,
        edition_override: str | None = None,
    ) -> ModelDuelPlan:
        """The duel ``player``'s model ``attacker`` makes with ``action`` against ``target``,
        from the game's revealed crews: ``attacker`` from the player's own crew, ``target`` from
        the opponent's (else the player's own: a friendly target).

        It only reads: what a duel from the crews writes in the game (its target's link) is
        written by the unit that starts the duel (``starter``), so a refused start leaves the
        game as it was."""

        async def step(work: Work) -> ModelDuelPlan:
            state = await require_game(work)
            crews = _revealed(state, player)
            mine = _find(crews, (player,), attacker)
            if mine is None:
                raise DomainError("crew-duel-error-not-yours", model=attacker[:60])
            aimed = None
            if target is not None:
                aimed = _find(crews, (state.other(player), player), target)
                if aimed is None:
                    raise DomainError("crew-duel-error-unknown-target", model=target[:60])
            duel = model_duel(mine.card, action, None if aimed is None else aimed.card)
            ed = fate_edition(await work.settings(), edition_override)
            stored = await work.store.packed_deck(work.table_id, await work.owner_for(player))
            deck = Deck(draw=list(ALL_CARDS)) if stored is None else stored.deck()
            built_in = () if duel.suit is None else (duel.suit,)
            chances = tuple(
                (t, trigger_chance(ed, deck, player, t, built_in, modifier)) for t in duel.action.triggers
            )
            opponent = None if aimed is None or duel.resisted_by is None else aimed.player
            ref = CrewDuelRef(
                game_number(state) % GAME_TAG,
                mine.index,
                mine.card.actions.index(duel.action),
                None if aimed is None else aimed.index,
                aimed is not None and aimed.player == player,
            )
            target_label = None if aimed is None else aimed.label
            return ModelDuelPlan(duel, mine.label, target_label, opponent, chances, ref)

        return await self.core.run(table_id, step)

    @staticmethod
    def starter(player: int, ref: CrewDuelRef) -> Callable[[Work, int], Awaitable[DuelModels]]:
        """What the unit that starts ``player``'s duel from the crews runs (the duel ops'
        ``on_start``): the models ``ref`` names, read from the game again, for the duel's record;
        and, when its action deals damage to a target, the link that lands it when the duel
        ends. Nothing is written before: a start refused (a cooldown, a cap, a soulstone short,
        numbers out of range) leaves the game document as it was."""

        async def start(work: Work, duel_id: int) -> DuelModels:
            state = await require_game(work)
            models, link = _link(state, player, ref, duel_id)
            if link is not None:
                # A plan an older version wrote before its start (``duel`` None) is dropped.
                kept = tuple(d for d in state.crew_duels if d.player != player or d.duel is not None)
                save_game(work, replace(state, crew_duels=(*kept, link)))
            return models

        return start

    @staticmethod
    async def duel_finished(work: Work, duel_id: int, result: DuelResult) -> None:
        """In the unit that finishes a duel: a duel from the crews lands its damage on its
        target (logged, undoable with /game undo)."""
        state = await load_game(work)
        link = None if state is None else next((d for d in state.crew_duels if d.duel == duel_id), None)
        if state is None or link is None:
            return
        before = state
        state = replace(state, crew_duels=tuple(d for d in state.crew_duels if d.duel != duel_id))
        amount = damage_dealt(edition(result.edition), link.damage, result)
        target = blind.of_player(state.crews, link.target_player)
        health = None if target is None else target.health(link.target)
        if target is None or health is None or not amount:
            save_game(work, state)
            return
        _, hp = health
        total = min(hp, target.damage_of(link.target) + amount)
        state = replace(state, crews=blind.with_damage(state.crews, link.target_player, link.target, total))
        save_game(work, state)
        data = {
            "player": link.target_player,
            "model": link.target_label,
            "index": link.target,
            "amount": amount,
            "total": total,
            "hp": hp,
            "killed": total >= hp,
            "by": link.player,
            "attacker": link.attacker,
            "action": link.action,
        }
        game_log.log_event(work, HEALTH, link.player, data, undo=GAME.dumps(before))

    async def labels(self, table_id: int, viewer: int, *, own: bool) -> list[str]:
        """Model names for autocomplete: ``own``: the viewer's crew's models; else every model
        of the crews the viewer may see, the opponent's first (never an unrevealed crew of
        someone else)."""
        try:
            crews = await self.visible(table_id, viewer)
        except DomainError:
            return []
        mine = [c for c in crews if c.player == viewer]
        theirs = [c for c in crews if c.player != viewer]
        chosen = mine if own else [*theirs, *mine]
        return [label for c in chosen for label in blind.labels(c.crew)]

    async def actions(self, table_id: int, viewer: int, attacker: str) -> list[str]:
        """The actions of the viewer's model ``attacker`` (autocomplete)."""
        try:
            crews = await self.visible(table_id, viewer)
            found = _find(crews, (viewer,), attacker)
        except DomainError:
            return []
        return [] if found is None else [a.name for a in found.card.actions]


def _logged(chosen: GameCrew) -> dict[str, object]:
    """A revealed crew as the public log keeps it (the numbers are in the game's record)."""
    return {
        "player": chosen.player,
        "name": chosen.crew.name,
        "faction": chosen.crew.faction,
        "models": [m.name for m in chosen.crew.models],
        "commitment": chosen.commitment,
        "salt": chosen.salt,
    }
