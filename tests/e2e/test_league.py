"""/league end to end: organisers only, commitment → draws → CSV → reveal → verify, custom seasons."""

from __future__ import annotations

import csv
import dataclasses
import hashlib
import io
from pathlib import Path
from typing import Any

import pytest
import simcord
from simcord.actors import MemberActor

from bot.rules.league.draws import ROW_FIELDS
from bot.store import Changes, league_repo
from bot.ui.common.i18n import tr
from tests.e2e.conftest import LEAGUE_SEED as SEED
from tests.e2e.helpers import Table, allow_command, public_messages, reply

SEASONS = Path(__file__).resolve().parents[2] / "data" / "seasons"
NOT_ORGANISER = tr("en", "league-error-not-organiser")


def m2e_season_text(season_id: str = "club-m2e") -> str:
    text = (SEASONS / "m3e-gg0.toml").read_text(encoding="utf-8")
    return text.replace('id = "m3e-gg0"', f'id = "{season_id}"').replace('edition = "m3e"', 'edition = "m2e"')


async def create(table: Table, organiser: MemberActor, name: str = "Spring", season: str = "m3e-gg1") -> Any:
    result = await organiser.slash(table.channel, "league-admin create", name=name, season=season)
    assert not result.ephemeral, reply(result).content
    return result


async def reveal(table: Table, organiser: MemberActor, name: str = "Spring") -> str:
    """``/league-admin reveal`` asks privately first; the button publishes the seed."""
    asked = await organiser.slash(table.channel, "league-admin reveal", name=name)
    assert asked.ephemeral, reply(asked).content
    pressed = await organiser.click(reply(asked), custom_id=f"fb:lrev:{organiser.id}:{name}")
    assert pressed.followups and not pressed.followups[-1].ephemeral
    return str(pressed.followups[-1].content)


async def test_create_publishes_the_commitment(table: Table, organiser: MemberActor) -> None:
    text = reply(await create(table, organiser)).content
    assert f"League **Spring** created by <@{organiser.id}>" in text
    assert f"`{hashlib.sha256(SEED).hexdigest()}`" in text
    assert SEED.hex() not in text


@pytest.mark.both_stores
async def test_the_whole_league_cycle(table: Table, organiser: MemberActor) -> None:
    await create(table, organiser)

    first = reply(await organiser.slash(table.channel, "league-admin draw", name="spring", round=1)).content
    assert "**Spring**, round 1 — Gaining Grounds 1 (M3E) (m3e-gg1)" in first
    assert "Scenario flips (higher card attacks):" in first and "Attacker: side " in first
    assert "⚠ unverified" in first  # GG1's strategy suits are inferred
    again = reply(await organiser.slash(table.channel, "league-admin draw", name="Spring", round=1)).content
    assert "this is the stored draw" in again
    assert again.split("\n", 2)[2] == first.split("\n", 1)[1]  # the same draw, under the stored note
    await organiser.slash(table.channel, "league-admin draw", name="Spring", round=2)

    listing = reply(await organiser.slash(table.channel, "league show", name="Spring")).content
    assert "2 rounds drawn:" in listing and "Round 1: " in listing and "Round 2: " in listing
    assert "Seed: secret until /league-admin reveal." in listing
    one = reply(await organiser.slash(table.channel, "league show", name="Spring", round=2)).content
    assert "**Spring**, round 2" in one

    exported = await organiser.slash(table.channel, "league-admin export", name="Spring")
    message = reply(exported)
    assert not exported.ephemeral
    attachment = message.attachments[0]  # the draws; the season's files follow (test_league_season.py)
    assert attachment.filename == "league-Spring.csv"
    rows = list(csv.DictReader(io.StringIO((await attachment.read()).decode("utf-8"))))
    assert tuple(rows[0]) == ROW_FIELDS and [r["round"] for r in rows] == ["1", "2"]

    unrevealed = await organiser.slash(table.channel, "league verify", name="Spring")
    assert unrevealed.ephemeral and "still secret" in reply(unrevealed).content

    revealed = await reveal(table, organiser)
    assert f"the seed is `{SEED.hex()}`" in revealed
    verified = reply(await organiser.slash(table.channel, "league verify", name="Spring")).content
    assert "Commitment: OK" in verified and "2 stored rounds recomputed." in verified
    assert "Result: every stored draw matches." in verified

    # Someone edits a stored draw behind the bot's back: verify catches it.
    stored = (await league_repo.rounds(table.store, table.guild.id, "Spring"))[0]
    changes = Changes()
    forged = dict(stored.row, strategy="Forged Strategy")
    league_repo.put_round(changes, table.guild.id, "Spring", dataclasses.replace(stored, row=forged))
    await table.store.commit(changes)
    caught = reply(await organiser.slash(table.channel, "league verify", name="Spring")).content
    assert "Result: MISMATCH." in caught
    assert "round 1, strategy: stored “Forged Strategy”" in caught

    wrong = reply(
        await organiser.slash(table.channel, "league verify", name="Spring", seed="ab" * 32)
    ).content
    assert "Commitment: MISMATCH" in wrong


async def test_a_reveal_asks_first_and_no_round_is_drawn_after_it(
    table: Table, organiser: MemberActor
) -> None:
    """Issue 24 §1: a revealed seed predicts every later round. The reveal says so and asks for
    a press (nothing is published before it); a draw after the reveal is refused."""
    await create(table, organiser)
    await organiser.slash(table.channel, "league-admin draw", name="Spring", round=1)
    messages = len(public_messages(table.channel))

    asked = await organiser.slash(table.channel, "league-admin reveal", name="Spring")
    assert asked.ephemeral
    assert reply(asked).content == tr("en", "league-reveal-confirm", name="Spring", count=1)
    assert "every later round" in reply(asked).content and "new league" in reply(asked).content
    assert SEED.hex() not in reply(asked).content
    assert len(public_messages(table.channel)) == messages  # nothing published yet
    stored = await league_repo.league(table.store, table.guild.id, "Spring")
    assert stored is not None and not stored.revealed

    pressed = await organiser.click(reply(asked), custom_id=f"fb:lrev:{organiser.id}:Spring")
    assert pressed.followups and f"the seed is `{SEED.hex()}`" in str(pressed.followups[-1].content)
    stored = await league_repo.league(table.store, table.guild.id, "Spring")
    assert stored is not None and stored.revealed

    refused = await organiser.slash(table.channel, "league-admin draw", name="Spring", round=2)
    assert refused.ephemeral
    assert reply(refused).content == tr("en", "league-error-revealed", name="Spring", round=2)
    assert [r.round for r in await league_repo.rounds(table.store, table.guild.id, "Spring")] == [1]
    # The round drawn before the reveal is still the stored draw.
    again = await organiser.slash(table.channel, "league-admin draw", name="Spring", round=1)
    assert not again.ephemeral and "this is the stored draw" in reply(again).content


async def test_non_organisers_are_refused_privately(table: Table, organiser: MemberActor) -> None:
    await create(table, organiser)
    allow_command(table, "league-admin", table.guild.default_role)  # the server shows it to everyone
    before = await league_repo.rounds(table.store, table.guild.id, "Spring")
    messages = len(public_messages(table.channel))
    for command, options in (
        ("league-admin create", {"name": "Mine", "season": "m4e-gg1"}),
        ("league-admin draw", {"name": "Spring", "round": 1}),
        ("league-admin export", {"name": "Spring"}),
        ("league-admin reveal", {"name": "Spring"}),
        ("league-admin season", {}),
        ("league-admin season_remove", {"season": "club-m2e"}),
    ):
        for who in (table.alice, table.mod):  # Manage Channels alone is not enough
            result = await who.slash(table.channel, command, **options)
            assert result.ephemeral and reply(result).content == NOT_ORGANISER, command
            assert result.modal is None
    assert await league_repo.rounds(table.store, table.guild.id, "Spring") == before
    assert len(await league_repo.leagues(table.store, table.guild.id)) == 1
    stored = await league_repo.league(table.store, table.guild.id, "Spring")
    assert stored is not None and not stored.revealed
    assert len(public_messages(table.channel)) == messages


async def test_custom_seasons_upload_paste_and_errors(table: Table, organiser: MemberActor) -> None:
    broken = m2e_season_text().replace("[deployments]", "[deployments\n", 1)
    line = broken.splitlines().index("[deployments") + 1
    result = await organiser.slash(table.channel, "league-admin season", file=("club.toml", broken.encode()))
    assert result.ephemeral
    text = reply(result).content
    assert "This season file is not valid:" in text and f"line {line}" in text
    assert await league_repo.custom_seasons(table.store, table.guild.id) == []

    not_text = await organiser.slash(
        table.channel, "league-admin season", file=("club.toml", b"\xff\xfe\x00bad")
    )
    assert not_text.ephemeral and "not UTF-8" in reply(not_text).content

    uploaded = await organiser.slash(
        table.channel, "league-admin season", file=("club.toml", m2e_season_text().encode())
    )
    assert uploaded.ephemeral
    assert "Custom season **Gaining Grounds 0 (M3E)** (club-m2e, M2E) loaded." in reply(uploaded).content

    shown = await organiser.slash(table.channel, "league-admin season")
    assert shown.modal is not None
    pasted = await organiser.submit_modal(shown, {"fb:season-source": m2e_season_text("club-two")})
    assert pasted.ephemeral and "(club-two, M2E) loaded" in reply(pasted).content
    shown = await organiser.slash(table.channel, "league-admin season")
    bad_paste = await organiser.submit_modal(shown, {"fb:season-source": 'id = "x"\nname = '})
    assert bad_paste.ephemeral and "line 2" in reply(bad_paste).content

    choices = await table.alice.autocomplete(table.channel, "encounter", "season", "club", edition="m2e")
    assert sorted(choice["value"] for choice in choices) == ["club-m2e", "club-two"]
    encounter = await table.alice.slash(table.channel, "encounter", edition="m2e", season="club-m2e")
    assert not encounter.ephemeral and "(club-m2e, custom season)" in reply(encounter).content

    league = await organiser.slash(table.channel, "league-admin create", name="M2E Club", season="club-m2e")
    assert not league.ephemeral

    removed = await organiser.slash(table.channel, "league-admin season_remove", season="club-two")
    assert removed.ephemeral and "removed" in reply(removed).content
    assert [s.season_id for s in await league_repo.custom_seasons(table.store, table.guild.id)] == [
        "club-m2e"
    ]


@pytest.mark.parametrize(
    ("command", "options", "expected"),
    [
        ("league-admin create", {"name": "   ", "season": "m4e-gg1"}, "A league name has 1 to 60 characters"),
        (
            "league-admin create",
            {"name": "Spring", "season": "m4e-gg1"},
            "already has a league called “Spring”",
        ),
        (
            "league-admin create",
            {"name": "SPRING", "season": "m4e-gg1"},
            "already has a league called “SPRING”",
        ),
        ("league-admin create", {"name": "Other", "season": "nope"}, "“nope” is not a season"),
        ("league-admin draw", {"name": "Winter", "round": 1}, "There is no league “Winter”"),
        ("league show", {"name": "Spring", "round": 7}, "Round 7 of Spring has not been drawn yet"),
        ("league verify", {"name": "Spring", "seed": "xyz"}, "exactly 64 hexadecimal characters"),
        ("league-admin season_remove", {"season": "m4e-gg1"}, "is not one of this server's custom seasons"),
    ],
)
async def test_bad_inputs_get_private_errors(
    table: Table, organiser: MemberActor, command: str, options: dict[str, object], expected: str
) -> None:
    await create(table, organiser)
    messages = len(public_messages(table.channel))
    result = await organiser.slash(table.channel, command, **options)
    assert result.ephemeral
    assert expected in reply(result).content
    assert len(public_messages(table.channel)) == messages
    assert len(await league_repo.leagues(table.store, table.guild.id)) == 1


async def test_unicode_names_work(table: Table, organiser: MemberActor) -> None:
    await create(table, organiser, name="Liga Ñandú 🐉", season="m4e-gg1")
    result = await organiser.slash(table.channel, "league-admin draw", name="liga ñandú 🐉", round=1)
    assert "**Liga Ñandú 🐉**, round 1" in reply(result).content
    names = await organiser.autocomplete(table.channel, "league-admin draw", "name", "ñan")
    assert [choice["value"] for choice in names] == ["Liga Ñandú 🐉"]
    exported = reply(await organiser.slash(table.channel, "league-admin export", name="Liga Ñandú 🐉"))
    assert exported.attachments[0].filename == "league-Liga--and.csv"


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("league-admin draw", {"name": "Spring", "round": -1}),
        ("league-admin draw", {"name": "Spring", "round": 0}),
        ("league-admin draw", {"name": "Spring", "round": 1000}),
        ("league-admin create", {"name": "", "season": "m4e-gg1"}),
        ("league-admin create", {"name": "x" * 61, "season": "m4e-gg1"}),
    ],
)
async def test_discord_refuses_out_of_range_options(
    table: Table, organiser: MemberActor, command: str, options: dict[str, object]
) -> None:
    with pytest.raises(simcord.OptionError):
        await organiser.slash(table.channel, command, **options)


async def test_a_hostile_season_file_gets_the_clear_located_error(
    table: Table, organiser: MemberActor
) -> None:
    nested = 'id = "deep"\nname = "Deep"\na = ' + "[" * 30_000  # 60 KB: tomllib alone raises RecursionError
    uploaded = await organiser.slash(
        table.channel, "league-admin season", file=("deep.toml", nested.encode())
    )
    assert uploaded.ephemeral
    text = reply(uploaded).content
    assert (
        "This season file is not valid:" in text and "line 3, column" in text and "nested too deeply" in text
    )
    shown = await organiser.slash(table.channel, "league-admin season")
    pasted = await organiser.submit_modal(shown, {"fb:season-source": "a = " + "[" * 3990})
    assert pasted.ephemeral and "line 1, column" in reply(pasted).content
    hidden = m2e_season_text().replace('name = "', 'name = "\u202e', 1)
    refused = await organiser.slash(table.channel, "league-admin season", file=("club.toml", hidden.encode()))
    assert refused.ephemeral and "U+202E" in reply(refused).content
    assert await league_repo.custom_seasons(table.store, table.guild.id) == []


def _named(text: str, names: Any) -> str:
    """``text`` with every strategy, deployment and scheme renamed by ``names(index)``."""
    out, index, section = [], 0, ""
    for line in text.splitlines():
        if line.startswith("["):
            section = line
        elif section in ("[strategies]", "[deployments]", "[schemes]") and " = " in line:
            key = line.split(" = ", 1)[0]
            line = f"{key} = {names(index)!r}".replace("'", '"')
            index += 1
        # Turn flips name a strategy renamed here, secret choices a renamed scheme: both go.
        if not section.startswith("[turn_flips") and not line.startswith("secret_choices"):
            out.append(line)
    return "\n".join(out)


LINK = "[click](https://evil.example)"


def _no_live_links_or_mentions(text: str) -> None:
    assert "](" not in text.replace("]\u200b(", ""), text  # no masked link survives
    assert "@everyone" not in text and "<@123>" not in text, text


async def test_season_names_reach_public_replies_without_links_or_mentions(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    """Issue 24 §5: a custom season's names are shown as typed, never as a masked link or a
    mention: names loaded today (masked links pass the loader), and names of a league's stored
    snapshot, held to older rules (mentions too)."""
    linked = _named(m2e_season_text(), lambda i: f"{LINK} {i}")
    upload = ("club.toml", linked.encode())
    uploaded = await organiser.slash(table.channel, "league-admin season", file=upload)
    assert uploaded.ephemeral and "loaded" in reply(uploaded).content, reply(uploaded).content
    encounter = await table.alice.slash(table.channel, "encounter", edition="m2e", season="club-m2e")
    text = reply(encounter).content
    assert "[click]\u200b(https://evil.example)" in text  # shown as typed
    _no_live_links_or_mentions(text)

    # A league created by an older release stored names that today's loader refuses.
    await create(table, organiser, name="Old", season="club-m2e")
    record = await league_repo.league(table.store, table.guild.id, "Old")
    older = _named(m2e_season_text(), lambda i: (f"{LINK} {i}", f"@everyone {i}", f"<@123> {i}")[i % 3])
    changes = Changes()
    league_repo.put_league(changes, dataclasses.replace(record, season_text=older))
    await table.store.commit(changes)
    drawn = await organiser.slash(table.channel, "league-admin draw", name="Old", round=1)
    assert not drawn.ephemeral, reply(drawn).content
    shown = await organiser.slash(table.channel, "league show", name="Old")
    for message in (reply(drawn), reply(shown)):
        assert "@\u200beveryone" in message.content or "<\u200b@123>" in message.content
        _no_live_links_or_mentions(message.content)
