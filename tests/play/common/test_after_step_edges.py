"""The after-step collector's edges (``bot.play.common.after``), from its docstrings: ``take``
hands over *everything* once, the leagues owing notices included ("leaving this collector
empty, so it is done once"); and ``withdraw`` takes back an undone unit's epochs only when it
was undone ``exactly`` (a cancelled unit's decks stay as it left them)."""

from __future__ import annotations

from bot.play.common.after import AfterStep, Epoch, collecting, publish

TABLE, ALICE = 10, 1


def test_take_hands_the_leagues_over_once() -> None:
    with collecting() as after:
        publish(AfterStep(leagues={"SPRING"}))
        taken = after.take()
        again = after.take()
    assert taken.leagues == {"SPRING"}
    assert again.leagues == set() and not again  # not woken a second time
    assert not after


def test_a_league_published_after_a_take_is_the_only_one_taken_next() -> None:
    with collecting() as after:
        publish(AfterStep(leagues={"SPRING"}))
        after.take()
        publish(AfterStep(leagues={"AUTUMN"}))
        assert after.take().leagues == {"AUTUMN"}


def test_an_undone_units_epochs_are_taken_back_only_when_it_was_undone_exactly() -> None:
    began = Epoch(TABLE, ALICE, "c0ffee")
    undone = AfterStep(epochs=[began])
    with collecting() as after:
        publish(undone)
        after.withdraw(undone, exactly=False)
        assert after.epochs == [began]  # cancelled: the deck's epoch began all the same
        after.withdraw(undone, exactly=True)
        assert after.epochs == []  # undone exactly: its commitment is not published
