"""The end-to-end tests' model of Discord's rate limits (tests/e2e/ratelimits.py), on its own.

Each test is a control for the model: a limit it should enforce does refuse, with what Discord
sends, and calls it should let through (other channels, later in time, the interaction's own
response) go through.
"""

from __future__ import annotations

import discord
import pytest

from tests.e2e.ratelimits import (
    DM_OPEN,
    FOLLOWUP_BOT_WIDE,
    FOLLOWUP_PER_INTERACTION,
    GLOBAL,
    MESSAGE_CREATE,
    MESSAGE_EDIT,
    REACTION,
    RateLimits,
    buckets_of,
)

EPOCH = 1_800_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = 0.0


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def limits(clock: Clock) -> RateLimits:
    return RateLimits(clock=lambda: clock.now, epoch=lambda: EPOCH + clock.now)


def test_each_route_counts_against_its_buckets() -> None:
    assert buckets_of("POST", "/channels/7/messages") == [(GLOBAL, "bot"), (MESSAGE_CREATE, "7")]
    assert buckets_of("PATCH", "/channels/7/messages/9") == [(GLOBAL, "bot"), (MESSAGE_EDIT, "7")]
    assert buckets_of("POST", "/users/@me/channels") == [(GLOBAL, "bot"), (DM_OPEN, "bot")]
    assert buckets_of("PUT", "/channels/7/messages/9/reactions/%F0%9F%91%8D/@me") == [
        (GLOBAL, "bot"),
        (REACTION, "7"),
    ]
    # A follow-up or an edit of the original on the interaction's webhook: per interaction and
    # bot-wide (the application's id), and not against the global limit.
    for path in ("/webhooks/5/tok", "/webhooks/5/tok/messages/@original", "/webhooks/5/tok/messages/3"):
        assert buckets_of("POST", path) == [(FOLLOWUP_PER_INTERACTION, "5/tok"), (FOLLOWUP_BOT_WIDE, "5")]
    assert buckets_of("POST", "/interactions/1/tok/callback") == []  # the response: no bucket


def test_a_sixth_message_in_a_channel_within_five_seconds_is_answered_429(
    limits: RateLimits, clock: Clock
) -> None:
    for n in range(5):
        clock.now = n * 0.5
        limits.check("POST", "/channels/7/messages")
    limits.check("POST", "/channels/8/messages")  # another channel: its own bucket
    limits.check("PATCH", "/channels/7/messages/1")  # editing: its own bucket
    clock.now = 3.0
    with pytest.raises(discord.HTTPException) as refused:
        limits.check("POST", "/channels/7/messages")
    error = refused.value
    assert error.status == 429
    assert error.text == "You are being rate limited."
    headers = error.response.headers
    assert headers["X-RateLimit-Bucket"] == "message-create"
    assert headers["X-RateLimit-Limit"] == "5" and headers["X-RateLimit-Remaining"] == "0"
    assert float(headers["X-RateLimit-Reset-After"]) == pytest.approx(2.0)  # the first call + 5 s
    assert float(headers["X-RateLimit-Reset"]) == pytest.approx(EPOCH + 5.0)
    assert headers["Retry-After"] == "2" and headers["X-RateLimit-Scope"] == "user"
    assert [(r.bucket, r.resource, r.retry_after) for r in limits.refused] == [("message-create", "7", 2.0)]

    clock.now = 5.0  # the first call has left the window
    limits.check("POST", "/channels/7/messages")
    assert len(limits.refused) == 1


def test_follow_ups_share_a_bot_wide_limit_across_interactions(limits: RateLimits, clock: Clock) -> None:
    for n in range(30):  # 30 interactions, one follow-up each, a second apart
        clock.now = float(n)
        limits.check("POST", f"/webhooks/5/token{n}")
    with pytest.raises(discord.HTTPException) as refused:
        limits.check("POST", "/webhooks/5/another")
    assert refused.value.response.headers["X-RateLimit-Scope"] == "shared"
    assert refused.value.text == "The resource is being rate limited."
    assert limits.refused[-1].bucket == "followup-bot-wide"
    clock.now = 60.0
    limits.check("POST", "/webhooks/5/another")  # a minute after the first


def test_one_interaction_gets_five_follow_ups_in_two_seconds(limits: RateLimits, clock: Clock) -> None:
    for _ in range(5):
        limits.check("POST", "/webhooks/5/tok")
    with pytest.raises(discord.HTTPException):
        limits.check("PATCH", "/webhooks/5/tok/messages/@original")
    assert limits.refused[-1].bucket == "followup-per-interaction"
    limits.check("POST", "/webhooks/5/other")  # another interaction is not held up by it


def test_the_global_limit_is_fifty_a_second_and_spares_interaction_responses(
    limits: RateLimits, clock: Clock
) -> None:
    for n in range(50):
        limits.check("GET", f"/channels/{n}")
    limits.check("POST", "/interactions/1/tok/callback")
    with pytest.raises(discord.HTTPException) as refused:
        limits.check("GET", "/channels/99")
    assert refused.value.response.headers["X-RateLimit-Global"] == "true"
    assert limits.refused[-1].bucket == "global"
    clock.now = 1.0
    limits.check("GET", "/channels/99")


def test_reactions_one_per_quarter_second_in_a_channel(limits: RateLimits, clock: Clock) -> None:
    limits.check("PUT", "/channels/7/messages/1/reactions/x/@me")
    with pytest.raises(discord.HTTPException):
        limits.check("PUT", "/channels/7/messages/2/reactions/y/@me")
    clock.now = 0.25
    limits.check("PUT", "/channels/7/messages/2/reactions/y/@me")
