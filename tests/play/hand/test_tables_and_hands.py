"""Table settings, flips, hands and decks as units of work on a real SQLite file."""

from __future__ import annotations

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.rules.common.cards import Card
from bot.rules.flip.flips import FlipReason
from bot.store import SHARED_OWNER, DmMessage, TableSettings
from tests.play.conftest import FakeClock, PlayFactory

T, P, Q = 100, 1, 2


async def _complete(play: Play, table_id: int = T) -> None:
    for owner, deck in (await play.store.decks_of_table(table_id)).items():
        assert deck.is_complete(), f"deck {owner} lost or duplicated a card"


async def test_settings_default_and_change(play: Play) -> None:
    assert await play.table_settings(T) == TableSettings(T)
    with pytest.raises(DomainError) as err:
        await play.set_game(T, "m3e", is_moderator=False)
    assert err.value.key == "error-not-moderator"
    await play.set_game(T, "M3E", is_moderator=True)
    await play.set_deck_mode(T, "shared", is_moderator=True)
    await play.set_language(T, "es", is_moderator=True)
    await play.set_moderator_role(T, 555, is_moderator=True)
    assert await play.table_settings(T) == TableSettings(T, "m3e", "shared", "es", 555)
    await play.set_language(T, None, is_moderator=True)
    assert (await play.table_settings(T)).language is None
    for call, key in (
        (play.set_game(T, "chess", is_moderator=True), "error-table-game-unknown"),
        (play.set_deck_mode(T, "both", is_moderator=True), "error-table-deck-mode-unknown"),
        (play.set_language(T, "fr", is_moderator=True), "error-table-language-unknown"),
    ):
        with pytest.raises(DomainError) as err:
            await call
        assert err.value.key == key


async def test_plain_flip_discards_at_once(play: Play) -> None:
    outcome = await play.flip.flip(T, P, "")
    assert len(outcome.cards) == 1 and outcome.flip_id is None
    assert outcome.reason in (FlipReason.SINGLE, FlipReason.BLACK_JOKER_FORCED)
    deck = await play.store.deck(T, P)
    assert deck is not None
    assert deck.discard == list(outcome.cards) and not deck.in_play and len(deck.draw) == 53


async def test_plus_flip_can_be_switched_by_its_flipper_even_after_a_restart(
    open_play: PlayFactory, play: Play
) -> None:
    outcome = await play.flip.flip(T, P, "++")
    while outcome.flip_id is None:  # a Black Joker forces the card: flip until there is a choice
        outcome = await play.flip.flip(T, P, "++")
    assert len(outcome.cards) == 3 and outcome.has_choice
    assert set(outcome.cards) <= set((await play.store.deck(T, P)).discard)  # type: ignore[union-attr]
    other = next(i for i in outcome.allowed if i != outcome.chosen)
    with pytest.raises(DomainError) as err:
        await play.flip.choose_flip_card(outcome.flip_id, Q, other)
    assert err.value.key == "error-flip-not-yours"

    await play.store.close()
    play = await open_play()
    switched = await play.flip.choose_flip_card(outcome.flip_id, P, other)
    assert switched.card == outcome.cards[other] and switched.cards == outcome.cards
    again = await play.flip.choose_flip_card(outcome.flip_id, P, outcome.default)
    assert again.chosen == outcome.default
    await _complete(play)


async def test_minus_flip_refuses_a_card_the_rules_forbid(play: Play) -> None:
    for _ in range(300):
        outcome = await play.flip.flip(T, P, "---")
        forbidden = [i for i in range(len(outcome.cards)) if i not in outcome.allowed]
        if outcome.flip_id is not None and forbidden:
            with pytest.raises(DomainError) as err:
                await play.flip.choose_flip_card(outcome.flip_id, P, forbidden[0])
            assert err.value.key == "error-flip-choice-not-allowed"
            return
    pytest.fail("no − flip with a choice and a forbidden card in 300 tries")


async def test_unknown_and_expired_flips(play: Play, clock: FakeClock) -> None:
    with pytest.raises(DomainError) as err:
        await play.flip.choose_flip_card(999_999, P, 0)
    assert err.value.key == "error-flip-unknown"
    outcome = await play.flip.flip(T, P, "+")
    while outcome.flip_id is None:
        outcome = await play.flip.flip(T, P, "+")
    clock.advance(play.flip_ttl_s + 1)
    with pytest.raises(DomainError) as err:
        await play.flip.choose_flip_card(outcome.flip_id, P, 0)
    assert err.value.key == "error-flip-expired"
    assert await play.store.pending(outcome.flip_id) is None  # the lazy expiry was committed


async def test_flip_on_a_table_without_a_fate_deck(play: Play) -> None:
    await play.set_game(T, "fulminato", is_moderator=True)
    with pytest.raises(DomainError) as err:
        await play.flip.flip(T, P)
    assert err.value.key == "error-table-no-fate-deck"
    assert (await play.flip.flip(T, P, edition_override="m2e")).edition == "m2e"
    with pytest.raises(DomainError) as err:
        await play.flip.flip(T, P, "bogus")
    assert err.value.key == "error-modifiers-invalid"


async def test_hand_draw_show_and_discard(play: Play) -> None:
    drawn = await play.hand.hand_draw(T, P)
    assert len(drawn.hand) == 7 == drawn.hand_size and drawn.must_discard == 0  # M4E
    assert (await play.hand.hand_draw(T, P)).drawn == ()  # already full
    with pytest.raises(DomainError) as err:
        await play.hand.hand_draw(T, P, soulstone=True)
    assert err.value.key == "error-hand-soulstone-not-in-edition"
    shown = await play.hand.hand_show(T, P)
    assert shown.hand == drawn.hand
    with pytest.raises(DomainError) as err:
        await play.hand.hand_discard(T, P, [])
    assert err.value.key == "error-nothing-to-discard"
    not_held = next(c for c in map(Card, range(54)) if c not in shown.hand)
    with pytest.raises(DomainError) as err:
        await play.hand.hand_discard(T, P, [shown.hand[0], not_held])
    assert err.value.key == "error-hand-card-not-held"
    assert (await play.hand.hand_show(T, P)).hand == shown.hand  # the error changed nothing
    after = await play.hand.hand_discard(T, P, shown.hand[:2])
    assert after.hand == shown.hand[2:] and after.discarded == shown.hand[:2]
    await _complete(play)


async def test_soulstone_draw_in_m3e_asks_for_discards(play: Play) -> None:
    await play.set_game(T, "m3e", is_moderator=True)
    drawn = await play.hand.hand_draw(T, P, soulstone=True)
    assert len(drawn.hand) == 8 and drawn.hand_size == 6 and drawn.must_discard == 2


async def test_deck_status_shows_counts_and_the_public_discard_only(play: Play) -> None:
    await play.hand.hand_draw(T, P)
    flipped = await play.flip.flip(T, Q)
    status = await play.deck.deck_status(T)
    assert status.deck_mode == "personal"
    by_owner = {d.owner: d for d in status.decks}
    assert by_owner[P].hand_counts == ((P, 7),) and by_owner[P].draw_count == 47
    assert by_owner[Q].discard == flipped.cards and by_owner[Q].hand_counts == ()
    assert not hasattr(by_owner[P], "hands")


async def test_shuffle_and_reset(play: Play) -> None:
    await play.flip.flip(T, P, "+++")
    await play.hand.hand_draw(T, P)
    shuffled = await play.deck.deck_shuffle(T, P)
    assert shuffled.discard_count == 0 and shuffled.draw_count == 47
    with pytest.raises(DomainError) as err:
        await play.deck.deck_reset(T, Q, target=P)
    assert err.value.key == "error-not-moderator"
    reset = await play.deck.deck_reset(T, Q, target=P, is_moderator=True)
    assert reset.returned_from_hand == 7 and reset.target == P
    deck = await play.store.deck(T, P)
    assert deck is not None and len(deck.draw) == 54 and not deck.hand(P)


async def test_shared_deck_mode(play: Play) -> None:
    await play.set_deck_mode(T, "shared", is_moderator=True)
    await play.flip.flip(T, P)
    await play.flip.flip(T, Q)
    await play.hand.hand_draw(T, P)
    await play.hand.hand_draw(T, Q)
    decks = await play.store.decks_of_table(T)
    assert list(decks) == [SHARED_OWNER]
    shared = decks[SHARED_OWNER]
    assert len(shared.discard) == 2 and len(shared.hand(P)) == 7 and len(shared.hand(Q)) == 7
    assert shared.is_complete()
    status = await play.deck.deck_status(T)
    assert [d.owner for d in status.decks] == [SHARED_OWNER]
    assert status.decks[0].hand_counts == ((P, 7), (Q, 7))
    reset = await play.deck.deck_reset(T, P)
    assert reset.owner == SHARED_OWNER and reset.returned_from_hand == 7
    with pytest.raises(DomainError):
        await play.deck.shared_deck_reset(T, P, is_moderator=False)
    await play.deck.shared_deck_reset(T, P, is_moderator=True)
    shared = (await play.store.decks_of_table(T))[SHARED_OWNER]
    assert len(shared.draw) == 54


async def test_dm_messages_survive_a_restart(open_play: PlayFactory, play: Play) -> None:
    assert await play.hand.dm_message(T, P) is None
    await play.hand.set_dm_message(T, P, 777, channel_id=888)
    await play.store.close()
    play = await open_play()
    assert await play.hand.dm_message(T, P) == DmMessage(888, 777)
    await play.hand.set_dm_message(T, P, None)
    assert await play.hand.dm_message(T, P) is None
