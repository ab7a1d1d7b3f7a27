"""The activation phase ends when both sides are out, and a game ends by its last turn.

Seed 001 (M2E): "La Fase de Activación finaliza una vez que todos los jugadores han Activado todas
sus miniaturas": /game next before that is refused, naming who still has activations, and
nothing changes. M4E (rules/m4e.md): "the player who did not activate the last model of the
previous turn chooses who has initiative": the chooser comes from the whole phase's handovers.
"the game ends at the end of turn 4" (M4E): the last /game next ends the game as /game end does
(the Fate Deck's seed, the record, the luck, the schemes revealed on the board).
"""

from __future__ import annotations

import copy
import hashlib
from typing import Any

import pytest

from bot.errors import DomainError
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, all_out, reply
from tests.e2e.test_fair_deck import record_of
from tests.e2e.test_game import choose_open_strategy, game_state, ids_with, latest_turn_message
from tests.e2e.test_game_board import board_message, board_row
from tests.e2e.test_schemes import choose
from tools import check_game


async def start_m4e(table: Table) -> Any:
    """An M4E game at turn 1's activation phase (turn 1: the attacker has initiative)."""
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    await choose_open_strategy(table, setup)
    moved = await table.bob.slash(table.channel, "game next")
    assert not moved.ephemeral, reply(moved).content
    state = await game_state(table)
    assert state.turn == 1 and state.phase == "activation"
    return setup


def actor(table: Table, player: int) -> Any:
    return table.alice if player == table.alice.id else table.bob


async def done(table: Table, player: int, how: str = "done") -> None:
    result = await actor(table, player).slash(table.channel, "game done", how=how)
    assert not result.ephemeral, reply(result).content


async def keep_and_choose(table: Table, chooser: int) -> None:
    """The start of an M4E turn: both keep their hands, then the chooser picks themselves."""
    for player in (table.alice, table.bob):
        await player.click(latest_turn_message(table), custom_id="fb:gds:keep")
    buttons = ids_with(latest_turn_message(table), "fb:gi:")
    assert buttons and all(f":{chooser}:first:" in b for b in buttons), buttons
    mine = next(b for b in buttons if b.endswith(f":{chooser}"))
    await actor(table, chooser).click(latest_turn_message(table), custom_id=mine)


async def test_game_next_mid_phase_is_refused_naming_who_still_activates(table: Table) -> None:
    await start_m4e(table)
    state = await game_state(table)
    first = state.first_player
    second = state.other(first)
    both = " ".join(f"<@{p}>" for p in state.players)

    for who in (table.alice, table.bob, table.mod):  # either player, and a moderator too
        refused = await who.slash(table.channel, "game next")
        assert refused.ephemeral
        assert reply(refused).content == tr("en", "game-error-activations-left", players=both)
        assert await game_state(table) == state  # nothing changed: the same turn, the same phase

    await done(table, first, "last")  # the first side is out; the second still activates
    state = await game_state(table)
    for who in (first, second):
        refused = await actor(table, who).slash(table.channel, "game next")
        assert refused.ephemeral
        assert reply(refused).content == tr("en", "game-error-activations-left", players=f"<@{second}>")
        assert await game_state(table) == state

    await done(table, second, "last")  # both out: the phase is over
    state = await game_state(table)
    # The handovers say who activated last: an option that says otherwise is refused.
    wrong = await actor(table, first).slash(table.channel, "game next", last_activation=actor(table, first))
    assert wrong.ephemeral
    assert reply(wrong).content == tr("en", "game-error-last-activator-differs", who=f"<@{second}>")
    assert await game_state(table) == state

    # The control: once both sides are out, /game next ends the turn.
    moved = await actor(table, first).slash(table.channel, "game next")
    assert not moved.ephemeral, reply(moved).content
    after = await game_state(table)
    assert after.turn == 2 and after.last_activator == second


@pytest.mark.parametrize("last_is_first", [False, True])
async def test_the_m4e_initiative_chooser_comes_from_the_complete_phase(
    table: Table, last_is_first: bool
) -> None:
    """Whoever makes the phase's very last activation, the other player chooses initiative —
    even when the other side ran out long before (its last handover is not the phase's)."""
    await start_m4e(table)
    state = await game_state(table)
    first = state.first_player
    second = state.other(first)
    await done(table, first)
    if last_is_first:
        await done(table, second, "last")  # the second side is out first
        await done(table, first)  # the first side activates the rest alone
        await done(table, first, "last")
        expected_last = first
    else:
        await done(table, second)
        await done(table, first, "last")
        await done(table, second)
        await done(table, second, "last")
        expected_last = second
    moved = await table.alice.slash(table.channel, "game next")
    assert not moved.ephemeral, reply(moved).content
    state = await game_state(table)
    assert state.turn == 2 and state.last_activator == expected_last
    chooser = state.other(expected_last)
    await keep_and_choose(table, chooser)  # only the chooser's buttons are drawn
    assert (await game_state(table)).first_player == chooser


async def held_line(table: Table, player: int) -> str:
    """The board's line of ``player``'s scheme while it is secret (its commitment's prefix)."""
    (secret,) = [s for s in (await game_state(table)).secret_schemes if s.player == player]
    status = tr("en", "scheme-status-held")
    return tr("en", "board-scheme", player=f"<@{player}>", commitment=secret.commitment[:12], status=status)


async def play_to_the_last_turn(table: Table) -> None:
    """Turns 1 to 4 of an M4E game, activations handed over, up to turn 4's end."""
    for _ in (2, 3, 4):
        await all_out(table, last=table.alice)
        moved = await table.alice.slash(table.channel, "game next")
        assert not moved.ephemeral, reply(moved).content
        await keep_and_choose(table, table.bob.id)
        await table.bob.slash(table.channel, "flip")
    await all_out(table, last=table.alice)


@pytest.mark.both_stores
async def test_a_game_ended_by_its_last_turn_publishes_seed_record_and_schemes(table: Table) -> None:
    await start_m4e(table)
    posted = hashlib.sha256((await table.deck(table.alice)).fair.seed).hexdigest()
    _, alices = await choose(table, table.alice)
    _, bobs = await choose(table, table.bob, index=1)
    await table.alice.slash(table.channel, "scheme reveal", scheme=alices[0])
    status = reply(await table.bob.slash(table.channel, "game status"))
    assert f"revealed, **{alices[0]}**" in status.content  # revealed: shown as revealed
    assert await held_line(table, table.bob.id) in status.content  # Bob's is still secret
    assert f"revealed, **{bobs[0]}**" not in status.content
    board_id = (await board_row(table)).message_id
    await play_to_the_last_turn(table)
    assert await game_state(table) is not None

    over = await table.bob.slash(table.channel, "game next")
    assert not over.ephemeral
    text = reply(over).content
    assert tr("en", "game-last-turn", turn=4, edition="M4E") in text
    assert tr("en", "game-over-by-rule-publishing") in text  # the players are told in the reply
    texts = [m.content for m in over.followups]
    assert any("**The game was ended** (turn 4)." in t for t in texts)
    assert any(tr("en", "luck-header") in t for t in texts)
    assert await game_state(table) is None  # ended: nothing left to /game end

    record = await record_of(over)
    seed = record["fate_deck"]["seed"]
    assert hashlib.sha256(bytes.fromhex(seed)).hexdigest() == posted == record["fate_deck"]["commitment"]
    assert any(f"`{seed}`" in t for t in texts)  # the seed, revealed to the table
    assert record["reason"] == "over" and record["edition"] == "m4e"
    checked = check_game.check(copy.deepcopy(record))
    assert checked[-1] == "the luck report of 2 players is what the moves give"
    forged = copy.deepcopy(record)
    forged["fate_deck"]["seed"] = "ff" + seed[2:]
    with pytest.raises(check_game.Problem, match="commitment"):  # the checker's control
        check_game.check(forged)

    final = board_message(table, board_id)
    assert tr("en", "board-final") in final.content
    for scheme in (alices[0], bobs[0]):  # both revealed on the final board, none left secret
        assert f"revealed, **{scheme}**" in final.content
    assert tr("en", "scheme-status-held") not in final.content


async def test_an_end_that_fails_leaves_the_game_over_with_its_schemes_shown_and_says_so(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    await start_m4e(table)
    _, bobs = await choose(table, table.bob)
    await play_to_the_last_turn(table)
    before = reply(await table.alice.slash(table.channel, "game status")).content
    assert await held_line(table, table.bob.id) in before  # the control: secret while it runs
    assert f"revealed, **{bobs[0]}**" not in before

    games = table.env.bot.play.game  # type: ignore[attr-defined]
    real_end = games.end

    async def busy(*args: Any, **kwargs: Any) -> Any:
        raise DomainError("error-store-busy")

    monkeypatch.setattr(games, "end", busy)
    over = await table.bob.slash(table.channel, "game next")
    texts = [reply(over).content, *(m.content for m in over.followups)]
    reason = tr("en", "error-store-busy")
    assert tr("en", "game-over-by-rule-end-failed", reason=reason) in texts
    assert any("revealed at the end of the game" in t and bobs[0] in t for t in texts)
    state = await game_state(table)
    assert state is not None and state.is_over
    status = reply(await table.alice.slash(table.channel, "game status")).content
    assert f"revealed, **{bobs[0]}**" in status  # revealed at the end: no longer shown secret

    monkeypatch.setattr(games, "end", real_end)
    ended = await table.alice.slash(table.channel, "game end")  # the way out the reply names
    assert not ended.ephemeral
    assert await record_of(ended) is not None and await game_state(table) is None
