"""/game end to end: setup, turn messages and their buttons, hand DMs, scores, the end, bad input."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord

from bot.app import Fatebot
from bot.ui.common.i18n import tr
from tests.e2e.helpers import (
    Table,
    all_out,
    cards_in,
    close_dms,
    custom_ids,
    dm_messages,
    public_messages,
    reply,
)
from tests.e2e.test_league import m2e_season_text


def ids_with(message: Any, prefix: str) -> list[str]:
    return [i for i in custom_ids(message) if i.startswith(prefix)]


async def game_state(table: Table) -> Any:
    return await table.env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]


def latest_turn_message(table: Table) -> Any:
    return next(m for m in reversed(table.channel.history()) if m.content.startswith("**Turn "))


async def start(table: Table, **options: object) -> Any:
    result = await table.alice.slash(table.channel, "game start", opponent=table.bob, **options)
    assert not result.ephemeral, reply(result).content
    return reply(result)


async def keep_all(table: Table) -> None:
    """Both players keep their hands at the start-of-turn discard step (one click each)."""
    for player in (table.alice, table.bob):
        await player.click(latest_turn_message(table), custom_id="fb:gds:keep")


async def choose_open_strategy(table: Table, message: Any) -> None:
    state = await game_state(table)
    if state.strategy is None:
        attacker = table.alice if state.attacker == table.alice.id else table.bob
        await attacker.select(message, [state.strategy_choices[0]])


@pytest.mark.both_stores
async def test_a_whole_m4e_game(table: Table, simcord_env: simcord.Env) -> None:
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    alice, bob = f"<@{table.alice.id}>", f"<@{table.bob.id}>"
    assert setup.content.startswith(
        f"**Game** (M4E, Gaining Grounds 0 (M4E) (m4e-gg0)): {alice} against {bob}"
    )
    assert "Both players have a fresh 54-card deck." in setup.content
    assert "Scenario flips (higher card attacks):" in setup.content and "Scheme pool (3):" in setup.content
    assert "Hire and deploy, then /game next starts turn 1." in setup.content
    await choose_open_strategy(table, setup)

    turn = reply(await table.bob.slash(table.channel, "game next"))
    assert turn.content.startswith(f"**Turn 1** (M4E): {alice} against {bob}")
    assert f"Draw phase: {alice} holds 7 cards, {bob} holds 7 (hand size 7)." in turn.content
    assert "has initiative: the attacker does on turn 1." in turn.content
    assert custom_ids(turn) == []
    for player in (table.alice, table.bob):
        dms = dm_messages(simcord_env, player)
        assert len(dms) == 1 and cards_in(dms[0].content) == set(await table.hand(player))

    scored = await table.alice.slash(table.channel, "game score", strategy=2)
    assert not scored.ephemeral
    assert f"{alice}: 2 VP (strategy 2); 0 soulstones" in reply(scored).content
    capped = await table.alice.slash(table.channel, "game score", strategy=4)
    assert capped.ephemeral and "capped at 5" in reply(capped).content

    await all_out(table)  # both out without an activation: nobody activated last
    missing = await table.alice.slash(table.channel, "game next")
    assert missing.ephemeral and "last_activation" in reply(missing).content

    for number in (2, 3, 4):
        await all_out(table, last=table.alice)
        result = await table.alice.slash(table.channel, "game next", last_activation=table.alice)
        messages = [reply(result), *result.followups]
        assert (
            "**End of turn" in messages[0].content and "shuffled back into the decks" in messages[0].content
        )
        turn_message = latest_turn_message(table)
        assert turn_message.content.startswith(f"**Turn {number}**")
        assert tr("en", "rules-discard-step-waiting", players=f"{alice} {bob}") in turn_message.content
        for player in (table.alice, table.bob):
            kept = await player.click(latest_turn_message(table), custom_id="fb:gds:keep")
            assert tr("en", "rules-discard-step-kept") in kept.followups[0].content
        turn_message = latest_turn_message(table)
        assert f"Waiting for {bob}: choose who goes first." in turn_message.content
        buttons = ids_with(turn_message, "fb:gi:")
        assert len(buttons) == 2 and all(f":{table.bob.id}:first:" in b for b in buttons)
        refused = await table.alice.click(turn_message, custom_id=buttons[0])
        assert refused.ephemeral
        me_first = next(b for b in buttons if b.endswith(f":{table.bob.id}"))
        await table.bob.click(turn_message, custom_id=me_first)
        edited = latest_turn_message(table)
        assert f"{bob} chooses {bob} to go first" in edited.content and custom_ids(edited) == []

    await all_out(table, last=table.alice)
    over = await table.bob.slash(table.channel, "game next")
    text = reply(over).content
    assert "Turn 4 is the last turn in M4E: the game ends." in text
    assert "**Game over** after turn 4" in text and f"{alice} wins." in text
    assert tr("en", "game-over-by-rule-publishing") in text
    # The last turn's end ends the game as /game end does: its summary follows at once.
    assert any("**The game was ended** (turn 4)." in m.content for m in over.followups)
    assert await game_state(table) is None
    again = await table.bob.slash(table.channel, "game next")
    assert again.ephemeral and tr("en", "game-error-no-game") in reply(again).content
    for player in (table.alice, table.bob):
        assert (await table.deck(player)).is_complete()


async def test_m3e_soulstone_draw_discard_and_cheating_through_buttons(
    table: Table, simcord_env: simcord.Env
) -> None:
    await table.mod.slash(table.channel, "table game", game="m3e")
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob, soulstones=2))
    assert f"Soulstone pools: <@{table.alice.id}> 2, <@{table.bob.id}> 0." in setup.content

    turn = reply(await table.alice.slash(table.channel, "game next"))
    assert f"Soulstone draw: waiting for <@{table.alice.id}>" in turn.content
    draw_ids = ids_with(turn, "fb:gss:")
    assert draw_ids == ["fb:gss:1", "fb:gss:0"]

    not_yours = await table.bob.click(turn, custom_id="fb:gss:1")
    assert not_yours.ephemeral and tr("en", "game-error-no-draw-decision") in reply(not_yours).content
    blocked = await table.alice.slash(table.channel, "game next")
    assert blocked.ephemeral and "still waiting for" in reply(blocked).content

    drew = await table.alice.click(turn, custom_id="fb:gss:1")
    private = drew.followups[0]
    assert private.ephemeral
    hand = await table.hand(table.alice)
    assert len(hand) == 8 and cards_in(private.content) == set(hand)
    menu_ids = ids_with(private, "fb:gdd:")
    assert menu_ids == [f"fb:gdd:{table.alice.id}:2"]
    assert cards_in(dm_messages(simcord_env, table.alice)[0].content) == set(hand)
    assert f"<@{table.alice.id}> spent a soulstone" in latest_turn_message(table).content

    options = private.components[0]["components"][0]["options"]
    await table.alice.select(private, [options[0]["value"], options[1]["value"]])
    assert len(await table.hand(table.alice)) == 6
    edited = latest_turn_message(table)
    assert "Initiative:" in edited.content and "Soulstone draw: waiting" not in edited.content

    state = await game_state(table)
    if state.phase == "initiative":
        buttons = ids_with(edited, "fb:gi:")
        cheat = next(b for b in buttons if b.endswith(":cheat"))
        cheater = table.alice if f":{table.alice.id}:" in cheat else table.bob
        menu = await cheater.click(edited, custom_id=cheat)
        assert menu.ephemeral and tr("en", "game-cheat-prompt") in reply(menu).content
        card_value = reply(menu).components[0]["components"][0]["options"][0]["value"]
        await cheater.select(reply(menu), [card_value])
        after = latest_turn_message(table)
        assert f"<@{cheater.id}> cheats " in after.content
        for _ in range(3):
            state = await game_state(table)
            if state.phase != "initiative":
                break
            decline = next(b for b in ids_with(after, "fb:gi:") if b.endswith(":decline"))
            who = table.alice if f":{table.alice.id}:" in decline else table.bob
            await who.click(after, custom_id=decline)
            after = latest_turn_message(table)
    state = await game_state(table)
    assert state.phase == "activation" and state.first_player in (table.alice.id, table.bob.id)
    assert "goes first this turn." in latest_turn_message(table).content

    turn_one = await table.alice.slash(table.channel, "game score", strategy=1)
    assert turn_one.ephemeral and "end of turn 1" in reply(turn_one).content


async def test_a_closed_dm_is_explained_after_a_turn_step_on_the_message_or_in_a_menu(
    table: Table, simcord_env: simcord.Env
) -> None:
    """A turn step answers on one path (``answer_turn_step``), whether it was pressed on the
    turn message (the soulstone draw) or chosen in a private menu (the discard after it): either
    way the presser is told their hand DM could not be shown."""
    close_dms(simcord_env, table.alice)
    await table.mod.slash(table.channel, "table game", game="m3e")
    await table.alice.slash(table.channel, "game start", opponent=table.bob, soulstones=2)
    turn = reply(await table.alice.slash(table.channel, "game next"))
    drew = await table.alice.click(turn, custom_id="fb:gss:1")
    private = drew.followups[0]
    assert private.ephemeral and tr("en", "hand-dm-closed") in private.content
    options = private.components[0]["components"][0]["options"]
    discarded = await table.alice.select(private, [options[0]["value"], options[1]["value"]])
    assert cards_in(reply(discarded).content) == set(await table.hand(table.alice))
    assert [(m.ephemeral, tr("en", "hand-dm-closed") in m.content) for m in discarded.followups] == [
        (True, True)
    ]
    assert "Initiative:" in latest_turn_message(table).content
    assert dm_messages(simcord_env, table.alice) == []


@pytest.mark.both_stores
async def test_m2e_soulstone_reflip_buttons_work_after_a_restart(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    bot: Any = simcord_env.bot
    await bot.play.seasons.save_custom(table.guild.id, table.mod.id, m2e_season_text(), is_organiser=True)
    await table.mod.slash(table.channel, "table game", game="m2e")
    await table.alice.slash(
        table.channel,
        "game start",
        opponent=table.bob,
        season="club-m2e",
        soulstones=3,
        opponent_soulstones=3,
    )
    turn = reply(await table.alice.slash(table.channel, "game next", first_deployer=table.alice))
    await table.alice.click(turn, custom_id="fb:gss:0")
    await table.bob.click(turn, custom_id="fb:gss:0")
    message = latest_turn_message(table)
    assert "Initiative:" in message.content

    await simcord_env.restart_bot(await make_bot())

    for _ in range(4):
        state = await game_state(table)
        if state.phase != "initiative":
            break
        message = latest_turn_message(table)
        buttons = ids_with(message, "fb:gi:")
        action = next(
            b for b in buttons if b.endswith((":reflip", f":first:{table.alice.id}")) or ":first:" in b
        )
        who = table.alice if f"fb:gi:{state.initiative_id}:{table.alice.id}:" in action else table.bob
        result = await who.click(message, custom_id=action)
        assert not result.ephemeral, reply(result).content
    state = await game_state(table)
    assert state.phase == "activation"
    text = latest_turn_message(table).content
    assert "spends a soulstone to flip again" in text and "to go first" in text
    assert sum(state.soulstones) < 6


async def test_a_game_from_a_league_round(table: Table, simcord_env: simcord.Env) -> None:
    bot: Any = simcord_env.bot
    bot.play.league.seed_source = lambda: bytes(32)
    leagues = bot.play.league
    await leagues.create(table.guild.id, table.mod.id, "Spring", "m4e-gg0", is_organiser=True)
    for round_no in (1, 2, 3):  # drawn in order
        await leagues.draw(table.guild.id, table.mod.id, "Spring", round_no, is_organiser=True)
    result = await table.alice.slash(
        table.channel, "game start", opponent=table.bob, league="Spring", round=3
    )
    text = reply(result).content
    assert "league Spring round 3" in text and "is side first" in text
    names = await table.alice.autocomplete(table.channel, "game start", "league", "spr", opponent=table.bob)
    assert [choice["value"] for choice in names] == ["Spring"]


async def test_bystanders_are_refused_and_moderators_may_drive(table: Table) -> None:
    await start(table)
    snapshot = await table.snapshot()
    for command, options in (("game next", {}), ("game score", {"strategy": 1}), ("game end", {})):
        outsider = table.guild.add_member(table.env.create_user(f"x-{command.split()[1]}"))
        refused = await outsider.slash(table.channel, command, **options)
        assert refused.ephemeral and "Only the players of this game" in reply(refused).content
    assert await table.snapshot() == snapshot
    await choose_open_strategy(table, public_messages(table.channel)[0])
    moved = await table.mod.slash(table.channel, "game next")
    assert not moved.ephemeral


@pytest.mark.parametrize(
    ("command", "options", "expected"),
    [
        ("game next", {}, "There is no game at this table"),
        ("game score", {}, "There is no game at this table"),
        ("game end", {}, "There is no game at this table"),
        ("game start", {"opponent": "robot"}, "is a bot and has no Fate Deck"),
        ("game start", {"opponent": "alice"}, "You cannot play a game against yourself"),
        ("game start", {"opponent": "bob", "round": 2}, "A round belongs to a league"),
        ("game start", {"opponent": "bob", "league": "Nope", "round": 2}, "There is no league “Nope”"),
        ("game start", {"opponent": "bob", "season": "m3e-gg1"}, "is a season for m3e, not m4e"),
        ("game start", {"opponent": "bob", "season": "Ünïcødé ✨"}, "is not a season"),
    ],
)
async def test_bad_inputs_get_private_errors(
    table: Table, command: str, options: dict[str, object], expected: str
) -> None:
    resolved = {k: getattr(table, str(v)) if k == "opponent" else v for k, v in options.items()}
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, command, **resolved)
    assert result.ephemeral
    assert expected in reply(result).content
    assert await table.snapshot() == before
    assert await game_state(table) is None


async def test_self_opponent_is_not_told_to_leave_a_required_option_empty(table: Table) -> None:
    # /game start's opponent is required: the hint must name another player, not "leave it empty".
    result = await table.alice.slash(table.channel, "game start", opponent=table.alice)
    text = reply(result).content
    assert result.ephemeral and "other player" in text
    assert "empty" not in text


async def test_bad_scores_get_private_errors(table: Table) -> None:
    setup = await start(table)
    await choose_open_strategy(table, setup)
    await table.alice.slash(table.channel, "game next")
    for options, expected in (
        ({"scheme": "Not A Scheme", "scheme_vp": 1}, "is not a scheme of"),
        ({"scheme": "Breakthrough"}, "Give the VP for that scheme"),
        ({"soulstones": -5}, "Not enough soulstones"),
        ({"player": "robot", "strategy": 1}, "is a bot"),
        ({"player": "mod", "strategy": 1}, "is not one of the two players"),
    ):
        resolved = {k: getattr(table, str(v)) if k == "player" else v for k, v in options.items()}
        result = await table.alice.slash(table.channel, "game score", **resolved)
        assert result.ephemeral and expected in reply(result).content, options
    choices = await table.alice.autocomplete(table.channel, "game score", "scheme", "")
    state = await game_state(table)
    assert [c["value"] for c in choices[:3]] == [s.name for s in state.schemes]


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("game start", {"opponent": "bob", "round": -1}),
        ("game start", {"opponent": "bob", "soulstones": 100}),
        ("game next", {"attacker_pass_tokens": -1}),
        ("game score", {"strategy": 11}),
        ("game score", {"scheme": "x" * 101, "scheme_vp": 1}),
    ],
)
async def test_discord_refuses_out_of_range_options(
    table: Table, command: str, options: dict[str, object]
) -> None:
    resolved = {k: getattr(table, str(v)) if k == "opponent" else v for k, v in options.items()}
    with pytest.raises(simcord.OptionError):
        await table.alice.slash(table.channel, command, **resolved)


@pytest.mark.both_stores
async def test_an_unanswered_initiative_lapses_to_the_default_and_is_recorded(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Issue 22: M4E turn 2, the player who did not activate last never chooses: the choice lapses
    to them going first, the game records it and goes on."""
    setup = await start(table)
    await choose_open_strategy(table, setup)
    await table.alice.slash(table.channel, "game next")
    await all_out(table, last=table.bob)
    await table.alice.slash(table.channel, "game next", last_activation=table.bob)
    await keep_all(table)
    turn = latest_turn_message(table)
    assert ids_with(turn, "fb:gi:")

    await simcord_env.advance_time(16 * 60 + 61)

    closed = latest_turn_message(table)
    assert closed.id == turn.id and ids_with(closed, "fb:gi:") == []
    assert tr("en", "lapse-chose-first", who=table.alice.mention) in closed.content
    assert tr("en", "game-init-lapsed") not in closed.content
    state = await game_state(table)
    assert state.phase == "activation" and state.first_player == table.alice.id
    assert state.initiative_id is None and not state.initiative_lapsed
    assert await table.store.pending_of_table(table.channel.id) == []
    await all_out(table, last=table.bob)
    moved = await table.bob.slash(table.channel, "game next", last_activation=table.bob)
    assert not moved.ephemeral
    assert (await game_state(table)).turn == 3


async def test_the_opponents_score_and_pool_change_only_with_their_agreement(table: Table) -> None:
    """Issue 24 §1: either player could rewrite the other's soulstone pool and score."""
    await table.alice.slash(
        table.channel, "game start", opponent=table.bob, soulstones=2, opponent_soulstones=3
    )
    state = await game_state(table)
    before = (state.soulstones, state.scores)

    asked = await table.alice.slash(table.channel, "game score", player=table.bob, soulstones=-3)
    assert not asked.ephemeral
    change = tr("en", "game-change-soulstones", value="-3")
    assert reply(asked).content == tr(
        "en", "game-score-ask", by=table.alice.mention, opponent=table.bob.mention, change=change
    )
    state = await game_state(table)
    assert (state.soulstones, state.scores) == before
    (button,) = custom_ids(reply(asked))
    refused = await table.alice.click(reply(asked), custom_id=button)
    assert refused.ephemeral
    assert (await game_state(table)).soulstones == (2, 3)

    agreed = await table.bob.click(reply(asked), custom_id=button)
    assert agreed.followups and "**Score**" in agreed.followups[-1].content
    assert (await game_state(table)).soulstones == (2, 0)
    assert custom_ids(reply(agreed)) == []  # the request's button is gone

    own = await table.alice.slash(table.channel, "game score", soulstones=-1)
    assert not own.ephemeral and (await game_state(table)).soulstones == (1, 0)
    refereed = await table.mod.slash(table.channel, "game score", player=table.bob, soulstones=2)
    assert not refereed.ephemeral and (await game_state(table)).soulstones == (1, 2)
