"""A mixed load of table commands, shared by the concurrency and crash tests and the benchmark.

Every command is what a player could do at a table: flip, draw, discard, cheat in a duel,
shuffle, reset. Domain errors (an empty hand, an exhausted deck, ...) are part of normal play
and are counted, not raised. ``check_store`` verifies the promises afterwards.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from bot.errors import DomainError
from bot.play import Play
from bot.rules.common.cards import ALL_CARDS, DECK_SIZE
from bot.rules.duel.state import Phase
from bot.store import Store

MODIFIERS = ("", "", "", "+", "++", "-", "--", "+-")


@dataclass
class LoadStats:
    done: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)

    def total(self) -> int:
        return sum(self.done.values()) + sum(self.refused.values())


async def _cheat_or_step(play: Play, duel_id: int, player: int, rng: random.Random) -> None:
    """Advance an open duel of ``player``: choose a card, or cheat with a hand card, or decline."""
    view = await play.duel.duel_view(duel_id, player)
    if view.is_over or view.awaiting_player != player:
        return
    if view.state.phase is Phase.CHOOSING:
        side = view.state.awaiting
        assert side is not None
        flip = side.flip(view.state.edition)
        assert flip is not None
        await play.duel.duel_choose(duel_id, player, rng.choice(flip.allowed), red_joker_suit=None)
        return
    if view.state.phase is Phase.CHEATING:
        options = await play.duel.duel_cheat_options(duel_id, player)
        if options and rng.random() < 0.7:
            await play.duel.duel_cheat(duel_id, player, rng.choice(options))
        else:
            await play.duel.duel_decline_cheat(duel_id, player)


async def random_command(
    play: Play,
    rng: random.Random,
    table_id: int,
    player: int,
    open_duels: dict[tuple[int, int], list[int]],
    stats: LoadStats,
) -> None:
    """One random command (sometimes two steps: a duel started and then cheated in)."""
    roll = rng.random()
    key = (table_id, player)
    name = "?"
    try:
        if roll < 0.40:
            name = "flip"
            outcome = await play.flip.flip(table_id, player, rng.choice(MODIFIERS))
            if outcome.flip_id is not None and rng.random() < 0.3:
                name = "switch"
                await play.flip.choose_flip_card(outcome.flip_id, player, rng.choice(outcome.allowed))
        elif roll < 0.55:
            name = "draw"
            await play.hand.hand_draw(table_id, player)
        elif roll < 0.65:
            name = "discard"
            hand = (await play.hand.hand_show(table_id, player)).hand
            if not hand:
                raise DomainError("error-nothing-to-discard")
            await play.hand.hand_discard(table_id, player, rng.sample(hand, rng.randint(1, len(hand))))
        elif roll < 0.78:
            name = "duel"
            view = await play.duel.duel_simple(table_id, player, rng.randint(0, 8), rng.randint(5, 14))
            if not view.is_over:
                open_duels.setdefault(key, []).append(view.duel_id)
        elif roll < 0.90:
            name = "cheat"
            duels = open_duels.get(key)
            if not duels:
                raise DomainError("error-duel-unknown")
            duel_id = rng.choice(duels)
            try:
                await _cheat_or_step(play, duel_id, player, rng)
            except DomainError as exc:
                # Another stream of the same player may have dropped it already.
                if exc.key in ("error-duel-unknown", "error-duel-expired") and duel_id in duels:
                    duels.remove(duel_id)
                raise
        elif roll < 0.97:
            name = "shuffle"
            await play.deck.deck_shuffle(table_id, player)
        else:
            name = "reset"
            await play.deck.deck_reset(table_id, player)
            open_duels.pop(key, None)  # its duels lapsed with the reset
    except DomainError:
        stats.refused[name] += 1
    else:
        stats.done[name] += 1


@dataclass(frozen=True)
class CheckReport:
    decks: int
    pending: int
    problems: tuple[str, ...]


async def check_store(store: Store) -> CheckReport:
    """Every deck holds exactly its 54 distinct cards, and what is in play is held by a record."""
    problems: list[str] = []
    decks = await store.iter_all_decks()
    pending_held: dict[tuple[int, int], Counter[int]] = {}
    tables = {t for t, _, _ in decks}
    count = 0
    for table_id in sorted(tables):
        for record in await store.pending_of_table(table_id):
            count += 1
            for owner, cards in record.held.items():
                pending_held.setdefault((table_id, owner), Counter()).update(c.id for c in cards)
    for table_id, owner, deck in decks:
        every = deck.all_cards()
        if len(every) != DECK_SIZE or set(every) != set(ALL_CARDS):
            dupes = [c.code for c, n in Counter(every).items() if n > 1]
            problems.append(f"deck {table_id}/{owner}: {len(every)} cards, duplicates {dupes}")
        in_play = Counter(c.id for c in deck.in_play)
        held = pending_held.pop((table_id, owner), Counter())
        if in_play != held:
            problems.append(f"deck {table_id}/{owner}: in play {dict(in_play)} but records hold {dict(held)}")
    for (table_id, owner), held in pending_held.items():
        if held:
            problems.append(f"records hold cards of missing deck {table_id}/{owner}")
    return CheckReport(len(decks), count, tuple(problems))
