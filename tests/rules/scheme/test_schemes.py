"""Secret schemes, from the sources' wording.

Seed 003 (M3E, Hungarian): "Az ellenfél crew-jának ismeretében a korábban meghatározott öt
Scheme közül mindkét játékos titokban választ kettőt-kettőt. Ezt célszerű leírni egy papírra,
és csak akkor megmutatni, amikor a Scheme-ből VP-t szerez." (Knowing the opponent's crew, both
players secretly choose two each of the five schemes determined earlier; best written on paper
and shown only when the scheme scores VP.)

M4E (digest m4e.md, no seed): "each secretly picks 1. After revealing or abandoning a scheme, a
player's next scheme is one of the current scheme's Next Available Schemes (from the whole
season, not just the pool) ... a crew never reveals the same scheme twice."
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.errors import DomainError
from bot.rules import scheme as schemes
from bot.rules.document_kinds import SECRET_SCHEME
from bot.rules.scheme import SecretScheme, Status
from tests.rules.error_messages import expect_domain_error, raised_and_defined_keys
from tests.secret_scheme_check import check_commitment, run_script

FTL = Path(__file__).resolve().parents[3] / "data" / "locales" / "en" / "schemes.ftl"
SOURCE = Path(__file__).resolve().parents[3] / "bot" / "rules" / "scheme.py"
POOL = ("Detonate Charges", "Breakthrough", "Harness the Ley Line", "Search the Ruins", "Dig Their Graves")
LINKS = {
    "Assassinate": ("Scout the Rooftops", "Detonate Charges", "Runic Binding"),
    "Detonate Charges": ("Grave Robbing", "Runic Binding", "Take the Highground"),
    "Runic Binding": ("Leave Your Mark", "Take the Highground", "Ensnare"),
}
M4E_POOL = ("Assassinate", "Breakthrough", "Frame Job")
A, B = 101, 202
TABLE, GAME = 555, 1_764_000_000_000


def chosen(
    edition: str, player: int, names: list[str], secrets: tuple[SecretScheme, ...] = (), turn: int = 0
):  # type: ignore[no-untyped-def]
    pool = POOL if edition == "m3e" else M4E_POOL
    offered, count = schemes.options(edition, secrets, player, pool, LINKS, turn)
    new = schemes.choose(
        secrets, player, names, offered, count, table_id=TABLE, game_id=GAME, turn=turn, rng=random.Random(7)
    )
    return (*secrets, *new)


# -- M3E: two of the five, in secret ---------------------------------------------------------------


def test_m3e_each_player_chooses_two_of_the_five() -> None:
    """ "mindkét játékos titokban választ kettőt-kettőt" — both choose two each."""
    offered, count = schemes.options("m3e", (), A, POOL, {}, 0)
    assert offered == POOL and count == 2
    secrets = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])
    secrets = chosen("m3e", B, ["Breakthrough", "Search the Ruins"], secrets)
    assert [(s.player, s.slot, s.scheme) for s in secrets] == [
        (A, 1, "Breakthrough"),
        (A, 2, "Dig Their Graves"),
        (B, 1, "Breakthrough"),
        (B, 2, "Search the Ruins"),
    ]
    assert all(s.status is Status.HELD for s in secrets)


@pytest.mark.parametrize(
    ("names", "key"),
    [
        (["Breakthrough"], "scheme-error-count"),
        (["Breakthrough", "Search the Ruins", "Dig Their Graves"], "scheme-error-count"),
        (["Breakthrough", "breakthrough"], "scheme-error-twice"),
        (["Breakthrough", "Assassinate"], "scheme-error-not-offered"),
    ],
)
def test_m3e_a_choice_outside_the_rule_is_refused(names: list[str], key: str) -> None:
    with expect_domain_error(key, FTL):
        chosen("m3e", A, names)


def test_m3e_the_choice_is_final() -> None:
    secrets = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])
    with expect_domain_error("scheme-error-already-chosen", FTL):
        schemes.options("m3e", secrets, A, POOL, {}, 0)


def test_schemes_are_chosen_in_setup_not_late_in_the_game() -> None:
    """The choice is a setup step ("Scheme választás", before deployment); we allow turn 1."""
    assert schemes.options("m3e", (), A, POOL, {}, 1)[1] == 2
    with expect_domain_error("scheme-error-too-late", FTL):
        schemes.options("m3e", (), A, POOL, {}, 2)


def test_m3e_shown_only_when_it_scores() -> None:
    """ "csak akkor megmutatni, amikor a Scheme-ből VP-t szerez" — a scheme scores once shown."""
    secrets = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])
    with expect_domain_error("scheme-error-score-unrevealed", FTL):
        schemes.check_scoring(secrets, A, "Breakthrough")
    secrets, done = schemes.reveal(secrets, A, "breakthrough", 2)
    assert done.status is Status.REVEALED and done.changed_turn == 2
    schemes.check_scoring(secrets, A, "Breakthrough")
    with expect_domain_error("scheme-error-score-unrevealed", FTL):
        schemes.check_scoring(secrets, A, "Dig Their Graves")


def test_scoring_refuses_held_and_never_chosen_schemes_alike() -> None:
    """Scoring for the opponent must not tell whether a guess is right."""
    secrets = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])
    errors = []
    for guess in ("Breakthrough", "Search the Ruins"):
        with pytest.raises(DomainError) as caught:
            schemes.check_scoring(secrets, A, guess)
        errors.append((caught.value.key, sorted(k for k in caught.value.args_map)))
    assert errors[0] == errors[1]


def test_a_player_who_chose_on_paper_scores_as_before() -> None:
    secrets = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])
    schemes.check_scoring(secrets, B, "Search the Ruins")


def test_reveal_only_your_own_held_scheme() -> None:
    secrets = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])
    with expect_domain_error("scheme-error-not-held", FTL):
        schemes.reveal(secrets, B, "Breakthrough", 1)
    secrets, _ = schemes.reveal(secrets, A, "Breakthrough", 1)
    with expect_domain_error("scheme-error-not-held", FTL):
        schemes.reveal(secrets, A, "Breakthrough", 2)


def test_m3e_does_not_abandon() -> None:
    secrets = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])
    with expect_domain_error("scheme-error-abandon-edition", FTL):
        schemes.abandon("m3e", secrets, A, 1)


def test_m2e_has_no_secret_schemes_in_the_bot() -> None:
    with expect_domain_error("scheme-error-edition", FTL):
        schemes.options("m2e", (), A, POOL, {}, 0)


# -- M4E: one of three, then Next Available -------------------------------------------------------


def test_m4e_one_of_the_three_then_the_next_available_of_the_revealed_one() -> None:
    offered, count = schemes.options("m4e", (), A, M4E_POOL, LINKS, 0)
    assert offered == M4E_POOL and count == 1
    secrets = chosen("m4e", A, ["Assassinate"])
    with expect_domain_error("scheme-error-still-held", FTL):
        schemes.options("m4e", secrets, A, M4E_POOL, LINKS, 2)
    secrets, _ = schemes.reveal(secrets, A, "Assassinate", 2)
    offered, count = schemes.options("m4e", secrets, A, M4E_POOL, LINKS, 2)
    assert offered == LINKS["Assassinate"] and count == 1
    secrets = chosen("m4e", A, ["Detonate Charges"], secrets, turn=2)
    assert secrets[-1].slot == 2 and secrets[-1].scheme == "Detonate Charges"


def test_m4e_abandon_keeps_it_secret_and_offers_its_next_available() -> None:
    secrets = chosen("m4e", A, ["Assassinate"])
    secrets, done = schemes.abandon("m4e", secrets, A, 1)
    assert done.status is Status.ABANDONED and done.is_secret
    assert schemes.options("m4e", secrets, A, M4E_POOL, LINKS, 1)[0] == LINKS["Assassinate"]
    assert schemes.unrevealed(secrets) == (done,)


def test_m4e_a_crew_never_reveals_the_same_scheme_twice() -> None:
    """Runic Binding was revealed: it is not offered again from Detonate Charges' list."""
    secrets = chosen("m4e", A, ["Assassinate"])
    secrets, _ = schemes.abandon("m4e", secrets, A, 1)
    secrets = chosen("m4e", A, ["Runic Binding"], secrets, turn=1)
    secrets, _ = schemes.reveal(secrets, A, "Runic Binding", 2)
    # back through Runic Binding's list to Detonate Charges is not possible; test the filter:
    links = {**LINKS, "Runic Binding": ("Runic Binding", "Leave Your Mark")}
    offered, _ = schemes.options("m4e", secrets, A, M4E_POOL, links, 2)
    assert offered == ("Leave Your Mark",)
    links = {"Runic Binding": ("Runic Binding",)}
    with expect_domain_error("scheme-error-nothing-next", FTL):
        schemes.options("m4e", secrets, A, M4E_POOL, links, 2)


# -- the commitment --------------------------------------------------------------------------------


def test_the_commitment_is_sha256_of_the_documented_encoding() -> None:
    secret = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])[0]
    expected = json.dumps(
        {
            "v": 2,
            "table": TABLE,
            "game": GAME,
            "player": A,
            "slot": 1,
            "scheme": "Breakthrough",
            "salt": secret.salt,
            "choice": "",
        },
        sort_keys=True,
        separators=(",", ":"),
    ).encode()
    assert secret.commitment == hashlib.sha256(expected).hexdigest()
    assert secret.commitment_version == 2 and secret.choice is None
    assert len(secret.salt) == 32 and int(secret.salt, 16) >= 0
    assert schemes.verify(secret, TABLE, GAME)
    assert check_commitment(TABLE, GAME, A, 1, "Breakthrough", secret.salt, secret.commitment)


@given(
    st.sampled_from(POOL),
    st.sampled_from(POOL),
    st.integers(min_value=0, max_value=2**64),
    st.integers(min_value=0, max_value=2**64),
)
def test_a_changed_scheme_or_salt_never_matches(first: str, second: str, seed: int, other_seed: int) -> None:
    salt = schemes.new_salt(random.Random(seed))
    other_salt = schemes.new_salt(random.Random(other_seed))
    posted = schemes.commitment(TABLE, GAME, A, 1, first, salt)
    assert check_commitment(TABLE, GAME, A, 1, first, salt, posted)
    if second != first:
        assert not check_commitment(TABLE, GAME, A, 1, second, salt, posted)
    if other_salt != salt:
        assert not check_commitment(TABLE, GAME, A, 1, first, other_salt, posted)
    assert not check_commitment(TABLE, GAME, B, 1, first, salt, posted)
    assert not check_commitment(TABLE, GAME + 1, A, 1, first, salt, posted)


def test_the_salts_differ_per_scheme() -> None:
    secrets = chosen("m3e", A, ["Breakthrough", "Dig Their Graves"])
    assert secrets[0].salt != secrets[1].salt


def test_round_trip() -> None:
    secrets = chosen("m4e", A, ["Assassinate"])
    secrets, _ = schemes.abandon("m4e", secrets, A, 1)
    assert tuple(SECRET_SCHEME.load(SECRET_SCHEME.dump(s)) for s in secrets) == secrets


def test_every_error_has_a_message() -> None:
    raised, defined = raised_and_defined_keys(SOURCE, FTL)
    assert raised and raised <= defined


def test_a_pool_too_small_to_choose_from_is_refused() -> None:
    with expect_domain_error("scheme-error-no-pool", FTL):
        schemes.options("m3e", (), A, POOL[:1], {}, 0)


# -- secret choices (issue 24) -----------------------------------------------------------------------

VENDETTA_POOL = ("Take Prisoner", "Breakthrough", "Vendetta", "Outflank", "Claim Jump")
NOTED = ("Take Prisoner", "Vendetta", "Claim Jump")


def noted(names: list[str], choices: dict[str, str]) -> tuple[SecretScheme, ...]:
    offered, count = schemes.options("m3e", (), A, VENDETTA_POOL, {}, 0)
    return schemes.choose(
        (),
        A,
        names,
        offered,
        count,
        table_id=TABLE,
        game_id=GAME,
        turn=0,
        rng=random.Random(7),
        secret_choices=NOTED,
        choices=choices,
    )


def test_a_scheme_that_notes_in_secret_binds_what_was_noted() -> None:
    """Seed 003, Take Prisoner: "A játék kezdetén titokban jegyezd fel az egyik ellenséges
    miniont!" (At the start of the game note one enemy minion in secret.) The note is hashed
    with the name: naming another minion afterwards does not match the commitment."""
    prisoner, other = noted(["Take Prisoner", "Breakthrough"], {"Take Prisoner": "  Guild   Guard #2 "})
    assert (prisoner.choice, other.choice) == ("Guild Guard #2", None)
    assert schemes.verify(prisoner, TABLE, GAME) and schemes.verify(other, TABLE, GAME)
    assert not schemes.verify(replace(prisoner, choice="Guild Guard #1"), TABLE, GAME)
    args = (TABLE, GAME, A, 1, "Take Prisoner", prisoner.salt, prisoner.commitment)
    assert check_commitment(*args, "Guild Guard #2")
    assert not check_commitment(*args, "Guild Guard #1")
    assert run_script(*map(str, args), "Guild Guard #2").endswith("matches the commitment\n")
    assert "DOES NOT MATCH" in run_script(*map(str, args), "Guild Guard #1")
    stored = SECRET_SCHEME.load(SECRET_SCHEME.dumps(prisoner))
    assert stored == prisoner and schemes.verify(stored, TABLE, GAME)


@pytest.mark.parametrize(
    ("names", "choices", "key"),
    [
        (["Vendetta", "Breakthrough"], {}, "scheme-error-choice-missing-for"),
        (["Vendetta", "Breakthrough"], {"Vendetta": "   "}, "scheme-error-choice-missing"),
        (["Vendetta", "Breakthrough"], {"Vendetta": "x" * 101}, "scheme-error-choice-long"),
        (
            ["Vendetta", "Breakthrough"],
            {"Vendetta": "Ama", "Breakthrough": "Ama"},
            "scheme-error-choice-not-asked",
        ),
    ],
)
def test_a_missing_or_unasked_secret_choice_is_refused(
    names: list[str], choices: dict[str, str], key: str
) -> None:
    with expect_domain_error(key, FTL):
        noted(names, choices)


def test_a_v1_commitment_made_before_secret_choices_stays_checkable() -> None:
    salt = schemes.new_salt(random.Random(3))
    posted = schemes.commitment(TABLE, GAME, A, 1, "Vendetta", salt, version=1)
    old = SecretScheme(A, 1, "Vendetta", salt, posted, 0)
    assert old.commitment_version == 1 and schemes.verify(old, TABLE, GAME)
    assert check_commitment(TABLE, GAME, A, 1, "Vendetta", salt, posted, version=1)
    assert run_script("--v1", str(TABLE), str(GAME), str(A), "1", "Vendetta", salt, posted).endswith(
        "matches the commitment\n"
    )
    assert not check_commitment(TABLE, GAME, A, 1, "Vendetta", salt, posted)  # it is not a v2 one
