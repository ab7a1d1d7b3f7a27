"""League draws as units of work: commit → draw → reveal → verify, tampering, permissions."""

from __future__ import annotations

import csv
import dataclasses
import hashlib
import io

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.league.draws import LeaguePlay, encounter_from_row
from bot.rules.encounter.season_parsing import parse_season
from bot.rules.league import draws as rules
from bot.rules.league.draws import ROW_FIELDS
from bot.store import Changes, league_repo
from tests.play.conftest import PlayFactory

G, U = 7000, 41  # guild, organiser
SEED = bytes(range(32))


def leagues(play: Play, seed: bytes = SEED) -> LeaguePlay:
    play.league.seed_source = lambda: seed
    return play.league


async def test_create_publishes_the_commitment_of_a_secret_seed(play: Play) -> None:
    info = await leagues(play).create(G, U, "Spring League", "m4e-gg1", is_organiser=True)
    assert info.record.commitment == hashlib.sha256(SEED).hexdigest()
    assert info.seed_hex is None and info.rounds == ()
    stored = await league_repo.league(play.store, G, "spring league")
    assert stored is not None and stored.seed == SEED and not stored.revealed
    assert 'id = "m4e-gg1"' in stored.season_text  # the season file is copied into the league


@pytest.mark.parametrize(
    ("stall", "days", "key"),
    [("never", None, "league-error-forfeit-unknown"), ("both-lose", 31, "league-error-stall-days")],
)
async def test_a_bad_stall_rule_at_create_creates_nothing(
    play: Play, stall: str, days: int | None, key: str
) -> None:
    with pytest.raises(DomainError) as caught:
        await leagues(play).create(G, U, "Spring", "m4e-gg1", stall=stall, stall_days=days, is_organiser=True)
    assert caught.value.key == key
    assert await league_repo.league(play.store, G, "Spring") is None
    # Control: the same league with a valid rule is created.
    made = await leagues(play).create(G, U, "Spring", "m4e-gg1", stall="both-lose", is_organiser=True)
    assert made.record.season is not None and '"both-lose"' in made.record.season


async def test_the_default_seed_source_is_32_random_bytes(play: Play) -> None:
    first = await play.league.create(G, U, "A", "m4e-gg1", is_organiser=True)
    second = await play.league.create(G, U, "B", "m4e-gg1", is_organiser=True)
    assert len(first.record.seed) == 32 and first.record.seed != second.record.seed


async def test_commit_draw_reveal_verify(play: Play) -> None:
    ops = leagues(play)
    await ops.create(G, U, "League", "m3e-gg1", is_organiser=True)
    drawn = []
    for round_no in (1, 2, 3):  # in order (a round is drawn only after the one before it)
        result = await ops.draw(G, U, "league", round_no, is_organiser=True)
        assert result.new
        season = result.league.season
        assert result.round.row == rules.draw_round(season, SEED, round_no).row()
        drawn.append(round_no)
    shown = await ops.show(G, "LEAGUE")
    assert [r.round for r in shown.rounds] == [1, 2, 3]

    with pytest.raises(DomainError) as caught:
        await ops.verify(G, "League")
    assert caught.value.key == "league-error-not-revealed"

    revealed = await ops.reveal(G, "League", is_organiser=True)
    assert revealed.seed_hex == SEED.hex()
    again = await ops.reveal(G, "League", is_organiser=True)
    assert again.record.revealed_at == revealed.record.revealed_at  # same seed, revealed once

    checked = await ops.verify(G, "League")
    assert checked.report.ok and checked.report.rounds_checked == (1, 2, 3)
    assert not checked.seed_given


async def test_redrawing_a_round_returns_the_stored_draw(play: Play) -> None:
    ops = leagues(play)
    await ops.create(G, U, "League", "m4e-gg1", is_organiser=True)
    first = await ops.draw(G, U, "League", 1, is_organiser=True)
    # Even a different seed source (or a new bot) cannot redraw it: the stored draw stands.
    second = await leagues(play, bytes(32)).draw(G, U + 1, "League", 1, is_organiser=True)
    assert not second.new
    assert second.round == first.round
    assert len(await league_repo.rounds(play.store, G, "League")) == 1


async def test_a_tampered_stored_draw_is_detected(play: Play) -> None:
    ops = leagues(play)
    await ops.create(G, U, "League", "m3e-gg0", is_organiser=True)
    await ops.draw(G, U, "League", 1, is_organiser=True)
    await ops.draw(G, U, "League", 2, is_organiser=True)
    await ops.reveal(G, "League", is_organiser=True)

    stored = (await league_repo.rounds(play.store, G, "League"))[1]
    row = dict(stored.row)
    row["deployment"] = "Corner" if row["deployment"] != "Corner" else "Flank"
    changes = Changes()
    league_repo.put_round(changes, G, "League", dataclasses.replace(stored, row=row))
    await play.store.commit(changes)

    report = (await ops.verify(G, "League")).report
    assert not report.ok and report.commitment_ok
    assert report.bad_rounds == (2,)
    assert [(m.round, m.field) for m in report.mismatches] == [(2, "deployment")]
    # Redrawing returns what is stored (tampered or not): only verify recomputes.
    assert not (await ops.draw(G, U, "League", 2, is_organiser=True)).new


async def test_verify_with_a_given_seed_checks_the_commitment(play: Play) -> None:
    ops = leagues(play)
    await ops.create(G, U, "League", "m4e-gg0", is_organiser=True)
    await ops.draw(G, U, "League", 1, is_organiser=True)
    right = await ops.verify(G, "League", SEED.hex().upper())
    assert right.report.ok and right.seed_given
    wrong = await ops.verify(G, "League", "ab" * 32)
    assert not wrong.report.commitment_ok and not wrong.report.ok
    for bad in ("xyz", "ab" * 31, "  ", "zz" * 32):
        if not bad.strip():
            with pytest.raises(DomainError) as caught:
                await ops.verify(G, "League", bad)
            assert caught.value.key == "league-error-not-revealed"
            continue
        with pytest.raises(DomainError) as caught:
            await ops.verify(G, "League", bad)
        assert caught.value.key == "league-error-seed-invalid"


async def test_the_csv_export_has_every_round_and_recomputes(play: Play) -> None:
    ops = leagues(play)
    await ops.create(G, U, "Liga Ñandú 🐉", "m4e-gg1", is_organiser=True)
    for round_no in range(1, 6):
        await ops.draw(G, U, "liga ñandú 🐉", round_no, is_organiser=True)
    info, text = await ops.export(G, "Liga Ñandú 🐉", is_organiser=True)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert tuple(rows[0]) == ROW_FIELDS
    assert [r["round"] for r in rows] == ["1", "2", "3", "4", "5"]
    assert rules.verify(info.season, SEED, info.record.commitment, rows).ok
    for stored in info.rounds:
        encounter = encounter_from_row(info.season, stored.row)
        assert encounter is not None and encounter.deployment == stored.row["deployment"]


async def test_organisers_only_and_nothing_changes_for_others(play: Play) -> None:
    ops = leagues(play)
    with pytest.raises(DomainError) as caught:
        await ops.create(G, U, "League", "m4e-gg1", is_organiser=False)
    assert caught.value.key == "league-error-not-organiser"
    assert await league_repo.leagues(play.store, G) == []

    await ops.create(G, U, "League", "m4e-gg1", is_organiser=True)
    calls = [
        ops.draw(G, U, "League", 1, is_organiser=False),
        ops.export(G, "League", is_organiser=False),
        ops.reveal(G, "League", is_organiser=False),
    ]
    for call in calls:
        with pytest.raises(DomainError) as caught:
            await call
        assert caught.value.key == "league-error-not-organiser"
    stored = await league_repo.league(play.store, G, "League")
    assert stored is not None and not stored.revealed
    assert await league_repo.rounds(play.store, G, "League") == []
    # Anyone may look and check: that is what the published commitment is for.
    assert (await ops.show(G, "League")).seed_hex is None
    assert (await ops.verify(G, "League", SEED.hex())).report.ok


async def test_the_organiser_role_is_kept_across_a_restart(play: Play, open_play: PlayFactory) -> None:
    await leagues(play).set_organiser_role(G, 777, can_manage_server=True)
    await play.store.close()
    again = await open_play()
    assert await leagues(again).organiser_role(G) == 777


async def test_only_manage_server_sets_the_organiser_role(play: Play) -> None:
    ops = leagues(play)
    with pytest.raises(DomainError) as caught:
        await ops.set_organiser_role(G, 555, can_manage_server=False)
    assert caught.value.key == "league-error-not-server-manager"
    assert await ops.organiser_role(G) is None
    await ops.set_organiser_role(G, 555, can_manage_server=True)
    assert await ops.organiser_role(G) == 555 and await ops.organiser_role(G + 1) is None
    await ops.set_organiser_role(G, None, can_manage_server=True)
    assert await ops.organiser_role(G) is None


@pytest.mark.parametrize("name", ["", "   ", "x" * 61, "bad\x00name", "zero\u200bwidth"])
async def test_bad_league_names_are_refused(play: Play, name: str) -> None:
    with pytest.raises(DomainError) as caught:
        await leagues(play).create(G, U, name, "m4e-gg1", is_organiser=True)
    assert caught.value.key == "league-error-name-invalid"
    assert await league_repo.leagues(play.store, G) == []


@pytest.mark.parametrize(
    "name", ["@everyone league", "Liga @here", "<@123456789012345678>'s cup", "<#42> cup"]
)
async def test_league_names_cannot_be_mentions(play: Play, name: str) -> None:
    with pytest.raises(DomainError) as caught:
        await leagues(play).create(G, U, name, "m4e-gg1", is_organiser=True)
    assert caught.value.key == "league-error-name-mention"
    assert await league_repo.leagues(play.store, G) == []


async def test_names_are_unique_per_server_whatever_the_case(play: Play) -> None:
    ops = leagues(play)
    created = await ops.create(G, U, "  Copa   del  Rey ", "m4e-gg1", is_organiser=True)
    assert created.name == "Copa del Rey"
    with pytest.raises(DomainError) as caught:
        await ops.create(G, U, "COPA DEL REY", "m3e-gg1", is_organiser=True)
    assert caught.value.key == "league-error-name-taken"
    other = await ops.create(G + 1, U, "Copa del Rey", "m3e-gg1", is_organiser=True)  # another server
    assert other.season.id == "m3e-gg1"
    assert await ops.names(G) == ["Copa del Rey"]


@pytest.mark.parametrize(
    ("call", "key"),
    [
        (lambda ops: ops.draw(G, U, "League", 0, is_organiser=True), "league-error-round-out-of-range"),
        (lambda ops: ops.draw(G, U, "League", -3, is_organiser=True), "league-error-round-out-of-range"),
        (lambda ops: ops.draw(G, U, "League", 1000, is_organiser=True), "league-error-round-out-of-range"),
        (lambda ops: ops.draw(G, U, "Nope", 1, is_organiser=True), "league-error-unknown"),
        (lambda ops: ops.show(G, "x" * 500), "league-error-unknown"),
        (lambda ops: ops.create(G, U, "Other", "", is_organiser=True), "league-error-season-needed"),
        (lambda ops: ops.create(G, U, "Other", "no-such", is_organiser=True), "season-error-unknown"),
        (lambda ops: ops.stored_round(G, "League", 4), "league-error-round-not-drawn"),
    ],
)
async def test_bad_requests(play: Play, call: object, key: str) -> None:
    ops = leagues(play)
    await ops.create(G, U, "League", "m4e-gg1", is_organiser=True)
    with pytest.raises(DomainError) as caught:
        await call(ops)  # type: ignore[operator]
    assert caught.value.key == key
    assert await league_repo.rounds(play.store, G, "League") == []


async def test_a_league_stored_by_an_earlier_release_stays_readable(play: Play) -> None:
    """Names the validator now refuses (a zero-width joiner) in a league's stored season file."""
    ops = leagues(play)
    await ops.create(G, U, "League", "m3e-gg0", is_organiser=True)
    record = await league_repo.league(play.store, G, "League")
    assert record is not None
    text = record.season_text.replace('name = "', 'name = "Pirates \u200d', 1)
    with pytest.raises(DomainError):
        parse_season(text)  # a control: a new upload with that name is refused
    changes = Changes()
    league_repo.put_league(changes, dataclasses.replace(record, season_text=text))
    await play.store.commit(changes)

    await ops.draw(G, U, "League", 1, is_organiser=True)
    shown = await ops.show(G, "League")
    assert shown.season.name.startswith("Pirates \u200d") and len(shown.rounds) == 1
    assert (await ops.verify(G, "League", SEED.hex())).report.ok


async def test_a_round_is_drawn_only_after_the_one_before_it(play: Play) -> None:
    ops = leagues(play)
    await ops.create(G, U, "League", "m4e-gg1", is_organiser=True)
    with pytest.raises(DomainError) as caught:
        await ops.draw(G, U, "League", 2, is_organiser=True)
    assert caught.value.key == "league-error-draw-in-order"
    assert await league_repo.rounds(play.store, G, "League") == []
    await ops.draw(G, U, "League", 1, is_organiser=True)
    assert (await ops.draw(G, U, "League", 2, is_organiser=True)).new
