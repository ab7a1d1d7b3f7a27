"""What the README says of a place where only a player installed the bot: no board and no
reminder in the channel, but reminders by DM to a player who asked for them (`/notify mode:dm`)
(issue: play by chat, item 9). tests/e2e/test_notices.py shows that the channel gets none."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, dm_messages
from tests.e2e.test_notices import DAY, HOUR, pass_hours


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    """Steps wait days at `post` pace; the sweep (and its reminders) runs hourly."""
    return await make_bot(duel_ttl_s=7 * DAY, sweep_interval_s=HOUR)


async def test_where_only_players_installed_the_bot_reminders_come_by_dm(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    place = Contexts(simcord_env, monkeypatch).place("group-dm", table)
    assert place.bob is not None
    await place.slash(place.alice, "table pace", pace="post")
    await place.slash(place.bob, "notify", mode="dm")
    started = await place.slash(place.alice, "duel opposed", opponent=place.bob, stat=3, opponent_stat=6)
    assert not started.ephemeral

    owed = tr("en", "notice-owed-duel-accept")
    told = [m for m in dm_messages(simcord_env, table.bob) if owed in m.content]
    assert len(told) == 1  # the first notice, by DM
    await pass_hours(simcord_env, 25)  # past the 24 h reminder interval of `post`
    (reminded,) = [m for m in dm_messages(simcord_env, table.bob) if owed in m.content]
    assert reminded.id != told[0].id  # a new DM, which took the place of the first
    assert tr("en", "notice-reminder", who=f"<@{table.bob.id}>", count=1) in reminded.content
