"""Deck replies: public counts and discard pile, the shuffle, a fresh deck (pure text)."""

from __future__ import annotations

from bot.play import DeckStatus, DeckSummary, ResetResult, ShuffleResult
from bot.ui.common.cards import cards_text
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT, mention

DISCARD_SHOWN = 13


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
