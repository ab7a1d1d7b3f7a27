"""The codec: upgrade steps one by one, and what a damaged document reports."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from bot.errors import DomainError
from bot.play.common.document_kinds import TURN
from bot.play.game.state import GAME, GameState
from bot.rules.common.documents import DocumentError, Kind
from bot.rules.document_kinds import DUEL, TRACKER
from tests.documents import scenarios as s
from tests.documents.kinds import KINDS, examples

PAIRS = [
    (name, old, new)
    for name, kind in KINDS.items()
    for version in range(1, kind.version)
    for old in examples(name, version)
    for new in examples(name, version + 1)
    if old.name.split("-", 1)[1] == new.name.split("-", 1)[1]
]


@pytest.mark.parametrize(("name", "old", "new"), PAIRS, ids=[f"{n}/{o.name}" for n, o, _ in PAIRS])
def test_each_upgrade_step_turns_an_example_into_the_next_versions(name: str, old: Any, new: Any) -> None:
    """v(N) → v(N+1) of the same scenario gives exactly the stored v(N+1) document; the input is kept."""
    before = json.loads(old.read_text())
    kept = copy.deepcopy(before)
    version = int(old.name[1:].split("-")[0])
    step = KINDS[name].upgrades[version - 1]  # only this step: a kind may have later ones
    assert {**step(before), "doc": name, "v": version + 1} == json.loads(new.read_text())
    assert before == kept
    assert KINDS[name].upgrade(before) == KINDS[name].upgrade(json.loads(new.read_text()))


def test_every_upgrade_step_is_covered_by_a_pair_of_examples() -> None:
    covered = {(name, int(old.name[1:].split("-")[0])) for name, old, _ in PAIRS}
    steps = {(name, v) for name, kind in KINDS.items() for v in range(1, kind.version)}
    assert covered == steps


def test_a_free_form_document_cannot_overwrite_its_envelope() -> None:
    with pytest.raises(ValueError, match="may not set 'doc' or 'v' itself"):
        TURN.dumps({"initiative": 1, "v": 1})
    assert TURN.load(TURN.dumps({"initiative": 1})) == {"initiative": 1}


def test_writing_always_writes_the_newest_version() -> None:
    old = json.loads(examples("duel-state", 1)[0].read_text())
    assert old["v"] == 1 and "doc" not in old
    again = DUEL.dump(DUEL.load(old))
    assert (again["doc"], again["v"]) == ("duel-state", DUEL.version) and again["damage"] is None


def damaged(kind: Kind[Any], raw: Any) -> DocumentError:
    with pytest.raises(DocumentError) as caught:
        kind.load(raw)
    error = caught.value
    assert isinstance(error, DomainError) and isinstance(error, ValueError)
    assert error.key == "error-document-damaged" and error.args_map["kind"] == kind.name
    assert str(error).startswith(f"damaged {kind.name} document: ")
    return error


def test_a_damaged_document_says_which_and_what() -> None:
    good = DUEL.dump(s.duel()[0])
    assert "not JSON" in damaged(DUEL, '{"doc": "duel-state", "v": 2, "sides": [').problem
    assert damaged(DUEL, "[1, 2]").problem == "not a JSON object but list"
    assert damaged(DUEL, {**good, "doc": "game"}).problem == "it is a 'game' document"
    assert "newer than this bot knows (v2)" in damaged(DUEL, {**good, "v": 3}).problem
    assert "not a positive whole number" in damaged(DUEL, {**good, "v": "2"}).problem
    assert "not a positive whole number" in damaged(DUEL, {**good, "v": 0}).problem
    wrong = damaged(DUEL, {**good, "tn": "six", "phase": "sleeping"}).problem
    assert wrong.startswith("phase: Input should be") and "; tn: Input should be a valid integer" in wrong
    card = damaged(
        DUEL, {**good, "sides": [{**good["sides"][0], "cheated": "14R"}, good["sides"][1]]}
    ).problem
    assert card == "sides.0.cheated: Value error, suited card value out of range: 14"
    assert "error-edition-unknown" in damaged(DUEL, {**good, "edition": "m9e"}).problem
    v1_without_order = {"v": 1, "round": 0}
    assert damaged(TRACKER, v1_without_order).problem == "v1 document cannot be upgraded (missing 'order')"


def test_a_rules_check_of_a_kind_is_a_damaged_document_too() -> None:
    good = TRACKER.dump(s.tracker())
    assert "queue does not match" in damaged(TRACKER, {**good, "turn": 4}).problem
    assert damaged(TRACKER, {**good, "order": []}).problem.startswith("the initiative tracker's queue")


def test_the_problem_never_quotes_the_documents_values() -> None:
    """A game document holds secret schemes; the private error must not show them (control: it is there)."""
    good = GAME.dump(s.game())
    secret = good["secret_schemes"][1]["scheme"]
    assert secret in json.dumps(good)
    broken = {**good, "secret_schemes": [{**good["secret_schemes"][1], "slot": secret, "status": secret}]}
    error = damaged(GAME, broken)
    assert "secret_schemes.0.slot" in error.problem and "secret_schemes.0.status" in error.problem
    assert secret not in error.problem and secret not in str(error)
    # control: pydantic's own message would have quoted it
    with pytest.raises(ValidationError) as raw:
        TypeAdapter(GameState).validate_python({k: v for k, v in broken.items() if k not in ("doc", "v")})
    assert secret in str(raw.value)
