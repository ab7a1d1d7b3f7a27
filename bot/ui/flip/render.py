"""The text of a flip: every card flipped, the card used and why (pure: a language and a flip in).

In English, flip replies carry the labelled lines `Flipped:` and `Card:` (PRODUCT.md §4).
"""

from __future__ import annotations

import datetime

import discord

from bot.play import FlipOutcome
from bot.rules.common.editions import edition
from bot.rules.common.pace import has_deadline
from bot.rules.flip.flips import FlipReason
from bot.ui.common.cards import card_text, cards_text
from bot.ui.common.i18n import tr
from bot.ui.common.render import mention, modifier_label
from bot.ui.common.reply_layout import bold, note


def flip_header(lang: str, outcome: FlipOutcome, *, reason: str | None = None) -> str:
    """Who flipped, with which modifiers and why: the part of the headline a switch keeps."""
    key = "flip-header-reason" if reason else "flip-header"
    return tr(
        lang,
        key,
        player=mention(outcome.player),
        modifiers=modifier_label(lang, outcome.modifier.net),
        reason=reason or "",
    )


def flip_headline(lang: str, outcome: FlipOutcome, header: str) -> str:
    """The outcome first: the card used in bold, then who flipped and why."""
    return f"{bold(card_text(outcome.card, lang))} · {header}"


def flip_flipped_line(lang: str, outcome: FlipOutcome) -> str:
    return tr(lang, "flip-flipped", cards=cards_text(outcome.cards, lang))


def flip_notes(lang: str, outcome: FlipOutcome, *, overridden: bool) -> list[str]:
    """Rule notes, only those that decided something about this flip."""
    notes: list[str] = []
    if overridden:
        notes.append(tr(lang, "flip-edition-override", edition=outcome.edition.upper()))
    if outcome.reshuffled:
        notes.append(tr(lang, "flip-reshuffled"))
        if edition(outcome.edition).opponent_may_cut:
            notes.append(tr(lang, "deck-cut-note"))
    why = flip_reason_text(lang, outcome)
    if why:
        notes.append(why)
    return notes


def flip_text(lang: str, outcome: FlipOutcome, *, reason: str | None = None, overridden: bool = False) -> str:
    """Headline (the card used), `Flipped:`, `Card:`, then rule notes as subtext."""
    return _flip_text(lang, outcome, flip_header(lang, outcome, reason=reason), overridden=overridden)


def _flip_text(lang: str, outcome: FlipOutcome, header: str, *, overridden: bool) -> str:
    lines = [
        flip_headline(lang, outcome, header),
        flip_flipped_line(lang, outcome),
        tr(lang, "flip-card", card=card_text(outcome.card, lang)),
    ]
    lines.extend(note(n) for n in flip_notes(lang, outcome, overridden=overridden))
    return "\n".join(lines)


def flip_rewrite(lang: str, previous: str, outcome: FlipOutcome) -> str:
    """The message after a card switch: who flipped and why kept, the card and notes anew."""
    headline = previous.split("\n", 1)[0]
    _, found, header = headline.partition("** · ")
    if not found or flip_flipped_line(lang, outcome) not in previous:
        return flip_text(lang, outcome)  # written in another language: rebuild it whole
    override = tr(lang, "flip-edition-override", edition=outcome.edition.upper())
    return _flip_text(lang, outcome, header, overridden=override in previous)


def flip_reason_text(lang: str, outcome: FlipOutcome) -> str | None:
    """Why this card: only where the rules decided it, or how long the flipper may switch.

    A plain `+` decides nothing (the flipper picks), so it has no note of its own.
    """
    if outcome.reason is FlipReason.SINGLE:
        return None
    key = {
        FlipReason.FREE_CHOICE: None,
        FlipReason.LOWEST: "flip-why-lowest",
        FlipReason.LOWEST_TIED: "flip-why-lowest-tied",
        FlipReason.RED_JOKER_ALLOWED: "flip-why-red-joker-allowed",
        FlipReason.BLACK_JOKER_FORCED: "flip-why-black-joker-forced",
        FlipReason.BOTH_JOKERS: "flip-why-both-jokers",
    }[outcome.reason]
    parts = [tr(lang, key)] if key else []
    if outcome.flip_id is not None:
        if outcome.chosen != outcome.default:
            parts.append(tr(lang, "flip-switched"))
        elif outcome.expires_at is not None and has_deadline(outcome.expires_at):
            # Within the day: the time; a choice open for days (`post` pace): the date too.
            far = outcome.opened_at is not None and outcome.expires_at - outcome.opened_at > SAME_DAY_S
            until = _utc(outcome.expires_at)
            if far:
                parts.append(tr(lang, "flip-choice-until-date", time=discord.utils.format_dt(until, "f")))
            else:
                parts.append(tr(lang, "flip-choice-until", time=discord.utils.format_dt(until, "t")))
    return " ".join(parts) or None


SAME_DAY_S = 12 * 3600.0


def _utc(timestamp: float) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(timestamp, tz=datetime.UTC)
