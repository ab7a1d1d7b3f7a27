"""Issue 42 §6: league notices ride the after-step path. Each notice a league change owes is
stored in the change's own unit of work and sent after the answer (``bot.ui.league.outbox``), so a
bot that stops in the middle of a pairing's notices (after the unit committed, before or while
they are sent), or a Discord that refuses one for a while, leaves each player told exactly once
by the bot that runs next on the same database.

The controls are the two ways the sending could go wrong: forgotten at the moment it begins (what
the old send after the reply did: nothing kept, so a stop loses the rest), and never marked sent
(so the next bot tells someone again). Each one makes the check fail, which is what shows the check
can catch a lost or a repeated notice.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord
from simcord.actors import MemberActor

from bot.app import Fatebot
from bot.play.league import notices as league_notices
from bot.play.league.notices import LEASE_S
from bot.store import league_repo
from bot.ui.league import outbox
from tests.e2e.conftest import LEAGUE_SEED
from tests.e2e.helpers import Table, dm_messages, public_messages, reply
from tests.e2e.test_league import create

pytestmark = pytest.mark.both_stores
HOUR = 3600.0


class Five:
    """Five players: Alice and Bob are pinged in the league's channel, Carol and Dan asked for
    DMs, and Erin plays from another server (told by DM): one of them has the bye."""

    def __init__(self, table: Table) -> None:
        env = table.env
        self.table, self.env = table, env
        self.carol = table.guild.add_member(env.create_user("carol"))
        self.dan = table.guild.add_member(env.create_user("dan"))
        self.away = env.create_guild("Elsewhere").create_text_channel("mesa")
        self.erin = self.away.guild.add_member(env.create_user("erin"))
        self.players: list[MemberActor] = [table.alice, table.bob, self.carol, self.dan, self.erin]

    async def join(self, organiser: MemberActor) -> str:
        await create(self.table, organiser)
        record = await league_repo.league(self.table.store, self.table.guild.id, "Spring")
        assert record is not None
        for player in self.players:
            where = self.away if player is self.erin else self.table.channel
            joined = await player.slash(where, "league join", name=record.code)
            assert not joined.ephemeral, reply(joined).content
        for player in (self.carol, self.dan):
            await player.slash(self.table.channel, "notify", mode="dm")
        return record.code

    def told(self, player: MemberActor) -> int:
        """How many pairing notices of round 1 ``player`` got, wherever they could see one."""
        head = f"<@{player.id}>: round 1 of **Spring**"
        stored = self.env.backend.messages[self.table.channel.id]
        pings = [
            m
            for m in public_messages(self.table.channel)
            if m.content.startswith(head) and stored[m.id].ping_user_ids == [player.id]
        ]
        dms = [m for m in dm_messages(self.env, player) if m.content.startswith(head)]
        return len(pings) + len(dms)

    def counts(self) -> list[int]:
        return [self.told(p) for p in self.players]


async def pair(table: Table, organiser: MemberActor) -> None:
    done = await organiser.slash(table.channel, "league-admin pair", name="Spring", round=1, deadline_days=7)
    assert not done.ephemeral, reply(done).content


class Stop(Exception):
    """The bot process stops here (what it was sending is never marked sent)."""


REAL_SEND = outbox._send


def stop_after(monkeypatch: pytest.MonkeyPatch, n: int) -> None:
    """The running bot sends ``n`` league notices, then stops sending."""
    sent = [0]

    async def send(bot: Any, notice: Any) -> bool:
        if sent[0] >= n:
            raise Stop
        sent[0] += 1
        return await REAL_SEND(bot, notice)

    monkeypatch.setattr(outbox, "_send", send)


async def restart(env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    """A new bot on the same database (its sweep runs at start, then hourly)."""
    bot = await make_bot(sweep_interval_s=HOUR)
    await env.restart_bot(bot)
    bot.play.league.seed_source = lambda: LEAGUE_SEED
    return bot


async def stopped_in_the_middle(
    table: Table,
    organiser: MemberActor,
    make_bot: Callable[..., Awaitable[Fatebot]],
    monkeypatch: pytest.MonkeyPatch,
) -> Five:
    """Pair round 1 with a bot that stops after telling two players; restart; let a claim end."""
    w = Five(table)
    await w.join(organiser)
    stop_after(monkeypatch, 2)
    await pair(table, organiser)
    assert sorted(w.counts()) == [0, 0, 0, 1, 1]  # two told, then the bot stopped
    monkeypatch.setattr(outbox, "_send", REAL_SEND)  # the next bot runs as it should
    await restart(table.env, make_bot)
    await table.env.advance_time(LEASE_S + HOUR)  # the stopped bot's claim ends; a sweep runs
    return w


async def test_a_restart_in_the_middle_of_a_pairings_notices_tells_each_player_exactly_once(
    table: Table,
    organiser: MemberActor,
    make_bot: Callable[..., Awaitable[Fatebot]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    w = await stopped_in_the_middle(table, organiser, make_bot, monkeypatch)
    assert w.counts() == [1, 1, 1, 1, 1]
    await table.env.advance_time(2 * HOUR)  # and nothing more, ever
    assert w.counts() == [1, 1, 1, 1, 1]


async def test_control_a_notice_forgotten_when_its_send_begins_is_lost_by_a_restart(
    table: Table,
    organiser: MemberActor,
    make_bot: Callable[..., Awaitable[Fatebot]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The old path: the notice lives only in the running bot, so a stop loses what is left."""
    real_claim = league_notices.LeagueNotices.claim

    async def forgotten(self: league_notices.LeagueNotices, notice: Any) -> float | None:
        claimed = await real_claim(self, notice)
        if claimed is not None:
            await self.done(notice, claimed)  # nothing kept once the send begins
        return claimed

    monkeypatch.setattr(league_notices.LeagueNotices, "claim", forgotten)
    w = await stopped_in_the_middle(table, organiser, make_bot, monkeypatch)
    assert sorted(w.counts()) == [0, 0, 0, 1, 1]  # three players are never told


async def test_control_a_notice_never_marked_sent_is_repeated_by_a_restart(
    table: Table,
    organiser: MemberActor,
    make_bot: Callable[..., Awaitable[Fatebot]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def never(self: league_notices.LeagueNotices, notice: Any, claimed: float) -> None:
        return None

    monkeypatch.setattr(league_notices.LeagueNotices, "done", never)
    w = Five(table)
    await w.join(organiser)
    await pair(table, organiser)
    assert w.counts() == [1, 1, 1, 1, 1]
    await restart(table.env, make_bot)
    await table.env.advance_time(LEASE_S + HOUR)
    assert w.counts() == [2, 2, 2, 2, 2]  # each told again


async def test_a_bot_stopped_before_any_notice_leaves_them_all_to_the_next_one(
    table: Table,
    organiser: MemberActor,
    make_bot: Callable[..., Awaitable[Fatebot]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The unit committed, then the bot stopped before its after-step: nothing was claimed, so
    the next bot's first sweep (at its start) tells everyone."""
    w = Five(table)
    await w.join(organiser)

    async def stopped(self: Fatebot, after: Any, interaction: Any) -> None:
        return None  # the process ends right after the commit

    monkeypatch.setattr(Fatebot, "after_step", stopped)
    await pair(table, organiser)
    assert w.counts() == [0, 0, 0, 0, 0]
    monkeypatch.undo()
    await restart(table.env, make_bot)
    await table.env.advance_time(1)
    assert w.counts() == [1, 1, 1, 1, 1]


async def test_a_503_in_the_middle_of_a_pairings_notices_and_a_restart_tell_each_player_once(
    table: Table, organiser: MemberActor, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    """Discord is down for one DM (a 503): that notice stays due; the next bot sends it, and
    nobody else twice."""
    w = Five(table)
    await w.join(organiser)
    table.env.inject_error("POST", "/channels/*/messages", status=503)  # the first notice's send
    await pair(table, organiser)
    assert sorted(w.counts()) == [0, 1, 1, 1, 1]
    await restart(table.env, make_bot)
    await table.env.advance_time(HOUR + 1)
    assert w.counts() == [1, 1, 1, 1, 1]
