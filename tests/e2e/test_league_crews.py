"""Crews declared in secret per round (issue 32): the declaration is public only as a commitment,
the text reaches nobody else until both players of the game have declared; declaring twice is a
private error that changes nothing; the reveal shows both crews with their salts, the round
shows them, and the export holds them; a faction per season is public."""

from __future__ import annotations

import csv
import hashlib
import io
import json

import discord
import pytest

from bot.play.league.season import load_season
from bot.rules.league.season import LeagueSeason
from bot.store import league_repo
from tests.e2e.helpers import Table, dm_messages, public_messages, reply

# The acceptance test of a whole feature: on both stores (tests/e2e/conftest.py).
pytestmark = pytest.mark.both_stores


async def season_of(table: Table) -> LeagueSeason:
    record = await league_repo.league(table.store, table.guild.id, "Crews")
    assert record is not None
    return load_season(record)


async def test_crews_stay_secret_until_both_are_declared(table: Table) -> None:
    env, one = table.env, table.channel
    role = table.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    org = table.guild.add_member(env.create_user("org"), roles=[role])
    await org.slash(one, "league-admin create", name="Crews", season="m4e-gg0")
    alice, bob = table.alice, table.bob
    for player in (alice, bob):
        await player.slash(one, "league join", name="Crews")
    await org.slash(
        one, "league-admin pair", name="Crews", round=1, method="manual", pairs=f"<@{alice.id}> <@{bob.id}>"
    )

    first = await alice.slash(one, "league declare", name="Crews", round=1, crew="Lady Justice")
    assert not first.ephemeral and "Lady Justice" not in reply(first).content
    assert "Lady Justice" in first.followups[-1].content and first.followups[-1].ephemeral
    secret = (await season_of(table)).declaration(1, alice.id)
    assert secret is not None and secret.commitment in reply(first).content
    seen = [m.content for m in public_messages(one)] + [m.content for m in dm_messages(env, bob)]
    assert not any("Lady Justice" in text for text in seen)  # nobody else saw it
    shown = reply(await bob.slash(one, "league show", name="Crews")).content
    assert "alice" in shown.lower() and "Lady Justice" not in shown

    before = await season_of(table)
    again = await alice.slash(one, "league declare", name="Crews", round=1, crew="Perdita")
    assert again.ephemeral and "already declared" in reply(again).content
    assert await season_of(table) == before

    second = await bob.slash(one, "league declare", name="Crews", round=1, crew="Perdita")
    text = reply(second).content
    assert "Lady Justice" in text and "Perdita" in text and secret.salt in text
    document = {
        "v": 1,
        "league": (await league_repo.league(table.store, table.guild.id, "Crews")).code,  # type: ignore[union-attr]
        "round": 1,
        "player": alice.id,
        "text": "Lady Justice",
        "salt": secret.salt,
    }
    raw = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    assert hashlib.sha256(raw).hexdigest() == secret.commitment  # anyone can check it

    shown = reply(await bob.slash(one, "league show", name="Crews")).content
    assert "crews: Lady Justice · Perdita" in shown, shown

    faction = await bob.slash(one, "league faction", name="Crews", faction="Resurrectionists")
    assert not faction.ephemeral and "Resurrectionists" in reply(faction).content
    exported = reply(await org.slash(one, "league-admin export", name="Crews"))
    files = {a.filename: (await a.read()).decode() for a in exported.attachments}
    [row] = list(csv.DictReader(io.StringIO(files["league-Crews-pairings.csv"])))
    crews = {row["first_id"]: row["first_crew"], row["second_id"]: row["second_crew"]}
    assert crews == {str(alice.id): "Lady Justice", str(bob.id): "Perdita"}
    players = {
        r["user_id"]: r["faction"] for r in csv.DictReader(io.StringIO(files["league-Crews-players.csv"]))
    }
    assert players[str(bob.id)] == "Resurrectionists"
