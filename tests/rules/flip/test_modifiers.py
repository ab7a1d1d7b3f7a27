import pytest

from bot.errors import DomainError
from bot.rules.flip.modifiers import MINUS, NONE, PLUS, FateModifier, parse_modifiers


@pytest.mark.parametrize(
    ("text", "net"),
    [
        (None, 0),
        ("", 0),
        ("  ", 0),
        ("0", 0),
        ("+", 1),
        ("++", 2),
        ("-", -1),
        ("---", -3),
        ("+2", 2),
        ("-1", -1),
        ("+-", 0),
        ("++-", 1),
        ("−", -1),
        ("–-", -2),
        ("＋", 1),
        ("+ +", 2),
        ("﹣", -1),
        ("+10", 10),
    ],
)
def test_accepted_forms(text: str | None, net: int) -> None:
    assert parse_modifiers(text).net == net


@pytest.mark.parametrize("text", ["abc", "+2-", "2", "+x", "1+", "+-2"])
def test_rejected_forms_say_what_is_accepted(text: str) -> None:
    with pytest.raises(DomainError) as err:
        parse_modifiers(text)
    assert err.value.key == "error-modifiers-invalid"
    assert err.value.args_map["value"] == text


def test_too_long_and_too_many() -> None:
    with pytest.raises(DomainError) as err:
        parse_modifiers("+" * 21)
    assert err.value.key == "error-modifiers-too-long"
    with pytest.raises(DomainError) as err:
        parse_modifiers("+11")
    assert err.value.key == "error-modifiers-too-many"


def test_guild_guard_plus_plus_and_minus_leave_one_plus_and_two_cards() -> None:
    # Seed 000: the Guild Guard has ++, the Gremlin adds -: one + remains, two cards are flipped.
    net = parse_modifiers("++") + parse_modifiers("-")
    assert net == PLUS
    assert net.cards_to_flip(4) == 2


def test_cards_to_flip_caps_at_the_maximum() -> None:
    assert NONE.cards_to_flip(4) == 1
    assert MINUS.cards_to_flip(4) == 2
    assert FateModifier(-7).cards_to_flip(4) == 4
    assert FateModifier(5).cards_to_flip(4) == 4


def test_text_and_signs() -> None:
    assert [str(FateModifier(n)) for n in (-2, 0, 3)] == ["--", "0", "+++"]
    assert PLUS.positive and not PLUS.negative and MINUS.negative and not NONE.positive
