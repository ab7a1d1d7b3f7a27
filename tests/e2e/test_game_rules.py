"""/game end to end, issue 12: the discard step before the draw, the M2E soulstone draw order,
M3E pass tokens from model counts, Corrupted Idols markers each turn."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import simcord

from bot.rules.common.cards import Card, Suit
from bot.store import Changes, game_repo
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, all_out, cards_in, dm_messages, reply
from tests.e2e.test_duel import set_game
from tests.e2e.test_game import choose_open_strategy, game_state, ids_with, keep_all, latest_turn_message

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


def hand_of(*values: tuple[int, Suit]) -> list[Card]:
    return [Card.of(v, s) for v, s in values]


async def decline_initiative(table: Table) -> None:
    """Decline every M3E cheat window through the turn message's buttons."""
    for _ in range(6):
        state = await game_state(table)
        if state.phase != "initiative":
            return
        message = latest_turn_message(table)
        decline = next(b for b in ids_with(message, "fb:gi:") if b.endswith(":decline"))
        who = table.alice if f":{table.alice.id}:decline" in decline else table.bob
        await who.click(message, custom_id=decline)
    raise AssertionError("the initiative did not finish")


# -- the start-of-turn discard step -------------------------------------------------------------


async def test_the_discard_step_comes_before_the_draw_privately_with_keep_all_in_one_click(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Seed 001 (001_64b414e3d6506721.txt): "Fase de Robo: Baraja las Pilas de Descarte; Descarta
    Cartas; Roba Cartas" (draw phase: shuffle the discard piles in, discard cards, draw cards);
    seed 003: "Lapok eldobása ... Ha kevesebb lapjuk van ... annyit húznak" (discard, then draw up).
    Cards discarded at the step stay in the discard pile while the players draw."""
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    await choose_open_strategy(table, setup)
    await table.bob.slash(table.channel, "game next")  # turn 1: no hands yet, nothing to discard
    await all_out(table, last=table.alice)
    await table.alice.slash(table.channel, "game next", last_activation=table.alice)
    turn = latest_turn_message(table)
    alice, bob = table.alice.mention, table.bob.mention
    assert tr("en", "rules-discard-step-waiting", players=f"{alice} {bob}") in turn.content
    assert sorted(ids_with(turn, "fb:gds:")) == ["fb:gds:keep", "fb:gds:pick"]
    assert ids_with(turn, "fb:gi:") == []  # no initiative before everyone has discarded and drawn
    refused = await table.alice.slash(table.channel, "game next", last_activation=table.alice)
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "rules-error-discard-waiting", players=f"{alice} {bob}")

    hand_before = await table.hand(table.alice)
    opened = await table.alice.click(turn, custom_id="fb:gds:pick")
    menu = reply(opened)
    assert opened.ephemeral and tr("en", "rules-discard-step-prompt") in menu.content
    chosen = hand_before[:2]
    picked = await table.alice.select(menu, [c.code for c in chosen])
    assert tr("en", "rules-discard-step-done", count=2) in reply(picked).content
    deck = await table.deck(table.alice)
    assert all(c in deck.discard for c in chosen) and len(deck.hand(table.alice.id)) == 5
    again = await table.alice.click(latest_turn_message(table), custom_id="fb:gds:keep")
    assert again.ephemeral and reply(again).content == tr("en", "rules-error-no-discard-step")
    bystander = await table.mod.click(latest_turn_message(table), custom_id="fb:gds:keep")
    assert bystander.ephemeral

    kept = await table.bob.click(latest_turn_message(table), custom_id="fb:gds:keep")
    assert tr("en", "rules-discard-step-kept") in kept.followups[0].content
    deck = await table.deck(table.alice)
    hand = deck.hand(table.alice.id)
    assert len(hand) == 7 and not set(chosen) & set(hand)
    assert all(c in deck.discard for c in chosen), "discarded cards did not go back before the draw"
    assert cards_in(dm_messages(simcord_env, table.alice)[-1].content) == set(hand)
    assert f"Waiting for {bob}: choose who goes first." in latest_turn_message(table).content
    for player in (table.alice, table.bob):
        assert (await table.deck(player)).is_complete()


# -- M2E: who declares the soulstone draw first --------------------------------------------------


async def test_m2e_the_previous_first_player_declares_the_soulstone_draw_first(table: Table) -> None:
    """Seed 001 (001_64b414e3d6506721.txt): "El Primer Jugador del Turno anterior debe declarar
    este uso de las Piedras de Alma en primer lugar. Si este es el primer Turno, el jugador que
    desplegó en primer lugar debe anunciar el uso de Piedras de Alma primero." (Last turn's first
    player declares the soulstone draw first; on turn 1, whoever deployed first.)"""
    from tests.e2e.test_league import m2e_season_text

    bot: Any = table.env.bot  # type: ignore[attr-defined]
    await bot.play.seasons.save_custom(table.guild.id, table.mod.id, m2e_season_text(), is_organiser=True)
    await set_game(table, "m2e")
    await table.alice.slash(
        table.channel,
        "game start",
        opponent=table.bob,
        season="club-m2e",
        soulstones=3,
        opponent_soulstones=3,
    )
    unknown = await table.alice.slash(table.channel, "game next")
    assert unknown.ephemeral and reply(unknown).content == tr("en", "rules-error-first-deployer-needed")
    assert (await game_state(table)).turn == 0

    turn = reply(await table.alice.slash(table.channel, "game next", first_deployer=table.bob))
    early = await table.alice.click(turn, custom_id="fb:gss:0")
    assert early.ephemeral
    assert reply(early).content == tr("en", "rules-error-soulstone-draw-order", who=table.bob.mention)
    await table.bob.click(turn, custom_id="fb:gss:0")
    await table.alice.click(turn, custom_id="fb:gss:0")
    state = await game_state(table)
    assert state.draw_waiting == ()
    for _ in range(6):  # keep the initiative cards, the winner chooses Alice to go first
        state = await game_state(table)
        if state.phase != "initiative":
            break
        message = latest_turn_message(table)
        button = next(
            b for b in ids_with(message, "fb:gi:") if b.endswith((":keep", f":first:{table.alice.id}"))
        )
        who = table.alice if int(button.split(":")[3]) == table.alice.id else table.bob
        await who.click(message, custom_id=button)
    assert (await game_state(table)).first_player == table.alice.id

    await all_out(table)
    await table.bob.slash(table.channel, "game next")
    await keep_all(table)
    turn_two = latest_turn_message(table)
    assert (await game_state(table)).draw_waiting == (table.alice.id, table.bob.id)
    early = await table.bob.click(turn_two, custom_id="fb:gss:1")
    assert reply(early).content == tr("en", "rules-error-soulstone-draw-order", who=table.alice.mention)
    await table.alice.click(turn_two, custom_id="fb:gss:0")
    await table.bob.click(latest_turn_message(table), custom_id="fb:gss:0")
    assert (await game_state(table)).draw_waiting == ()


# -- M3E: pass tokens from the model counts ---------------------------------------------------------


async def test_m3e_game_pass_tokens_come_from_model_counts_and_reach_the_next_initiative(
    table: Table,
) -> None:
    """Seed 003 (003_a4581264c960f2cd.txt): "Az a játékos, akinek kevesebb modellje van az
    ellenfélnél, annyi Pass Tokent kap, amekkora a különbség a két crew között." (The player with
    fewer models gets the difference as pass tokens.) "A húzáshoz hozzá kell adni a Pass
    Tokeneket." (The pass tokens are added to the initiative flip.)"""
    await set_game(table, "m3e")
    await table.alice.slash(table.channel, "game start", opponent=table.bob)
    state = await game_state(table)
    if state.strategy is None:
        await choose_open_strategy(table, latest_setup(table))
    attacker = state.attacker
    await table.alice.slash(table.channel, "game next", attacker_models=4, defender_models=7)
    await decline_initiative(table)
    text = latest_turn_message(table).content
    assert tr("en", "rules-pass-tokens-granted", who=f"<@{attacker}>", tokens=3) in text
    assert (await game_state(table)).pass_tokens_granted == tuple(
        3 if p == attacker else 0 for p in state.players
    )
    await all_out(table)
    await table.alice.slash(table.channel, "game next")
    await keep_all(table)
    game = await game_state(table)
    assert game.pass_tokens == tuple(3 if p == attacker else 0 for p in state.players)
    init = await initiative_of(table)
    assert (
        init.contender(attacker).pass_tokens == 3 and init.contender(state.other(attacker)).pass_tokens == 0
    )
    assert f"<@{attacker}> flips " in latest_turn_message(table).content
    assert "(+3 pass tokens)" in latest_turn_message(table).content
    one_side = await table.alice.slash(table.channel, "game next", attacker_models=4)
    assert one_side.ephemeral


async def initiative_of(table: Table) -> Any:
    """The initiative of the current turn (open, or the one recorded in the turn message)."""

    state = await game_state(table)
    assert state.initiative_id is not None, "the initiative should wait for a cheat decision"
    init = await table.env.bot.play.game.open_initiative(state.initiative_id)  # type: ignore[attr-defined]
    assert init is not None
    return init


def latest_setup(table: Table) -> Any:
    return next(m for m in reversed(table.channel.history()) if m.content.startswith("**Game**"))


# -- Corrupted Idols --------------------------------------------------------------------------------


async def _make_corrupted_idols(table: Table) -> None:
    """A game whose strategy is Corrupted Idols (the scenario flip is random: set it)."""
    from bot.play.game.state import GAME

    raw = await game_repo.game_state(table.store, table.channel.id)
    assert raw is not None
    state = GAME.load(raw)
    state = replace(state, strategy="Corrupted Idols", strategy_choices=(), attacker=table.bob.id)
    changes = Changes()
    game_repo.put_game(changes, table.channel.id, GAME.dumps(state), 0.0)
    await table.store.commit(changes)


SIX_A = ((1, R), (2, R), (3, R), (4, R), (5, R), (6, R))
SIX_B = ((1, T), (2, T), (3, T), (4, T), (5, T), (6, T))


async def test_corrupted_idols_places_a_marker_each_turn_from_game_next(table: Table) -> None:
    """Seed 003 (003_a4581264c960f2cd.txt), Corrupted Idols: "Minden kör elején, az Initiative Flip
    után, a kezdeményező játékos által húzott szín alapján le kell tenni egy Strategy Markert a
    középvonalra. ... c: a kezdeményező játékos által választott szélre." (Each turn after the
    initiative flip a marker goes on the centre line by the initiative player's suit; Crows: the
    edge the initiative player chooses.) "Ha kétszer egymás után ugyanoda kerülne ..., az új Base
    Contactban jelenik meg" (the same place twice in a row: base contact) - the chosen edge counts."""
    await set_game(table, "m3e")
    await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert (await game_state(table)).season_id == "m3e-gg0"
    await _make_corrupted_idols(table)
    alice = table.alice.mention

    # Turn 1: both draw six, then Alice flips 11 of Crows and Bob 3 of Masks: Alice has initiative.
    await table.stack(table.alice, *hand_of(*SIX_A), Card.of(11, C))
    await table.stack(table.bob, *hand_of(*SIX_B), Card.of(3, M))
    await table.alice.slash(table.channel, "game next")
    await decline_initiative(table)
    message = latest_turn_message(table)
    assert tr("en", "rules-idol-choose-edge", who=alice) in message.content
    assert sorted(ids_with(message, "fb:gie:")) == ["fb:gie:left", "fb:gie:right"]
    blocked = await table.alice.slash(table.channel, "game next")
    assert blocked.ephemeral
    assert reply(blocked).content == tr("en", "rules-error-idol-edge-pending", who=alice)
    not_bobs = await table.bob.click(message, custom_id="fb:gie:left")
    assert not_bobs.ephemeral and reply(not_bobs).content == tr("en", "rules-error-idol-not-yours", who=alice)
    await table.alice.click(message, custom_id="fb:gie:left")
    left_edge = tr("en", "rules-idol-spot-left-edge", first=alice)
    message = latest_turn_message(table)
    assert tr("en", "rules-idol-outcome-place", spot=left_edge) in message.content
    assert ids_with(message, "fb:gie:") == []

    async def next_turn_with(alice_card: Card, bob_card: Card) -> None:
        await all_out(table)
        await table.alice.slash(table.channel, "game next")
        # Restack after the end-of-turn reshuffle: full hands (nothing to draw), then the flips.
        await table.stack(table.alice, alice_card, hand=hand_of(*SIX_A))
        await table.stack(table.bob, bob_card, hand=hand_of(*SIX_B))
        await keep_all(table)
        await decline_initiative(table)

    # Turn 2: Crows again, but the other edge: a new place, not a repeat.
    await next_turn_with(Card.of(12, C), Card.of(2, M))
    await table.alice.click(latest_turn_message(table), custom_id="fb:gie:right")
    right_edge = tr("en", "rules-idol-spot-right-edge", first=alice)
    assert tr("en", "rules-idol-outcome-place", spot=right_edge) in latest_turn_message(table).content

    # Turn 3: the same edge again: base contact with the previous marker.
    await next_turn_with(Card.of(13, C), Card.of(1, M))
    await table.alice.click(latest_turn_message(table), custom_id="fb:gie:right")
    text = latest_turn_message(table).content
    assert tr("en", "rules-idol-outcome-base-contact", spot=right_edge) in text
    assert "Initiative" in text  # the rest of the turn message is still there

    # Turn 4: Masks (8" on the initiative player's left): no choice, placed at once.
    await next_turn_with(Card.of(10, M), Card.of(1, C))
    text = latest_turn_message(table).content
    spot = tr("en", "rules-idol-spot-left-8", first=alice)
    assert tr("en", "rules-idol-outcome-place", spot=spot) in text
    assert (await game_state(table)).idol_spots == ("left-edge", "right-edge", "right-edge", "left-8")
