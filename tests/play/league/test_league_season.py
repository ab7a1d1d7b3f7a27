"""League seasons as units of work: players from any server by code, pairings, results, standings."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.league import season as season_module
from bot.play.league.season import LeagueSeasonPlay
from bot.rules.league import pairing as rules
from bot.rules.league.standings import PointsRule
from bot.store import league_repo
from tests.play.conftest import FakeClock

G, OTHER_GUILD, ORG = 7000, 8000, 41
SEED = bytes(range(32))
PLAYERS = (101, 102, 103, 104, 105)


async def league(play: Play) -> tuple[LeagueSeasonPlay, str]:
    play.league.seed_source = lambda: SEED
    draws = play.league
    info = await draws.create(G, ORG, "Spring", "m4e-gg1", is_organiser=True)
    return play.season, info.record.code


async def key_of(call) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(DomainError) as caught:
        await call
    return caught.value.key


async def test_a_league_has_a_short_public_code_players_join_by_from_anywhere(play: Play) -> None:
    ops, code = await league(play)
    assert len(code) == 8 and code == code.upper()
    await ops.join(G, "spring", 101, "Ana")  # by name in its own server
    await ops.join(OTHER_GUILD, code.lower(), 102, "Bela")  # by code in another server
    view = await ops.join(None, code, 103, "Cruz")  # by code in the DM with the bot
    assert [p.user for p in view.season.players] == [101, 102, 103]
    assert await key_of(ops.join(OTHER_GUILD, "Spring", 104, "Dóra")) == "league-error-unknown-ref"
    stored = await league_repo.league(play.store, G, "Spring")
    assert stored is not None and stored.code == code and stored.season is not None


async def test_only_organisers_of_its_server_add_drop_pair_and_set(play: Play) -> None:
    ops, code = await league(play)
    assert await key_of(ops.add_player(G, "Spring", 7, 101, "Ana", is_organiser=False)) == (
        "league-error-not-organiser"
    )
    assert await key_of(ops.add_player(OTHER_GUILD, code, ORG, 101, "Ana", is_organiser=True)) == (
        "league-error-other-server"
    )
    view = await ops.add_player(G, "Spring", ORG, 101, "Ana", is_organiser=True)
    assert view.season.record[-1].action == "added" and view.season.record[-1].by == ORG


async def test_a_swiss_season_pairs_reports_and_ranks(play: Play, clock: FakeClock) -> None:
    ops, code = await league(play)
    for user in PLAYERS:
        await ops.join(None, code, user, f"p{user}")
    view = await ops.pair(G, "Spring", ORG, 1, "swiss", deadline_days=7, is_organiser=True)
    plan = view.season.plan(1)
    assert plan is not None and plan.deadline == clock.now + 7 * 86400
    pairs = [p.pair for p in view.season.round_pairings(1)]
    assert pairs == list(rules.swiss(SEED, 1, PLAYERS, []).pairs)
    assert sum(1 for p in pairs if p.second is None) == 1  # five players: one bye
    for pairing in view.season.round_pairings(1):
        if pairing.second is not None:
            await ops.report(None, code, pairing.first, 1, 6, 2)
            view = await ops.report(OTHER_GUILD, code, pairing.second, 1, 2, 6)
    assert {p.status for p in view.season.round_pairings(1)} == {"confirmed", "bye"}
    table = view.standings()
    assert [row.points for row in table] == [3, 3, 3, 0, 0]
    assert (
        await key_of(ops.pair(G, "Spring", ORG, 3, "swiss", is_organiser=True)) == "league-error-round-order"
    )
    view = await ops.pair(G, "Spring", ORG, 2, "swiss", is_organiser=True)
    assert not rules.met(p.pair for p in view.season.round_pairings(1)) & rules.met(
        p.pair for p in view.season.round_pairings(2)
    )
    assert [c.ok for c in await ops.check_pairings(view)] == [True, True]
    # A late report and a change of the points: the rounds still verify from what they were
    # paired from (the results counted then, the points then), stored with each round.
    plan = view.season.plan(2)
    assert plan is not None and plan.points == PointsRule() and len(plan.table) == len(PLAYERS)
    late = next(p for p in view.season.round_pairings(2) if p.second is not None)
    await ops.report(None, code, late.first, 2, 9, 0)
    await ops.report(None, code, late.second, 2, 0, 9)
    view = await ops.set_points(G, "Spring", ORG, PointsRule(2, 1, 0), is_organiser=True)
    view = await ops.pair(G, "Spring", ORG, 3, "swiss", is_organiser=True)
    assert [c.ok for c in await ops.check_pairings(view)] == [True, True, True]
    # Control: the same round checked with today's points and results is not what was paired.
    from dataclasses import replace

    plan3 = view.season.plan(3)
    assert plan3 is not None and plan3.points == PointsRule(2, 1, 0)
    doctored = replace(plan3, basis=plan3.basis[1:])
    forged = replace(view.season, plans=(*view.season.plans[:2], doctored))
    assert [c.ok for c in await ops.check_pairings(replace(view, season=forged))][2] is False


async def test_a_dropped_player_is_never_paired_again_and_round_robin_gives_a_bye(play: Play) -> None:
    ops, code = await league(play)
    for user in PLAYERS[:4]:
        await ops.join(None, code, user, f"p{user}")
    view = await ops.pair(G, "Spring", ORG, 1, "round-robin", is_organiser=True)
    gone = view.season.round_pairings(1)[0].first
    view = await ops.remove_player(G, "Spring", ORG, gone, drop=True, is_organiser=True)
    view = await ops.pair(G, "Spring", ORG, 2, "round-robin", is_organiser=True)
    seated = [p for pair in view.season.round_pairings(2) for p in pair.players()]
    assert gone not in seated and sorted(seated) == sorted(set(PLAYERS[:4]) - {gone})
    assert sum(1 for p in view.season.round_pairings(2) if p.second is None) == 1
    view = await ops.pair(G, "Spring", ORG, 3, "swiss", is_organiser=True)
    assert gone not in [p for pair in view.season.round_pairings(3) for p in pair.players()]
    assert [c.ok for c in await ops.check_pairings(view)] == [True, True, True]


async def test_another_servers_flip_is_answered_while_256_players_are_paired(
    play: Play, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The matching runs in a worker thread, so the event loop answers a flip meanwhile. Told
    from where the matching runs and what finished first, not from timings (a shared machine)."""
    ops, code = await league(play)
    for user in range(1000, 1256):
        await ops.join(None, code, user, f"p{user}")
    matched_in: list[int] = []
    real_swiss = rules.swiss

    def swiss(*args: object) -> object:
        matched_in.append(threading.get_ident())
        return real_swiss(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(rules, "swiss", swiss)
    loop_thread = threading.get_ident()
    pairing = asyncio.ensure_future(ops.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True))
    flip = asyncio.ensure_future(play.flip.flip(OTHER_GUILD * 10, 7))
    view = await pairing
    assert flip.done() and view.season.round_pairings(1)[0].second is not None
    assert matched_in and loop_thread not in matched_in

    # Control: with the worker thread taken away, the matching runs on the loop, and this test
    # tells (asyncio.to_thread as the unit of work calls it, run inline instead).
    async def inline(function: Callable[..., object], /, *args: object) -> object:
        return function(*args)

    monkeypatch.setattr(season_module.asyncio, "to_thread", inline)
    matched_in.clear()
    await ops.pair(G, "Spring", ORG, 2, "swiss", is_organiser=True)
    assert matched_in == [loop_thread]


async def test_at_the_deadline_the_stalled_games_are_closed_once_by_the_sweep(
    play: Play, clock: FakeClock
) -> None:
    ops, code = await league(play)
    for user in PLAYERS[:4]:
        await ops.join(None, code, user, f"p{user}")
    await ops.set_forfeit(G, "Spring", ORG, "win", stall="both-lose", stall_days=1, is_organiser=True)
    view = await ops.pair(G, "Spring", ORG, 1, "swiss", deadline_days=2, is_organiser=True)
    done, stalled = view.season.round_pairings(1)
    await ops.report(None, code, done.first, 1, 3, 1)
    await ops.report(None, code, done.second, 1, 1, 3)
    clock.advance(2 * 86400 - 3600)  # a day before the deadline: the stalled pair is reminded
    [reminder] = await ops.claim_reminders()
    assert sorted(reminder.players) == sorted(stalled.players())
    clock.advance(3600 + 60)  # past the deadline, not past the stall days
    assert await ops.claim_closings() == []
    clock.advance(86400)
    [closed] = await ops.claim_closings()
    assert (closed.round, closed.rule, [p.players() for p in closed.stalled]) == (
        1,
        "both-lose",
        [stalled.players()],
    )
    assert await ops.claim_closings() == []  # once
    view = await ops.show(G, "Spring")
    assert view.season.round_pairings(1)[1].status == "forfeit"
    assert [row.points for row in view.standings() if row.player in stalled.players()] == [0, 0]
    assert view.record.next_reminder_at is None


async def test_rounds_paired_before_the_matching_still_verify_by_their_own_version(play: Play) -> None:
    from dataclasses import replace

    from bot.rules.league.pairing import Pair
    from bot.rules.league.pairing_v1 import swiss_v1
    from bot.rules.league.season import Pairing

    ops, code = await league(play)
    players = list(range(300, 312))
    for user in players:
        await ops.join(None, code, user, f"p{user}")
    view = await ops.pair(G, "Spring", ORG, 1, "swiss", is_organiser=True)
    for pairing in view.season.round_pairings(1):
        await ops.report(None, code, pairing.first, 1, pairing.first % 7, 3)
        view = await ops.report(None, code, pairing.second or 0, 1, 3, pairing.first % 7)
    view = await ops.pair(G, "Spring", ORG, 2, "swiss", is_organiser=True)
    season, plan = view.season, view.season.plan(2)
    assert plan is not None
    old = swiss_v1(SEED, 2, plan.players, season.previous_pairs(2), plan.basis, plan.points)
    assert old is not None
    # A round stored by the old version (as an upgraded v1 document says) with the old pairs.
    as_v1 = replace(
        season,
        plans=(season.plans[0], replace(plan, pairing_version=1)),
        pairings=(*season.round_pairings(1), *(Pairing(2, p.first, p.second) for p in old)),
    )
    assert [c.ok for c in await ops.check_pairings(replace(view, season=as_v1))] == [True, True]
    # Control: two players swapped between the old version's games are caught.
    (a, b), (c, d) = (old[0].first, old[0].second), (old[1].first, old[1].second)
    assert b is not None and d is not None
    swapped = (Pair(a, c), Pair(b, d), *old[2:])
    forged = replace(
        as_v1, pairings=(*season.round_pairings(1), *(Pairing(2, p.first, p.second) for p in swapped))
    )
    assert [c.ok for c in await ops.check_pairings(replace(view, season=forged))] == [True, False]
