"""Issue 41 §2: each reader's language. A Spanish and a Hungarian player get their pairing, report,
dispute and reminder DMs in their own language (the one of their own Discord client, from their
league commands), while a post in the league's channel is in the channel's language (here
Spanish, set with /table language); Hungarian /league show has no English label."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import simcord
from simcord.actors import MemberActor

from bot.app import Fatebot
from bot.play.league.season import load_season
from bot.store import league_repo
from bot.ui.common.i18n import tr
from bot.ui.league.season_render import when
from tests.e2e.conftest import LEAGUE_SEED
from tests.e2e.helpers import Table, dm_messages, public_messages, reply
from tests.e2e.test_league import create

pytestmark = pytest.mark.both_stores
HOUR, DAY = 3600.0, 86400.0


@pytest.fixture
async def hourly(simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    bot = await make_bot(sweep_interval_s=HOUR)
    await simcord_env.restart_bot(bot)
    bot.play.league.seed_source = lambda: LEAGUE_SEED
    return bot


def clients(monkeypatch: pytest.MonkeyPatch, locales: dict[int, str]) -> None:
    """Each user's Discord client speaks its own language (simcord sends en-US otherwise)."""
    original = simcord.interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        user = (payload.get("member") or {}).get("user") or payload.get("user") or {}
        payload["locale"] = locales.get(int(user.get("id", 0)), "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", localised)


async def test_each_player_reads_their_dms_in_their_language_and_the_channel_its_own(
    table: Table, organiser: MemberActor, hourly: Fatebot, monkeypatch: pytest.MonkeyPatch
) -> None:
    env, channel = table.env, table.channel
    lucia = table.guild.add_member(env.create_user("lucia"))
    bence = table.guild.add_member(env.create_user("bence"))
    clients(monkeypatch, {lucia.id: "es-ES", bence.id: "hu"})
    assert not (await table.mod.slash(channel, "table language", language="es")).ephemeral
    await create(table, organiser)
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    code = record.code
    for player in (lucia, bence):
        joined = await player.slash(channel, "league join", name="Spring")
        assert "se ha unido" in reply(joined).content or "Spring" in reply(joined).content
        await player.slash(channel, "notify", mode="dm")
    await organiser.slash(channel, "league-admin draw", name="Spring", round=1)
    paired = await organiser.slash(channel, "league-admin pair", name="Spring", round=1, deadline_days=2)
    assert not paired.ephemeral, reply(paired).content
    season = load_season(await league_repo.league(table.store, table.guild.id, "Spring"))  # type: ignore[arg-type]
    assert [p.language for p in season.players] == ["es", "hu"]

    # The pairing, by DM, in each player's language.
    for player, lang in ((lucia, "es"), (bence, "hu")):
        [notice] = dm_messages(env, player)
        assert (
            tr(lang, "league-tell-start-elsewhere", code=code, round=1, opponent="\x00").split("\x00")[0]
            in notice.content
        ), notice.content
        other = bence if player is lucia else lucia
        assert notice.content.startswith(
            tr(lang, "league-tell-paired", who=f"<@{player.id}>", round=1, name="Spring", code=code,
               opponent=f"<@{other.id}>", deadline="X", encounter="Y", start="Z").split("X")[0]
        )  # fmt: skip

    # Lucía reports: Bence is asked to confirm, in Hungarian.
    await lucia.slash(channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=1)
    confirm = dm_messages(env, bence)[-1]
    assert confirm.content == tr(
        "hu", "league-tell-confirm", who=f"<@{bence.id}>", opponent=f"<@{lucia.id}>", name="Spring",
        code=code, round=1, score="1-5",
    )  # fmt: skip
    # Bence reports another score: Lucía is told of the dispute in Spanish; the organisers' post
    # in the league's channel is in its language, Spanish; Bence's Confirm notice says, in
    # Hungarian, that nothing is left to confirm.
    await bence.slash(channel, "league report", name="Spring", round=1, my_vp=2, opponent_vp=2)
    disputed = dm_messages(env, lucia)[-1]
    assert disputed.content == tr(
        "es", "league-tell-disputed", who=f"<@{lucia.id}>", opponent=f"<@{bence.id}>", name="Spring",
        code=code, round=1,
    )  # fmt: skip
    game = season.round_pairings(1)[0]
    first, second = f"<@{game.first}>", f"<@{game.second}>"
    post = tr(
        "es", "league-tell-dispute-organisers", name="Spring", round=1, code=code, first=first, second=second
    )
    assert post in [m.content for m in public_messages(channel)]
    closed = env.backend.messages[confirm.channel.id][confirm.id]
    assert closed.content.startswith(f"<@{bence.id}>: Itt már nincs mit megerősíteni")

    # A day before the deadline: each is reminded, in their language.
    await env.advance_time(DAY + 2 * HOUR)
    plan = load_season(await league_repo.league(table.store, table.guild.id, "Spring")).plan(1)  # type: ignore[arg-type]
    assert plan is not None and plan.deadline is not None
    for player, other, lang in ((lucia, bence, "es"), (bence, lucia, "hu")):
        reminder = dm_messages(env, player)[-1]
        assert reminder.content == tr(
            lang, "league-reminder-opponent", who=f"<@{player.id}>", opponent=f"<@{other.id}>",
            name="Spring", code=code, round=1, deadline=when(plan.deadline),
        )  # fmt: skip

    # Hungarian /league show of the round: Hungarian labels only.
    elsewhere = table.guild.create_text_channel("asztal")  # no table language: Bence's own
    for command, options in (("league show", {"round": 1}), ("league show", {}), ("league record", {})):
        shown = reply(await bence.slash(elsewhere, command, name="Spring", **options)).content
        assert "swiss" not in shown.lower() and "reported" not in shown, shown
    assert tr("hu", "league-method-swiss") in shown  # the record names the method in Hungarian
