"""The optional biggerhat source's limiter and setting (bot/play/crew_source.py, bot/settings.py):
no 60 s span ever holds more than the published 60 requests, whatever the times they are asked
at (the control without a limit breaks it); ``Retry-After`` in seconds or as an HTTP date; the
setting is off unless an address is given."""

from __future__ import annotations

import email.utils

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from bot.errors import DomainError
from bot.play.crew_source import PER_MINUTE, RETRY_AFTER_DEFAULT_S, WINDOW_S, Limiter, retry_after_s
from bot.settings import Settings


def most_in_a_window(times: list[float]) -> int:
    most, first = 0, 0
    for last, now in enumerate(times):
        while times[first] <= now - WINDOW_S:
            first += 1
        most = max(most, last - first + 1)
    return most


def sent_through(limiter: Limiter, asked: list[float]) -> list[float]:
    sent = []
    for now in asked:
        try:
            limiter.take(now)
        except DomainError as error:
            assert error.key == "crew-source-error-busy" and error.args_map["seconds"] >= 1
            continue
        sent.append(now)
    return sent


# Bursts: 100 to 400 requests asked within two minutes (tenths of a second), mostly over the limit.
arrivals = st.lists(st.integers(0, 1200), min_size=100, max_size=400).map(
    lambda xs: sorted(x / 10 for x in xs)
)


@given(arrivals)
def test_no_window_ever_holds_more_than_the_published_limit(asked: list[float]) -> None:
    sent = sent_through(Limiter(PER_MINUTE), asked)
    assert most_in_a_window(sent) <= PER_MINUTE


def test_the_control_without_a_limit_breaks_it_and_the_limiter_lets_the_next_minute_through() -> None:
    asked = [i * 0.5 for i in range(200)]  # 120 requests a minute wanted
    assert most_in_a_window(sent_through(Limiter(None), asked)) > PER_MINUTE
    limiter = Limiter(PER_MINUTE)
    sent = sent_through(limiter, asked)
    assert sent[:PER_MINUTE] == asked[:PER_MINUTE] and len(sent) > PER_MINUTE  # the window moves on
    assert limiter.wait_s(100.0) > 0 and most_in_a_window(sent) == PER_MINUTE


def test_a_held_limiter_refuses_until_the_time_has_passed_saying_how_long() -> None:
    limiter = Limiter(PER_MINUTE)
    limiter.hold(142.0)
    with pytest.raises(DomainError) as refused:
        limiter.take(100.0)
    assert refused.value.args_map == {"seconds": 42}
    limiter.take(142.0)


def test_retry_after_in_seconds_or_as_a_date() -> None:
    assert retry_after_s("42", 0.0) == 42.0
    assert retry_after_s(email.utils.formatdate(1_000_030.0, usegmt=True), 1_000_000.0) == 30.0
    assert retry_after_s(None, 0.0) == retry_after_s("soon", 0.0) == RETRY_AFTER_DEFAULT_S


def test_the_source_is_off_unless_an_address_is_given() -> None:
    assert Settings(DISCORD_TOKEN="t").biggerhat_url == ""
    assert Settings(DISCORD_TOKEN="t", FATEBOT_BIGGERHAT_URL=" https://biggerhat.net/ ").biggerhat_url == (
        "https://biggerhat.net"
    )
    with pytest.raises(ValidationError, match="https://"):
        Settings(DISCORD_TOKEN="t", FATEBOT_BIGGERHAT_URL="biggerhat.net")
