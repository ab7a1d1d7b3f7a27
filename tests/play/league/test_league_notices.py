"""The notices a league change owes (issue 42, item 6): written in the change's own unit, each
claimed by one sender at a time, marked sent only by the claim that sent it."""

from __future__ import annotations

import asyncio

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.common.after import collecting
from bot.play.league import notices as kinds
from bot.play.league.notices import LEASE_S
from bot.store.league_notice_repo import LeagueNotice
from tests.play.conftest import FakeClock
from tests.play.league.test_league_season import ORG, PLAYERS, G, league


async def paired(play: Play) -> str:
    ops, code = await league(play)
    for user in PLAYERS[:4]:
        await ops.join(None, code, user, f"p{user}")
    return code


async def test_a_pairing_owes_each_player_one_notice_in_its_own_unit(play: Play) -> None:
    code = await paired(play)
    with collecting() as after:
        await play.season.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True)
    assert after.leagues == {code}  # the after-step is woken for this league
    due = await play.season.notices.due(code)
    assert sorted((n.kind, n.player) for n in due) == sorted(
        [(kinds.PAIRED, p) for p in PLAYERS[:4]] + [(kinds.STANDINGS, 0)]
    )


async def test_a_refused_change_owes_nothing(play: Play) -> None:
    code = await paired(play)
    await play.season.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True)
    for notice in await play.season.notices.due(code):
        claimed = await play.season.notices.claim(notice)
        assert claimed is not None
        await play.season.notices.done(notice, claimed)
    with pytest.raises(DomainError):
        await play.season.report(None, code, 999, 1, 5, 0)  # not a player of the round: refused
    assert await play.season.notices.due(code) == []
    await play.season.report(None, code, PLAYERS[0], 1, 5, 0)  # the control: an accepted one owes
    assert {n.kind for n in await play.season.notices.due(code)} == {kinds.CONFIRM, kinds.STANDINGS}


async def test_of_many_senders_one_claims_a_notice(play: Play) -> None:
    code = await paired(play)
    await play.season.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True)
    [first, *_] = await play.season.notices.due(code)
    claims = await asyncio.gather(*(play.season.notices.claim(first) for _ in range(20)))
    assert len([c for c in claims if c is not None]) == 1
    assert first.key() not in [n.key() for n in await play.season.notices.due(code)]


async def test_a_claim_that_never_ends_is_due_again_after_its_lease(play: Play, clock: FakeClock) -> None:
    code = await paired(play)
    await play.season.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True)
    [first, *_] = await play.season.notices.due(code)
    assert await play.season.notices.claim(first) is not None  # and its sender stops
    clock.advance(LEASE_S + 1)
    again = [n for n in await play.season.notices.due(code) if n.key() == first.key()]
    assert len(again) == 1 and await play.season.notices.claim(again[0]) is not None


async def test_a_notice_owed_again_while_claimed_stays_due(play: Play, clock: FakeClock) -> None:
    """A newer report while the last one's Confirm is being sent: that send's end does not mark
    the newer one sent."""
    code = await paired(play)
    view = await play.season.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True)
    game = view.season.round_pairings(1)[0]
    await play.season.report(None, code, game.first, 1, 5, 1)
    [confirm] = [n for n in await play.season.notices.due(code) if n.kind == kinds.CONFIRM]
    claimed = await play.season.notices.claim(confirm)
    assert claimed is not None
    clock.advance(1)
    await play.season.report(None, code, game.first, 1, 4, 1)  # owes it again
    await play.season.notices.done(confirm, claimed)  # the older send ends
    due = [n for n in await play.season.notices.due(code) if n.kind == kinds.CONFIRM]
    assert [n.key() for n in due] == [LeagueNotice(code, kinds.CONFIRM, 1, 0, game.first).key()]
