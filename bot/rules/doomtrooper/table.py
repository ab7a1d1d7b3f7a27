"""Doomtrooper (2nd edition): warriors in play and the table: turns, attacks, sabotage and scores.

Source: the Spanish rules text summarised in `shared/rules/doomtrooper.md`. What a warrior card
is (affiliations, designations, status) is in `doomtrooper_traits`; who may attack whom and how
a combat ends, in `doomtrooper_combat`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from bot.errors import DomainError
from bot.rules.doomtrooper.combat import (
    CombatResult,
    Modifiers,
    Reward,
    Tactic,
    resolve_combat,
    sabotage_points,
)
from bot.rules.doomtrooper.traits import Designation, Interpretation, Status, Warrior

COUNTDOWN_TURNS = 3


# ---------------------------------------------------------------------------------------------
# Scores and the table


@dataclass(frozen=True, slots=True)
class PlayerScore:
    promotion: int = 0
    destiny: int = 0


@dataclass(frozen=True)
class DoomtrooperTable:
    """A game at a table as a value: every method returns a new table and changes nothing on error.

    `turns_taken` counts turns started, so the active player's current turn is included.
    """

    players: tuple[int, ...]
    active: int = 0
    turns_taken: Mapping[int, int] = field(default_factory=dict)
    warriors: tuple[Warrior, ...] = ()
    scores: Mapping[int, PlayerScore] = field(default_factory=dict)
    pending: tuple[Reward, ...] = ()
    attacks_this_turn: int = 0
    sabotaged_this_turn: tuple[int, ...] = ()
    multiple_sabotage: bool = False
    empty_decks: frozenset[int] = frozenset()
    countdown: Mapping[int, int] = field(default_factory=dict)
    lost: frozenset[int] = frozenset()
    next_id: int = 1

    # -- reading -------------------------------------------------------------------------------

    @property
    def active_player(self) -> int:
        return self.players[self.active]

    def warrior(self, warrior_id: int) -> Warrior:
        for warrior in self.warriors:
            if warrior.id == warrior_id:
                return warrior
        raise DomainError("doomtrooper-error-unknown-warrior", id=warrior_id)

    def fighters(self, player_id: int) -> tuple[Warrior, ...]:
        return tuple(w for w in self.warriors if w.owner_id == player_id and w.can_fight)

    @property
    def winner(self) -> int | None:
        """The last player left once every other one has lost, else None."""
        remaining = [p for p in self.players if p not in self.lost]
        return remaining[0] if len(remaining) == 1 else None

    def score(self, player_id: int) -> PlayerScore:
        self._check_player(player_id)
        return self.scores.get(player_id, PlayerScore())

    # -- warriors ------------------------------------------------------------------------------

    def add_warrior(self, warrior: Warrior) -> tuple[DoomtrooperTable, Warrior]:
        self._check_player(warrior.owner_id)
        if warrior.status is Status.DEAD:
            raise DomainError("doomtrooper-error-warrior-dead", name=warrior.name)
        if warrior.has(Designation.PERSONALITY):
            key = warrior.name.casefold()
            if any(w.has(Designation.PERSONALITY) and w.name.casefold() == key for w in self.warriors):
                raise DomainError("doomtrooper-error-personality-in-play", name=warrior.name)
        placed = replace(warrior, id=self.next_id)
        countdown = dict(self.countdown)
        if placed.can_fight:
            # Any combat-able warrior brought into play meets the three-turn requirement.
            countdown.pop(placed.owner_id, None)
        warriors = (*self.warriors, placed)
        return replace(self, warriors=warriors, next_id=self.next_id + 1, countdown=countdown), placed

    def remove_warrior(self, warrior_id: int) -> DoomtrooperTable:
        self.warrior(warrior_id)
        return replace(self, warriors=tuple(w for w in self.warriors if w.id != warrior_id))

    def set_cover(self, warrior_id: int, in_cover: bool) -> DoomtrooperTable:
        return self._put(replace(self.warrior(warrior_id), in_cover=in_cover))

    def set_status(self, warrior_id: int, status: Status) -> DoomtrooperTable:
        """For effects outside combat (healing, a card that wounds); death removes the warrior."""
        warrior = self.warrior(warrior_id)
        if status is Status.DEAD:
            return self.remove_warrior(warrior_id)
        return self._put(replace(warrior, status=status))

    # -- tactical actions ----------------------------------------------------------------------

    def attack(
        self,
        attacker_id: int,
        defender_id: int,
        tactic: Tactic,
        *,
        warzone: Modifiers | None = None,
        attacker_cards: Sequence[Modifiers] = (),
        defender_cards: Sequence[Modifiers] = (),
        forced: bool = False,
        extra_attack: bool = False,
    ) -> tuple[DoomtrooperTable, CombatResult]:
        """An attack by the active player. `extra_attack` when a card grants another attack."""
        attacker = self.warrior(attacker_id)
        defender = self.warrior(defender_id)
        self._check_own_turn(attacker)
        if self.turns_taken.get(self.active_player, 0) <= 1:
            raise DomainError("doomtrooper-error-attack-first-turn")
        if self.attacks_this_turn and not extra_attack:
            raise DomainError("doomtrooper-error-one-attack-per-turn")
        result = resolve_combat(
            attacker,
            defender,
            tactic,
            warzone=warzone,
            attacker_cards=attacker_cards,
            defender_cards=defender_cards,
            forced=forced,
        )
        table = self
        for warrior in (result.attacker, result.defender):
            dead = warrior.status is Status.DEAD
            table = table.remove_warrior(warrior.id) if dead else table._put(warrior)
        table, rewards = table._queue_rewards(result.rewards)
        table = replace(table, attacks_this_turn=self.attacks_this_turn + 1)
        return table, replace(result, rewards=rewards)

    def sabotage(
        self, saboteur_id: int, opponent_id: int, *, value_modifier: int = 0
    ) -> tuple[DoomtrooperTable, Reward, tuple[str, ...]]:
        """Sabotage an opponent who has no warrior able to fight: half the modified V, rounded up."""
        saboteur = self.warrior(saboteur_id)
        self._check_own_turn(saboteur)
        self._check_player(opponent_id)
        if not saboteur.can_fight:
            raise DomainError("doomtrooper-error-saboteur-cannot-fight", name=saboteur.name)
        if opponent_id == saboteur.owner_id:
            raise DomainError("doomtrooper-error-sabotage-self")
        if any(self.turns_taken.get(p, 0) == 0 for p in self.players):
            raise DomainError("doomtrooper-error-sabotage-too-early")
        if self.attacks_this_turn:
            raise DomainError("doomtrooper-error-attack-was-last-action")
        able = self.fighters(opponent_id)
        if able:
            raise DomainError(
                "doomtrooper-error-sabotage-opponent-can-fight", count=len(able), name=able[0].name
            )
        # Seed 002: "no puedes sabotear más de una vez por turno" - once per turn in all, not
        # once per opponent; the optional Multiple Sabotage variant lifts the limit.
        if self.sabotaged_this_turn and not self.multiple_sabotage:
            raise DomainError("doomtrooper-error-sabotage-once-per-turn")
        reward = Reward(
            player_id=saboteur.owner_id,
            points=sabotage_points(saboteur.value + value_modifier),
            destiny_only=saboteur.is_free_agent,
            reason="sabotage",
            warrior=saboteur.name,
        )
        table, (queued,) = self._queue_rewards((reward,))
        table = replace(table, sabotaged_this_turn=(*self.sabotaged_this_turn, opponent_id))
        first_turn = self.turns_taken.get(self.active_player, 0) == 1
        notes = (Interpretation.SABOTAGE_CURRENT_TURN_COUNTS.value,) if first_turn else ()
        return table, queued, notes

    def claim(self, reward_id: int, player_id: int, promotion: int) -> DoomtrooperTable:
        """Bank a pending reward: `promotion` points as promotion, the rest as destiny."""
        reward = next((r for r in self.pending if r.id == reward_id), None)
        if reward is None:
            raise DomainError("doomtrooper-error-unknown-reward", id=reward_id)
        if reward.player_id != player_id:
            raise DomainError("doomtrooper-error-not-your-reward", id=reward_id)
        if not 0 <= promotion <= reward.points:
            raise DomainError("doomtrooper-error-reward-split", points=reward.points, promotion=promotion)
        if reward.destiny_only and promotion:
            raise DomainError("doomtrooper-error-destiny-only", points=reward.points)
        old = self.score(player_id)
        new = PlayerScore(old.promotion + promotion, old.destiny + reward.points - promotion)
        return replace(
            self,
            scores={**self.scores, player_id: new},
            pending=tuple(r for r in self.pending if r.id != reward_id),
        )

    # -- turns ---------------------------------------------------------------------------------

    def end_turn(self) -> DoomtrooperTable:
        """Pass to the next player still in the game and start their turn.

        A player who loses at the start of their turn (the three-turn rule) is passed over at once,
        unless that leaves a single player: then the game is over and `winner` says who won.
        """
        if self.winner is not None:
            raise DomainError("doomtrooper-error-game-over")
        remaining = [i for i, p in enumerate(self.players) if p not in self.lost]
        following = [i for i in remaining if i > self.active] or remaining
        index = following[0]
        player = self.players[index]
        table = replace(
            self,
            active=index,
            turns_taken={**self.turns_taken, player: self.turns_taken.get(player, 0) + 1},
            attacks_this_turn=0,
            sabotaged_this_turn=(),
        )._check_countdown(player)
        if player in table.lost and table.winner is None:
            return table.end_turn()
        return table

    def declare_empty_deck(self, player_id: int) -> DoomtrooperTable:
        """The player's draw deck ran out; from their next turn on, the three-turn rule can apply."""
        self._check_player(player_id)
        return replace(self, empty_decks=self.empty_decks | {player_id})

    def _check_countdown(self, player_id: int) -> DoomtrooperTable:
        # At the start of a turn with an empty deck and no combat-able warrior, the player has
        # this turn and two more to bring one into play, or loses.
        countdown = dict(self.countdown)
        if player_id not in self.empty_decks or self.fighters(player_id):
            countdown.pop(player_id, None)
            return replace(self, countdown=countdown)
        left = countdown.get(player_id, COUNTDOWN_TURNS + 1) - 1
        if left <= 0:
            countdown.pop(player_id, None)
            return replace(self, countdown=countdown, lost=self.lost | {player_id})
        countdown[player_id] = left
        return replace(self, countdown=countdown)

    # -- helpers -------------------------------------------------------------------------------

    def _check_player(self, player_id: int) -> None:
        if player_id not in self.players:
            raise DomainError("doomtrooper-error-not-a-player", player=player_id)

    def _check_own_turn(self, warrior: Warrior) -> None:
        if warrior.owner_id != self.active_player:
            raise DomainError("doomtrooper-error-not-your-turn", name=warrior.name)

    def _put(self, warrior: Warrior) -> DoomtrooperTable:
        return replace(self, warriors=tuple(warrior if w.id == warrior.id else w for w in self.warriors))

    def _queue_rewards(self, rewards: Iterable[Reward]) -> tuple[DoomtrooperTable, tuple[Reward, ...]]:
        next_id = max((r.id for r in self.pending), default=0) + 1
        queued = tuple(replace(r, id=next_id + i) for i, r in enumerate(rewards))
        return replace(self, pending=(*self.pending, *queued)), queued


def new_table(players: Sequence[int], *, multiple_sabotage: bool = False) -> DoomtrooperTable:
    """A game for `players` in turn order; the first player's first turn starts now."""
    if len(players) < 2:
        raise DomainError("doomtrooper-error-players", count=len(players))
    if len(set(players)) != len(players):
        raise DomainError("doomtrooper-error-duplicate-player")
    return DoomtrooperTable(
        players=tuple(players),
        turns_taken={players[0]: 1},
        multiple_sabotage=multiple_sabotage,
    )
