"""Soulstones spent outside the draw phase: in duels (from the game's pool) and on damage (M3E).

Seed 003 (M3E, "Soulstone felhasználás"):

- "Sebzés blokkolása: Mielőtt damage flipre húznak egy Soulstone-használó ellen, játékosa
  bejelentheti, hogy elkölt egy Soulstone-t. Ekkor a damage flip –et kap." (Blocking damage:
  before a damage flip is made against a soulstone user, its player may declare spending a
  soulstone; the damage flip then gets −.)
- "Sebzés csökkentése: Miután megállapították a sebzést, ami egy Soulstone-használót ér,
  birtokosa bejelentheti, hogy elkölt egy Soulstone-t. Ezután flipel egy lapot, hogy 1/2/3-al
  csökkentse a modellt érő sebzést, legfeljebb 0-ig." (Reducing damage: after the damage a
  soulstone user suffers is determined, its owner may spend a soulstone, then flips a card to
  reduce that damage by 1/2/3, to no less than 0.)

"1/2/3" is read with the seed's card strengths ("0-5: Weak, 6-10: Moderate, 11-14: Severe";
"A Black Joker ... ha számot kell meghatározni vele ... 0-t eredményez. A Red Joker ... Severe+1
értéket eredményez"): Weak 1, Moderate 2, Severe 3, Black Joker 0, Red Joker 4.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.editions import Edition
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.state import DuelState
from bot.rules.flip.modifiers import MINUS, FateModifier

REDUCTION_PROFILE = (1, 2, 3)  # the seed's "1/2/3", weak/moderate/severe


@dataclass(frozen=True, slots=True)
class Reduction:
    damage: int  # as determined before the reduction
    card: Card
    reduction: int
    remaining: int


def check_reduction(edition: Edition) -> None:
    if not edition.soulstone_damage_reduction:
        raise DomainError("soulstone-error-reduce-edition", edition=edition.key.upper())


def reduction_for(card: Card) -> int:
    return duels.damage_from_card(card, *REDUCTION_PROFILE)


def reduce_damage(edition: Edition, damage: int, card: Card) -> Reduction:
    """The reduction flip: 1/2/3 by the card's strength, never below 0 damage."""
    check_reduction(edition)
    if damage < 0:
        raise DomainError("soulstone-error-damage-negative", damage=damage)
    cut = reduction_for(card)
    return Reduction(damage, card, cut, max(0, damage - cut))


def block_modifier(edition: Edition, modifier: FateModifier) -> FateModifier:
    """The damage flip's modifier once a block is declared: one more −."""
    if not edition.soulstone_damage_block:
        raise DomainError("soulstone-error-block-edition", edition=edition.key.upper())
    return modifier + MINUS


def stones_declared(state: DuelState | None) -> dict[int, int]:
    """Soulstones each side of a duel has declared so far (M4E empower costs none)."""
    if state is None:
        return {}
    out: dict[int, int] = {}
    for side in state.sides:
        if side.boost is not None:
            spent = duels.boost_effect(state.edition, side.boost, side.role).soulstones
            out[side.player] = out.get(side.player, 0) + spent
    return out


def newly_spent(before: DuelState | None, after: DuelState) -> dict[int, int]:
    """Stones declared by a duel step (what must come off the pools now)."""
    old = stones_declared(before)
    return {p: n - old.get(p, 0) for p, n in stones_declared(after).items() if n > old.get(p, 0)}


def spend(pools: Mapping[int, int], costs: Mapping[int, int]) -> dict[int, int]:
    """The pools after paying ``costs``; a player without enough stones is refused."""
    out = dict(pools)
    for player, cost in costs.items():
        if player not in out or cost <= 0:
            continue
        if cost > out[player]:
            raise DomainError(
                "soulstone-error-pool-empty", player=f"<@{player}>", pool=out[player], needed=cost
            )
        out[player] -= cost
    return out


def affordable(cost: int, pool: int | None) -> bool:
    """May a player be offered a choice costing ``cost`` stones (None: no pool tracked)?"""
    return pool is None or cost <= pool
