"""League seasons end to end: players join by code from anywhere, organisers pair, players report,
standings and the record for everyone, the season exported as CSV and one HTML page."""

from __future__ import annotations

import csv
import io

import pytest
from simcord.actors import MemberActor

from bot.store import league_repo
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, custom_ids, public_messages, reply
from tests.e2e.test_league import create

pytestmark = pytest.mark.both_stores


async def league_code(table: Table) -> str:
    record = await league_repo.league(table.store, table.guild.id, "Spring")
    assert record is not None
    return record.code


async def test_a_season_played_across_servers_and_dms(
    table: Table,
    organiser: MemberActor,
    contexts: Contexts,
) -> None:
    await create(table, organiser)
    code = await league_code(table)
    shown = reply(await table.alice.slash(table.channel, "league show", name="Spring")).content
    assert code in shown

    # Alice joins by name in the league's server; Bob joins by code from a server without the bot;
    # Alice reads the standings by code from her DM with the bot.
    joined = await table.alice.slash(table.channel, "league join", name="Spring")
    assert not joined.ephemeral and "joined **Spring**" in reply(joined).content
    elsewhere = contexts.place("guild-without-bot", table)
    bob_joined = await elsewhere.slash(elsewhere.bob, "league join", name=code.lower())
    assert "joined **Spring**: 2 players" in reply(bob_joined).content, reply(bob_joined).content
    refused = await elsewhere.slash(elsewhere.bob, "league join", name="Spring")
    assert refused.ephemeral and "Outside its own server" in reply(refused).content

    paired = await organiser.slash(
        table.channel, "league-admin pair", name="Spring", round=1, deadline_days=7
    )
    text = reply(paired).content
    assert "**Round 1** (Swiss)" in text and "no result yet" in text

    await table.alice.slash(table.channel, "league report", name="Spring", round=1, my_vp=6, opponent_vp=4)
    confirmed = await elsewhere.slash(
        elsewhere.bob, "league report", name=code, round=1, my_vp=4, opponent_vp=6
    )
    assert "confirmed by both players" in reply(confirmed).content

    dm = contexts.place("bot-dm", table)
    standings = reply(await dm.slash(dm.alice, "league standings", name=code)).content
    lines = standings.splitlines()
    assert any(line.startswith("`1.`") and "**3**" in line for line in lines), standings
    record = reply(await dm.slash(dm.alice, "league record", name=code)).content
    assert "reported 6-4 in round 1" in record and "paired round 1 (Swiss)" in record

    exported = reply(await organiser.slash(table.channel, "league-admin export", name="Spring"))
    names = [a.filename for a in exported.attachments]
    assert names == [
        "league-Spring.csv",
        "league-Spring-players.csv",
        "league-Spring-pairings.csv",
        "league-Spring-standings.csv",
        "league-Spring-pairing-basis.csv",
        "league-Spring.html",
    ]
    files = {a.filename: (await a.read()).decode() for a in exported.attachments}
    pairs = list(csv.DictReader(io.StringIO(files["league-Spring-pairings.csv"])))
    assert [(p["status"], p["first_vp"], p["second_vp"]) for p in pairs] == [("confirmed", "6", "4")] or [
        (p["status"], p["first_vp"], p["second_vp"]) for p in pairs
    ] == [("confirmed", "4", "6")]
    page = files["league-Spring.html"]
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page and code in page


async def test_names_cannot_inject_markup_into_the_page_or_mentions_into_replies(
    table: Table,
    organiser: MemberActor,
) -> None:
    await create(table, organiser)
    mallory = table.guild.add_member(
        table.env.create_user("mallory", global_name="<b>@everyone</b> [x](https://evil.example)")
    )
    joined = reply(await mallory.slash(table.channel, "league join", name="Spring")).content
    assert "@everyone" not in joined.replace("@\u200beveryone", "") and "[x](" not in joined
    exported = reply(await organiser.slash(table.channel, "league-admin export", name="Spring"))
    html_file = next(a for a in exported.attachments if a.filename.endswith(".html"))
    page = (await html_file.read()).decode()
    assert "<b>" not in page and "&lt;b&gt;" in page


async def test_a_league_with_draws_cannot_be_deleted_and_every_league_is_listed(
    table: Table,
    organiser: MemberActor,
) -> None:
    await create(table, organiser)
    await create(table, organiser, name="Trial")
    deleted = await organiser.slash(table.channel, "league-admin delete", name="Trial")
    assert not deleted.ephemeral and "deleted" in reply(deleted).content
    await organiser.slash(table.channel, "league-admin draw", name="Spring", round=1)
    refused = await organiser.slash(table.channel, "league-admin delete", name="Spring")
    assert refused.ephemeral and reply(refused).content == tr(
        "en", "league-error-delete-drawn", name="Spring"
    ).replace("\u2068", "").replace("\u2069", "")
    listed = reply(await table.alice.slash(table.channel, "league list")).content
    assert "**Spring**" in listed and "Trial" not in listed and "commitment `" in listed


async def test_a_league_game_reports_its_result_once_both_players_confirm(
    table: Table, organiser: MemberActor
) -> None:
    await create(table, organiser, season="m4e-gg0")
    await organiser.slash(table.channel, "league-admin draw", name="Spring", round=1)
    for player in (table.alice, table.bob):
        await player.slash(table.channel, "league join", name="Spring")
    pairs = f"<@{table.alice.id}> <@{table.bob.id}>"
    manual = {"name": "Spring", "round": 1, "method": "manual", "pairs": pairs}
    await organiser.slash(table.channel, "league-admin pair", **manual)
    await table.alice.slash(table.channel, "game start", opponent=table.bob, league="Spring", round=1)
    asked = reply(await table.alice.slash(table.channel, "game end"))
    (agree,) = custom_ids(asked)  # ending on turn 0: Bob agrees with a button (issue 24)
    await table.bob.click(asked, custom_id=agree)
    offer = next(
        m for m in reversed(public_messages(table.channel)) if any("lgr" in i for i in custom_ids(m))
    )
    assert "round 1" in offer.content and "0–0" in offer.content  # no VP scored: a draw
    (button,) = custom_ids(offer)

    outsider = table.guild.add_member(table.env.create_user("outsider"))
    refused = await outsider.click(offer, custom_id=button)
    assert refused.ephemeral and "Only the two players" in reply(refused).content
    first = await table.bob.click(offer, custom_id=button)
    assert first.ephemeral and "reported by one player" in reply(first).content
    second = await table.alice.click(offer, custom_id=button)
    assert "confirmed by both players" in reply(second).content
    standings = reply(await table.bob.slash(table.channel, "league standings", name="Spring")).content
    first_row = next(line for line in standings.splitlines() if line.startswith("`1.`"))
    assert "**1**" in first_row and "0-1-0" in first_row
