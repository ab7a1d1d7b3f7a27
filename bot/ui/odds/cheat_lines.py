"""The line under each card of a cheat menu: the total it gives and what that means right now.

Pure text from ``bot.rules.odds.exact`` outcomes; the menus are private, so naming hand cards is fine.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from bot.rules.common.cards import Card
from bot.rules.common.editions import Role
from bot.rules.duel.cheat_outcomes import CheatOutcome, duel_cheat_outcome, initiative_cheat_outcome
from bot.rules.duel.state import DuelState
from bot.rules.flip.modifiers import FateModifier
from bot.rules.initiative.state import InitiativeState
from bot.ui.common.card_menus import SUIT_LETTERS
from bot.ui.common.i18n import tr

DESCRIPTION_MAX = 100  # Discord's limit for a select option's description


def _damage_flip(lang: str, modifier: FateModifier) -> str:
    if modifier.net == 0:
        return tr(lang, "odds-damage-flip-none")
    return tr(lang, "odds-damage-flip", modifiers=str(modifier).replace("-", "−"))


def cheat_outcome_text(lang: str, outcome: CheatOutcome) -> str:
    total, margin, result = outcome.total, outcome.margin, outcome.result
    if result == "damage":
        text = tr(lang, "odds-cheat-damage", damage=outcome.damage or 0)
    elif result in ("success", "win", "tie-win"):
        key = {"success": "odds-cheat-success", "win": "odds-cheat-win", "tie-win": "odds-cheat-tie-win"}[
            result
        ]
        text = tr(lang, key, total=total, margin=margin)
        if outcome.raises is not None:
            text += " " + tr(lang, "odds-cheat-raises", raises=outcome.raises)
        elif outcome.damage_flip is not None:
            text += " " + _damage_flip(lang, outcome.damage_flip)
    elif result in ("failure", "lose") and margin >= 0:
        text = tr(lang, "odds-cheat-short-of-tn", total=total)
    else:
        text = tr(lang, f"odds-cheat-{result}", total=total, short=-margin, margin=margin)
    return text[:DESCRIPTION_MAX]


def duel_cheat_descriptions(
    lang: str, state: DuelState, role: Role, cards: Iterable[Card], red_joker_letters: Iterable[str]
) -> dict[str, str]:
    """Option value (as ``card_menus.card_select`` makes them) → the outcome of that card."""
    letters = tuple(red_joker_letters)
    out: dict[str, str] = {}
    for card in cards:
        if card.is_red_joker and letters:
            for letter in letters:
                outcome = duel_cheat_outcome(state, role, card, SUIT_LETTERS.get(letter))
                out[f"RJ.{letter}"] = cheat_outcome_text(lang, outcome)
        else:
            out[card.code] = cheat_outcome_text(lang, duel_cheat_outcome(state, role, card))
    return out


def initiative_descriptions(
    lang: str, state: InitiativeState, player: int, cards: Iterable[Card]
) -> dict[str, str]:
    """M3E initiative cheat menu: each card's total (with pass tokens) against the other's."""
    own = state.contender(player)
    other = next(c for c in state.contenders if c.player != player)
    if other.card is None:
        return {}
    return {
        c.code: cheat_outcome_text(lang, initiative_cheat_outcome(replace(own, card=c).total, other.total))
        for c in cards
    }
