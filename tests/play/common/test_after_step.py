"""The after-step collector (``bot.play.common.after``), directly: what committed units leave to
do is gathered per interaction in the order they committed, a notice whose step a later unit
settled is not sent (only the items that step asked are dropped, only for that player and
table), ``take`` hands everything over once and leaves the collector empty, and an undone unit's
notices are taken back."""

from __future__ import annotations

from bot.play.common.after import AfterStep, Item, Notice, Settled, collecting, current, hand_shown, publish

TABLE, OTHER_TABLE, ALICE, BOB = 10, 11, 1, 2


def notice(player: int, *subjects: str, table: int = TABLE, reminder: bool = False) -> Notice:
    items = tuple(Item(s, "duel-accept", (ALICE,)) for s in subjects)
    return Notice(table, player, items, table, True, "ping", reminder=reminder)


def settled(player: int, subject: str, table: int = TABLE, message_id: int = 555) -> Settled:
    return Settled(table, player, subject, "duel-accept", table, message_id, "en", "answered")


def unit(**parts: object) -> AfterStep:
    after = AfterStep()
    for name, value in parts.items():
        setattr(after, name, value)
    return after


def asked(after: AfterStep) -> list[tuple[int, int, list[str]]]:
    return [(n.table_id, n.player, [i.subject for i in n.items]) for n in after.notices]


def test_a_notice_a_later_step_settled_is_not_sent() -> None:
    with collecting() as after:
        publish(unit(notices=[notice(BOB, "duel:1")]))  # alice opens a duel: bob is asked
        publish(unit(settled=[settled(BOB, "duel:1")]))  # bob answers in the same interaction
    assert after.notices == []  # nothing left to ask him
    assert after.settled == [settled(BOB, "duel:1")]  # (its message, if any, says so)


def test_a_later_settlement_drops_only_the_item_it_settled() -> None:
    with collecting() as after:
        publish(unit(notices=[notice(BOB, "duel:1", "duel:2")]))
        publish(unit(settled=[settled(BOB, "duel:1")]))
    assert asked(after) == [(TABLE, BOB, ["duel:2"])]


def test_a_settlement_leaves_another_players_and_another_tables_notices() -> None:
    """Control: the same subject settled for bob asks nothing less of alice, nor of bob elsewhere."""
    with collecting() as after:
        publish(
            unit(
                notices=[
                    notice(ALICE, "duel:1"),
                    notice(BOB, "duel:1", table=OTHER_TABLE),
                    notice(BOB, "duel:1"),
                ]
            )
        )
        publish(unit(settled=[settled(BOB, "duel:1")]))
    assert asked(after) == [(TABLE, ALICE, ["duel:1"]), (OTHER_TABLE, BOB, ["duel:1"])]


def test_a_notice_a_later_unit_sends_after_settling_is_kept() -> None:
    """A unit that settles a step and asks it again (a new step of the same exchange): the new
    notice stands; only the earlier units' notices are answered."""
    with collecting() as after:
        publish(unit(notices=[notice(BOB, "duel:1")]))
        publish(unit(settled=[settled(BOB, "duel:1")], notices=[notice(BOB, "duel:1")]))
    assert asked(after) == [(TABLE, BOB, ["duel:1"])]


def test_units_are_gathered_in_the_order_they_committed() -> None:
    with collecting() as after:
        publish(unit(boards={TABLE}, hands={(TABLE, BOB): None}, notices=[notice(BOB, "duel:1")]))
        publish(unit(boards={OTHER_TABLE}, hands={(TABLE, BOB): None, (TABLE, ALICE): None}))
        publish(unit(notices=[notice(ALICE, "duel:2")]))
    assert after.boards == {TABLE, OTHER_TABLE}
    assert list(after.hands) == [(TABLE, BOB), (TABLE, ALICE)]  # bob's hand once, though changed twice
    assert asked(after) == [(TABLE, BOB, ["duel:1"]), (TABLE, ALICE, ["duel:2"])]


def test_nothing_is_published_without_a_collector_nor_an_empty_unit() -> None:
    publish(unit(notices=[notice(BOB, "duel:1")]))  # no interaction: nobody acts on it
    assert current() is None
    with collecting() as after:
        publish(AfterStep())
        assert not after
        assert current() is after
    assert current() is None


def test_take_hands_everything_over_once() -> None:
    with collecting() as after:
        hand_shown(TABLE, ALICE)  # a feature refreshed alice's DM with its reply
        publish(unit(boards={TABLE}, hands={(TABLE, ALICE): None}, notices=[notice(BOB, "duel:1")]))
        publish(unit(settled=[settled(ALICE, "duel:0")]))
        taken = after.take()
        again = after.take()
    assert taken.boards == {TABLE} and list(taken.hands) == [(TABLE, ALICE)]
    assert asked(taken) == [(TABLE, BOB, ["duel:1"])] and taken.settled == [settled(ALICE, "duel:0")]
    assert taken.hands_shown == {(TABLE, ALICE)}
    assert not after and not again and again.notices == [] and again.settled == []
    assert not again.hands and not again.boards
    # What a feature showed stays shown for the rest of the interaction: not refreshed again.
    assert again.hands_shown == {(TABLE, ALICE)}
    taken.hands_shown.add((TABLE, BOB))
    assert after.hands_shown == {(TABLE, ALICE)}  # the two do not share one set


def test_an_undone_unit_takes_back_its_notices_and_exactly_its_settlements() -> None:
    asks, answers = unit(notices=[notice(BOB, "duel:1")]), unit(settled=[settled(ALICE, "duel:0")])
    with collecting() as after:
        publish(asks)
        publish(answers)
        after.withdraw(answers, exactly=False)
        assert after.settled == [settled(ALICE, "duel:0")]  # cancelled, not undone: it stays over
        after.withdraw(answers, exactly=True)
        assert after.settled == []  # undone exactly: that message asks again
        after.withdraw(asks, exactly=False)
    assert after.notices == []
