"""Who is told, and when reminders fall due (issue 22, item 3)."""

from __future__ import annotations

import pytest

from bot.rules.notices import (
    DEFAULT_REMINDER_INTERVAL_S,
    MAX_REMINDERS,
    NoticePace,
    after_reminder,
    first_reminder_at,
    notifies,
)

ALICE, BOB = 1, 2


def test_the_player_who_just_acted_is_never_told() -> None:
    for pace in ("live", "post", "none"):
        assert not notifies(pace, player=ALICE, actor=ALICE, has_acted=False)


def test_at_live_pace_only_a_player_who_has_not_acted_yet_is_told() -> None:
    assert notifies("live", player=BOB, actor=ALICE, has_acted=False)  # an opposed duel's defender
    assert not notifies("live", player=ALICE, actor=BOB, has_acted=True)  # the initiator's cheat window


def test_at_post_pace_every_step_waiting_on_someone_else_tells_them() -> None:
    assert notifies("post", player=ALICE, actor=BOB, has_acted=True)
    assert notifies("post", player=BOB, actor=ALICE, has_acted=False)


def test_reminders_follow_every_24_hours_at_most_three_and_never_at_live_pace() -> None:
    post = NoticePace("post")
    assert post.reminder_interval_s == DEFAULT_REMINDER_INTERVAL_S == 24 * 3600
    due = first_reminder_at(post, 0.0)
    sent = []
    left = post.max_reminders
    for _ in range(MAX_REMINDERS + 2):  # bounded: a schedule that never ends fails here at once
        if due is None:
            break
        sent.append(due)
        due, left = after_reminder(due, post.reminder_interval_s, left)
    assert due is None and sent == [24 * 3600.0, 48 * 3600.0, 72 * 3600.0]
    assert first_reminder_at(NoticePace("live"), 0.0) is None
    assert first_reminder_at(NoticePace("post", max_reminders=0), 0.0) is None


def test_a_late_sweep_keeps_the_rhythm() -> None:
    assert after_reminder(86_400.0, 86_400.0, 3) == (172_800.0, 2)


def test_a_table_cannot_ask_for_more_than_three_reminders() -> None:
    with pytest.raises(ValueError):
        NoticePace("post", max_reminders=MAX_REMINDERS + 1)
    with pytest.raises(ValueError):
        NoticePace("post", reminder_interval_s=0)
