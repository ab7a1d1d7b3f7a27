"""The game's own rhythm end to end (issue 34's acceptance), on SQLite and PostgreSQL: an M4E and
an M3E game at `post` pace, every turn to the end, over about ten simulated days with a restart
every day. Every activation is handed over by a press (the board's Done button; a player's last
model with `/game done how:last` and a note; M3E: a pass token); each handover tells exactly the
next player once (a ping naming only them) and no notice still asks for a step that is over;
after every step the board's whose move equals what the test computes from the handovers; an old
board's button is refused privately and changes nothing; the opponent's nudge reaches the active
player once per activation. Then: 200 requests and 50 duel open/withdraw cycles ping the opponent
at most the hourly allowance; quiet hours and "away" hold a handover's notice across the UTC date
line; one reminder per player and table lists all they owe; /games from the DM tells two games
against one opponent apart."""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from bot.play.notices.ops import whose_move
from bot.rules.notices import OWED, PINGS_PER_HOUR
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, card_lines, custom_ids, public_messages, reply
from tests.e2e.test_game import choose_open_strategy, game_state, latest_turn_message, start
from tests.e2e.test_game_board import board_message, board_row, check_board, settle
from tests.e2e.test_notices import mentions_only, notice_posts, set_pace

# The acceptance test of a whole feature: on both stores (tests/e2e/conftest.py).
pytestmark = pytest.mark.both_stores

HOUR, DAY = 3600.0, 86400.0
STEP_HOURS = 8  # between two handovers: a game of 4 or 5 turns spans about ten days
MODELS = {"first": 3, "second": 4}  # activations per turn: the second side activates the rest


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    return await make_bot(sweep_interval_s=HOUR)


class Days:
    """Virtual time in steps of at most 12 hours, with a restart of the bot at every new day."""

    def __init__(self, env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> None:
        self.env, self.make_bot = env, make_bot
        self.start = env.now().timestamp()
        self.restarts = 0

    def day(self) -> int:
        return int((self.env.now().timestamp() - self.start) // DAY)

    async def wait(self, hours: float) -> None:
        while hours > 0:
            before = self.day()
            await self.env.advance_time(min(hours, 12) * HOUR)
            hours -= 12
            if self.day() != before:
                await self.env.restart_bot(await self.make_bot(sweep_interval_s=HOUR))
                self.restarts += 1


def pings(env: simcord.Env, table: Table, player: int) -> int:
    """Notices posted for ``player`` at the table so far (each names only them)."""
    posts = [p for p in notice_posts(env, table) if p["allowed_mentions"].get("users") == [player]]
    for payload in posts:
        mentions_only(payload, player)
    return len(posts)


def live_asks(table: Table) -> list[tuple[int, str | None]]:
    """What the notice messages in the channel still ask, by player (a finished, withdrawn or
    lapsed step's notice is edited to say so, or removed)."""
    texts = {what: tr("en", f"notice-owed-{what}") for what in OWED}
    heads = {
        tr("en", key, who=f"<@{player}>", count=1): player
        for player in (table.alice.id, table.bob.id)
        for key in ("notice-line", "notice-reminder")
    }
    asks = []
    for message in public_messages(table.channel):
        head, *items = message.content.split("\n- ")
        if head in heads:
            for item in items:
                asks.append((heads[head], next((w for w, t in texts.items() if item.startswith(t)), None)))
    return asks


async def owed_now(table: Table) -> list[tuple[int, str]]:
    snapshot = await table.env.bot.play.boards.snapshot(table.channel.id, whose_move)  # type: ignore[attr-defined]
    return [(o.player, o.what) for o in snapshot.owed]


async def start_turn(table: Table, env: simcord.Env, edition: str, players: dict[int, Any]) -> None:
    """/game next and the start-of-turn steps (discard, draw, initiative, idol edge) by buttons."""
    state = await game_state(table)
    options: dict[str, Any] = {}
    if edition == "m3e" and state.turn == 0:  # the attacker's crew is smaller: one pass token
        options = {"attacker_models": MODELS["first"], "defender_models": MODELS["first"] + 1}
    moved = await table.alice.slash(table.channel, "game next", **options)
    assert not moved.ephemeral, reply(moved).content  # M4E: no last_activation needed any more
    if await game_state(table) is None:  # the last turn ended the game as /game end does
        return
    for _ in range(20):
        state = await game_state(table)
        if state.phase in ("activation", "over"):
            break
        message = latest_turn_message(table)
        ids = custom_ids(message)
        if state.phase == "discard":
            await players[state.discard_waiting[0]].click(message, custom_id="fb:gds:keep")
        elif state.phase == "draw":
            await players[state.draw_waiting[0]].click(message, custom_id="fb:gss:0")
        else:
            buttons = [i for i in ids if i.startswith("fb:gi:")]
            owner = int(buttons[0].split(":")[3])
            button = next((b for b in buttons if b.endswith(":decline")), buttons[0])
            await players[owner].click(message, custom_id=button)
    state = await game_state(table)
    if state.idol is not None and state.idol.spot is None:
        await players[state.idol.by].click(latest_turn_message(table), custom_id="fb:gie:left")
    await settle(env)
    await check_board(table)


async def hand_over(
    table: Table,
    env: simcord.Env,
    days: Days,
    players: dict[int, Any],
    how: str,
    expected: list[Any],
    *,
    stale_check: bool = False,
) -> None:
    """One handover by the active player: exactly the next one is told once, and the board's whose
    move is what the test expects."""
    await days.wait(STEP_HOURS)  # hours between steps: held notices went out, boards are drawn
    await settle(env)
    state = await game_state(table)
    act = state.current_activations
    assert act is not None and act.active is not None
    actor = act.active
    before = {p: pings(env, table, p) for p in players}
    if how == "done":
        board = board_message(table, (await board_row(table)).message_id or 0)
        await players[actor].click(board, custom_id=f"fb:gdone:{act.handovers}")
        if stale_check:  # the same button, pressed again by its presser before the board is redrawn
            board = board_message(table, (await board_row(table)).message_id or 0)
            after = await game_state(table)
            stale = await players[actor].click(board, custom_id=f"fb:gdone:{act.handovers}")
            assert stale.ephemeral and "handed over since" in reply(stale).content
            assert await game_state(table) == after  # refused privately: nothing changed
    else:
        options = {"how": how, "note": "Lady Justice charged the Sorrow"} if how == "last" else {"how": how}
        result = await players[actor].slash(table.channel, "game done", **options)
        assert not result.ephemeral, reply(result).content
    await settle(env)
    owed = await owed_now(table)
    next_player = expected[0][0]
    assert owed == expected, (how, owed, expected)
    asks = live_asks(table)
    assert [ask for ask in asks if ask not in owed] == []  # no live ask of a step that is over
    if next_player != actor:
        assert expected[0] in asks  # the new notice asks it
    told = {p: pings(env, table, p) - before[p] for p in players}
    assert told == {p: int(p == next_player and p != actor) for p in players}, (how, told)
    await check_board(table)


async def play_activations(
    table: Table, env: simcord.Env, days: Days, players: dict[int, Any], edition: str
) -> int:
    """The turn's activations: alternate, the first side runs out first, the second activates the
    rest; on M3E turn 1 the attacker spends its pass token first. Returns the handovers."""
    state = await game_state(table)
    act = state.current_activations
    assert act is not None and act.active is not None
    first, second = act.active, state.other(act.active)
    assert await owed_now(table) == [(first, "activation")]
    left = {first: MODELS["first"], second: MODELS["second"]}
    m3e_first_turn = edition == "m3e" and state.turn == 1
    tokens = {p: state.pass_tokens_granted[state.index(p)] if m3e_first_turn else 0 for p in left}
    order: list[tuple[int, str]] = []
    current = first
    while left[first] or left[second]:
        other = second if current == first else first
        if tokens[current] and left[other]:  # seed 003: a pass token instead of an activation
            tokens[current] -= 1
            order.append((current, "pass"))
            current = other
            continue
        left[current] -= 1
        order.append((current, "done" if left[current] else "last"))
        if left[other]:
            current = other
    handovers = 0
    for index, (_, how) in enumerate(order):
        last = index + 1 == len(order)
        expected = [(first, "turn-end")] if last else [(order[index + 1][0], "activation")]
        await hand_over(table, env, days, players, how, expected, stale_check=index == 0 and how == "done")
        handovers += 1
    return handovers


@pytest.mark.parametrize(("edition", "turns"), [("m4e", 4), ("m3e", 5)])
async def test_a_game_by_post_hands_every_activation_over(
    table: Table,
    simcord_env: simcord.Env,
    make_bot: Callable[..., Awaitable[Fatebot]],
    edition: str,
    turns: int,
) -> None:
    await table.mod.slash(table.channel, "table game", game=edition)
    await set_pace(table, "post")
    days = Days(simcord_env, make_bot)
    players = {table.alice.id: table.alice, table.bob.id: table.bob}
    await choose_open_strategy(table, await start(table))
    handovers = 0
    for turn in range(1, turns + 1):
        await start_turn(table, simcord_env, edition, players)
        state = await game_state(table)
        assert state.turn == turn and state.phase == "activation"
        if turn == 2:  # the opponent nudges the active player: one ping, once per activation
            act = state.current_activations
            assert act is not None and act.active is not None
            waiting, nudger = act.active, state.other(act.active)
            before = pings(simcord_env, table, waiting)
            nudged = await players[nudger].slash(table.channel, "game nudge")
            assert nudged.ephemeral and "was reminded" in reply(nudged).content
            again = await players[nudger].slash(table.channel, "game nudge")
            assert again.ephemeral and "already reminded" in reply(again).content
            assert pings(simcord_env, table, waiting) == before + 1
        handovers += await play_activations(table, simcord_env, days, players, edition)
        await days.wait(STEP_HOURS)
    _, events = await table.env.bot.play.game.log(table.channel.id)  # type: ignore[attr-defined]
    await start_turn(table, simcord_env, edition, players)  # the last turn ends the game
    assert await game_state(table) is None
    assert handovers >= turns * sum(MODELS.values())  # one per activation (and the pass)
    assert days.day() >= 9 and days.restarts >= 9  # about ten days, a restart every day
    logged = [e for e in events if e.kind == "activation"]
    assert len(logged) == handovers  # every handover is in the log, with its note
    assert sum(e.data["note"] == "Lady Justice charged the Sorrow" for e in logged) == 2 * turns
    assert sum(e.data["how"] == "pass" for e in logged) == (1 if edition == "m3e" else 0)


async def test_requests_and_duels_in_a_loop_ping_the_opponent_at_most_the_allowance(
    table: Table, simcord_env: simcord.Env
) -> None:
    """200 requests to change Bob's score, then 50 duels opened and withdrawn, each within about a
    minute: Bob is pinged at most PINGS_PER_HOUR times an hour; the asker's allowance refuses
    most of them privately; an old request's button is refused privately and changes nothing."""
    await choose_open_strategy(table, await start(table))
    bob = table.bob.id
    first_request: Any = None
    refused = 0
    for _ in range(200):
        result = await table.alice.slash(table.channel, "game score", player=table.bob, soulstones=1)
        if result.ephemeral:
            refused += 1
        elif first_request is None:
            first_request = reply(result)
    assert first_request is not None and refused >= 200 - 20  # the allowance: 20 in 30 seconds
    assert pings(simcord_env, table, bob) <= PINGS_PER_HOUR
    assert custom_ids(first_request) == []  # replaced by a newer request: its button went
    assert (await game_state(table)).soulstones_of(bob) == 0  # nothing changed

    await simcord_env.advance_time(2 * HOUR)  # a new hour: what the budget held went out as one
    before = pings(simcord_env, table, bob)
    opened = 0
    for _ in range(50):
        result = await table.alice.slash(
            table.channel, "duel opposed", opponent=table.bob, stat=3, opponent_stat=6
        )
        await simcord_env.advance_time(1.1)
        if result.ephemeral:
            continue
        opened += 1
        message = reply(result)
        withdraw = next(i for i in custom_ids(message) if i.startswith("fb:dw:"))
        await table.alice.click(message, custom_id=withdraw)
    assert opened >= 20 and pings(simcord_env, table, bob) - before <= PINGS_PER_HOUR


async def test_quiet_hours_and_away_hold_a_handover_across_a_time_zone_boundary(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Bob sleeps 22:00-08:00 in Tokyo (13:00-23:00 UTC). A handover to him at 23:00 Tokyo time
    pings him at 08:00 Tokyo time (23:00 UTC, the day before in UTC), not sooner. Then he is away
    for two days: the board says so, and the next handover waits for his return."""
    await set_pace(table, "post")
    bob = table.bob.id
    quiet = await table.bob.slash(table.channel, "notify", quiet="22:00-08:00", time_zone="Asia/Tokyo")
    assert quiet.ephemeral
    await choose_open_strategy(table, await start(table))
    await table.alice.slash(table.channel, "game next")
    await settle(simcord_env)

    async def hand_to_bob() -> None:
        act = (await game_state(table)).current_activations
        assert act is not None and act.active is not None
        if act.active == bob:
            await table.bob.slash(table.channel, "game done")
        await table.alice.slash(table.channel, "game done")
        assert await owed_now(table) == [(bob, "activation")]

    now = simcord_env.now().timestamp()
    await simcord_env.advance_time((14 * HOUR - now % DAY) % DAY)  # 14:00 UTC: 23:00 in Tokyo
    before = pings(simcord_env, table, bob)
    await hand_to_bob()
    assert pings(simcord_env, table, bob) == before  # quiet hours: held
    await simcord_env.advance_time(8 * HOUR + 30 * 60)  # 22:30 UTC, 07:30 in Tokyo
    assert pings(simcord_env, table, bob) == before
    await simcord_env.advance_time(1 * HOUR)  # past 08:00 in Tokyo: the hourly sweep sends it
    assert pings(simcord_env, table, bob) == before + 1

    tokyo = ZoneInfo("Asia/Tokyo")
    back = (dt.datetime.fromtimestamp(simcord_env.now().timestamp(), tokyo) + dt.timedelta(days=2)).date()
    back_at = dt.datetime.combine(back, dt.time(0), tokyo).timestamp()  # the start of that day there
    away = await table.bob.slash(table.channel, "notify", quiet="off", away_until=back.isoformat())
    assert away.ephemeral, reply(away).content
    await table.bob.slash(table.channel, "game done")
    await hand_to_bob()
    await settle(simcord_env)
    assert "(away until" in await check_board(table)  # the opponent sees why nothing happens
    before = pings(simcord_env, table, bob)
    await simcord_env.advance_time(back_at - simcord_env.now().timestamp() - HOUR)
    assert pings(simcord_env, table, bob) == before  # away: held
    await simcord_env.advance_time(2 * HOUR)
    assert pings(simcord_env, table, bob) == before + 1  # back: the sweep after his return sends it


async def test_one_reminder_per_player_per_table_per_sweep_lists_all_they_owe(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Bob owes his activation and the answer to a duel: a day later one reminder lists both."""
    await set_pace(table, "post")
    bob = table.bob.id
    await choose_open_strategy(table, await start(table))
    await table.alice.slash(table.channel, "game next")
    act = (await game_state(table)).current_activations
    assert act is not None
    if act.active != bob:
        await table.alice.slash(table.channel, "game done")
    duel = await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=3, opponent_stat=6)
    assert not duel.ephemeral, reply(duel).content
    assert sorted(await owed_now(table)) == sorted([(bob, "activation"), (bob, "duel-accept")])
    before = pings(simcord_env, table, bob)
    await simcord_env.advance_time(25 * HOUR)
    reminders = [p for p in notice_posts(simcord_env, table) if p["allowed_mentions"].get("users") == [bob]]
    assert pings(simcord_env, table, bob) == before + 1  # one reminder in the sweep ...
    text = reminders[-1]["content"]
    assert text.startswith(tr("en", "notice-reminder", who=f"<@{bob}>", count=1))
    for what in ("activation", "duel-accept"):  # ... listing everything he owes here
        assert tr("en", f"notice-owed-{what}") in text


async def test_games_from_the_dm_tells_two_games_against_one_opponent_apart(
    table: Table, simcord_env: simcord.Env, contexts: Contexts
) -> None:
    """Alice plays Bob twice: M4E here, M3E in another channel of the server. From her DM with
    the bot, /games names each row's server, channel and edition."""
    other = table.guild.create_text_channel("table-2")
    await table.mod.slash(other, "table game", game="m3e")
    await choose_open_strategy(table, await start(table))
    second = await table.alice.slash(other, "game start", opponent=table.bob)
    assert not second.ephemeral, reply(second).content
    dm = contexts.place("bot-dm", table)
    listed = await dm.slash(dm.alice, "games")
    assert listed.ephemeral
    rows = [line for line, _ in card_lines(reply(listed).components) if line.startswith("Game with")]
    head = f"Game with <@{table.bob.id}> · {table.guild.name}, "
    assert len(rows) == 2 and len(set(rows)) == 2
    assert any(row.startswith(f"{head}<#{table.channel.id}> · M4E · ") for row in rows), rows
    assert any(row.startswith(f"{head}<#{other.id}> · M3E · ") for row in rows), rows
