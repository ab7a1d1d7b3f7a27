"""End to end, issue 12: the M2E minimum stat, Doomtrooper forced attacks and sabotage once per turn."""

from __future__ import annotations

import simcord

from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply
from tests.e2e.test_doomtrooper import refusal_key, state_of
from tests.e2e.test_duel import set_game


async def test_m2e_refuses_a_duel_stat_of_zero_privately_and_changes_nothing(table: Table) -> None:
    """Seed 000 (000_ceec72a081fab5e5.txt): "Todos los atributos, excepto las Heridas, tienen un
    valor mínimo de 1, independientemente de cuántos modificadores sean aplicados al atributo."
    (Every attribute but Wounds has a minimum of 1, whatever the modifiers.)"""
    await set_game(table, "m2e")
    before = await table.snapshot()
    result = await table.alice.slash(table.channel, "duel simple", stat=0, tn=10)
    assert result.ephemeral
    assert reply(result).content == tr("en", "rules-error-stat-below-minimum", value=0, min=1, edition="M2E")
    assert await table.snapshot() == before
    ok = await table.alice.slash(table.channel, "duel simple", stat=1, tn=10)
    assert not ok.ephemeral
    await set_game(table, "m3e")
    zero = await table.alice.slash(table.channel, "duel simple", stat=0, tn=10)
    assert not zero.ephemeral, "M3E and M4E allow a stat of 0"


async def add(table: Table, who: object, name: str, affiliation: str, value: int = 3) -> None:
    result = await who.slash(  # type: ignore[attr-defined]
        table.channel,
        "doomtrooper add",
        name=name,
        fight=6,
        shoot=6,
        armour=5,
        value=value,
        affiliations=affiliation,
    )
    assert not result.ephemeral, reply(result).content


async def test_doomtrooper_a_forced_attack_on_your_own_corporation_is_played(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Seed 002 (002_3cb564ef117016ae.txt): "puedes “forzar” a tus guerreros para que ataquen a
    guerreros propios (a través de cartas en juego, hechizos especiales de Arte, etc)." (You may
    force your warriors to attack your own.) Only detachments and non-combatants are unbreakable."""
    await table.alice.slash(table.channel, "doomtrooper start", opponent=table.bob)
    await add(table, table.alice, "Sean", "Capitol")
    await add(table, table.alice, "Mitch", "Capitol")
    await table.alice.slash(table.channel, "doomtrooper end_turn")
    await table.bob.slash(table.channel, "doomtrooper end_turn")
    before = await state_of(table)
    cursor = simcord_env.error_cursor
    unforced = await table.alice.slash(
        table.channel, "doomtrooper attack", attacker="1", defender="2", tactic="fight"
    )
    assert unforced.ephemeral
    assert refusal_key(simcord_env, cursor, reply(unforced).content) == "doomtrooper-error-own-warrior"
    assert await state_of(table) == before
    forced = await table.alice.slash(
        table.channel, "doomtrooper attack", attacker="1", defender="2", tactic="fight", forced=True
    )
    assert not forced.ephemeral, reply(forced).content


async def test_doomtrooper_one_sabotage_per_turn_whoever_the_target(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Seed 002: "Incluso si consigues Acciones Tácticas adicionales, no puedes sabotear más de una
    vez por turno" (even with extra tactical actions you may not sabotage more than once per turn):
    having sabotaged Bob, Alice cannot sabotage the moderator too in the same turn."""
    await table.alice.slash(table.channel, "doomtrooper start", opponent=table.bob, opponent2=table.mod)
    await add(table, table.alice, "Sean", "Capitol", value=5)
    for player in (table.alice, table.bob, table.mod):
        await player.slash(table.channel, "doomtrooper end_turn")
    first = await table.alice.slash(
        table.channel, "doomtrooper sabotage", saboteur="Sean", opponent=table.bob
    )
    assert not first.ephemeral, reply(first).content
    before = await state_of(table)
    cursor = simcord_env.error_cursor
    second = await table.alice.slash(
        table.channel, "doomtrooper sabotage", saboteur="Sean", opponent=table.mod
    )
    assert second.ephemeral
    assert (
        refusal_key(simcord_env, cursor, reply(second).content) == "doomtrooper-error-sabotage-once-per-turn"
    )
    assert await state_of(table) == before
