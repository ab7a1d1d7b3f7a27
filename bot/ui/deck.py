"""Deck replies: public counts and discard pile, the shuffle, a fresh deck (pure text); and a
table deck's epochs of committed shuffles, told to the table (docs/fair-deck.md): the commitment
of each epoch a step began, and the seed and record of each one it ended, in a public follow-up
to the interaction that caused them, right after its answer (``bot.ui.notices.after``)."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from typing import Any

import discord

from bot.play import DeckStatus, DeckSummary, ResetResult, ShuffleResult
from bot.play.common.after import Epoch
from bot.store import SHARED_OWNER
from bot.ui.common.base import NO_PINGS
from bot.ui.common.cards import cards_text
from bot.ui.common.errors import language_of
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


# -- epochs of committed shuffles ----------------------------------------------------------------

PER_MESSAGE = 5  # epochs told in one message (its text stays far below Discord's 2,000 characters)


def epoch_text(lang: str, epoch: Epoch) -> tuple[str, discord.File | None]:
    """One epoch's line, and its record's file if it ended."""
    if epoch.owner == SHARED_OWNER:
        deck = tr(lang, "fair-table-deck-shared")
    else:
        deck = tr(lang, "fair-table-deck-of", owner=f"<@{epoch.owner}>")
    if epoch.record is None and epoch.hidden:
        holders = ", ".join(f"<@{player}>" for player in epoch.hidden)
        return tr(lang, "fair-table-sealed", deck=deck, holders=holders), None
    if epoch.record is None:
        return tr(lang, "fair-table-committed", deck=deck, commitment=epoch.commitment), None
    record = json.loads(epoch.record)
    name = f"deck-record-{epoch.owner}-{epoch.commitment[:12]}.json"
    text = tr(
        lang,
        "fair-table-revealed",
        deck=deck,
        seed=record["seed"],
        commitment=epoch.commitment,
        moves=len(record["moves"]),
        file=name,
    )
    return text, discord.File(io.BytesIO(epoch.record.encode("utf-8")), filename=name)


async def post_epochs(interaction: discord.Interaction[Any], epochs: Sequence[Epoch]) -> None:
    lang = await language_of(interaction)
    for at in range(0, len(epochs), PER_MESSAGE):
        told = [epoch_text(lang, epoch) for epoch in epochs[at : at + PER_MESSAGE]]
        files = [file for _, file in told if file is not None]
        await interaction.followup.send(
            "\n".join(text for text, _ in told), files=files, allowed_mentions=NO_PINGS
        )
