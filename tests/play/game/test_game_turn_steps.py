"""/game units of work, issue 12: the discard step before the draw (every edition), the M2E
soulstone draw order, M3E pass tokens from model counts; bad input changes nothing."""

from __future__ import annotations

import pytest

from bot.play import Play
from bot.play.game.play import GamePlay
from tests.play.encounter.test_encounter_play import m2e_season_text
from tests.play.game.test_game_play import (
    A,
    B,
    C,
    G,
    T,
    assert_decks_complete,
    decide_draws,
    finish_initiative,
    keep_hands,
)
from tests.play.helpers import end_turn, refused


async def first_turn(play: Play, edition: str) -> GamePlay:
    games = play.game
    if edition == "m2e":
        await play.seasons.save_custom(G, A, m2e_season_text(), is_organiser=True)
    await play.set_game(T, edition, is_moderator=True)
    view = await games.start(T, G, A, B, season_id="club-m2e" if edition == "m2e" else None)
    if view.state.strategy is None:
        await games.choose_strategy(T, view.state.attacker, view.state.strategy_choices[0])
    view = await end_turn(games, T, A)
    assert view.state.discard_waiting == () and view.drawn == {
        A: view.state.ed.hand_size,
        B: view.state.ed.hand_size,
    }
    await finish_initiative(games, await decide_draws(games, view))
    return games


@pytest.mark.parametrize("edition", ["m2e", "m3e", "m4e"])
async def test_every_edition_discards_before_it_draws(play: Play, edition: str) -> None:
    """Seed 001 (001_64b414e3d6506721.txt): "Baraja las Pilas de Descarte; Descarta Cartas; Roba
    Cartas" (shuffle the discard piles back; discard; draw); seed 003: "Lapok eldobása ... Ha
    kevesebb lapjuk van a maximum kéz méretnél (6), annyit húznak" (discard, then draw up)."""
    games = await first_turn(play, edition)
    view = await end_turn(games, T, B, last_activator=A if edition == "m4e" else None)
    assert view.state.phase == "discard" and view.state.discard_waiting == (A, B)
    assert view.drawn == {} and view.initiative is None
    hand = (await play.store.deck(T, A)).hand(A)  # type: ignore[union-attr]
    thrown = hand[:3]
    view = await games.discard_step(T, A, thrown)
    assert view.state.discard_waiting == (B,) and view.drawn == {} and len(view.hands[A]) == len(hand) - 3
    view = await games.discard_step(T, B, [])
    assert view.drawn == {A: 3, B: 0} and set(view.hands) == {A, B}
    deck = await play.store.deck(T, A)
    assert deck is not None
    assert all(card in deck.discard for card in thrown) and not set(thrown) & set(deck.hand(A))
    assert view.state.phase in ("draw", "initiative", "activation")
    await assert_decks_complete(play)


async def test_the_discard_step_refuses_cheats_and_changes_nothing(play: Play) -> None:
    games = await first_turn(play, "m4e")
    with refused("rules-error-no-discard-step"):
        await games.discard_step(T, A, [])  # not now: the turn is under way
    await end_turn(games, T, B, last_activator=A)
    before = await play.store.decks_of_table(T)
    hand = before[A].hand(A)
    not_mine = next(c for c in before[B].hand(B) if c not in hand)
    with refused("error-hand-card-not-held"):
        await games.discard_step(T, A, [not_mine])
    with refused("error-hand-duplicate-card"):
        await games.discard_step(T, A, [hand[0], hand[0]])
    with refused("game-error-not-a-player"):
        await games.discard_step(T, C, [])
    assert await play.store.decks_of_table(T) == before
    await games.discard_step(T, A, [hand[0]])
    with refused("rules-error-no-discard-step"):
        await games.discard_step(T, A, [hand[1]])  # once per turn
    with refused("rules-error-discard-waiting"):
        await end_turn(games, T, A, last_activator=A)


async def test_m2e_soulstone_draw_order_follows_the_previous_first_player(play: Play) -> None:
    """Seed 001: "El Primer Jugador del Turno anterior debe declarar este uso de las Piedras de
    Alma en primer lugar." (Last turn's first player declares the soulstone draw first.)"""
    await play.seasons.save_custom(G, A, m2e_season_text(), is_organiser=True)
    await play.set_game(T, "m2e", is_moderator=True)
    games = play.game
    await games.start(T, G, A, B, season_id="club-m2e", soulstones=2, opponent_soulstones=2)
    with refused("rules-error-first-deployer-needed"):
        await end_turn(games, T, A)
    view = await end_turn(games, T, A, first_deployer=B)
    assert view.state.draw_waiting == (B, A)
    with refused("rules-error-soulstone-draw-order"):
        await games.soulstone_draw(T, A, False)
    drew = await games.soulstone_draw(T, B, True)  # B draws two and must discard two
    assert drew.must_discard == 2
    await games.soulstone_draw(T, A, False)  # A may declare while B still discards
    view = await games.discard_down(T, B, list(drew.hands[B])[:2])
    view = await finish_initiative(games, view)
    first = view.state.first_player
    assert first in (A, B)
    view = await keep_hands(games, await end_turn(games, T, B))
    assert view.state.turn == 2 and view.state.draw_waiting == (first, view.state.other(first))
    with refused("rules-error-soulstone-draw-order"):
        await games.soulstone_draw(T, view.state.other(first), False)


async def test_m3e_pass_tokens_from_model_counts_reach_the_next_initiative(play: Play) -> None:
    """Seed 003 (003_a4581264c960f2cd.txt): "Az a játékos, akinek kevesebb modellje van az
    ellenfélnél, annyi Pass Tokent kap, amekkora a különbség a két crew között." """
    games = play.game
    await play.set_game(T, "m3e", is_moderator=True)
    view = await games.start(T, G, A, B)
    if view.state.strategy is None:
        await games.choose_strategy(T, view.state.attacker, view.state.strategy_choices[0])
    attacker, defender = view.state.attacker, view.state.defender
    with refused("rules-error-game-models-both"):
        await end_turn(games, T, A, attacker_models=3)
    view = await end_turn(games, T, A, attacker_models=8, defender_models=5)
    assert view.state.pass_tokens == (0, 0)  # nobody had tokens for turn 1's flip
    assert view.state.pass_tokens_granted[view.state.index(defender)] == 3
    view = await finish_initiative(games, await decide_draws(games, view))
    view = await end_turn(games, T, A)
    init = (await decide_draws(games, view)).initiative
    assert init is not None
    assert init.contender(defender).pass_tokens == 3 and init.contender(attacker).pass_tokens == 0
    with refused("rules-error-model-count"):
        await end_turn(games, T, A, attacker_models=100, defender_models=1)
