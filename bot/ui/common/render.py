"""Reply text built from play-layer results (pure: a language and a result in, a string out).

In English, flip replies carry the labelled lines `Flipped:` and `Card:` (PRODUCT.md §4).
Public messages never show the cards of anyone's hand: only counts.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import discord

from bot.play import DeckStatus, DeckSummary, FlipOutcome, HandResult, ResetResult, ShuffleResult
from bot.rules.common.cards import Card
from bot.rules.common.editions import edition
from bot.rules.flip.flips import FlipReason
from bot.rules.random.dice import DiceRoll
from bot.store import TableSettings
from bot.ui.common.cards import card_text, cards_text, sorted_for_hand
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import bold, note

# Discord's limit is 2000; leave room for a header line added by callers.
MESSAGE_LIMIT = 1900
DISCARD_SHOWN = 13


def mention(user_id: int | None) -> str:
    """A player named in a reply (nobody is pinged: replies allow no mentions); "—" for nobody."""
    return f"<@{user_id}>" if user_id is not None else "—"


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def modifier_label(lang: str, net: int) -> str:
    if net == 0:
        return tr(lang, "flip-modifier-none")
    return ("+" if net > 0 else "−") * abs(net)


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
        elif outcome.expires_at is not None:
            parts.append(
                tr(lang, "flip-choice-until", time=discord.utils.format_dt(_utc(outcome.expires_at), "t"))
            )
    return " ".join(parts) or None


def _utc(timestamp: float) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(timestamp, tz=datetime.UTC)


# -- hands -------------------------------------------------------------------------------------


def hand_lines(lang: str, cards: Sequence[Card]) -> str:
    if not cards:
        return tr(lang, "hand-empty")
    return "\n".join(f"• {card_text(card, lang)}" for card in sorted_for_hand(cards))


def hand_text(lang: str, result: HandResult, *, table_id: int, drew: bool = False) -> str:
    """The private reply to a hand command (the cards themselves: ephemeral only).

    The hand leads (its title in bold), then what the command did, the cards, what is due.
    """
    lines = [
        bold(tr(lang, "hand-title", table=f"<#{table_id}>", count=len(result.hand), size=result.hand_size))
    ]
    if drew or result.drawn:
        lines.append(tr(lang, "hand-drew", count=len(result.drawn)))
    elif result.discarded:
        lines.append(
            tr(lang, "hand-discarded", count=len(result.discarded), cards=cards_text(result.discarded, lang))
        )
    lines.append(hand_lines(lang, result.hand))
    if result.must_discard:
        lines.append(tr(lang, "hand-must-discard", count=result.must_discard))
    if result.reshuffled:
        lines.append(note(tr(lang, "flip-reshuffled")))
    return "\n".join(lines)


def hand_dm_text(lang: str, hand: Sequence[Card], *, table_id: int, guild_name: str | None) -> str:
    """The DM that always shows the player's current hand at one table."""
    title = tr(lang, "hand-dm-title", table=f"<#{table_id}>", server=guild_name or "—", count=len(hand))
    return f"{bold(title)}\n{hand_lines(lang, hand)}"


# -- decks -------------------------------------------------------------------------------------


def deck_status_text(lang: str, status: DeckStatus) -> str:
    mode = tr(lang, f"deck-mode-{status.deck_mode}")
    lines = [tr(lang, "deck-status-title", table=f"<#{status.table_id}>", mode=mode)]
    if not status.decks:
        lines.append(tr(lang, "deck-status-empty"))
    for deck in status.decks:
        lines.append(_deck_line(lang, deck))
        if len("\n".join(lines)) > MESSAGE_LIMIT:
            lines[-1] = tr(lang, "deck-status-truncated")
            break
    return "\n".join(lines)


def _deck_line(lang: str, deck: DeckSummary) -> str:
    owner = tr(lang, "deck-shared-owner") if deck.owner == 0 else mention(deck.owner)
    hands = (
        ", ".join(tr(lang, "deck-hand-count", player=mention(p), count=n) for p, n in deck.hand_counts)
        if deck.hand_counts
        else tr(lang, "deck-no-hands")
    )
    newest = list(reversed(deck.discard))[:DISCARD_SHOWN]
    discard = cards_text(newest, lang, emoji=True)
    more = len(deck.discard) - len(newest)
    if more > 0:
        discard += " " + tr(lang, "deck-discard-more", count=more)
    return tr(
        lang,
        "deck-status-line",
        owner=owner,
        draw=deck.draw_count,
        discard_count=deck.discard_count,
        in_play=deck.in_play_count,
        hands=hands,
        discard=discard,
    )


def shuffle_text(lang: str, player: int, result: ShuffleResult) -> str:
    key = "deck-shuffled-shared" if result.owner == 0 else "deck-shuffled"
    text = tr(lang, key, player=mention(player), draw=result.draw_count)
    return f"{text}\n{tr(lang, 'deck-cut-note')}" if result.opponent_may_cut else text


def reset_text(lang: str, result: ResetResult) -> str:
    if result.owner == 0 and result.target == 0:
        return tr(lang, "deck-reset-shared", by=mention(result.by), returned=result.returned_from_hand)
    if result.owner == 0:
        return tr(
            lang, "deck-reset-shared-hand", target=mention(result.target), returned=result.returned_from_hand
        )
    key = "deck-reset-self" if result.target == result.by else "deck-reset-other"
    return tr(
        lang, key, target=mention(result.target), by=mention(result.by), returned=result.returned_from_hand
    )


# -- tables ------------------------------------------------------------------------------------


def settings_text(lang: str, settings: TableSettings) -> str:
    language = tr(lang, f"choice-language-{settings.language or 'auto'}")
    role = f"<@&{settings.moderator_role}>" if settings.moderator_role else tr(lang, "table-no-role")
    return tr(
        lang,
        "table-settings",
        table=f"<#{settings.table_id}>",
        game=game_label(lang, settings.game),
        mode=tr(lang, f"deck-mode-{settings.deck_mode}"),
        language=language,
        role=role,
    )


def game_label(lang: str, game: str) -> str:
    key = f"choice-edition-{game}" if game in ("m4e", "m3e", "m2e") else f"choice-game-{game}"
    return tr(lang, key)


# -- dice --------------------------------------------------------------------------------------


def roll_text(lang: str, player: int, roll: DiceRoll) -> str:
    breakdown = roll.breakdown
    if len(breakdown) > 1500:
        breakdown = breakdown[:1500] + "…"
    return tr(
        lang,
        "roll-result",
        player=mention(player),
        expression=roll.expression,
        breakdown=breakdown,
        total=roll.total,
    )
