"""Open duels as pending records: steps, restarts, expiry (swept and lazy), resets."""

from __future__ import annotations

import asyncio
import functools

import pytest

from benchmarks.load import check_store
from bot.errors import DomainError
from bot.loops import every
from bot.play import DuelView, Lapsed, Play
from bot.rules.common.cards import Suit
from bot.rules.common.editions import Role
from bot.rules.common.lapse import Applied
from bot.rules.duel.state import Phase
from bot.rules.flip.modifiers import PLUS
from tests.play.conftest import FakeClock, PlayFactory

T, P, Q, X = 200, 11, 12, 13


async def _finish(play: Play, view: DuelView) -> DuelView:
    """Drive a duel to its end the plain way: default cards, no cheating."""
    while not view.is_over:
        player = view.awaiting_player
        assert player is not None
        if view.state.phase is Phase.CHOOSING:
            side = view.state.awaiting
            assert side is not None
            flip = side.flip(view.state.edition)
            assert flip is not None
            suit = Suit.RAMS if flip.default_card.is_red_joker else None
            view = await play.duel.duel_choose(view.duel_id, player, flip.default, red_joker_suit=suit)
        elif view.state.phase is Phase.CHEATING:
            view = await play.duel.duel_decline_cheat(view.duel_id, player)
        else:
            raise AssertionError(view.state.phase)
    return view


async def _open_duel_holding_cards(play: Play, player: int = P) -> DuelView:
    """A simple duel that waits (choosing or cheating) with cards in play."""
    await play.hand.hand_draw(T, player)
    for _ in range(20):
        view = await play.duel.duel_simple(T, player, 5, 10)
        if not view.is_over:
            assert view.state.in_play()
            return view
    raise AssertionError("no duel stayed open in 20 tries")


async def _assert_consistent(play: Play) -> None:
    report = await check_store(play.store)
    assert report.problems == ()


async def test_simple_duel_runs_to_a_result(play: Play) -> None:
    view = await play.duel.duel_simple(T, P, 5, 10, modifier=PLUS)
    if not view.is_over:
        assert await play.store.pending(view.duel_id) is not None
        view = await _finish(play, view)
    assert view.result is not None and view.result.tn == 10
    assert await play.store.pending(view.duel_id) is None
    await _assert_consistent(play)


async def test_cheating_moves_a_hand_card_into_the_duel(play: Play) -> None:
    view = await _open_duel_holding_cards(play)
    while view.state.phase is Phase.CHOOSING:
        side = view.state.awaiting
        flip = None if side is None else side.flip(view.state.edition)
        assert flip is not None
        view = await play.duel.duel_choose(view.duel_id, P, flip.default)
    if view.is_over:
        pytest.skip("the cheat window was blocked (Black Joker)")
    options = await play.duel.duel_cheat_options(view.duel_id, P)
    assert options == (await play.hand.hand_show(T, P)).hand
    with pytest.raises(DomainError) as err:
        await play.duel.duel_cheat_options(view.duel_id, Q)
    assert err.value.key == "error-duel-not-participant"
    view = await play.duel.duel_cheat(view.duel_id, P, options[0])
    assert view.is_over and view.result is not None and view.result.sides[0].final == options[0]
    assert options[0] not in (await play.hand.hand_show(T, P)).hand
    await _assert_consistent(play)


async def test_an_open_duel_survives_a_restart(open_play: PlayFactory, play: Play) -> None:
    view = await play.duel.duel_opposed(T, P, Q, 6)
    assert view.state.phase is Phase.AWAITING_RESISTER and view.awaiting_player == Q
    await play.set_pending_message(view.duel_id, channel_id=T, message_id=4242)
    with pytest.raises(DomainError) as err:
        await play.duel.duel_accept(view.duel_id, X, stat=5)
    assert err.value.key == "error-duel-not-participant"

    await play.store.close()  # the bot restarts
    play = await open_play()
    restored = await play.duel.duel_view(view.duel_id)
    assert restored.state == view.state and restored.message_id == 4242
    view = await play.duel.duel_accept(view.duel_id, Q, stat=5)
    view = await _finish(play, view)
    assert view.result is not None
    assert view.result.winner is not None or view.result.tie
    assert await play.store.pending(view.duel_id) is None
    await _assert_consistent(play)


async def test_a_duel_against_your_own_model_is_played_from_your_deck(play: Play) -> None:
    """A model targeting a friendly model (seed 003's Relent): both sides are the one player."""
    view = await play.duel.duel_opposed(T, P, P, 5, edition_override="m4e")
    assert view.state.against_own_model and view.state.players == (P, P)
    relented = await play.duel.duel_accept(view.duel_id, P, relent=True)
    assert relented.state.side(Role.RESISTER).relented


async def test_an_enemy_never_relents(play: Play) -> None:
    """Seed 003: relent is for a model targeted by a friendly model; another player's is an enemy."""
    view = await play.duel.duel_opposed(T, P, Q, 5, resister_stat=5, edition_override="m4e")
    with pytest.raises(DomainError) as err:
        await play.duel.duel_accept(view.duel_id, Q, relent=True)
    assert err.value.key == "error-relent-enemy"


async def test_the_sweep_expires_abandoned_duels(play: Play, clock: FakeClock) -> None:
    """Issue 22: a lapse plays the duel out by the rules' defaults and records its result."""
    view = await _open_duel_holding_cards(play)
    clock.advance(play.duel_ttl_s - 1)
    assert await play.sweep_expired() == []
    clock.advance(2)
    lapsed = await play.sweep_expired()
    assert [(item.pending_id, item.table_id, item.kind, item.owner) for item in lapsed] == [
        (view.duel_id, T, "duel", P)
    ]
    (item,) = lapsed
    assert item.duel is not None and item.duel.state.phase is Phase.DONE and item.duel.result is not None
    assert item.defaults and item.defaults[-1].kind is Applied.NO_CHEAT
    deck = await play.store.deck(T, P)
    assert deck is not None and not deck.in_play and deck.is_complete()
    assert await play.store.pending(view.duel_id) is None
    await _assert_consistent(play)


async def test_touching_an_expired_duel_lapses_it(play: Play, clock: FakeClock) -> None:
    view = await _open_duel_holding_cards(play)
    clock.advance(play.duel_ttl_s + 5)
    with pytest.raises(DomainError) as err:
        await play.duel.duel_decline_cheat(view.duel_id, P)
    assert err.value.key == "error-duel-expired"
    assert await play.store.pending(view.duel_id) is None
    deck = await play.store.deck(T, P)
    assert deck is not None and not deck.in_play
    with pytest.raises(DomainError) as err:
        await play.duel.duel_decline_cheat(view.duel_id, P)
    assert err.value.key == "error-duel-unknown"
    await _assert_consistent(play)


async def test_activity_keeps_a_duel_alive(play: Play, clock: FakeClock) -> None:
    view = await play.duel.duel_opposed(T, P, Q, 6)
    clock.advance(play.duel_ttl_s - 10)
    view = await play.duel.duel_accept(view.duel_id, Q, stat=4)
    clock.advance(play.duel_ttl_s - 10)
    assert await play.sweep_expired() == []
    assert view.is_over or await play.store.pending(view.duel_id) is not None


async def test_expiry_sweep_runs_at_start_after_a_restart(
    open_play: PlayFactory, play: Play, clock: FakeClock
) -> None:
    view = await _open_duel_holding_cards(play)
    await play.set_pending_message(view.duel_id, channel_id=T, message_id=99)
    await play.store.close()
    clock.advance(play.duel_ttl_s + 60)  # the bot was down past the duel's expiry

    play = await open_play()
    seen: asyncio.Queue[list[Lapsed]] = asyncio.Queue()

    async def on_lapsed(items: list[Lapsed]) -> None:
        await seen.put(items)

    sweeper = every(3600, functools.partial(play.sweep_once, on_lapsed), "fatebot-sweep")
    try:
        items = await asyncio.wait_for(seen.get(), timeout=10)
    finally:
        await sweeper.stop()
    assert [(i.pending_id, i.message_id) for i in items] == [(view.duel_id, 99)]
    await _assert_consistent(play)


async def test_a_reset_lapses_the_duels_holding_its_cards(play: Play) -> None:
    view = await _open_duel_holding_cards(play)
    other = await play.duel.duel_opposed(T, Q, X, 5)  # holds nothing of P's deck
    reset = await play.deck.deck_reset(T, P)
    assert [lapsed.pending_id for lapsed in reset.lapsed] == [view.duel_id]
    assert await play.store.pending(other.duel_id) is not None
    deck = await play.store.deck(T, P)
    assert deck is not None and len(deck.draw) == 54
    await _assert_consistent(play)


async def test_shared_deck_duel_uses_one_deck(play: Play) -> None:
    await play.set_deck_mode(T, "shared", is_moderator=True)
    view = await play.duel.duel_opposed(T, P, Q, 6)
    view = await play.duel.duel_accept(view.duel_id, Q, stat=6)
    view = await _finish(play, view)
    decks = await play.store.decks_of_table(T)
    assert list(decks) == [0] and decks[0].is_complete() and len(decks[0].discard) >= 2
    await _assert_consistent(play)
