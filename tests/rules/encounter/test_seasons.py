"""Seasons as data: strict validation, line-precise errors, M4E next-available links."""

from __future__ import annotations

import ast
import json
import re
import tomllib
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules.common.cards import Suit
from bot.rules.encounter.season_parsing import MAX_SEASON_TEXT, _syntax_problem, parse_season, season_problems
from bot.rules.encounter.seasons import MAX_NAME_LENGTH, Season

ROOT = Path(__file__).resolve().parents[3]
SEASONS = ROOT / "data" / "seasons"
SHIPPED = sorted(SEASONS.glob("*.toml"))


def shipped(season_id: str) -> str:
    return (SEASONS / f"{season_id}.toml").read_text(encoding="utf-8")


def line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in text")


def m3e_text(names: list[str], strategies: list[str] | None = None, edition: str = "m3e") -> str:
    rams, crows, masks, tomes = strategies or ["Turf War", "Reckoning", "Corrupted Idols", "Plant Explosives"]
    schemes = "\n".join(
        f"{value} = {json.dumps(name, ensure_ascii=False)}" for value, name in enumerate(names, 1)
    )
    return f"""id = "custom"
name = "Custom"
edition = "{edition}"

[confidence]
strategies = "confirmed"
schemes = "confirmed"

[strategies]
rams = {json.dumps(rams, ensure_ascii=False)}
crows = {json.dumps(crows, ensure_ascii=False)}
masks = {json.dumps(masks, ensure_ascii=False)}
tomes = {json.dumps(tomes, ensure_ascii=False)}

[deployments]
rams = "Standard"
crows = "Corner"
masks = "Wedge"
tomes = "Flank"

[schemes]
{schemes}
"""


THIRTEEN = [f"Scheme {chr(ord('A') + i)}" for i in range(13)]


def problems_of(text: str) -> list[str]:
    return [str(problem) for problem in season_problems(text)]


# -- shipped data -------------------------------------------------------------------------


def test_all_seven_seasons_are_shipped() -> None:
    assert [path.stem for path in SHIPPED] == [
        "m3e-gg0",
        "m3e-gg1",
        "m3e-gg2",
        "m3e-gg3",
        "m3e-gg4",
        "m4e-gg0",
        "m4e-gg1",
    ]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_shipped_season_loads(path: Path) -> None:
    season = parse_season(path.read_text(encoding="utf-8"))
    assert season.id == path.stem
    assert season_problems(path.read_text(encoding="utf-8")) == []
    # Deployments by the defender's suit are the same in every season (seasons.md).
    assert [season.deployment_for(s) for s in Suit] == ["Standard", "Corner", "Wedge", "Flank"]
    if season.edition == "m4e":
        assert len(season.scheme_names()) >= 3
        assert season.confidence.next_available is not None
    else:
        assert len(set(season.scheme_names())) == 13


def test_m3e_gg0_matches_seed_003() -> None:
    season = parse_season(shipped("m3e-gg0"))
    assert [season.strategy_for(s) for s in (Suit.RAMS, Suit.TOMES, Suit.MASKS, Suit.CROWS)] == [
        "Turf War",
        "Plant Explosives",
        "Corrupted Idols",
        "Reckoning",
    ]
    assert season.scheme_names() == (
        "Detonate Charges",
        "Breakthrough",
        "Harness the Ley Line",
        "Search the Ruins",
        "Dig Their Graves",
        "Hold Up Their Forces",
        "Take Prisoner",
        "Power Ritual",
        "Outflank",
        "Assassinate",
        "Deliver a Message",
        "Claim Jump",
        "Vendetta",
    )
    table = season.turn_flip_table("Corrupted Idols")
    assert [table.for_suit(s) for s in (Suit.MASKS, Suit.TOMES, Suit.RAMS, Suit.CROWS)] == [
        "left-8",
        "right-8",
        "centre",
        "edge-choice",
    ]


def test_m3e_gg4_uses_the_default_suit_order_and_is_marked_inferred() -> None:
    season = parse_season(shipped("m3e-gg4"))
    order = [season.strategy_for(s) for s in (Suit.RAMS, Suit.TOMES, Suit.MASKS, Suit.CROWS)]
    assert order == ["Raid the Vaults", "Cloak and Dagger", "Stuff the Ballots", "Plant Explosives"]
    assert "strategies" in season.inferred_parts()


# Confidence exactly as shared/rules/seasons.md states it.
EXPECTED_INFERRED = {
    "m3e-gg0": set(),
    "m3e-gg1": {"strategies"},
    "m3e-gg2": {"strategies", "schemes"},
    "m3e-gg3": {"strategies", "schemes"},
    "m3e-gg4": {"strategies", "schemes"},
    "m4e-gg0": set(),
    "m4e-gg1": {"strategies", "next_available"},
}


@pytest.mark.parametrize("season_id", sorted(EXPECTED_INFERRED))
def test_inferred_parts_follow_the_digest(season_id: str) -> None:
    assert parse_season(shipped(season_id)).inferred_parts() == EXPECTED_INFERRED[season_id]


def test_gaining_grounds_one_has_two_suitless_strategies() -> None:
    season = parse_season(shipped("m4e-gg1"))
    assert season.name == "Gaining Grounds One"
    assert season.strategies.jokers == ("Greased Pigs", "Aetheric Conduit")
    assert parse_season(shipped("m4e-gg0")).strategies.jokers == ()


# -- M4E next available ---------------------------------------------------------------


def test_m4e_gg0_next_available_chain() -> None:
    season = parse_season(shipped("m4e-gg0"))
    assert season.next_available("Assassinate") == ("Scout the Rooftops", "Detonate Charges", "Runic Binding")
    # Follow the first link five times: every step is a scheme of the season with its own links.
    chain = ["Assassinate"]
    for _ in range(5):
        chain.append(season.next_available(chain[-1])[0])
    assert chain == [
        "Assassinate",
        "Scout the Rooftops",
        "Detonate Charges",
        "Grave Robbing",
        "Runic Binding",
        "Leave Your Mark",
    ]


def test_next_choices_never_offer_a_scheme_already_revealed() -> None:
    season = parse_season(shipped("m4e-gg1"))
    assert season.next_choices("Breakthrough") == (
        "Get the Drop on 'Em",
        "Make It Look Like an Accident",
        "Organ Retrieval",
        "Frame Job",
    )
    assert season.next_choices("breakthrough", revealed=["frame job", "Organ Retrieval"]) == (
        "Get the Drop on 'Em",
        "Make It Look Like an Accident",
    )


@pytest.mark.parametrize("season_id", ["m4e-gg0", "m4e-gg1"])
def test_every_m4e_link_leads_to_a_scheme_of_the_season(season_id: str) -> None:
    season = parse_season(shipped(season_id))
    names = set(season.scheme_names())
    for scheme in names:
        following = season.next_available(scheme)
        assert following, scheme
        assert scheme not in following
        assert set(following) <= names
        assert len(set(following)) == len(following)


def test_unknown_scheme_is_a_domain_error_with_the_known_names() -> None:
    season = parse_season(shipped("m4e-gg0"))
    with pytest.raises(DomainError) as caught:
        season.next_available("Assasinate")
    assert caught.value.key == "season-error-unknown-scheme"
    assert "Assassinate" in caught.value.args_map["known"]
    assert season.find_scheme("  leave your MARK ") == "Leave Your Mark"


def test_m3e_season_has_no_next_available_and_maps_values() -> None:
    season = parse_season(shipped("m3e-gg1"))
    assert season.schemes_by_value and season.pool_size == 5
    assert season.scheme_for_value(13) == "Runic Binding"
    assert season.next_available("Runic Binding") == ()
    with pytest.raises(ValueError):
        season.scheme_for_value(14)


def test_no_turn_flip_for_an_ordinary_strategy() -> None:
    with pytest.raises(DomainError) as caught:
        parse_season(shipped("m3e-gg0")).turn_flip_table("Turf War")
    assert caught.value.key == "season-error-no-turn-flip"


# -- custom seasons (M2E runs on them) ------------------------------------------------


def test_custom_m2e_season_behaves_like_m3e() -> None:
    season = parse_season(m3e_text(THIRTEEN, edition="m2e"))
    assert season.edition == "m2e"
    assert season.schemes_by_value and season.pool_size == 5
    assert season.scheme_for_value(1) == "Scheme A"
    assert season.confidence.deployments == "confirmed"


def test_a_toml_syntax_error_names_its_line_and_column() -> None:
    text = m3e_text(THIRTEEN).replace('masks = "Wedge"', 'masks = Wedge"')
    with pytest.raises(DomainError) as caught:
        parse_season(text)
    assert caught.value.key == "season-error-invalid"
    line = line_of(text, 'masks = Wedge"')
    assert caught.value.args_map["details"].startswith(f"line {line}, column 9: TOML syntax")


def test_a_syntax_error_at_the_end_names_the_last_line() -> None:
    text = m3e_text(THIRTEEN) + 'extra = ["unclosed"'
    [problem] = season_problems(text)
    assert problem.line == text.count("\n") + 1


def test_a_wrong_value_names_the_line_of_its_key() -> None:
    text = m3e_text(THIRTEEN).replace('crows = "Corner"', "crows = 7")
    [problem] = season_problems(text)
    assert problem.line == line_of(text, "crows = 7")
    assert problem.path == "deployments → crows"
    assert str(problem).startswith(
        f"line {problem.line} (deployments → crows): Input should be a valid string"
    )


def test_unknown_keys_are_rejected_with_their_line() -> None:
    text = m3e_text(THIRTEEN).replace("[deployments]", '[deployments]\njokers = "Standard"')
    [problem] = season_problems(text)
    assert problem.line == line_of(text, 'jokers = "Standard"')
    assert "Extra inputs are not permitted" in problem.message


def test_a_missing_table_is_reported() -> None:
    text = m3e_text(THIRTEEN).replace("[deployments]", "[deploy]")
    messages = problems_of(text)
    assert any("deployments: Field required" in m for m in messages)


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("   ", "at least 1 character"),
        ("x" * (MAX_NAME_LENGTH + 1), "at most 100 characters"),
        ("Fire | Ice", "must not contain '|'"),
        ("Line\nbreak", "control characters"),
    ],
)
def test_bad_names_are_rejected(name: str, message: str) -> None:
    text = m3e_text([*THIRTEEN[:4], name, *THIRTEEN[5:]])
    [problem] = season_problems(text)
    assert message in problem.message
    assert problem.path == "schemes → 5"
    assert problem.line == line_of(text, "5 = ")


def test_a_name_of_exactly_100_characters_is_fine() -> None:
    season = parse_season(m3e_text([*THIRTEEN[:12], "y" * MAX_NAME_LENGTH]))
    assert season.scheme_for_value(13) == "y" * 100


def test_m3e_needs_every_value_from_1_to_13_once() -> None:
    text = m3e_text(THIRTEEN).replace('7 = "Scheme G"', '14 = "Scheme G"')
    messages = problems_of(text)
    assert f'line {line_of(text, "14 = ")} (schemes → 14): "14" is not a card value' in messages[0]
    assert "no scheme for card value 7" in messages[1]
    assert len(messages) == 2


def test_m3e_schemes_must_be_distinct() -> None:
    messages = problems_of(m3e_text([*THIRTEEN[:12], "scheme a"]))
    assert messages == [
        f'line {line_of(m3e_text(THIRTEEN), "[schemes]")} (schemes): "scheme a" is listed for two card '
        "values; each value needs its own scheme"
    ]


def test_m3e_rejects_joker_strategies_and_scheme_cards() -> None:
    text = m3e_text(THIRTEEN).replace("[deployments]", 'jokers = ["Greased Pigs"]\n\n[deployments]')
    text += '\n[scheme_cards]\n"A" = ["B"]\n'
    text = text.replace('schemes = "confirmed"', 'schemes = "confirmed"\nnext_available = "inferred"')
    messages = problems_of(text)
    assert len(messages) == 3
    assert any("joker strategies are not used" in m for m in messages)
    assert any("[scheme_cards] is for m4e seasons" in m for m in messages)
    assert any("have no next available schemes" in m for m in messages)


def test_season_ids_are_slugs() -> None:
    messages = problems_of(m3e_text(THIRTEEN).replace('id = "custom"', 'id = "My Season"'))
    assert len(messages) == 1 and messages[0].startswith("line 1 (id): String should match pattern")


def test_year_must_be_an_integer_not_a_string_or_bool() -> None:
    text = m3e_text(THIRTEEN).replace('edition = "m3e"', 'edition = "m3e"\nyear = true')
    assert problems_of(text) == ["line 4 (year): Input should be a valid integer"]


M4E_TEXT = """id = "mini"
name = "Mini M4E"
edition = "m4e"

[confidence]
strategies = "inferred"
schemes = "confirmed"
next_available = "confirmed"

[strategies]
rams = "A"
crows = "B"
masks = "C"
tomes = "D"

[deployments]
rams = "Standard"
crows = "Corner"
masks = "Wedge"
tomes = "Flank"

[scheme_cards]
"One" = ["Two", "Three"]
"Two" = ["Three"]
"Three" = ["One"]
"""


def test_a_minimal_m4e_season_loads() -> None:
    season = parse_season(M4E_TEXT)
    assert season.scheme_names() == ("One", "Two", "Three")
    assert season.pool_size == 3
    assert season.inferred_parts() == {"strategies"}


def test_m4e_links_must_name_schemes_of_the_season() -> None:
    text = M4E_TEXT.replace('"Two" = ["Three"]', '"Two" = ["Thre", "Two"]')
    messages = problems_of(text)
    line = line_of(text, '"Two" = ')
    assert messages == [
        f'line {line} (scheme_cards → Two → item 1): "Thre" is not a scheme card of this season '
        '(did you mean "Three"?)',
        f'line {line} (scheme_cards → Two → item 2): "Two" cannot be its own next available scheme',
    ]


def test_m4e_links_must_not_repeat_or_be_empty() -> None:
    text = M4E_TEXT.replace('"Three" = ["One"]', '"Three" = ["One", "one"]').replace(
        '"Two" = ["Three"]', '"Two" = []'
    )
    messages = problems_of(text)
    assert any("needs at least one next available scheme" in m for m in messages)
    assert any('"one" is listed twice as a next available scheme' in m for m in messages)


def test_m4e_needs_enough_scheme_cards_and_link_confidence() -> None:
    text = M4E_TEXT.replace('next_available = "confirmed"\n', "").replace('"Three" = ["One"]\n', "")
    text = text.replace('"One" = ["Two", "Three"]', '"One" = ["Two"]').replace(
        '"Two" = ["Three"]', '"Two" = ["One"]'
    )
    messages = problems_of(text)
    assert any("must say how sure the next available links are" in m for m in messages)
    assert any("2 scheme cards listed; the pool needs at least 3" in m for m in messages)


def test_m4e_rejects_schemes_by_value() -> None:
    text = M4E_TEXT + '\n[schemes]\n1 = "One"\n'
    messages = problems_of(text)
    assert messages == [f"line {line_of(text, '[schemes]')} (schemes): " + messages[0].split("): ", 1)[1]]
    assert "not schemes by card value" in messages[0]


def test_turn_flips_must_belong_to_a_strategy_of_the_season() -> None:
    text = M4E_TEXT + '\n[turn_flips."Corrupted Idols"]\nrams = "centre"\ncrows = "edge-choice"\n'
    text += 'masks = "left-8"\ntomes = "right-8"\n'
    messages = problems_of(text)
    assert messages == [
        f"line {line_of(text, 'turn_flips')} (turn_flips → Corrupted Idols): "
        '"Corrupted Idols" is not one of this season\'s strategies'
    ]
    bad_place = text.replace('"Corrupted Idols"', '"A"').replace('"left-8"', '"left"')
    [problem] = season_problems(bad_place)
    assert problem.path == "turn_flips → A → masks" and problem.line == line_of(bad_place, 'masks = "left"')


def test_joker_strategies_must_be_distinct_and_at_most_two() -> None:
    twice = M4E_TEXT.replace('tomes = "D"\n', 'tomes = "D"\njokers = ["X", "x"]\n', 1)
    assert any('"x" is listed twice' in m for m in problems_of(twice))
    three = M4E_TEXT.replace('tomes = "D"\n', 'tomes = "D"\njokers = ["X", "Y", "Z"]\n', 1)
    assert any("at most 2 items" in m for m in problems_of(three))


def test_too_large_text_is_refused_before_parsing() -> None:
    with pytest.raises(DomainError) as caught:
        parse_season("#" * (MAX_SEASON_TEXT + 1))
    assert caught.value.key == "season-error-too-large"
    assert caught.value.args_map == {"size": MAX_SEASON_TEXT + 1, "max": MAX_SEASON_TEXT}


def test_only_the_first_ten_problems_are_listed() -> None:
    text = m3e_text(THIRTEEN) + "".join(f"\nx{i} = 1" for i in range(12))
    with pytest.raises(DomainError) as caught:
        parse_season(text)
    details = caught.value.args_map["details"]
    assert details.count("\n") == 10
    assert details.endswith("… and 2 more")


# -- properties -------------------------------------------------------------------------

valid_names = (
    st.text(
        alphabet=st.characters(blacklist_categories=("Cc", "Cf", "Cs"), blacklist_characters="|"),
        min_size=1,
        max_size=MAX_NAME_LENGTH,
    )
    .map(str.strip)
    .filter(bool)
    .filter(
        lambda name: "@" not in name and "<" not in name
    )  # mentions: tests/rules/encounter/test_season_inputs.py
)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(valid_names, min_size=13, max_size=13, unique_by=str.casefold),
    st.lists(valid_names, min_size=4, max_size=4),
)
def test_any_valid_names_round_trip(names: list[str], strategies: list[str]) -> None:
    season = parse_season(m3e_text(names, strategies))
    assert season.scheme_names() == tuple(names)
    assert [season.strategy_for(s) for s in Suit] == strategies


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=400))
def test_arbitrary_text_gives_a_season_or_a_season_error(text: str) -> None:
    try:
        parse_season(text)
    except DomainError as error:
        assert error.key == "season-error-invalid"
        assert error.args_map["details"]


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_a_damaged_shipped_file_is_rejected_with_lines_inside_the_file(data: st.DataObject) -> None:
    text = shipped(data.draw(st.sampled_from([p.stem for p in SHIPPED])))
    lines = text.splitlines()
    index = data.draw(st.integers(0, len(lines) - 1))
    replacement = data.draw(st.sampled_from(["", "= 1", 'rams = "x"', "[schemes]", "1 = 2", 'nope = "x"']))
    damaged = "\n".join([*lines[:index], replacement, *lines[index + 1 :]])
    for problem in season_problems(damaged):
        assert problem.line is None or 1 <= problem.line <= len(lines)


# -- messages ---------------------------------------------------------------------------


def test_every_error_key_has_an_english_message_with_its_arguments() -> None:
    sources = [
        ROOT / "bot" / "rules" / name
        for name in (
            "encounter/seasons.py",
            "encounter/season_parsing.py",
            "encounter/generation.py",
            "league/draws.py",
        )
    ]
    sources.append(ROOT / "bot" / "catalog.py")
    raised: dict[str, set[str]] = {}
    for source in sources:
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "DomainError"
            ):
                first = node.args[0]
                assert isinstance(first, ast.Constant) and isinstance(first.value, str)
                raised[first.value] = {keyword.arg for keyword in node.keywords if keyword.arg}
    assert len(raised) == 12
    bundle = FluentBundle(["en-US"], use_isolating=False)
    ftl = (ROOT / "data" / "locales" / "en" / "encounters.ftl").read_text(encoding="utf-8")
    bundle.add_resource(FluentResource(ftl))
    for key, args in raised.items():
        assert key.startswith(("season-", "encounter-", "league-")), key
        assert bundle.has_message(key), key
        message = bundle.get_message(key)
        assert message.value is not None
        text, errors = bundle.format_pattern(message.value, {arg: f"<{arg}>" for arg in args})
        assert errors == [], (key, errors)
        assert set(re.findall(r"<(\w+)>", str(text))) == args, key


def test_season_model_is_frozen() -> None:
    season = parse_season(shipped("m3e-gg0"))
    assert isinstance(season, Season)
    with pytest.raises(ValueError):
        setattr(season, "name", "Other")  # noqa: B010 - assignment must fail at run time


def test_an_array_of_tables_where_a_table_belongs_points_at_its_header() -> None:
    text = m3e_text(THIRTEEN).replace("[schemes]", "[[schemes]]")
    problems = season_problems(text)
    assert [(p.line, p.path) for p in problems] == [(line_of(text, "[[schemes]]"), "schemes")]
    assert "valid dictionary" in problems[0].message


def test_scheme_card_names_are_checked_as_names_and_case_insensitively_unique() -> None:
    text = M4E_TEXT.replace('"Three" = ["One"]', '"Three" = ["One"]\n"one" = ["Two"]\n"A|B" = ["One"]')
    problems = season_problems(text)
    assert [(p.line, p.path) for p in problems] == [(line_of(text, '"A|B"'), "scheme_cards → A|B → (name)")]
    text = M4E_TEXT.replace('"Three" = ["One"]', '"Three" = ["One"]\n"one" = ["Two"]')
    assert problems_of(text) == [
        f'line {line_of(text, chr(34) + "one")} (scheme_cards → one): "one" is listed twice'
    ]


def test_key_like_text_inside_a_multiline_string_does_not_confuse_the_locator() -> None:
    text = m3e_text(THIRTEEN).replace(
        'name = "Custom"', 'name = "Custom"\nnotes = """\nstrategies.. = 1\n[not a table\n"""'
    )
    assert parse_season(text).notes == "strategies.. = 1\n[not a table\n"
    broken = text.replace('tomes = "Flank"', 'tomes = ""')
    [problem] = season_problems(broken)
    assert problem.line == line_of(broken, 'tomes = ""')


def test_a_syntax_error_without_a_position_is_still_reported() -> None:
    problem = _syntax_problem(tomllib.TOMLDecodeError("Something odd"), "a = 1")
    assert (problem.line, problem.column, str(problem)) == (None, None, "TOML syntax: Something odd")
