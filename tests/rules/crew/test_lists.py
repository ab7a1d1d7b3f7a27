"""Crew lists as players move them (issue 44): biggerhat's text export, the Tabletop Simulator
mod's indented lists ("line 1 ends with `(Faction)`, models indented two spaces, upgrades four")
and "Name 6ss" lines, each found by itself; a malformed list is refused naming its line."""

from __future__ import annotations

import pytest

from bot.errors import DomainError
from bot.rules.crew.lists import MODELS_MAX, CrewModel, detect, parse_crew

TTS = """Lady Justice, Death Incarnate (Guild)
  Lady Justice, Death Incarnate
    Badge of Honor
  The Judge
  Death Marshal
  Death Marshal
    Hunter's Instinct
  Exorcist
Cache: 4
"""

SS = """Perdita's Family (Guild)
Perdita Ortega 0ss
  Family Ties 1ss
Francisco Ortega 9ss
Enslaved Nephilim - 6ss
Papa Loco 8ss
Santiago Ortega 7ss
Cache 3
"""

LABELLED = """Crew: Hunting Party
Faction: Neverborn
Master: Zoraida
  - Bad Juju
Soulstones: 5
Hires:
- Bad Juju (10)
- Waldgeist (6)
- Waldgeist (6)
- Silurid (6)
"""


def test_the_tabletop_simulator_list_is_read_by_its_indentation() -> None:
    crew = parse_crew(TTS)
    assert (crew.format, crew.name, crew.faction, crew.cache) == (
        "tts",
        "Lady Justice, Death Incarnate",
        "Guild",
        4,
    )
    assert crew.models[0] == CrewModel("Lady Justice, Death Incarnate", None, ("Badge of Honor",))
    assert [m.name for m in crew.models] == [
        "Lady Justice, Death Incarnate",
        "The Judge",
        "Death Marshal",
        "Death Marshal",
        "Exorcist",
    ]
    assert (
        crew.models[3].upgrades == ("Hunter's Instinct",) and crew.leader == "Lady Justice, Death Incarnate"
    )


def test_name_ss_lines_with_a_title_and_an_upgrade() -> None:
    crew = parse_crew(SS)
    assert (crew.format, crew.name, crew.faction, crew.cache) == ("ss", "Perdita's Family", "Guild", 3)
    assert [(m.name, m.cost) for m in crew.models] == [
        ("Perdita Ortega", 0),
        ("Francisco Ortega", 9),
        ("Enslaved Nephilim", 6),
        ("Papa Loco", 8),
        ("Santiago Ortega", 7),
    ]
    assert crew.models[0].upgrades == ("Family Ties",)


def test_bare_ss_lines_name_the_crew_after_its_leader() -> None:
    crew = parse_crew("Lady Justice 0ss\nThe Judge 9ss\nDeath Marshal 7 ss\n")
    assert (crew.name, crew.faction, crew.cache) == ("Lady Justice", None, None)
    assert [m.cost for m in crew.models] == [0, 9, 7]


def test_the_labelled_export() -> None:
    crew = parse_crew(LABELLED)
    assert (crew.format, crew.name, crew.faction, crew.cache) == ("labelled", "Hunting Party", "Neverborn", 5)
    assert crew.models[0] == CrewModel("Zoraida", None, ("Bad Juju",))
    assert [(m.name, m.cost) for m in crew.models[1:]] == [
        ("Bad Juju", 10),
        ("Waldgeist", 6),
        ("Waldgeist", 6),
        ("Silurid", 6),
    ]


@pytest.mark.parametrize(("text", "fmt"), [(TTS, "tts"), (SS, "ss"), (LABELLED, "labelled")])
def test_each_format_is_detected(text: str, fmt: str) -> None:
    assert detect(text) == fmt
    assert detect(text.replace("\n", "\r\n")) == fmt  # pasted from Windows


def _refused(text: str) -> DomainError:
    with pytest.raises(DomainError) as caught:
        parse_crew(text)
    return caught.value


def test_errors_name_the_line() -> None:
    bad_indent = _refused(TTS.replace("  The Judge", "   The Judge"))
    assert bad_indent.key == "crew-list-error-indent" and bad_indent.args_map["line"] == 4
    assert bad_indent.args_map["text"] == "The Judge"
    stray = _refused(SS.replace("Papa Loco 8ss", "Papa Loco eight"))
    assert stray.key == "crew-list-error-ss-line" and stray.args_map["line"] == 6
    unknown = _refused("Dear diary,\ntoday I hired a crew.")
    assert unknown.key == "crew-list-error-format" and unknown.args_map["line"] == 1
    costly = _refused("Lady Justice 0ss\nThe Judge 99ss")
    assert costly.key == "crew-list-error-cost" and costly.args_map["line"] == 2
    named = _refused("Lady Justice 0ss\n<@123> 9ss")
    assert named.key == "crew-card-error-name" and named.args_map["line"] == 2
    hidden = _refused("Lady Justice 0ss\nThe \u202eJudge 9ss")
    assert hidden.key == "crew-card-error-name" and hidden.args_map["line"] == 2


def test_blank_lines_do_not_shift_the_line_numbers() -> None:
    error = _refused("\nLady Justice 0ss\n\nThe Judge 9ss\nnot a model\n")
    assert error.args_map["line"] == 5


def test_at_most_the_models_a_crew_can_have() -> None:
    lines = "\n".join(f"Model {i} 1ss" for i in range(MODELS_MAX + 1))
    error = _refused(lines)
    assert error.key == "crew-list-error-too-many" and error.args_map["line"] == MODELS_MAX + 1
    assert len(parse_crew("\n".join(lines.split("\n")[:MODELS_MAX])).models) == MODELS_MAX


def test_an_empty_paste_is_refused() -> None:
    assert _refused("  \n \n").key == "crew-list-error-no-models"
