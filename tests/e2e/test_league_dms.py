"""Issue 42 §2 and §5, by DM.

- ``/notify language:`` is a source of a player's language: a Hungarian player an organiser added
  (who never ran a league command, so the bot learned no language from them) reads their league
  DMs in Hungarian once they chose it; ``auto`` gives the choice back to their interactions. The
  control: without the choice the same DM is in the league channel's language (English).
- The opponent's Confirm notice by DM: a new report edits the old DM (its button goes, it says it
  was replaced), so 100 concurrent re-reports leave exactly one live Confirm anywhere, DMs
  included, and DM the opponent within the allowance.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import discord
import pytest
import simcord
from simcord.actors import MemberActor

from bot.rules.notices import PINGS_PER_HOUR
from bot.store import league_repo
from bot.ui.common.i18n import tr
from bot.ui.league.outbox import deliver_league_notices
from tests.e2e.helpers import Table, custom_ids, dm_messages, public_messages, reply
from tests.e2e.test_league import create

pytestmark = pytest.mark.both_stores
CONFIRM = re.compile(r"fb:lgc:[0-9A-Z]{8}:1:(\d+):(\d+)")


def live_confirms(messages: list[discord.Message]) -> list[tuple[discord.Message, str]]:
    return [(m, i) for m in messages for i in custom_ids(m) if CONFIRM.fullmatch(i)]


async def added_by_the_organiser(table: Table, organiser: MemberActor, player: MemberActor) -> str:
    """A league of Alice and ``player``, whom the organiser added (no league command of theirs)."""
    await create(table, organiser)
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    assert not (await table.alice.slash(table.channel, "league join", name="Spring")).ephemeral
    added = await organiser.slash(
        table.channel, "league-admin player", name="Spring", action="add", user=player.user
    )
    assert not added.ephemeral, reply(added).content
    return record.code


async def pair(table: Table, organiser: MemberActor) -> None:
    done = await organiser.slash(table.channel, "league-admin pair", name="Spring", round=1, deadline_days=7)
    assert not done.ephemeral, reply(done).content


@pytest.mark.parametrize("chosen", ["hu", None])
async def test_notify_language_sets_the_language_of_league_dms(
    table: Table, organiser: MemberActor, chosen: str | None
) -> None:
    env = table.env
    bence = table.guild.add_member(env.create_user("bence"))
    options: dict[str, Any] = {"mode": "dm"}
    if chosen is not None:
        options["language"] = chosen
    answer = await bence.slash(table.channel, "notify", **options)
    assert answer.ephemeral
    if chosen is not None:
        language = tr("en", f"choice-notify-language-{chosen}")
        assert tr("en", "notify-language-now", language=language) in reply(answer).content
    code = await added_by_the_organiser(table, organiser, bence)
    await pair(table, organiser)
    [notice] = dm_messages(env, bence)
    lang = chosen or "en"  # the control: the league channel's language
    start = tr(lang, "league-tell-start-elsewhere", code=code, round=1, opponent="\x00").split("\x00")[0]
    assert start in notice.content, notice.content
    args = {"who": f"<@{bence.id}>", "round": 1, "name": "Spring", "code": code}
    head = tr(lang, "league-tell-paired", **args, opponent=f"<@{table.alice.id}>", deadline="X").split("X")[0]
    assert notice.content.startswith(head), notice.content
    # A report Bence must confirm, and a dispute, in the same language.
    await table.alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=1)
    confirm = dm_messages(env, bence)[-1]
    assert confirm.content == tr(
        lang, "league-tell-confirm", who=f"<@{bence.id}>", opponent=f"<@{table.alice.id}>", name="Spring",
        code=code, round=1, score="1-5",
    )  # fmt: skip


async def test_notify_language_auto_gives_the_choice_back_to_the_players_own_commands(
    table: Table, organiser: MemberActor
) -> None:
    env = table.env
    bence = table.guild.add_member(env.create_user("bence"))
    await bence.slash(table.channel, "notify", mode="dm", language="hu")
    back = await bence.slash(table.channel, "notify", language="auto")
    assert tr("en", "notify-language-now", language="Magyar") not in reply(back).content
    code = await added_by_the_organiser(table, organiser, bence)
    await pair(table, organiser)
    [notice] = dm_messages(env, bence)
    assert (
        tr("en", "league-tell-start-elsewhere", code=code, round=1, opponent="\x00").split("\x00")[0]
        in notice.content
    )


async def paired_bob_by_dm(table: Table, organiser: MemberActor) -> None:
    """Spring's round 1 pairs Alice and Bob, who is told by DM."""
    await table.bob.slash(table.channel, "notify", mode="dm")
    await create(table, organiser)
    for player in (table.alice, table.bob):
        assert not (await player.slash(table.channel, "league join", name="Spring")).ephemeral
    await pair(table, organiser)


async def test_a_hundred_concurrent_reports_leave_one_live_confirm_in_the_opponents_dms(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    alice, bob = table.alice, table.bob
    await paired_bob_by_dm(table, organiser)
    bot: Any = simcord_env.bot
    code = (await league_repo.league(table.store, table.guild.id, "Spring")).code  # type: ignore[union-attr]
    dms_before = len(dm_messages(simcord_env, bob))  # the pairing notice

    async def report(vp: int) -> None:
        view = await bot.play.season.report(table.guild.id, code, alice.id, 1, vp % 10, 9, "en")
        await deliver_league_notices(bot, {view.code})

    await asyncio.gather(*(report(vp) for vp in range(100)))
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    game = bot.play.season  # the stored game, as the bot reads it
    view = await game.show(None, code)
    pairing = view.season.pairing_of(1, alice.id)
    assert pairing is not None and pairing.reports == 100
    dms = dm_messages(simcord_env, bob)
    assert 1 <= len(dms) - dms_before <= PINGS_PER_HOUR  # DMed within the allowance
    [(live, live_id)] = live_confirms(dms + public_messages(table.channel))  # one, anywhere
    assert live_id.endswith(":100") and pairing.notice is not None and pairing.notice.message == live.id
    replaced = [m for m in dms[dms_before:] if m.id != live.id]  # any earlier Confirm DM ...
    assert all("Replaced" in m.content and not custom_ids(m) for m in replaced)  # ... says so
    # Bob agrees (in his DM he answers with the command): the last button goes too.
    agreed = await bob.slash(table.channel, "league report", name="Spring", round=1, my_vp=9, opponent_vp=9)
    assert not agreed.ephemeral, reply(agreed).content
    assert live_confirms(dm_messages(simcord_env, bob)) == []


async def test_a_new_report_edits_the_old_confirm_dm_and_takes_its_button(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    alice, bob = table.alice, table.bob
    await paired_bob_by_dm(table, organiser)
    await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=1)
    [(first, first_id)] = live_confirms(dm_messages(simcord_env, bob))
    await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=2, opponent_vp=3)
    [(second, second_id)] = live_confirms(dm_messages(simcord_env, bob))
    assert second.id != first.id and second_id != first_id and "3-2" in second.content
    edited = next(m for m in dm_messages(simcord_env, bob) if m.id == first.id)
    assert "Replaced" in edited.content and not custom_ids(edited)
