"""Issue 41 §4 and §5: reports spend the allowance and replace; disputes reach the organisers once.

- A report replaces the same player's earlier one; the opponent has one live Confirm button, for
  the current report: 100 concurrent reports ping the opponent within the allowance
  (``PINGS_PER_HOUR``) and leave exactly one live button; a press on an older one is refused
  privately and changes nothing; the live one confirms.
- A dispute is told once: to the player who did not just make it (the reporter reads it in their
  reply), and to each organiser who asked with ``/league-admin disputes``: by DM, or by a ping in
  the channel they chose; a later report while it stays disputed tells nobody again.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import discord
import pytest
import simcord
from simcord.actors import MemberActor

from bot.play.league.season import load_season
from bot.rules.league.season import LeagueSeason
from bot.rules.notices import PINGS_PER_HOUR
from bot.store import league_repo
from bot.ui.common.cooldowns import OPENING_RATE
from bot.ui.common.i18n import tr
from bot.ui.league.outbox import deliver_league_notices
from tests.e2e.helpers import Table, custom_ids, dm_messages, public_messages, reply
from tests.e2e.test_league import create
from tests.e2e.test_league_acceptance import pass_time
from tests.e2e.test_league_languages import hourly  # noqa: F401  (the fixture: an hourly sweep)

pytestmark = pytest.mark.both_stores
CONFIRM = re.compile(r"fb:lgc:[0-9A-Z]{8}:1:(\d+):(\d+)")


async def season(table: Table, name: str = "Spring") -> LeagueSeason:
    record = await league_repo.league(table.store, table.guild.id, name)
    assert record is not None
    return load_season(record)


async def paired(table: Table, organiser: MemberActor) -> None:
    await create(table, organiser)
    for player in (table.alice, table.bob):
        assert not (await player.slash(table.channel, "league join", name="Spring")).ephemeral
    done = await organiser.slash(table.channel, "league-admin pair", name="Spring", round=1, deadline_days=7)
    assert not done.ephemeral, reply(done).content


def live_confirms(env: simcord.Env, channel: simcord.ChannelHandle) -> list[tuple[discord.Message, str]]:
    """Every message in ``channel`` that still carries a Confirm button, with the button's id."""
    return [(m, i) for m in public_messages(channel) for i in custom_ids(m) if CONFIRM.fullmatch(i)]


def pings(env: simcord.Env, channel: simcord.ChannelHandle, user: int) -> list[discord.Message]:
    stored = env.backend.messages[channel.id]
    return [m for m in public_messages(channel) if user in (stored[m.id].ping_user_ids or [])]


async def test_a_hundred_reports_spend_the_allowance_and_leave_one_live_confirm(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    """A hundred ``/league report`` in a burst: the allowance of openings refuses most of them
    privately; the opponent is pinged within the allowance of pings; one live Confirm, the
    current report's; a press on the first notice's button is refused; the live one confirms."""
    await paired(table, organiser)
    alice, bob = table.alice, table.bob
    pinged_before = len(pings(simcord_env, table.channel, bob.id))  # the pairing notice
    first = await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=1, opponent_vp=0)
    assert not first.ephemeral
    results = []
    for vp in range(100):
        options = {"name": "Spring", "round": 1, "my_vp": vp % 10, "opponent_vp": 9}
        results.append(await alice.slash(table.channel, "league report", **options))
    accepted = [r for r in results if not r.ephemeral]
    refused = [r for r in results if r.ephemeral]
    assert len(accepted) == OPENING_RATE - 1 and len(refused) == 100 - len(accepted)  # the allowance
    stored = await season(table)
    game = stored.pairing_of(1, alice.id)
    assert game is not None and game.status == "reported" and game.reports == 1 + len(accepted)
    new_pings = pings(simcord_env, table.channel, bob.id)[pinged_before:]
    assert 1 <= len(new_pings) <= PINGS_PER_HOUR  # the opponent is pinged within the allowance
    [(live, live_id)] = live_confirms(simcord_env, table.channel)  # one live Confirm ...
    assert live_id.endswith(f":{game.reports}")  # ... the current report's

    confirmed = await bob.click(live, custom_id=live_id)
    assert "confirmed by both players" in reply(confirmed).content, reply(confirmed).content
    assert live_confirms(simcord_env, table.channel) == []  # nothing left to press
    assert (await season(table)).pairing_of(1, bob.id).status == "confirmed"  # type: ignore[union-attr]


async def test_a_hundred_concurrent_reports_ping_within_the_allowance_and_leave_one_live_confirm(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    """The same hundred reports at once, each through what ``/league report`` runs after its
    allowance (the play layer's unit, then the after-step's league notices), all racing: the sends and edits
    still end with one live Confirm, the last report's, and pings within the allowance."""
    await paired(table, organiser)
    alice, bob = table.alice, table.bob
    bot: Any = simcord_env.bot
    code = (await league_repo.league(table.store, table.guild.id, "Spring")).code  # type: ignore[union-attr]
    pinged_before = len(pings(simcord_env, table.channel, bob.id))

    async def report(vp: int) -> None:
        view = await bot.play.season.report(table.guild.id, code, alice.id, 1, vp % 10, 9, "en")
        await deliver_league_notices(bot, {view.code})

    await asyncio.gather(*(report(vp) for vp in range(100)))
    game = (await season(table)).pairing_of(1, alice.id)
    assert game is not None and game.reports == 100
    assert 1 <= len(pings(simcord_env, table.channel, bob.id)) - pinged_before <= PINGS_PER_HOUR
    [(live, live_id)] = live_confirms(simcord_env, table.channel)
    told = game.first_report if game.first == alice.id else game.second_report  # the last one stored
    assert told is not None
    bobs_side = (told.first_vp, told.second_vp) if game.first == bob.id else (told.second_vp, told.first_vp)
    assert live_id.endswith(":100") and f" as {bobs_side[0]}-{bobs_side[1]} " in live.content
    assert game.notice is not None and game.notice.message == live.id


async def test_a_new_report_takes_the_button_off_the_old_notice(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    await paired(table, organiser)
    alice, bob = table.alice, table.bob
    await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=1)
    [(first, first_id)] = live_confirms(simcord_env, table.channel)
    await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=2, opponent_vp=3)
    [(second, second_id)] = live_confirms(simcord_env, table.channel)
    assert second.id != first.id and second_id != first_id
    edited = simcord_env.backend.messages[table.channel.id][first.id]
    assert "Replaced" in edited.content and "2-3" not in edited.content
    assert "3-2" in second.content  # bob's side first: the current report
    # Discord refuses to edit the second notice: it keeps its button when a third report comes.
    simcord_env.inject_error("PATCH", f"/channels/{table.channel.id}/messages/{second.id}", times=None)
    await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=4, opponent_vp=4)
    buttons = dict((i, m) for m, i in live_confirms(simcord_env, table.channel))
    assert len(buttons) == 2 and second_id in buttons
    [third_id] = [i for i in buttons if i != second_id]
    before = await season(table)
    stale = await bob.click(buttons[second_id], custom_id=second_id)  # Confirm applies to its report only
    assert stale.ephemeral and reply(stale).content == tr("en", "league-error-confirm-stale", round=1)
    assert await season(table) == before
    # Bob confirms the current report: the standings count 4-4.
    await bob.click(buttons[third_id], custom_id=third_id)
    game = (await season(table)).pairing_of(1, alice.id)
    assert game is not None and game.score is not None and game.status == "confirmed"
    assert (game.score.first_vp, game.score.second_vp) == (4, 4)


async def test_a_dispute_reaches_each_organiser_once_where_they_asked(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    await paired(table, organiser)
    alice, bob = table.alice, table.bob
    desk = table.guild.create_text_channel("organisers")
    role = table.guild.create_role("League staff", permissions=discord.Permissions(manage_guild=True))
    second_org = table.guild.add_member(simcord_env.create_user("org2"), roles=[role])
    asked = await organiser.slash(table.channel, "league-admin disputes", name="Spring", where="dm")
    assert asked.ephemeral and "by DM" in reply(asked).content, reply(asked).content
    asked = await second_org.slash(desk, "league-admin disputes", name="Spring", where="here")
    assert asked.ephemeral and "this channel" in reply(asked).content, reply(asked).content

    alice_before = len(pings(simcord_env, table.channel, alice.id))
    bob_before = len(pings(simcord_env, table.channel, bob.id))
    await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=1)
    made = await bob.slash(table.channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=1)
    assert "disputed" in reply(made).content or "differ" in reply(made).content
    # Each organiser once, where they asked; no post for the round's channel's readers.
    [dm] = dm_messages(simcord_env, organiser)
    assert "Dispute in **Spring**" in dm.content and f"<@{alice.id}>" in dm.content
    [ping] = public_messages(desk)
    assert simcord_env.backend.messages[desk.id][ping.id].ping_user_ids == [second_org.id]
    assert not [m for m in public_messages(table.channel) if "Organisers of" in m.content]
    # Alice (who did not make it) is told once; Bob (who did) only read his reply; the Confirm
    # button Bob had is gone.
    assert len(pings(simcord_env, table.channel, alice.id)) == alice_before + 1
    assert len(pings(simcord_env, table.channel, bob.id)) == bob_before + 1  # the Confirm notice only
    assert live_confirms(simcord_env, table.channel) == []
    # A later report that keeps it disputed tells nobody again.
    await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=7, opponent_vp=1)
    assert len(dm_messages(simcord_env, organiser)) == 1 and len(public_messages(desk)) == 1
    assert len(pings(simcord_env, table.channel, alice.id)) == alice_before + 1
    assert len(pings(simcord_env, table.channel, bob.id)) == bob_before + 1
    # Off: no more.
    off = await organiser.slash(table.channel, "league-admin disputes", name="Spring", where="off")
    assert off.ephemeral and [c.user for c in (await season(table)).contacts] == [second_org.id]


async def test_without_an_organiser_asking_the_dispute_is_posted_once_without_a_ping(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    await paired(table, organiser)
    await table.alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=1)
    await table.bob.slash(table.channel, "league report", name="Spring", round=1, my_vp=5, opponent_vp=1)
    await table.bob.slash(table.channel, "league report", name="Spring", round=1, my_vp=6, opponent_vp=1)
    posts = [m for m in public_messages(table.channel) if "Organisers of **Spring**" in m.content]
    assert len(posts) == 1
    assert simcord_env.backend.messages[table.channel.id][posts[0].id].ping_user_ids == []


@pytest.mark.usefixtures("hourly")
async def test_a_late_report_is_kept_told_to_the_organisers_and_survives_a_drop(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    """Issue 41 §3: after the deadline both players' agreed score is kept as late (not refused),
    the organiser who asked is told once by DM, a drop then gives no forfeit over it, and the
    organiser's acceptance makes it count."""
    await paired(table, organiser)
    alice, bob = table.alice, table.bob
    await organiser.slash(table.channel, "league-admin disputes", name="Spring", where="dm")
    await pass_time(simcord_env, 8 * 86400.0)  # the 7-day deadline has passed (the sweep is hourly)
    first = await alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=6, opponent_vp=2)
    assert not first.ephemeral and "your report is kept" in reply(first).content, reply(first).content
    second = await bob.slash(table.channel, "league report", name="Spring", round=1, my_vp=2, opponent_vp=6)
    assert not second.ephemeral and "your report is kept" in reply(second).content
    game = (await season(table)).pairing_of(1, alice.id)
    assert game is not None and game.status == "late" and game.first_report == game.second_report
    [told] = dm_messages(simcord_env, organiser)  # once, for the game
    assert "Late report in **Spring**" in told.content and "/league-admin late" in told.content
    # Bob drops: the league's forfeit (a win for Alice) does not replace what they reported.
    await organiser.slash(table.channel, "league-admin player", name="Spring", action="drop", user=bob)
    game = (await season(table)).pairing_of(1, alice.id)
    assert game is not None and game.status == "late" and game.forfeit is None
    accepted = await organiser.slash(
        table.channel, "league-admin late", name="Spring", round=1, user=alice, decision="accept"
    )
    assert not accepted.ephemeral, reply(accepted).content
    game = (await season(table)).pairing_of(1, alice.id)
    assert game is not None and game.status == "set" and game.score is not None
    mine = game.score.first_vp if game.first == alice.id else game.score.second_vp
    assert mine == 6
    record = reply(await organiser.slash(table.channel, "league record", name="Spring")).content
    assert "after the deadline" in record and "accepted the late report" in record
