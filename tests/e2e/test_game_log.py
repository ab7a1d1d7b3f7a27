"""/game log and the log file of /game end (issue 23): over days of play, a returning player sees
exactly what happened since their own last move, and nothing hidden."""

from __future__ import annotations

import itertools
from collections.abc import Awaitable, Callable

import pytest
import simcord

from bot.app import Fatebot
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply
from tests.e2e.test_game import choose_open_strategy, game_state

pytestmark = pytest.mark.both_stores

DAY = 86_400.0


@pytest.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    return await make_bot(sweep_interval_s=DAY / 4)  # days pass in a few sweeps


async def test_a_returning_player_sees_what_happened_since_their_last_move(
    table: Table, simcord_env: simcord.Env
) -> None:
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    await choose_open_strategy(table, setup)
    await table.bob.slash(table.channel, "game next")  # Bob's last move: turn 1
    await simcord_env.advance_time(DAY)
    await table.alice.slash(table.channel, "flip")
    await simcord_env.advance_time(DAY)
    await table.alice.slash(table.channel, "game score", soulstones=2)

    seen = await table.bob.slash(table.channel, "game log")
    assert seen.ephemeral
    text = reply(seen).content
    lines = [line for line in text.split("\n") if line.startswith("`#")]
    alice = f"<@{table.alice.id}>"
    # Exactly what followed Bob's turn advance: its initiative, then Alice's flip and soulstones,
    # each a day later (Discord shows each time in the reader's own time zone).
    assert len(lines) == 3, text
    attacker = f"<@{(await game_state(table)).attacker}>"  # the attacker goes first on turn 1
    assert tr("en", "game-log-initiative-no-flip", first=attacker) in lines[0]
    assert f"{alice} flipped " in lines[1] and f"{alice}'s soulstone pool changed by 2" in lines[2]
    stamps = [int(line.split("<t:")[1].split(":")[0]) for line in lines]
    # (each command also lets the board's few-second wake-up timer run, in virtual time)
    assert all(DAY <= later - earlier < DAY + 60 for earlier, later in itertools.pairwise(stamps))
    assert text.startswith("**" + tr("en", "game-log-title", first=alice, second=f"<@{table.bob.id}>"))
    for card in await table.hand(table.alice) + await table.hand(table.bob):  # nothing hidden
        assert card.code not in text and str(card) not in text

    mine = reply(await table.alice.slash(table.channel, "game log")).content
    # Her score was her last move; the step open now comes first (the attacker's activation).
    assert mine.endswith(tr("en", "game-log-nothing-new"))
    assert mine.startswith(tr("en", "log-open-steps") + "\n• ")
    whole_turn = reply(await table.alice.slash(table.channel, "game log", turn=1)).content
    assert "Turn 1 began" in whole_turn and "flipped" in whole_turn
    assert reply(await table.alice.slash(table.channel, "game log", turn=3)).content == tr(
        "en", "game-log-no-turn", turn=3
    )

    ended = await table.alice.slash(table.channel, "game end", concede=True)
    files = [a for m in [reply(ended), *ended.followups] for a in m.attachments]
    files = [a for a in files if a.filename.endswith(".txt")]  # (the record: tests/e2e/test_fair_deck.py)
    assert len(files) == 1 and files[0].filename.startswith("game-log-")
    log = (await files[0].read()).decode("utf-8")
    names = [f"@{table.alice.name}", f"@{table.bob.name}"]  # names, as a file shows no mentions
    title = log.splitlines()[0]
    assert title == tr("en", "game-log-title", first=names[0], second=names[1])
    body = log.splitlines()[2:]
    assert [line.split()[0] for line in body] == [f"#{n}" for n in range(1, len(body) + 1)]
    assert "started a game" in body[0] and "conceded" in body[-1] and "<@" not in log
    assert await game_state(table) is None


async def test_no_game_no_log(table: Table) -> None:
    result = await table.alice.slash(table.channel, "game log")
    assert result.ephemeral and reply(result).content == tr("en", "game-error-no-game")
