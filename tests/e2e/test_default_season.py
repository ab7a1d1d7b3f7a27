"""Issue 24: with no season named, the reply says which season was used: the edition's season in
force on the day (the bot's clock), or the one this server chose with /league-admin default_season."""

from __future__ import annotations

from simcord.actors import MemberActor

from bot.catalog import catalog
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply


def said(key: str, season_id: str) -> str:
    name = catalog().get(season_id).name
    text = tr("en", key, season=name, id=season_id, edition="M4E")
    return text.replace("\u2068", "").replace("\u2069", "")


async def test_the_reply_names_the_season_in_force_and_a_server_may_choose_its_own(
    table: Table, organiser: MemberActor
) -> None:
    # The bot's clock starts on 2026-01-01: M4E Gaining Grounds 0 is in force.
    first = reply(await table.alice.slash(table.channel, "encounter")).content
    assert said("season-defaulted-today", "m4e-gg0") in first
    named = reply(await table.alice.slash(table.channel, "encounter", season="m4e-gg0")).content
    assert "No season named" not in named

    chosen = await organiser.slash(
        table.channel, "league-admin default_season", edition="m4e", season="m4e-gg1"
    )
    assert not chosen.ephemeral, reply(chosen).content
    wrong = await organiser.slash(
        table.channel, "league-admin default_season", edition="m4e", season="m3e-gg0"
    )
    assert wrong.ephemeral  # a season of another edition

    text = reply(await table.alice.slash(table.channel, "encounter")).content
    assert said("season-defaulted-server", "m4e-gg1") in text
    game = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob)).content
    assert said("season-defaulted-server", "m4e-gg1") in game

    cleared = await organiser.slash(table.channel, "league-admin default_season", edition="m4e")
    assert "Gaining Grounds 0" in reply(cleared).content
