"""The procedures of issue 12 in Spanish and Hungarian: secret schemes, the soulstone block and
reduction, Fulminato opposed rolls and grapples — no key falls back to English, none is raw."""

from __future__ import annotations

import pytest
import simcord

from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, end_game_agreed, reply
from tests.e2e.test_languages import Rendered, assert_all_in, rendered  # noqa: F401 - the fixture
from tests.e2e.test_schemes import choose


@pytest.mark.parametrize("lang", ["es", "hu"])
async def test_the_procedures_speak_the_table_language(
    table: Table,
    simcord_env: simcord.Env,
    rendered: Rendered,  # noqa: F811 - the imported fixture
    lang: str,
) -> None:
    await table.mod.slash(table.channel, "table language", language=lang)
    await table.mod.slash(table.channel, "table game", game="m3e")
    started = await table.alice.slash(
        table.channel, "game start", opponent=table.bob, soulstones=3, opponent_soulstones=1
    )
    assert not started.ephemeral, reply(started).content

    _, chosen = await choose(table, table.alice)
    committed = [m for m in table.channel.history() if not m.flags.ephemeral][-1].content
    assert tr(lang, "scheme-check-hint") in committed
    revealed = await table.alice.slash(table.channel, "scheme reveal", scheme=chosen[0])
    assert not revealed.ephemeral
    shown = await table.bob.slash(table.channel, "scheme show")
    assert shown.ephemeral and tr(lang, "scheme-public-header") in reply(shown).content

    blocked = await table.alice.slash(table.channel, "damage", weak=1, moderate=2, severe=3, block=True)
    assert not blocked.ephemeral
    reduced = await table.bob.slash(table.channel, "soulstone reduce", damage=3)
    assert reduced.ephemeral  # bob's single stone went on the block
    assert reply(reduced).content.startswith(f"<@{table.bob.id}>")
    reduced = await table.alice.slash(table.channel, "soulstone reduce", damage=3)
    assert not reduced.ephemeral

    await table.alice.slash(table.channel, "fulminato opposed", attacker_dice="d8", defender_dice="d8")
    await table.alice.slash(table.channel, "fulminato grapple", action="tie", dice="d8", against="d6")
    ended = await end_game_agreed(table, table.alice, table.bob)
    assert any(tr(lang, "scheme-end-header") in m.content for m in [reply(ended), *ended.followups])
    assert_all_in(lang, simcord_env, rendered)
