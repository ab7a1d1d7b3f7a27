"""Reply text from play results."""

from __future__ import annotations

from bot.play import FlipOutcome
from bot.rules.common.cards import Card, Suit
from bot.rules.flip.flips import FlipReason
from bot.rules.flip.modifiers import FateModifier
from bot.ui.common.render import modifier_label
from bot.ui.flip.render import flip_rewrite, flip_text

TWO = (Card.of(4, Suit.RAMS), Card.of(9, Suit.MASKS))


def outcome(chosen: int = 1, flip_id: int | None = 7) -> FlipOutcome:
    return FlipOutcome(
        table_id=1,
        player=2,
        edition="m4e",
        modifier=FateModifier(1),
        cards=TWO,
        allowed=(0, 1),
        default=1,
        chosen=chosen,
        reason=FlipReason.FREE_CHOICE,
        reshuffled=False,
        flip_id=flip_id,
        expires_at=1_800_000_000.0,
    )


def test_flip_lines() -> None:
    text = flip_text("en", outcome(), reason="Shoot")
    lines = text.splitlines()
    assert lines[0] == "**♦ 9 of Masks** · <@2> flips for “Shoot” (+)"
    assert lines[1] == "Flipped: ♥ 4 of Rams, ♦ 9 of Masks"
    assert lines[2] == "Card: ♦ 9 of Masks"
    assert lines[3].startswith("-# ") and "<t:1800000000:t>" in lines[3]


def test_rewrite_keeps_the_header_and_changes_the_card() -> None:
    before = flip_text("en", outcome(), reason="Shoot")
    after = flip_rewrite("en", before, outcome(chosen=0))
    assert after.splitlines()[0] == "**♥ 4 of Rams** · <@2> flips for “Shoot” (+)"
    assert "Card: ♥ 4 of Rams" in after and "switched" in after


def test_rewrite_of_a_foreign_message_rebuilds_it() -> None:
    assert flip_rewrite("en", "something else", outcome(chosen=0)).startswith(
        "**♥ 4 of Rams** · <@2> flips (+)"
    )


def test_modifier_labels() -> None:
    assert modifier_label("en", 0) == "no modifiers"
    assert modifier_label("en", 2) == "++"
    assert modifier_label("en", -3) == "−−−"
