"""Season files are inputs from strangers: hidden characters, mentions, hostile TOML, any bytes."""

from __future__ import annotations

import time
import tomllib
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.play.encounter import clean_season_source
from bot.rules.common.cards import Suit
from bot.rules.encounter import season_parsing
from bot.rules.encounter.season_parsing import MAX_SEASON_TEXT, parse_season, season_problems
from bot.rules.encounter.seasons import MAX_NAME_LENGTH
from tests.rules.encounter.test_seasons import THIRTEEN, line_of, m3e_text

# -- names: format characters and mentions ------------------------------------------------

FORMAT_CHARACTERS = [
    "\u202e",  # RIGHT-TO-LEFT OVERRIDE: "Assassinate\u202eetanissassA" reads as something else
    "\u202d",  # LEFT-TO-RIGHT OVERRIDE
    "\u2066",  # LEFT-TO-RIGHT ISOLATE
    "\u2069",  # POP DIRECTIONAL ISOLATE
    "\u200f",  # RIGHT-TO-LEFT MARK
    "\u200b",  # ZERO WIDTH SPACE
    "\u2060",  # WORD JOINER
    "\u00ad",  # SOFT HYPHEN
    "\ufeff",  # ZERO WIDTH NO-BREAK SPACE
    "\U000e0041",  # TAG LATIN CAPITAL LETTER A
]


def test_the_listed_format_characters_are_all_category_cf() -> None:
    assert {unicodedata.category(ch) for ch in FORMAT_CHARACTERS} == {"Cf"}


@pytest.mark.parametrize("hidden", FORMAT_CHARACTERS, ids=lambda ch: f"U+{ord(ch):04X}")
def test_names_with_format_characters_are_refused_on_their_line(hidden: str) -> None:
    text = m3e_text([*THIRTEEN[:4], f"Breakthrough{hidden}Ambush", *THIRTEEN[5:]])
    [problem] = season_problems(text)
    assert "invisible formatting character" in problem.message
    assert f"U+{ord(hidden):04X}" in problem.message
    assert problem.path == "schemes → 5" and problem.line == line_of(text, "5 = ")


@pytest.mark.parametrize(
    "name",
    [
        "@everyone wins",
        "Hold @here",
        "@EVERYONE",
        "Duel <@123456789012345678>",
        "Duel <@!123456789012345678>",
        "Team <@&123456789012345678>",
        "Go to <#123456789012345678>",
        "Run </league show:123456789012345678>",
    ],
)
def test_names_with_mentions_are_refused_on_their_line(name: str) -> None:
    text = m3e_text(THIRTEEN, strategies=["Turf War", name, "Corrupted Idols", "Plant Explosives"])
    [problem] = season_problems(text)
    assert "mention" in problem.message
    assert problem.path == "strategies → crows" and problem.line == line_of(text, "crows = ")


def test_the_season_name_itself_is_checked() -> None:
    text = m3e_text(THIRTEEN).replace('name = "Custom"', 'name = "Liga \u202egiL"')
    [problem] = season_problems(text)
    assert problem.path == "name" and problem.line == 2


def test_a_lone_surrogate_is_refused_where_it_is() -> None:
    text = m3e_text(THIRTEEN).replace('name = "Custom"', 'name = "Cus\ud800tom"')
    [problem] = season_problems(text)
    assert (problem.line, problem.column) == (2, 12) and "lone surrogate" in problem.message


def test_an_at_sign_or_angle_brackets_alone_are_fine() -> None:
    names = ["Meet @ the bridge", "<Unnamed>", "a@b", "Tag <3", *THIRTEEN[4:]]
    season = parse_season(m3e_text(names))
    assert season.scheme_names()[:4] == tuple(names[:4])


LETTER_CATEGORIES = ("Lu", "Ll", "Lt", "Lm", "Lo")
letters = st.characters(categories=LETTER_CATEGORIES)
words = st.text(letters, min_size=1, max_size=12)
letter_names = (
    st.lists(words, min_size=1, max_size=6).map(" ".join).filter(lambda s: len(s) <= MAX_NAME_LENGTH)
)


@settings(max_examples=300, deadline=None)
@given(st.lists(letter_names, min_size=13, max_size=13, unique_by=str.casefold), letter_names)
def test_every_letter_of_every_language_is_kept(names: list[str], season_name: str) -> None:
    text = m3e_text(names).replace('name = "Custom"', f'name = "{season_name}"')
    season = parse_season(text)
    assert season.scheme_names() == tuple(names)
    assert season.name == season_name
    assert season.strategy_for(Suit.RAMS) == "Turf War"


def test_letters_of_many_scripts_with_their_marks() -> None:
    names = [
        "Ñandú",
        "Árvíztűrő tükörfúrógép",
        "Москва",
        "東京",
        "서울",
        "القاهرة",  # right-to-left letters are letters, not overrides
        "ירושלים",
        "हिन्दी",  # virama and vowel signs (Mn/Mc) belong to the word
        "ไทย",
        "Ελλάδα",
        "Ǆemal",
        "ㄅㄆㄇ",
        "🐉 Dragon",
    ]
    assert parse_season(m3e_text(names)).scheme_names() == tuple(names)


# -- hostile TOML: nesting and every other parser failure -----------------------------------


def nested(depth: int) -> str:
    return "a = " + "[" * depth + "]" * depth + "\n"


def test_toml_nesting_30000_deep_gets_a_line_precise_error() -> None:
    text = 'id = "deep"\nname = "Deep"\n' + "a = " + "[" * 30_000  # 60 KB, never closed
    assert len(text.encode()) > 30_000 and len(text) <= MAX_SEASON_TEXT
    with pytest.raises(RecursionError):  # what the parser does with it on its own
        tomllib.loads(text)
    with pytest.raises(DomainError) as caught:
        parse_season(text)
    assert caught.value.key == "season-error-invalid"
    details = caught.value.args_map["details"]
    assert details.startswith("line 3, column ")
    assert "nested too deeply" in details


def test_closed_deep_nesting_is_refused_too_but_shallow_nesting_parses() -> None:
    [problem] = season_problems('id = "x"\n' + nested(5000))
    assert problem.line == 2 and "nested too deeply" in problem.message
    assert tomllib.loads(nested(20)) is not None  # a control: the depth check is not the parser's
    shallow = season_problems(nested(20))  # valid TOML, then the season's own checks
    assert shallow and all("nested too deeply" not in problem.message for problem in shallow)


def test_brackets_in_strings_and_comments_are_not_nesting() -> None:
    brackets = "[" * 200 + "{" * 200
    top = f'name = "Custom" # {brackets}\nnotes = "{brackets}"\nlit = \'{brackets}\'\n# {brackets}'
    problems = season_problems(m3e_text(THIRTEEN).replace('name = "Custom"', top))
    assert [(p.path, p.line) for p in problems] == [("lit", 4)]  # only the unknown key, no nesting
    text = m3e_text(THIRTEEN).replace('name = "Custom"', f'name = "Custom"\nnotes = """\n{brackets}\n"""')
    assert parse_season(text).notes == brackets + "\n"


def test_a_recursion_error_from_the_parser_itself_is_located(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(season_parsing, "MAX_NESTING", 10**6)  # let the text reach the parser
    text = 'id = "deep"\n' + "a = " + "[" * 30_000
    [problem] = season_problems(text)
    assert problem.line == 2 and problem.column is not None and problem.column > 4
    assert "nested too deeply" in problem.message


class _ParserBug(Exception):
    pass


def test_a_parser_bug_is_located_where_the_parser_was_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    import tomllib._parser as toml_parser

    def broken(src: str, pos: int, parse_float: object) -> object:
        if src[pos] == "[":  # fails on the first array value only
            raise _ParserBug("internal parser state")
        return real(src, pos, parse_float)

    real = toml_parser.parse_value
    monkeypatch.setattr(toml_parser, "parse_value", broken)
    text = m3e_text(THIRTEEN).replace('name = "Custom"', 'name = "Custom"\nyear = 2026\nlist = [1]')
    [problem] = season_problems(text)
    assert "cannot be read as TOML (_ParserBug)" in problem.message
    assert problem.line == line_of(text, "list = [1]")


def test_any_parser_exception_becomes_the_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(text: str) -> object:
        raise _ParserBug("internal parser state")

    monkeypatch.setattr(tomllib, "loads", broken)
    with pytest.raises(DomainError) as caught:
        parse_season(m3e_text(THIRTEEN))
    assert caught.value.key == "season-error-invalid"
    assert "TOML" in caught.value.args_map["details"]


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=2000))
def test_arbitrary_bytes_give_a_domain_error(raw: bytes) -> None:
    with pytest.raises(DomainError) as caught:
        parse_season(clean_season_source(raw))
    assert caught.value.key in {"season-error-not-utf8", "season-error-invalid"}


toml_pieces = st.sampled_from([*"[]{}=\"'#.,\n ab1\\-+:", "'''", '"""', "[[", "]]", "a = ", "\\u"])
toml_soup = st.lists(toml_pieces, max_size=300).map("".join)


@settings(max_examples=400, deadline=None)
@given(toml_soup)
def test_toml_shaped_noise_gives_a_domain_error(text: str) -> None:
    with pytest.raises(DomainError) as caught:
        parse_season(text)
    assert caught.value.key == "season-error-invalid"
    assert caught.value.args_map["details"]


def test_a_long_line_does_not_make_the_error_slow() -> None:
    # The line index that locates validation problems reads only the start of each line.
    notes = 'name = "Custom"\nnotes = """\n' + " " * 40_000 + 'x\n"""'
    text = m3e_text(THIRTEEN).replace('1 = "Scheme A"', "1 = 5").replace('name = "Custom"', notes)
    started = time.perf_counter()
    problems = season_problems(text)
    assert time.perf_counter() - started < 2.0
    assert any(problem.path == "schemes → 1" for problem in problems)
