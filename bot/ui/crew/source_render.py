"""A model's numbers as biggerhat gives them (the optional source): the card with biggerhat's
credit, each value biggerhat leaves out shown unset and named. No "copy to share" hint: these
numbers are shown, never kept (docs/crews.md)."""

from __future__ import annotations

from typing import Final

from bot.rules.crew.biggerhat import SourceCard, Unset
from bot.rules.crew.cards import STATS, action_line, trigger_line
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import bold, note
from bot.ui.crew.render import TEXT_BUDGET, fit

UNSET: Final = "?"  # a value biggerhat does not give
NOTES_BUDGET: Final = 900  # characters of the notes on what is unset


def stats_text(card: SourceCard) -> str:
    return " ".join(f"{stat} {UNSET if card.stat(stat) is None else card.stat(stat)}" for stat, _ in STATS)


def credit(lang: str) -> str:
    return note(tr(lang, "crew-source-credit"))


def _unset_line(lang: str, unset: Unset) -> str:
    if unset.of:
        return tr(lang, f"crew-source-unset-{unset.what}", name=unset.of)
    return tr(lang, "crew-source-unset-stat", stat=unset.what)


def source_card_text(lang: str, card: SourceCard) -> str:
    """The card as biggerhat gives it, in the card notation, with its credit (within Discord's
    limits: the longest cards are cut, saying how many lines more)."""
    head = bold(tr(lang, "crew-source-card-title", name=card.name))
    lines = [card.name, stats_text(card)]
    for action in card.actions:
        lines.append(action_line(action))
        lines.extend(trigger_line(t) for t in action.triggers)
    notes = [tr(lang, "crew-source-unset", value=UNSET)] if card.unset else []
    notes += [f"• {_unset_line(lang, u)}" for u in card.unset]
    tail = [*fit(notes, lang, NOTES_BUDGET), credit(lang)]
    budget = TEXT_BUDGET - len(head) - len("\n".join(tail)) - 12
    return "\n".join([head, "```", *fit(lines, lang, budget), "```", *tail])
