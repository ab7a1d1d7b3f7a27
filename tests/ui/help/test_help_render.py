"""/help pages: commands become mentions where their id is known, and stay readable otherwise."""

from __future__ import annotations

from bot.ui.common.i18n import catalog
from bot.ui.help.render import PAGES, TOPICS, help_text, with_mentions

MENTIONS = {"flip": "</flip:1>", "duel simple": "</duel simple:2>", "voltear": "</flip:1>"}


def test_a_known_command_becomes_its_mention_with_the_options_as_code() -> None:
    text = "Try `/flip modifiers:+` or `/duel simple stat:6 tn:12`, or just `/flip`."
    assert with_mentions(text, MENTIONS) == (
        "Try </flip:1> `modifiers:+` or </duel simple:2> `stat:6 tn:12`, or just </flip:1>."
    )


def test_the_path_written_in_the_readers_language_is_found() -> None:
    assert with_mentions("`/voltear modificadores:++`", MENTIONS) == "</flip:1> `modificadores:++`"


def test_an_unknown_command_or_plain_code_stays_as_written() -> None:
    text = "`/league create name:Spring` and `d6`"
    assert with_mentions(text, MENTIONS) == text
    assert with_mentions(text, {}) == text  # ids could not be fetched: plain /name


def test_every_page_exists_in_every_language() -> None:
    assert TOPICS[0] == "overview"
    for lang in catalog().languages:
        for topic in TOPICS:
            for key in PAGES[topic]:
                assert catalog().has(lang, key), (lang, key)
            for suffix in ("", "-desc"):
                assert topic == "overview" or catalog().has(lang, f"help-topic-{topic}{suffix}")
            assert len(help_text(lang, topic, {})) < 4000  # Components V2 text limit


def test_a_subgroup_command_becomes_its_three_word_mention() -> None:
    mentions = {
        "crew card set": "</crew card set:3>",
        "crew card": "</crew card:3>",
        "banda carta guardar": "</crew card set:3>",
    }
    assert with_mentions("`/crew card set paste:True`", mentions) == "</crew card set:3> `paste:True`"
    assert with_mentions("`/banda carta guardar`", mentions) == "</crew card set:3>"
