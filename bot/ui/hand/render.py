"""The text of a control hand, privately or in its DM (pure: a language and a hand in)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.play import HandResult
from bot.rules.common.cards import Card
from bot.ui.common.cards import card_text, cards_text, sorted_for_hand
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import bold, note


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


def hand_dm_text(
    lang: str, hand: Sequence[Card], *, table_id: int, guild_name: str | None, place: str | None = None
) -> str:
    """The DM that always shows the player's current hand at one table: a server's channel by
    its mention, else ``place`` (a group DM, a server without the bot: ``ui/common/place_names``)."""
    if place is not None:
        title = tr(lang, "lang-hand-dm-title", place=place, count=len(hand))
    else:
        title = tr(lang, "hand-dm-title", table=f"<#{table_id}>", server=guild_name or "—", count=len(hand))
    return f"{bold(title)}\n{hand_lines(lang, hand)}"
