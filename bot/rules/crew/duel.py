"""Duels from the crews (issue 44 §3): an attacker model's action against a target model, read
from their cards, and each trigger's chance of being declared.

The numbers come from the cards: the action's skill value and suit are the initiator's stat and
its built-in suit; the stat that resists it (``Df``, ``Wp``, ``Sp``, ``Sz``) is read from the
target's card; its TN is the action's. A number a player types wins over the card's (cover,
auras and upgrades are not modelled).

Triggers (digest malifaux.md, "Duels": "Suits in a total: the card's suit, suits built into the
stat, and suits added by soulstones (or M4E empower). The Red Joker's suit is chosen by its
owner." and "Triggers need the right suits in the final total"): a trigger's suits must all be
in the final total, a suit needed twice twice. The stat's built-in suit gives one; the card used
gives its suit, the Red Joker one suit of the owner's choice, the Black Joker none. So a
trigger is declarable when at most one of its suits is missing after the stat's, and the card
used carries it (or is the Red Joker); with none missing it always is.

The chance is the exact one of the odds engine (``bot/rules/odds/counting.py``), as the flipper
sees their deck, for the initiator's flip before cheating: the flipper takes a card that allows
the trigger whenever the flip rules let them take one (on + any card; on − only the lowest
cards, or the Red Joker).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from bot.errors import DomainError
from bot.rules.common.cards import Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import DamageModel, Edition
from bot.rules.crew.cards import Action, ModelCard, Trigger, card_key
from bot.rules.duel.result import DuelResult
from bot.rules.duel.state import DuelKind
from bot.rules.flip.modifiers import NONE, FateModifier
from bot.rules.odds.counting import Key, flip_size, own_view, picks


@dataclass(frozen=True, slots=True)
class ModelDuel:
    """What the cards give a duel: the initiator's stat and suit, the resisting stat, the TN."""

    attacker: str
    action: Action
    target: str | None
    stat: int
    suit: Suit | None
    resisted_by: str | None
    resist: int | None  # the target's value of ``resisted_by`` (None: a simple duel)
    tn: int | None


def find_action(card: ModelCard, name: str) -> Action:
    wanted = card_key(name)
    for action in card.actions:
        if card_key(action.name) == wanted:
            return action
    raise DomainError("crew-duel-error-action", model=card.name, action=name[:60])


def model_duel(attacker: ModelCard, action_name: str, target: ModelCard | None) -> ModelDuel:
    """The duel ``attacker``'s action makes against ``target`` (None: a simple duel)."""
    action = find_action(attacker, action_name)
    if action.resisted_by is not None and target is None:
        raise DomainError("crew-duel-error-target-needed", action=action.name)
    resist = None if action.resisted_by is None or target is None else target.stat(action.resisted_by)
    return ModelDuel(
        attacker.name,
        action,
        None if target is None else target.name,
        action.skill,
        action.suit,
        action.resisted_by if target is not None else None,
        resist,
        action.tn,
    )


def missing(trigger: Trigger, built_in: Iterable[Suit]) -> Counter[Suit]:
    """The trigger's suits the stat's built-in suits do not give (a suit needed twice, twice)."""
    need = Counter(trigger.suits)
    need.subtract(Counter(built_in))
    return +need


def completes(card: Card, needed: Counter[Suit]) -> bool:
    """Whether ``card`` as the card used gives the suits still ``needed``."""
    count = sum(needed.values())
    if count == 0:
        return True
    if count > 1 or card.is_black_joker:
        return False
    return card.is_red_joker or card.suit in needed


def trigger_chance(
    edition: Edition,
    deck: Deck,
    player: int,
    trigger: Trigger,
    built_in: Iterable[Suit],
    modifier: FateModifier = NONE,
) -> Fraction:
    """The exact chance that the card ``player`` may use from their next flip of ``deck`` (as
    they see it) gives ``trigger``'s suits, with the stat's ``built_in`` suits."""
    needed = missing(trigger, built_in)

    def rank(card: Card) -> Key:
        return (int(completes(card, needed)), card.value)

    count = flip_size(edition, modifier)
    flip = picks(own_view(deck, player).parts(count), modifier, rank)
    good = sum(ways for card, ways in flip.ways.items() if completes(card, needed))
    return Fraction(good, flip.total)


def damage_dealt(edition: Edition, track: tuple[int, ...], result: DuelResult) -> int | None:
    """The damage a finished duel from the crews deals its target (None: none lands).

    - A damage flip (M2E/M3E, ``/damage``): the flip's damage (the card's strength on the track).
    - M4E, the initiator succeeding (digest m4e.md, "G. Raises" and "Damage: fixed Dmg of the
      action, +1 per raise for melee and missile actions (not magic)"): the action's damage
      (the track's first number) plus the raises, less the resister's tie reduction. The card
      notation does not say whether an action is magic: raises always add (*interpretation*;
      ``/game undo`` takes back a step that should not have landed).
    - M2E/M3E opposed or simple duels deal no damage themselves: the damage flip that follows
      does (``/damage`` with the same attacker, action and target).
    """
    if result.kind is DuelKind.DAMAGE:
        return result.damage
    if not result.success or edition.damage_model is not DamageModel.RAISES or not track:
        return None
    return max(0, track[0] + (result.raises or 0) - result.tie_damage_reduction)
