"""Pace in the play layer (issue 22): every waiting step takes its deadline from the pace of its
game or table (bot/play/common/pace.py), and `none` is stored as no deadline on SQLite and
PostgreSQL alike (the `database` fixture runs each test on both)."""

from __future__ import annotations

import math

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.common.pace import step_pace
from bot.play.game.state import INITIATIVE_KIND, game_number, load_game
from bot.rules.common.pace import Pace
from bot.store import due_repo
from bot.store.records import TableSettings
from tests.play.conftest import FakeClock, PlayFactory
from tests.play.game import test_game_play

# The game helpers' table and players (tests/play/game/test_game_play.py), and a bystander.
T, G, A, B = test_game_play.T, test_game_play.G, test_game_play.A, test_game_play.B
C = 63
decide_draws = test_game_play.decide_draws
DAY = 86400.0


async def test_table_pace_and_reminders_are_stored(play: Play, open_play: PlayFactory) -> None:
    assert await play.table_settings(T) == TableSettings(T)  # live, 24 hours, 3 reminders
    with pytest.raises(DomainError) as refused:
        await play.set_pace(T, "post", is_moderator=False)
    assert refused.value.key == "error-not-moderator"
    settings = await play.set_pace(T, "post", reminder_hours=12, reminders=2, is_moderator=True)
    assert (settings.pace, settings.reminder_hours, settings.reminders) == (Pace.POST, 12, 2)
    for bad, key in (
        ({"reminder_hours": 0}, "error-pace-reminder-hours"),
        ({"reminders": 4}, "error-pace-reminders"),
    ):
        with pytest.raises(DomainError) as caught:
            await play.set_pace(T, "post", is_moderator=True, **bad)  # type: ignore[arg-type]
        assert caught.value.key == key
    with pytest.raises(DomainError) as caught:
        await play.set_pace(T, "slow", is_moderator=True)
    assert caught.value.key == "error-pace-unknown"
    await play.store.close()
    again = await open_play()  # read back from the database, not the cache
    assert await again.table_settings(T) == settings


async def test_a_post_duel_waits_seven_days_and_then_lapses(play: Play, clock: FakeClock) -> None:
    await play.set_pace(T, "post", is_moderator=True)
    for player in (A, B):
        await play.hand.hand_draw(T, player)  # so that the cheat windows wait after the flips
    view = await play.duel.duel_opposed(T, A, B, 5)
    assert view.expires_at == clock.now + 7 * DAY
    clock.advance(7 * DAY - 3600)
    assert await play.sweep_expired() == []
    accepted = await play.duel.duel_accept(view.duel_id, B, stat=5)  # after 6 days 23 hours: 7 more days
    assert not accepted.is_over and accepted.expires_at == clock.now + 7 * DAY
    clock.advance(7 * DAY + 1)
    assert [item.pending_id for item in await play.sweep_expired()] == [view.duel_id]


async def test_none_never_lapses_by_time_on_either_database(play: Play, clock: FakeClock) -> None:
    """No deadline is +infinity in `pending.expires_at`: stored and read back by both backends,
    never selected by the sweep's `expires_at <= now`, and the step still plays on."""
    await play.set_pace(T, "none", is_moderator=True)
    for player in (A, B):
        await play.hand.hand_draw(T, player)
    duel = await play.duel.duel_opposed(T, A, B, 5)
    flips = [await play.flip.flip(T, A, "+") for _ in range(10)]
    choices = [f for f in flips if f.flip_id is not None]
    assert duel.expires_at == math.inf and choices and all(f.expires_at == math.inf for f in choices)
    clock.advance(10 * 365 * DAY)
    assert await play.sweep_expired() == []
    assert await due_repo.due(play.store, clock.now, 100, due_repo.STEP) == []  # no row in the due queue
    stored = await play.store.pending(duel.duel_id)
    assert stored is not None and stored.expires_at == math.inf
    accepted = await play.duel.duel_accept(duel.duel_id, B, stat=5)
    assert not accepted.is_over and accepted.expires_at == math.inf
    # A table back at live pace: open steps keep their (lack of a) deadline until their next step.
    await play.set_pace(T, "live", is_moderator=True)
    assert {r.expires_at for r in await play.store.pending_of_table(T)} == {math.inf}


async def test_a_game_at_post_pace_overrides_a_live_table_for_its_own_steps(
    play: Play, clock: FakeClock
) -> None:
    await play.set_game(T, "m2e", is_moderator=True)
    games = play.game
    from tests.play.encounter.test_encounter_play import m2e_season_text

    await play.seasons.save_custom(G, A, m2e_season_text(), is_organiser=True)
    started = await games.start(
        T, G, A, B, season_id="club-m2e", soulstones=1, opponent_soulstones=1, pace="post"
    )
    assert started.state.pace is Pace.POST

    await play.hand.hand_draw(T, C)
    between_players = await play.duel.duel_opposed(T, A, B, 5)
    with_a_bystander = await play.duel.duel_opposed(T, A, C, 5)
    assert between_players.expires_at == clock.now + 7 * DAY  # the game's
    assert with_a_bystander.expires_at == clock.now + play.duel_ttl_s  # the table's: C is not playing

    view = await decide_draws(games, await games.next_turn(T, A, first_deployer=A))
    assert view.state.phase == "initiative"
    record = await play.store.pending(view.state.initiative_id or 0)
    assert record is not None and record.kind == INITIATIVE_KIND
    assert record.expires_at == clock.now + 7 * DAY
    clock.advance(play.duel_ttl_s + 1)
    assert [item.pending_id for item in await play.sweep_expired()] == [with_a_bystander.duel_id]

    async def pace_now() -> tuple[Pace, str]:
        async def step(work: object) -> tuple[Pace, str]:
            found = await step_pace(work, play.waits, await load_game(work), (A, B))  # type: ignore[arg-type]
            return found.pace, found.source

        return await play.run(T, step)

    assert await pace_now() == (Pace.POST, "game")
    state = await games.state(T)
    assert state is not None
    await games.end(T, A, agreed_by=B, game=game_number(state))  # ended early: B agreed
    assert await pace_now() == (Pace.LIVE, "table")


async def test_a_game_without_its_own_pace_follows_its_table(play: Play, clock: FakeClock) -> None:
    await play.set_game(T, "m3e", is_moderator=True)
    await play.set_pace(T, "post", is_moderator=True)
    games = play.game
    started = await games.start(T, G, A, B)
    assert started.state.pace is None
    duel = await play.duel.duel_opposed(T, A, B, 5)
    assert duel.expires_at == clock.now + 7 * DAY
    with pytest.raises(DomainError) as caught:
        await games.start(T + 1, G, A, B, pace="fast")
    assert caught.value.key == "error-pace-unknown"
