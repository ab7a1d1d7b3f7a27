"""A game's committed shuffles (docs/fair-deck.md): the seed drawn at the start, the record at the end.

At ``/game start`` the bot draws a 256-bit seed from the unit's rng (the operating system's CSPRNG,
``random.SystemRandom``, unless a test injects a seeded one) and gives it
to every deck of the game (``bot/rules/common/fair.py``) before the first shuffle; its SHA-256 is
published at once (the start message and the log's start event). Every shuffle of those decks
then derives from it, and every card they move is journaled in the deck's own row. At the end,
the journals, the public log and the schemes make the game's record, and the decks are reset
from fresh OS randomness (the record names their order and hands) and go back to the
operating system's shuffles (at a table that opted in, to epochs of their own from their next
use: ``Work.begin_epoch``). The seed itself leaves the store only in that record.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from bot.play.common.calls import call_at
from bot.play.common.work import SEED_BYTES, Work, fresh_randomness
from bot.play.game.log import GameEvent
from bot.play.game.state import GameState, game_number
from bot.play.stats import game_luck, keep_rows
from bot.rules.common.deck import Deck
from bot.rules.common.drbg import commitment
from bot.rules.common.fair import FairDeck
from bot.rules.game.luck_report import attach
from bot.rules.game.record import LoggedEvent, game_record
from bot.rules.scheme import Status


def commit_decks(work: Work, decks: Iterable[tuple[int, Deck]]) -> str:
    """A new seed for these decks (owner, deck), before anything shuffles them; its commitment.
    A table deck's epoch (a table that opted in) ends here: the game's reset that follows returns
    every hand and shuffles the deck anew, so its seed decides nothing hidden any more."""
    seed = work.rng.getrandbits(SEED_BYTES * 8).to_bytes(SEED_BYTES, "big")
    call = call_at(work.table_id)
    for owner, deck in decks:
        if deck.fair is not None:
            work.end_epoch(owner, deck)
        deck.fair = FairDeck(seed, owner, interaction=None if call is None else call.interaction)
    return commitment(seed)


async def deck_commitment(work: Work, state: GameState) -> str | None:
    """The published SHA-256 of the game's seed (for the board; None: a game started before
    committed shuffles). Its decks are already loaded for the board's hand counts."""
    deck = await work.deck(state.owners[0])
    return None if deck.fair is None else commitment(deck.fair.seed)


async def close_record(
    work: Work, state: GameState, events: Sequence[GameEvent], reason: str, conceded_by: int | None
) -> str | None:
    """The game's record as JSON (None: its decks were not committed, a game started before
    committed shuffles); the decks go back to the operating system's shuffles, each reset (every
    hand returned) and shuffled from fresh OS randomness. Call it after the records holding
    cards of those decks lapsed (``PlayCore.lapse_holders``)."""
    decks = {owner: await work.deck(owner) for owner in dict.fromkeys(state.owners)}
    if not any(d.fair is not None for d in decks.values()):
        return None
    schemes = [
        (s, s.status is Status.REVEALED or conceded_by is None or s.player == conceded_by)
        for s in state.secret_schemes
    ]
    record = game_record(
        table=work.table_id,
        game=game_number(state),
        edition=state.edition,
        players=state.players,
        decks=decks,
        schemes=schemes,
        events=[LoggedEvent(e.seq, e.at, e.actor, e.kind, e.data) for e in events],
        reason=reason,
        luck=False,
        crews=state.crews,
    )
    # The luck report off the event loop, with a deadline: a figure not ready is left out, and
    # the end goes on. Each player's figures are kept for /stats in this same unit.
    report = await game_luck(record)
    attach(record, report)
    keep_rows(work, game_number(state), state.league, report)
    for deck in decks.values():
        # The record names each deck's draw order and hands: from the operating system's fresh
        # randomness, every card goes back and is shuffled, so it tells nothing of the cards to come.
        deck.fair = None
        reshuffle_after_reveal(deck)
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def reshuffle_after_reveal(deck: Deck) -> None:
    """Every card of ``deck`` (hands included) back in its draw pile, shuffled from fresh OS
    randomness: nothing the revealed seed derived decides a card to come."""
    deck.reset(fresh_randomness())
