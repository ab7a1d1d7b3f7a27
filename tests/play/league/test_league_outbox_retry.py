"""The league outbox's refusals (``bot.ui.league.outbox``, issue 42 item 6): "one Discord refused
for a passing reason is due again ``RETRY_S`` later", not only once the sender's claim
(``LEASE_S``) ends; a send that went out is marked sent and is due no more."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from bot.play import Play
from bot.play.league.notices import LEASE_S, RETRY_S
from bot.store.league_notice_repo import LeagueNotice
from bot.ui.league import outbox
from bot.ui.league.tell import Retry
from tests.play.conftest import FakeClock
from tests.play.league.test_league_notices import paired
from tests.play.league.test_league_season import ORG, G


def sending(monkeypatch: pytest.MonkeyPatch, refuse: bool) -> list[LeagueNotice]:
    tried: list[LeagueNotice] = []

    async def send(bot: Any, notice: LeagueNotice) -> bool:
        tried.append(notice)
        if refuse:
            raise Retry
        return True

    monkeypatch.setattr(outbox, "_send", send)
    return tried


async def test_a_refused_notice_is_due_again_after_retry_s_not_the_lease(
    play: Play, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert RETRY_S < LEASE_S
    code = await paired(play)
    await play.season.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True)
    owed = {n.key() for n in await play.season.notices.due(code)}
    tried = sending(monkeypatch, refuse=True)
    assert await outbox.deliver_league_notices(SimpleNamespace(play=play), [code]) == 0
    assert {n.key() for n in tried} == owed  # each tried once, none sent
    assert await play.season.notices.due(code) == []  # not at once again
    clock.advance(RETRY_S)
    assert {n.key() for n in await play.season.notices.due(code)} == owed


async def test_control_a_sent_notice_is_not_due_again(
    play: Play, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    code = await paired(play)
    await play.season.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True)
    sending(monkeypatch, refuse=False)
    sent = await outbox.deliver_league_notices(SimpleNamespace(play=play), [code])
    assert sent == 4 + 1  # the four players paired, and the standings
    clock.advance(LEASE_S + RETRY_S)
    assert await play.season.notices.due(code) == []
