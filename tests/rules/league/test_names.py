"""The one formatter of league names (bot/rules/league/names.py)."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from bot.rules.league.names import plain

# Unescaped markdown: a character of markdown not preceded by an odd run of backslashes.
_LIVE = re.compile(r"(?<!\\)(?:\\\\)*[*_~`|\[\]<>#]")


def test_a_masked_link_a_mention_and_bold_are_shown_as_typed() -> None:
    assert plain("[x](https://evil.example)") == "\\[x\\](https://evil.example)"
    assert plain("**big** <@123456789012345678> @everyone") == (
        "\\*\\*big\\*\\* \\<@\u200b123456789012345678\\> @\u200beveryone"
    )
    assert plain("- item\n# head") == "\\- item\n\\# head"
    assert plain("Liga-Sur (2026)") == "Liga-Sur (2026)"  # nothing to escape stays as it is


@given(st.text(st.characters(blacklist_characters="\u200b"), max_size=40))
def test_no_markdown_character_is_left_live(text: str) -> None:
    shown = plain(text)
    assert not _LIVE.search(shown), shown
    assert "@everyone" not in shown and "@here" not in shown
    assert re.sub(r"\\(.)", r"\1", shown.replace("\u200b", ""), flags=re.S) == text
