"""/crew replies: a player's crews and the server's model cards, each a private Components V2
card within Discord's limits (the longest lists are cut, saying how many lines more)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import discord

from bot.play.crew import Imported, SavedCard, ShownCrew, StoredCrew
from bot.rules.crew.biggerhat import SourceCard
from bot.rules.crew.cards import ModelCard, card_key, format_card
from bot.rules.crew.lists import CrewModel
from bot.rules.league.names import plain
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import PRIVATE, bold, card_layout, note

# A Components V2 message holds 4000 characters of text in all: the headline, the body and
# the notes stay within this.
TEXT_BUDGET: Final = 3800


def fit(lines: Sequence[str], lang: str, budget: int) -> list[str]:
    """As many lines as fit in ``budget`` characters, then a line saying how many are left out."""
    out: list[str] = []
    used = 0
    for index, line in enumerate(lines):
        more = tr(lang, "crew-more-lines", count=len(lines) - index)
        if used + len(line) + 1 > budget - len(more) - 1:
            return [*out, more]
        out.append(line)
        used += len(line) + 1
    return out


def _heading(lang: str, crew: StoredCrew) -> str:
    faction = plain(crew.faction) if crew.faction else tr(lang, "crew-no-faction")
    return tr(lang, "crew-heading", name=plain(crew.name), faction=faction, count=len(crew.models))


def _cache(lang: str, crew: StoredCrew) -> str | None:
    return None if crew.cache is None else tr(lang, "crew-cache", count=crew.cache)


def _model_line(
    lang: str, model: CrewModel, card: ModelCard | None, leader: bool, fetched: SourceCard | None = None
) -> str:
    cost = "" if model.cost is None else f" ({model.cost})"
    star = "★ " if leader else "• "
    upgrades = f" + {', '.join(map(plain, model.upgrades))}" if model.upgrades else ""
    name = plain(model.name)
    if card is None and fetched is not None:
        shown = " · ".join(
            f"{s} {'?' if fetched.stat(s) is None else fetched.stat(s)}"
            for s in ("Df", "Wp", "Sp", "Sz", "Hp")
        )
        return f"{star}{name}{cost}{upgrades} — {shown} ({tr(lang, 'crew-source-from')})"
    if card is None:
        return f"{star}{name}{cost}{upgrades} — {tr(lang, 'crew-no-card')}"
    stats = f"Df {card.df} · Wp {card.wp} · Sp {card.sp} · Sz {card.sz} · Hp {card.hp}"
    return f"{star}{name}{cost}{upgrades} — {stats}"


def layout(text: str, *, public: bool = False) -> discord.ui.LayoutView:
    return card_layout(text, accent=None if public else PRIVATE)


def imported_text(lang: str, imported: Imported) -> str:
    crew = imported.crew
    key = "crew-imported-replaced" if imported.replaced else "crew-imported"
    head = bold(tr(lang, key, name=plain(crew.name)))
    lines = [_heading(lang, crew), tr(lang, f"crew-format-{crew.format}")]
    cache = _cache(lang, crew)
    if cache:
        lines.append(cache)
    tail: list[str] = []
    if imported.unmatched:
        tail = [tr(lang, "crew-unmatched", count=len(imported.unmatched))]
        tail += [f"• {plain(name)}" for name in imported.unmatched]
        tail.append(note(tr(lang, "crew-unmatched-hint")))
    else:
        tail = [tr(lang, "crew-all-matched")]
    body = fit([*lines, *tail], lang, TEXT_BUDGET - len(head))
    return "\n".join([head, *body])


def crew_text(lang: str, shown: ShownCrew) -> str:
    crew = shown.crew
    head = bold(_heading(lang, crew))
    lines = [tr(lang, f"crew-format-{crew.format}")]
    cache = _cache(lang, crew)
    if cache:
        lines.append(cache)
    for index, model in enumerate(crew.models):
        key = card_key(model.name)
        lines.append(_model_line(lang, model, shown.cards.get(key), index == 0, shown.fetched.get(key)))
    notes = []
    if shown.source_error is not None:
        notes.append(note(tr(lang, shown.source_error.key, **shown.source_error.args_map)))
    if shown.fetched:  # biggerhat's credit, never cut
        notes.append(note(tr(lang, "crew-source-credit")))
    notes.append(note(tr(lang, "crew-private-note")))
    budget = TEXT_BUDGET - len(head) - len("\n".join(notes)) - 1
    return "\n".join([head, *fit(lines, lang, budget), *notes])


def list_text(lang: str, crews: Sequence[StoredCrew]) -> str:
    if not crews:
        return bold(tr(lang, "crew-list-empty"))
    head = bold(tr(lang, "crew-list-title", count=len(crews)))
    lines = [f"• {_heading(lang, crew)}" for crew in crews]
    return "\n".join([head, *fit(lines, lang, TEXT_BUDGET - len(head))])


def deleted_text(lang: str, name: str) -> str:
    return bold(tr(lang, "crew-deleted", name=plain(name)))


def saved_text(lang: str, saved: Sequence[SavedCard]) -> str:
    head = bold(tr(lang, "crew-cards-saved", count=len(saved)))
    lines = [
        tr(lang, "crew-card-replaced" if s.replaced else "crew-card-new", name=plain(s.card.name))
        for s in saved
    ]
    lines.append(note(tr(lang, "crew-cards-shared-note")))
    return "\n".join([head, *fit(lines, lang, TEXT_BUDGET - len(head))])


def card_text(lang: str, card: ModelCard) -> str:
    """The card as its shareable text, in a code block to copy (at most CARD_TEXT_MAX long)."""
    head = bold(tr(lang, "crew-card-title", name=plain(card.name)))
    return f"{head}\n```\n{format_card(card)}\n```\n{note(tr(lang, 'crew-card-share-note'))}"
