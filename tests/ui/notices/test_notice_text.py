"""A notice's text at its largest fits one Discord message, in every language: a reminder by DM
listing a hundred things owed, with the longest names and ids (bot/ui/notices/send.py)."""

from __future__ import annotations

import pytest

from bot.play.common.after import Item, Notice
from bot.rules.notices import OWED
from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.notices.send import ITEMS_SHOWN, notice_text

BIG = 10**19  # the longest snowflake ids
MESSAGE_LIMIT = 2000


def _longest(lang: str) -> str:
    return max(OWED, key=lambda what: len(tr(lang, f"notice-owed-{what}")))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_largest_notice_fits_one_message(lang: str) -> None:
    what = _longest(lang)
    items = tuple(Item(f"p{BIG + i}", what, (BIG, BIG + 1)) for i in range(100))
    notice = Notice(BIG, BIG, items, BIG, False, "dm", lang, reminder=True, no_reminders_here=True)
    link = f"https://discord.com/channels/{BIG}/{BIG}/{BIG}"
    place = tr(lang, "notice-place-server", server="S" * 100, channel=f"<#{BIG}>")
    text = notice_text(notice, {item.subject: link for item in items}, place)
    assert len(text) <= MESSAGE_LIMIT
    shown = text.count(link)
    assert 1 <= shown <= ITEMS_SHOWN  # as many as fit, each with its link ...
    assert tr(lang, "notice-more", count=100 - shown) in text  # ... and how many more
    assert not text.endswith("…")  # nothing was cut


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_thing_owed_has_its_text(lang: str) -> None:
    for what in OWED:
        assert not tr(lang, f"notice-owed-{what}").startswith("notice-owed")
