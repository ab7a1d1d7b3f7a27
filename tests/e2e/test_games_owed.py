"""/games lists every step owed at a game's table on the game's one row: its duels and the
agreement requests put to the player, not only the game's own step; a place is said once, and a
game in its own thread does not say its edition twice (issue: play by chat, item 3)."""

from __future__ import annotations

import pytest
import simcord

from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply
from tests.e2e.test_game import choose_open_strategy, start
from tests.e2e.test_game_thread import start_thread
from tests.e2e.test_games import entries, entry_with

pytestmark = pytest.mark.both_stores


async def test_a_games_row_lists_the_duels_and_the_request_that_wait_on_the_player(
    table: Table, simcord_env: simcord.Env
) -> None:
    await choose_open_strategy(table, await start(table))
    assert (
        tr("en", "games-nothing-owed")
        in entry_with(entries(await table.alice.user.slash("games")), "Game")[0]
    )

    for stat in (4, 5):  # two duels at the game's table wait on Alice
        duel = await table.bob.slash(
            table.channel, "duel opposed", opponent=table.alice, stat=stat, opponent_stat=5
        )
        assert not duel.ephemeral, reply(duel).content
    asked = await table.bob.slash(table.channel, "game score", player=table.alice, soulstones=1)
    assert not asked.ephemeral, reply(asked).content  # a request to change Alice's pool

    lines = entries(await table.alice.user.slash("games"))
    assert lines[0][0] == tr("en", "games-title", count=1)  # one place, said once
    (row, url) = entry_with(lines, "Game")
    duels = tr("en", "notice-owed-duel-accept")
    request = tr("en", "notice-owed-agree-score")
    assert f"**your move:** {duels} (×2); {request}" in row, row
    assert tr("en", "games-nothing-owed") not in row
    assert not [line for line, _ in lines if line.startswith("Duel")]
    assert url is not None and str(table.channel.id) in url

    # Bob owes nothing: his row says so, and his duels are not listed on their own either.
    bob_lines = entries(await table.bob.user.slash("games"))
    assert len(bob_lines) == 2 and tr("en", "games-nothing-owed") in bob_lines[1][0]


async def test_a_thread_game_names_its_edition_once(table: Table, simcord_env: simcord.Env) -> None:
    thread = await start_thread(table, table.channel, table.alice, table.bob)
    (row, _) = entry_with(entries(await table.alice.user.slash("games")), "Game")
    assert f"<#{thread.id}>" in row
    assert "M4E" not in row, row  # the thread is named "alice vs bob · M4E": not said again
    # A game at a channel (not named after it) still names its edition.
    await start(table)
    rows = [
        line for line, _ in entries(await table.alice.user.slash("games")) if f"<#{table.channel.id}>" in line
    ]
    assert len(rows) == 1 and " · M4E · " in rows[0]
