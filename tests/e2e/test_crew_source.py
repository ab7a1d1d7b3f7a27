"""/crew with the optional source (issue 44 item 2): model numbers from biggerhat's public API,
against a local fake server in that API's shape (tests/fake_biggerhat.py; no network).

With FATEBOT_BIGGERHAT_URL set: a share code imports a crew; a model without a server card is
filled in from biggerhat with its credit (the players' own cards first); answers are reused for
a game, never stored; a 404 and a 429 are clear private errors, a 429 holds every request until
its Retry-After; the limiter keeps biggerhat's 60 requests a minute (the control, without it,
shows the fake server seeing the limit broken). Off by default: the fake server sees nothing.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
import simcord

from bot.app import Fatebot
from bot.play.crew_source import BUSY_S, PER_MINUTE, TTL_S
from bot.rules.crew.cards import ACTIONS_MAX, NAME_MAX, TRIGGERS_MAX
from bot.store import crew_repo
from bot.ui.common.i18n import LANGUAGES, tr
from tests.e2e.conftest import virtual_clock
from tests.e2e.helpers import Table, public_messages, reply
from tests.e2e.test_languages import speak
from tests.e2e.test_largest_replies import fits
from tests.fake_biggerhat import FakeBiggerhat, action, character, trigger

CODE = "aB3dE6gH9k"
LINK = f"https://biggerhat.net/tools/crew-builder/share/{CODE}"
ZORAIDA = character(
    "Zoraida",
    title="Swamp Hag",
    stats=(4, 7, 5, 2, 13, 40),
    faction="neverborn",
    actions=[action("Obey", 7, stat_suits="mask", resisted_by="Wp", triggers=[trigger("Hex", "crow")])],
)
WALDGEIST = character(
    "Waldgeist",
    stats=(4, 5, 4, 3, 8, 40),
    faction="neverborn",
    actions=[
        action(
            "Ripping Thorns",
            6,
            stat_suits="ram",
            damage="2/3/4",
            triggers=[trigger("Bramble Cage", "ram"), trigger("Bleed", "soulstone")],
        ),
        action("Wind of the Bayou", 5, resisted_by="Df/Wp", damage="2"),
    ],
)
BAD_JUJU = character("Bad Juju", stats=(1, 1, 1, 1, 1, 50), faction="neverborn")
CREW = {
    "name": "Hunting Party",
    "share_code": CODE,
    "faction": "neverborn",
    "master": "Zoraida, Swamp Hag",
    "encounter_size": 50,
    "members": [
        {"display_name": "Bad Juju", "faction": "neverborn", "cost": 10, "station": "minion"},
        {"display_name": "Waldgeist", "faction": "neverborn", "cost": 6, "station": "minion"},
    ],
    "crew_upgrades": [{"name": "Swamp Witch", "is_active": True}],
    "user": "someone",
    "url": LINK,
}
# Bob's own card of Bad Juju: the server's card comes before biggerhat's (1/1/1/1/1).
BAD_JUJU_CARD = "Bad Juju\nDf 4 Wp 6 Sp 5 Sz 4 Hp 12 Base 50\n* Swamp Trod | 6r | Df | - | 3/4/5"


@contextlib.asynccontextmanager
async def biggerhat(**options: Any) -> AsyncIterator[FakeBiggerhat]:
    fake = FakeBiggerhat(virtual_clock, **options)
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()


async def source_on(
    env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]], url: str, **options: Any
) -> None:
    await env.restart_bot(await make_bot(biggerhat_url=url, **options))


def text_of(result: simcord.InteractionResult) -> str:
    assert result.ephemeral, "every /crew reply is private"
    return reply(result).content


@pytest.mark.both_stores
async def test_a_share_code_imports_a_crew_and_cards_fill_in_from_biggerhat_with_credit(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    alice, bob, one = table.alice, table.bob, table.channel
    async with biggerhat(characters=[ZORAIDA, WALDGEIST, BAD_JUJU], crews={CODE: CREW}) as fake:
        await source_on(simcord_env, make_bot, fake.url)
        block = await bob.slash(one, "crew card set", paste=True)
        await bob.submit_modal(block, {"fb:crew-cards": BAD_JUJU_CARD})

        imported = text_of(await alice.slash(one, "crew import", code=LINK))
        assert "Crew Hunting Party kept." in imported and "Read from biggerhat's share code." in imported
        assert "2 models have no card in this server yet:" in imported
        assert "• Zoraida, Swamp Hag" in imported and "• Waldgeist" in imported
        assert fake.paths() == [f"/api/v1/crews/{CODE}"]

        shown = text_of(await alice.slash(one, "crew show", name="Hunting Party"))
        assert (
            "★ Zoraida, Swamp Hag + Swamp Witch — Df 4 · Wp 7 · Sp 5 · Sz 2 · Hp 13 (biggerhat.net)" in shown
        )
        assert "• Waldgeist (6) — Df 4 · Wp 5 · Sp 4 · Sz 3 · Hp 8 (biggerhat.net)" in shown
        assert "• Bad Juju (10) — Df 4 · Wp 6 · Sp 5 · Sz 4 · Hp 12" in shown  # Bob's card, not biggerhat's
        assert "Numbers from biggerhat.net" in shown
        # One search per model without a card, none for Bad Juju.
        assert sorted(fake.paths()[1:]) == [
            "/api/v1/characters?search=Waldgeist&per_page=10",
            "/api/v1/characters?search=Zoraida,+Swamp+Hag&per_page=10",
        ]

        card = text_of(await alice.slash(one, "crew card show", model="waldgeist"))
        assert "**Waldgeist (numbers from biggerhat.net)**" in card
        assert "Df 4 Wp 5 Sp 4 Sz 3 Hp 8 Base 40" in card
        assert "* Ripping Thorns | 6r | Df | - | 2/3/4\n  + r Bramble Cage" in card
        assert "* Wind of the Bayou | 5 | - | - | 2" in card
        assert "what resists Wind of the Bayou (not one of Df, Wp, Sp or Sz)" in card
        assert "the suits of the trigger Bleed" in card and "Numbers from biggerhat.net" in card
        assert "/crew card set paste:True reads it back" not in card  # never offered to be kept
        assert fake.paths()[-1] == "/api/v1/characters/waldgeist"  # the search was reused
        juju = text_of(await alice.slash(one, "crew card show", model="Bad Juju"))
        assert "Df 4 Wp 6 Sp 5 Sz 4 Hp 12 Base 50" in juju and "biggerhat" not in juju

        # Within a game the answers are reused: nothing more is fetched.
        sent = len(fake.requests)
        await alice.slash(one, "crew show", name="Hunting Party")
        await bob.slash(one, "crew card show", model="Waldgeist")
        assert len(fake.requests) == sent
        # After a game's length the cache is gone and biggerhat is asked again.
        await simcord_env.advance_time(TTL_S + 1)
        again = text_of(await bob.slash(one, "crew card show", model="Waldgeist"))
        assert "Ripping Thorns" in again
        assert fake.paths()[sent:] == [
            "/api/v1/characters?search=Waldgeist&per_page=10",
            "/api/v1/characters/waldgeist",
        ]

    # Nothing of biggerhat's numbers is stored: the server keeps only Bob's card, Alice's crew
    # keeps names and costs.
    rows = await crew_repo.cards(table.store, table.guild.id, ["bad juju", "waldgeist", "zoraida swamp hag"])
    assert list(rows) == ["bad juju"] and "Hp 12" in rows["bad juju"].card
    crews = await crew_repo.crews_of(table.store, alice.id)
    assert [c.name for c in crews] == ["Hunting Party"] and crews[0].format == "share"
    models = json.loads(crews[0].models)
    assert [sorted(m) for m in models] == [["card", "cost", "name", "upgrades"]] * 3
    assert public_messages(one) == []


async def test_404_and_bad_codes_are_clear_private_errors_that_change_nothing(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    alice, one = table.alice, table.channel
    async with biggerhat(
        characters=[WALDGEIST], crews={CODE: CREW, "html0page": "<html>Oops</html>"}
    ) as fake:
        await source_on(simcord_env, make_bot, fake.url)
        unknown = text_of(await alice.slash(one, "crew card show", model="Nobody"))
        assert "biggerhat has no model named “Nobody”" in unknown
        near = text_of(await alice.slash(one, "crew card show", model="Wald"))  # never a near name
        assert "biggerhat has no model named “Wald”" in near
        missing = text_of(await alice.slash(one, "crew import", code="zzzz9999"))
        assert "biggerhat has no public crew with the share code “zzzz9999”" in missing
        bad = text_of(await alice.slash(one, "crew import", code="not a code"))
        assert "“not a code” is not a biggerhat share code" in bad
        assert len(fake.requests) == 3  # two searches and the crew; the bad code sent nothing
        # The 404 is remembered for the game too.
        await alice.slash(one, "crew card show", model="Nobody")
        assert len(fake.requests) == 3
        html = text_of(await alice.slash(one, "crew import", code="html0page"))
        assert "biggerhat gave an answer Fatebot cannot read" in html
    assert await crew_repo.crews_of(table.store, alice.id) == []
    assert public_messages(one) == []


async def test_a_429_holds_every_request_until_its_retry_after_and_an_outage_thirty_seconds(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    alice, one = table.alice, table.channel
    async with biggerhat(characters=[WALDGEIST], answer_429=1, retry_after=42) as fake:
        await source_on(simcord_env, make_bot, fake.url)
        first = text_of(await alice.slash(one, "crew card show", model="Waldgeist"))
        assert "biggerhat is busy, try again in 42 s." in first
        # /crew show still shows the crew meanwhile, saying why biggerhat's numbers are missing.
        form = await alice.slash(one, "crew import")
        await alice.submit_modal(form, {"fb:crew-list": "Party (Neverborn)\nWaldgeist 6ss\n"})
        shown = text_of(await alice.slash(one, "crew show", name="Party"))
        assert "★ Waldgeist (6) — no card yet" in shown and "biggerhat is busy, try again in 42 s." in shown
        await simcord_env.advance_time(20)
        held = text_of(await alice.slash(one, "crew card show", model="Waldgeist"))
        assert "biggerhat is busy, try again in 22 s." in held
        assert len(fake.requests) == 1  # held: nothing was sent before Retry-After
        await simcord_env.advance_time(22)
        assert "Ripping Thorns" in text_of(await alice.slash(one, "crew card show", model="Waldgeist"))
        assert len(fake.requests) == 3
        url = fake.url
    # biggerhat unreachable (the fake server is gone): busy for BUSY_S, then asked again.
    down = text_of(await alice.slash(one, "crew card show", model="Judge"))
    assert f"biggerhat is busy, try again in {BUSY_S:.0f} s." in down
    assert url and public_messages(one) == []


@pytest.mark.parametrize("limited", [True, False], ids=["limiter", "control-no-limiter"])
async def test_the_limiter_keeps_biggerhats_published_rate(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]], limited: bool
) -> None:
    """35 lookups of distinct models want 70 requests in a minute. With the limiter the fake
    server never sees more than 60 in any 60 s and never throttles; the lookups over the budget
    are refused privately without a request, and go through a minute later. The control runs
    without the limiter: the fake server sees the limit broken and answers 429."""
    alice, one = table.alice, table.channel
    models = [character(f"Model {i:02d}") for i in range(40)]
    async with biggerhat(characters=models, limit=PER_MINUTE) as fake:
        per_minute = PER_MINUTE if limited else None
        await source_on(simcord_env, make_bot, fake.url, biggerhat_per_minute=per_minute)
        answers = [
            text_of(await alice.slash(one, "crew card show", model=f"Model {i:02d}")) for i in range(35)
        ]
        busy = [a for a in answers if "biggerhat is busy" in a]
        if not limited:
            assert fake.most_in_any_window() > PER_MINUTE and fake.throttled > 0
            return
        assert fake.most_in_any_window() <= PER_MINUTE and fake.throttled == 0
        assert len(fake.requests) == PER_MINUTE and len(busy) == 5
        assert all("Model" in a and "Df 5" in a for a in answers[:30])
        assert "biggerhat is busy, try again in 60 s." in busy[0]
        await simcord_env.advance_time(60)
        later = text_of(await alice.slash(one, "crew card show", model="Model 34"))
        assert "Df 5 Wp 6" in later and fake.throttled == 0


async def test_off_by_default_nothing_is_fetched(table: Table, simcord_env: simcord.Env) -> None:
    alice, one = table.alice, table.channel
    async with biggerhat(characters=[WALDGEIST], crews={CODE: CREW}) as fake:
        assert simcord_env.bot.play.crew.source is None  # the default bot: the setting unset
        unknown = text_of(await alice.slash(one, "crew card show", model="Waldgeist"))
        assert "This server has no card for “Waldgeist” yet" in unknown
        off = text_of(await alice.slash(one, "crew import", code=CODE))
        assert "This bot does not read biggerhat" in off
        form = await alice.slash(one, "crew import")
        await alice.submit_modal(
            form, {"fb:crew-list": "Hunting Party (Neverborn)\nZoraida 0ss\nWaldgeist 6ss\n"}
        )
        shown = text_of(await alice.slash(one, "crew show", name="Hunting Party"))
        assert "• Waldgeist (6) — no card yet" in shown and "biggerhat" not in shown
        assert fake.requests == []  # not one request: nothing opened a socket to it


def _largest_character() -> dict[str, Any]:
    name = "N" * NAME_MAX
    actions = [
        action(
            f"{i:02d}" + "A" * (NAME_MAX - 2),
            15,
            stat_suits="crow",
            resisted_by="Df/Wp",
            damage="X",
            triggers=[trigger(f"{j}" + "T" * (NAME_MAX - 1), "soulstone") for j in range(TRIGGERS_MAX + 2)],
        )
        for i in range(ACTIONS_MAX + 3)
    ]
    return character(name, stats=(None, None, None, None, None, None), actions=actions)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_largest_source_card_fits_discord(
    table: Table,
    simcord_env: simcord.Env,
    make_bot: Callable[..., Awaitable[Fatebot]],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
) -> None:
    speak(monkeypatch, {"en": "en-US", "es": "es-ES", "hu": "hu"}[lang])
    alice, one = table.alice, table.channel
    async with biggerhat(characters=[_largest_character()]) as fake:
        await source_on(simcord_env, make_bot, fake.url)
        shown = await alice.slash(one, "crew card show", model="N" * NAME_MAX)
        assert shown.ephemeral
        fits(reply(shown))
        text = reply(shown).content
        assert tr(lang, "crew-source-credit") in text  # the credit is never cut
        assert tr(lang, "crew-source-card-title", name="N" * NAME_MAX) in text
