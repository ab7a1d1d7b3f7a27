"""Doomtrooper at a table: the game, its warriors, combat, rewards, sabotage, turns and scores.

Each public coroutine is one unit of work on the table (PlayCore.run): it loads the table's
Doomtrooper document, applies bot.rules.doomtrooper.table, puts the new document in the unit's
changes and returns a frozen result once the commit is durable. A DomainError changes nothing.

Who may do what: a player adds, removes and changes only their own warriors (a table moderator
may remove or change any); attacks and sabotage are made by the active player with their own
warriors; only a reward's player claims it; the turn is ended by the active player or a
moderator. The multiple-sabotage variant is a table setting (moderators), kept across games.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final

from bot.errors import DomainError
from bot.play.common import document_kinds
from bot.play.common.core import PlayCore
from bot.play.common.results import Actor as Actor  # re-exported: the UI and cogs take it from here
from bot.play.common.table_game import TableGameOps
from bot.play.common.work import Work
from bot.rules.common.documents import Kind
from bot.rules.doomtrooper import table as rules
from bot.rules.doomtrooper.combat import CombatResult, Modifiers, Reward, Tactic
from bot.rules.doomtrooper.table import DoomtrooperTable, PlayerScore
from bot.rules.doomtrooper.traits import Affiliation, Designation, Status, Warrior

GAME: Final = "doomtrooper"
MAX_PLAYERS = 6
# Warriors in play at one table, all players together: enough for any game, and a list fits a reply.
MAX_WARRIORS = 60


@dataclass(frozen=True, slots=True)
class DoomtrooperState:
    """A table's Doomtrooper document: its variant setting and the game, if one is running."""

    multiple_sabotage: bool = False
    game: DoomtrooperTable | None = None
    started_by: int | None = None


DOOMTROOPER = Kind("doomtrooper", DoomtrooperState, [document_kinds.doomtrooper_v2])


@dataclass(frozen=True, slots=True)
class WarriorSpec:
    """A warrior card as typed by its player, before it is put into play."""

    name: str
    fight: int
    shoot: int
    armour: int
    value: int
    affiliations: frozenset[Affiliation] = frozenset()
    designations: frozenset[Designation] = frozenset()
    in_cover: bool = False
    detachment: bool = False


@dataclass(frozen=True, slots=True)
class PlayedCards:
    """The modifiers of a combat: the defender's warzone and each side's played cards."""

    warzone: Modifiers | None = None
    attacker: tuple[Modifiers, ...] = ()
    defender: tuple[Modifiers, ...] = ()


class Split(StrEnum):
    """How a reward button splits the points."""

    PROMOTION = "p"
    DESTINY = "d"
    HALF = "h"

    def promotion_of(self, reward: Reward) -> int:
        if self is Split.PROMOTION:
            return reward.points
        if self is Split.HALF:
            return reward.points // 2
        return 0


def reward_tag(reward: Reward) -> str:
    """A short fingerprint of a reward; reward numbers are reused once all are claimed."""
    text = f"{reward.player_id}:{reward.points}:{reward.reason}:{reward.warrior}"
    return f"{zlib.crc32(text.encode()):08x}"


@dataclass(frozen=True, slots=True)
class DoomView:
    """The table after a command; `event` says what happened (the UI picks its sentence)."""

    table_id: int
    state: DoomtrooperState
    event: str
    by: int
    warrior: Warrior | None = None
    reward: Reward | None = None
    promotion: int | None = None
    previous_player: int | None = None
    interpretations: tuple[str, ...] = ()

    @property
    def game(self) -> DoomtrooperTable | None:
        return self.state.game


@dataclass(frozen=True, slots=True)
class CombatReport:
    table_id: int
    by: int
    result: CombatResult
    # The two warriors as they were before the combat (the result holds them after it).
    attacker_before: Warrior
    defender_before: Warrior
    cards: PlayedCards
    forced: bool
    extra_attack: bool
    state: DoomtrooperState


@dataclass(frozen=True, slots=True)
class SabotageReport:
    table_id: int
    by: int
    saboteur: Warrior
    opponent: int
    value_modifier: int
    reward: Reward
    interpretations: tuple[str, ...]
    state: DoomtrooperState


class DoomtrooperOps(TableGameOps[DoomtrooperState]):
    """The Doomtrooper commands, on the shared per-table machinery of the play layer."""

    def __init__(self, core: PlayCore) -> None:
        super().__init__(core, GAME, DOOMTROOPER, DoomtrooperState)

    # -- the game --------------------------------------------------------------------------

    async def show(self, table_id: int, by: int, event: str = "show") -> DoomView:
        """Read only: the table as it is (`event` "show" for the list, "score" for the points)."""

        async def step(work: Work) -> DoomView:
            return DoomView(table_id, await self._load(work), event, by)

        return await self.core.run(table_id, step)

    async def start(
        self, table_id: int, actor: Actor, opponents: Sequence[int], multiple_sabotage: bool | None = None
    ) -> DoomView:
        """A new game: the starter first, then the opponents in the order given."""
        players = [actor.user_id, *opponents]
        if len(players) > MAX_PLAYERS:
            raise DomainError("doomtrooper-ui-error-too-many-players", max=MAX_PLAYERS)

        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            if state.game is not None and state.game.winner is None:
                raise DomainError("doomtrooper-ui-error-game-running")
            variant = state.multiple_sabotage if multiple_sabotage is None else multiple_sabotage
            game = rules.new_table(players, multiple_sabotage=variant)
            state = DoomtrooperState(multiple_sabotage=variant, game=game, started_by=actor.user_id)
            self._save(work, state)
            return DoomView(table_id, state, "started", actor.user_id)

        return await self.core.run(table_id, step)

    async def end_game(self, table_id: int, actor: Actor) -> DoomView:
        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = _game(state)
            if actor.user_id not in game.players and not actor.is_moderator:
                raise DomainError("doomtrooper-error-not-a-player", player=actor.user_id)
            ended = replace(state, game=None, started_by=None)
            self._save(work, ended)
            # The final scores are those of the game just ended.
            return DoomView(table_id, state, "ended", actor.user_id)

        return await self.core.run(table_id, step)

    async def set_variant(self, table_id: int, actor: Actor, multiple_sabotage: bool) -> DoomView:
        if not actor.is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = None if state.game is None else replace(state.game, multiple_sabotage=multiple_sabotage)
            state = replace(state, multiple_sabotage=multiple_sabotage, game=game)
            self._save(work, state)
            return DoomView(table_id, state, "variant", actor.user_id)

        return await self.core.run(table_id, step)

    async def end_turn(self, table_id: int, actor: Actor) -> DoomView:
        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = _game(state)
            previous = game.active_player
            if actor.user_id != previous and not actor.is_moderator:
                raise DomainError("doomtrooper-ui-error-not-your-turn", player=f"<@{previous}>")
            state = replace(state, game=game.end_turn())
            self._save(work, state)
            return DoomView(table_id, state, "turn", actor.user_id, previous_player=previous)

        return await self.core.run(table_id, step)

    async def declare_empty_deck(self, table_id: int, actor: Actor) -> DoomView:
        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = _game(state)
            state = replace(state, game=game.declare_empty_deck(actor.user_id))
            self._save(work, state)
            return DoomView(table_id, state, "empty-deck", actor.user_id)

        return await self.core.run(table_id, step)

    # -- warriors --------------------------------------------------------------------------

    async def add_warrior(self, table_id: int, actor: Actor, spec: WarriorSpec) -> DoomView:
        name = " ".join(spec.name.split())

        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = _game(state)
            if len(game.warriors) >= MAX_WARRIORS:
                raise DomainError("doomtrooper-ui-error-too-many-warriors", max=MAX_WARRIORS)
            warrior = Warrior(
                name=name,
                fight=spec.fight,
                shoot=spec.shoot,
                armour=spec.armour,
                value=spec.value,
                owner_id=actor.user_id,
                affiliations=spec.affiliations,
                designations=spec.designations,
                in_cover=spec.in_cover,
                detachment=spec.detachment,
            )
            game, placed = game.add_warrior(warrior)
            state = replace(state, game=game)
            self._save(work, state)
            return DoomView(table_id, state, "added", actor.user_id, warrior=placed)

        return await self.core.run(table_id, step)

    async def remove_warrior(self, table_id: int, actor: Actor, ref: str) -> DoomView:
        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = _game(state)
            warrior = _own(game, actor, ref)
            state = replace(state, game=game.remove_warrior(warrior.id))
            self._save(work, state)
            return DoomView(table_id, state, "removed", actor.user_id, warrior=warrior)

        return await self.core.run(table_id, step)

    async def set_cover(self, table_id: int, actor: Actor, ref: str, in_cover: bool) -> DoomView:
        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = _game(state)
            warrior = _own(game, actor, ref)
            if in_cover and warrior.is_non_combatant:
                raise DomainError("doomtrooper-error-non-combatant-cover", name=warrior.name)
            game = game.set_cover(warrior.id, in_cover)
            state = replace(state, game=game)
            self._save(work, state)
            return DoomView(table_id, state, "cover", actor.user_id, warrior=game.warrior(warrior.id))

        return await self.core.run(table_id, step)

    async def set_status(self, table_id: int, actor: Actor, ref: str, status: Status) -> DoomView:
        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = _game(state)
            warrior = _own(game, actor, ref)
            game = game.set_status(warrior.id, status)
            state = replace(state, game=game)
            self._save(work, state)
            after = replace(warrior, status=status)
            return DoomView(table_id, state, "status", actor.user_id, warrior=after)

        return await self.core.run(table_id, step)

    # -- tactical actions ------------------------------------------------------------------

    async def attack(
        self,
        table_id: int,
        actor: Actor,
        attacker_ref: str,
        defender_ref: str,
        tactic: Tactic,
        cards: PlayedCards = PlayedCards(),
        *,
        forced: bool = False,
        extra_attack: bool = False,
    ) -> CombatReport:
        async def step(work: Work) -> CombatReport:
            state = await self._load(work)
            game = _game(state)
            attacker = _own(game, actor, attacker_ref, moderator_may=False)
            defender = find_warrior(game, defender_ref)
            game, result = game.attack(
                attacker.id,
                defender.id,
                tactic,
                warzone=cards.warzone,
                attacker_cards=cards.attacker,
                defender_cards=cards.defender,
                forced=forced,
                extra_attack=extra_attack,
            )
            state = replace(state, game=game)
            self._save(work, state)
            return CombatReport(
                table_id=table_id,
                by=actor.user_id,
                result=result,
                attacker_before=attacker,
                defender_before=defender,
                cards=cards,
                forced=forced,
                extra_attack=extra_attack,
                state=state,
            )

        return await self.core.run(table_id, step)

    async def sabotage(
        self, table_id: int, actor: Actor, saboteur_ref: str, opponent: int, value_modifier: int = 0
    ) -> SabotageReport:
        async def step(work: Work) -> SabotageReport:
            state = await self._load(work)
            game = _game(state)
            saboteur = _own(game, actor, saboteur_ref, moderator_may=False)
            game, reward, notes = game.sabotage(saboteur.id, opponent, value_modifier=value_modifier)
            state = replace(state, game=game)
            self._save(work, state)
            return SabotageReport(
                table_id, actor.user_id, saboteur, opponent, value_modifier, reward, notes, state
            )

        return await self.core.run(table_id, step)

    async def claim(
        self,
        table_id: int,
        actor: Actor,
        reward_id: int,
        promotion: int | Split,
        *,
        tag: str | None = None,
    ) -> DoomView:
        """Bank a pending reward: `promotion` points as promotion (or a split), the rest as destiny.

        `tag` (from a button) must match the reward, so a button of a claimed reward whose
        number was later reused is refused instead of claiming the new one.
        """

        async def step(work: Work) -> DoomView:
            state = await self._load(work)
            game = _game(state)
            reward = next((r for r in game.pending if r.id == reward_id), None)
            if tag is not None and (reward is None or reward_tag(reward) != tag):
                raise DomainError("doomtrooper-ui-error-stale-reward")
            points = promotion
            if isinstance(points, Split):
                if reward is None:
                    raise DomainError("doomtrooper-error-unknown-reward", id=reward_id)
                points = points.promotion_of(reward)
            game = game.claim(reward_id, actor.user_id, points)
            state = replace(state, game=game)
            self._save(work, state)
            return DoomView(table_id, state, "claimed", actor.user_id, reward=reward, promotion=points)

        return await self.core.run(table_id, step)


# -- lookups and checks ------------------------------------------------------------------------


def _game(state: DoomtrooperState) -> DoomtrooperTable:
    if state.game is None:
        raise DomainError("doomtrooper-ui-error-no-game")
    return state.game


def find_warrior(game: DoomtrooperTable, ref: str) -> Warrior:
    """A warrior in play by number (`3` or `#3`) or by its name (case-insensitive, if unique)."""
    text = " ".join(ref.split())
    if not text:
        raise DomainError("doomtrooper-ui-error-warrior-ref-empty")
    digits = text.removeprefix("#").strip()
    if digits.isascii() and digits.isdigit() and len(digits) <= 9:
        return game.warrior(int(digits))
    key = text.casefold()
    matches = [w for w in game.warriors if w.name.casefold() == key]
    if len(matches) == 1:
        return matches[0]
    if matches:
        numbers = ", ".join(f"#{w.id}" for w in matches)
        raise DomainError("doomtrooper-ui-error-warrior-ambiguous", name=text, numbers=numbers)
    raise DomainError("doomtrooper-ui-error-unknown-warrior-name", name=text[:80])


def _own(game: DoomtrooperTable, actor: Actor, ref: str, *, moderator_may: bool = True) -> Warrior:
    warrior = find_warrior(game, ref)
    if warrior.owner_id != actor.user_id and not (moderator_may and actor.is_moderator):
        raise DomainError(
            "doomtrooper-ui-error-not-your-warrior", name=warrior.name, owner=f"<@{warrior.owner_id}>"
        )
    return warrior


def player_scores(game: DoomtrooperTable) -> list[tuple[int, PlayerScore]]:
    return [(player, game.scores.get(player, PlayerScore())) for player in game.players]
