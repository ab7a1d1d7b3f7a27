"""/roll end to end (/help: test_help.py)."""

from __future__ import annotations

import re

import pytest
import simcord

from bot.rules.random.dice_values import MAX_EXPRESSION_LENGTH
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, reply

TOTAL = re.compile(r"^Total: (-?[\d,]+)$", re.MULTILINE)


async def test_roll_is_public_with_a_total(table: Table) -> None:
    result = await table.alice.slash(table.channel, "roll", expression="2d6+3")
    assert not result.ephemeral
    text = reply(result).content
    assert text.startswith(f"<@{table.alice.id}> rolls `2d6+3`:")
    match = TOTAL.search(text)
    assert match and 5 <= int(match.group(1)) <= 15


async def test_roll_works_in_direct_messages(table: Table) -> None:
    result = await table.alice.user.slash("roll", expression="1d20")
    assert 1 <= int(TOTAL.search(reply(result).content).group(1)) <= 20  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("expression", "key", "args"),
    [
        ("   ", "dice-error-empty", {}),
        ("2d", "dice-error-syntax", None),
        ("d😀", "dice-error-syntax", None),
        ("1d1001", "dice-error-too-many-faces", {"faces": 1001, "max": 1000}),
        ("101d6", "dice-error-too-many-dice", {"count": 101, "max": 100}),
        ("1d0", "dice-error-no-faces", {}),
        ("1/0", "dice-error-invalid", {"expression": "1/0"}),
    ],
)
async def test_bad_expressions_get_a_private_error(
    table: Table, expression: str, key: str, args: dict[str, object] | None
) -> None:
    result = await table.alice.slash(table.channel, "roll", expression=expression)
    assert result.ephemeral
    text = reply(result).content
    if args is None:
        assert text.startswith(tr("en", key, expression="X", column=0).split("`")[0])
    else:
        assert text == tr("en", key, **args)
    assert table.channel.history() == [] or all(m.flags.ephemeral for m in table.channel.history())


@pytest.mark.parametrize("expression", ["", "1" * (MAX_EXPRESSION_LENGTH + 1)])
async def test_discord_refuses_empty_or_huge_expressions(table: Table, expression: str) -> None:
    with pytest.raises(simcord.OptionError):
        await table.alice.slash(table.channel, "roll", expression=expression)
