"""End to end, issue 24 section 3: the rules as the sources state them (docs/rules-notes.md)."""

from __future__ import annotations

import simcord

from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply
from tests.e2e.test_fulminato import refusal_key, state_of


async def test_fulminato_ranged_attacks_cannot_flank(table: Table, simcord_env: simcord.Env) -> None:
    """Seed 004 (004_fe2a1ca49aac4d40.txt): "No se puede flanquar con armas a distancia." (Ranged
    weapons cannot flank.) Three flankers must not lower a ranged attack's deflection die."""
    await table.alice.slash(table.channel, "fulminato add", name="Ana", mind=8, grace=6)
    before = await state_of(table)
    cursor = simcord_env.error_cursor
    ranged = await table.bob.slash(
        table.channel, "fulminato attack", kind="ranged", characteristic=8, skill=6, flankers=3
    )
    assert ranged.ephemeral, "a ranged attack with flankers is refused, never rolled"
    assert refusal_key(simcord_env, cursor, reply(ranged).content) == "fulminato-error-flank-ranged"
    assert reply(ranged).content == tr("en", "fulminato-error-flank-ranged", flankers=3)
    assert await state_of(table) == before
    melee = await table.bob.slash(
        table.channel, "fulminato attack", kind="melee", characteristic=8, skill=6, flankers=3
    )
    assert not melee.ephemeral, "melee attackers still flank"
    assert tr("en", "fulminato-flankers", flankers=3, ranks=2) in reply(melee).content
