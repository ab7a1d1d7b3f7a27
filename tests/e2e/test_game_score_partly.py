"""/game score keeps what it can apply and says privately what it could not (issue: play by
chat, item 2): a strategy VP given with a scheme VP that names no scheme is applied, and the
scheme VP is refused with a clear note; a scheme VP alone is still refused, changing nothing."""

from __future__ import annotations

from typing import Any

import pytest

from bot.play.game.requests import REQUEST, REQUEST_KIND
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply
from tests.e2e.test_game import choose_open_strategy, game_state, start

pytestmark = pytest.mark.both_stores


async def turn_one(table: Table) -> None:
    await choose_open_strategy(table, await start(table))
    assert not (await table.alice.slash(table.channel, "game next")).ephemeral


def private_notes(result: Any) -> list[str]:
    return [str(f.content) for f in result.followups if f.ephemeral]


async def test_the_strategy_vp_is_kept_and_the_nameless_scheme_vp_is_said(table: Table) -> None:
    await turn_one(table)
    result = await table.alice.slash(table.channel, "game score", strategy=1, scheme_vp=1)
    assert not result.ephemeral, reply(result).content  # the score, publicly
    score = (await game_state(table)).score_of(table.alice.id)
    assert (score.strategy, score.total) == (1, 1)  # the strategy VP, and only it
    (note,) = private_notes(result)
    assert note == tr("en", "game-score-partly", problems=f"- {tr('en', 'error-vp-scheme-name')}")
    assert reply(result).content not in note

    # A name not in the pool: the same, with the pool named.
    result = await table.alice.slash(table.channel, "game score", strategy=1, scheme="Nonesuch", scheme_vp=1)
    assert not result.ephemeral
    assert (await game_state(table)).score_of(table.alice.id).total == 2
    (note,) = private_notes(result)
    assert "Nonesuch" in note and tr("en", "game-score-partly", problems="").strip() in note


async def test_a_scheme_vp_alone_without_a_name_is_refused_and_changes_nothing(table: Table) -> None:
    await turn_one(table)
    before = await table.snapshot()
    state = await game_state(table)
    refused = await table.alice.slash(table.channel, "game score", scheme_vp=1)
    assert refused.ephemeral and reply(refused).content == tr("en", "error-vp-scheme-name")
    assert await table.snapshot() == before and await game_state(table) == state


async def test_the_opponents_score_asks_only_for_what_applies(table: Table) -> None:
    await turn_one(table)
    asked = await table.alice.slash(table.channel, "game score", player=table.bob, strategy=1, scheme_vp=1)
    assert not asked.ephemeral, reply(asked).content
    (record,) = await table.store.pending_of_table(table.channel.id, REQUEST_KIND)
    request = REQUEST.load(record.state)
    assert request.args["strategy"] == 1 and request.args["scheme_vp"] == 0 and request.args["scheme"] is None
    (note,) = private_notes(asked)  # the asker is told what was left out of the request
    assert note == tr("en", "game-score-partly", problems=f"- {tr('en', 'error-vp-scheme-name')}")
    message = reply(asked)
    pressed = await table.bob.click(message, custom_id=f"fb:greq:{record.id}")
    assert not pressed.ephemeral or pressed.acknowledged
    assert (await game_state(table)).score_of(table.bob.id).total == 1
