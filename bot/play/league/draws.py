"""League draws as units of work: create (commit to a secret seed), draw, show, export, reveal, verify.

Leagues belong to a server and are unique there by name (case-insensitive). Every operation
runs under the server's lock (``guild_lock``) and commits in one transaction. Anyone may show
and verify a league; only organisers create, draw, export and reveal: members with Manage
Server, or holders of the server's organiser role, which only Manage Server sets (the cog
tells which the caller is). A table's moderator role grants nothing here.

The season file is copied into the league at creation: later edits of a custom season, or a
newer release of a shipped one, never change what a league's draws are checked against.
"""

from __future__ import annotations

import csv
import io
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from bot.errors import DomainError
from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.play.encounter import Seasons, clean_name, guild_lock
from bot.rules.common.cards import Card
from bot.rules.encounter.generation import Encounter, FlipOutcome, FlipPurpose, FlipRecord, SchemePick, Side
from bot.rules.encounter.season_parsing import parse_season
from bot.rules.encounter.seasons import Season, first_mention
from bot.rules.league import draws as rules
from bot.rules.league.draws import ROW_FIELDS, VerifyReport
from bot.rules.league.names import plain
from bot.rules.league.season import SEASON, STALL_RULES, LeagueSeason
from bot.store import league_repo
from bot.store.league_repo import LeagueRecord, StoredRound, league_code

NAME_MAX = 60
MAX_LEAGUES = 100  # per server

SeedSource = Callable[[], bytes]


def default_seed_source() -> bytes:
    return secrets.token_bytes(rules.SEED_BYTES)


@dataclass(frozen=True, slots=True)
class LeagueInfo:
    record: LeagueRecord
    season: Season
    rounds: tuple[StoredRound, ...]

    @property
    def name(self) -> str:
        return self.record.name

    @property
    def seed_hex(self) -> str | None:
        """The seed, only once revealed."""
        return self.record.seed.hex() if self.record.revealed else None


@dataclass(frozen=True, slots=True)
class DrawResult:
    league: LeagueInfo
    round: StoredRound
    new: bool  # False: the round was drawn before and this is the stored draw


@dataclass(frozen=True, slots=True)
class VerifyResult:
    league: LeagueInfo
    report: VerifyReport
    seed_given: bool


def _season_of(record: LeagueRecord) -> Season:
    # The snapshot was validated when the league was created; later, stricter name rules
    # must not make a league's draws unreadable or uncheckable.
    return parse_season(record.season_text, stored=True)


def check_organiser(is_organiser: bool) -> None:
    if not is_organiser:
        raise DomainError("league-error-not-organiser")


def check_server_manager(can_manage_server: bool) -> None:
    if not can_manage_server:
        raise DomainError("league-error-not-server-manager")


def clean_league_name(raw: str) -> str:
    name = clean_name(raw, max_length=NAME_MAX, error_key="league-error-name-invalid")
    if (mention := first_mention(name)) is not None:
        raise DomainError("league-error-name-mention", mention=mention)
    return name


# OWASP "CSV Injection": a cell starting with one of these is run as a formula by spreadsheets.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
CELL_QUOTE = "'"


def export_cell(text: str) -> str:
    """A cell a spreadsheet shows as text: a formula-like start is prefixed with a single quote.

    Names come from season files that anyone may upload (a strategy ``=HYPERLINK(...)``).
    A cell that already starts with a quote gets one too, so reading back is exact: drop one
    leading quote (``read_export_cell``).
    """
    return CELL_QUOTE + text if text.startswith((*FORMULA_START, CELL_QUOTE)) else text


def read_export_cell(cell: str) -> str:
    """The stored value of an exported cell."""
    return cell.removeprefix(CELL_QUOTE)


def export_csv(rounds: tuple[StoredRound, ...]) -> str:
    """Every stored round as CSV with the canonical columns (``ROW_FIELDS``), cells neutralised."""
    out = io.StringIO()
    writer = csv.DictWriter(out, ROW_FIELDS, lineterminator="\n", quoting=csv.QUOTE_ALL)
    writer.writeheader()
    for stored in rounds:
        writer.writerow({field: export_cell(stored.row.get(field, "")) for field in ROW_FIELDS})
    return out.getvalue()


class LeaguePlay:
    def __init__(
        self, core: PlayCore, seasons: Seasons, seed_source: SeedSource = default_seed_source
    ) -> None:
        self.core = core
        self.seasons = seasons
        self.seed_source = seed_source  # tests inject a fixed seed

    async def organiser_role(self, guild_id: int) -> int | None:
        return await league_repo.organiser_role(self.core.store, guild_id)

    async def set_organiser_role(
        self, guild_id: int, role_id: int | None, *, can_manage_server: bool
    ) -> None:
        """Set (or clear, with None) the server's organiser role: Manage Server only."""
        check_server_manager(can_manage_server)

        async def step(work: Work) -> None:
            league_repo.put_organiser_role(work.changes, guild_id, role_id)

        await self.core.run(guild_lock(guild_id), step)

    async def names(self, guild_id: int) -> list[str]:
        return [record.name for record in await league_repo.leagues(self.core.store, guild_id)]

    async def _load(self, guild_id: int, name: str) -> LeagueInfo:
        wanted = " ".join(name.split())
        record = await league_repo.league(self.core.store, guild_id, wanted) if wanted else None
        if record is None:
            known = await self.names(guild_id)
            raise DomainError(
                "league-error-unknown",
                name=plain(wanted[:NAME_MAX]) or "—",
                known=", ".join(plain(k) for k in known) or "—",
            )
        stored = await league_repo.rounds(self.core.store, guild_id, record.name)
        return LeagueInfo(record, _season_of(record), tuple(stored))

    async def create(
        self,
        guild_id: int,
        user: int,
        name: str,
        season_id: str,
        *,
        stall: str | None = None,
        stall_days: int | None = None,
        is_organiser: bool,
    ) -> LeagueInfo:
        """A new league; ``stall`` and ``stall_days`` set its rule for stalled games from the
        start (``/league-admin forfeit`` changes it later)."""
        check_organiser(is_organiser)
        clean = clean_league_name(name)
        if not season_id.strip():
            raise DomainError("league-error-season-needed")
        stall_rule = next((rule for rule in STALL_RULES if rule == stall), None)
        if stall is not None and stall_rule is None:
            raise DomainError("league-error-forfeit-unknown", rule=stall[:20])

        async def step(work: Work) -> LeagueInfo:
            if await league_repo.league(self.core.store, guild_id, clean) is not None:
                raise DomainError("league-error-name-taken", name=clean)
            if len(await league_repo.leagues(self.core.store, guild_id)) >= MAX_LEAGUES:
                raise DomainError("league-error-too-many", max=MAX_LEAGUES)
            resolved = await self.seasons.resolve(guild_id, season_id, "m4e")
            opening = None
            if stall_rule is not None or stall_days is not None:  # recorded as the creator's change
                fresh = LeagueSeason()
                opening = fresh.set_forfeit(fresh.forfeit, work.now, user, stall_rule, stall_days)
            seed = rules.new_seed(self.seed_source())
            commitment = rules.commitment(seed)
            attempt = 0
            while await league_repo.league_by_code(
                self.core.store, code := league_code(guild_id, clean, commitment, attempt)
            ):
                attempt += 1
            record = LeagueRecord(
                guild_id=guild_id,
                name=clean,
                season_id=resolved.season.id,
                season_text=resolved.text,
                seed=seed,
                commitment=commitment,
                created_by=user,
                created_at=work.now,
                code=code,
                season=None if opening is None else SEASON.dumps(opening),
            )
            league_repo.put_league(work.changes, record)
            return LeagueInfo(record, resolved.season, ())

        return await self.core.run(guild_lock(guild_id), step)

    async def draw(
        self, guild_id: int, user: int, name: str, round_no: int, *, is_organiser: bool
    ) -> DrawResult:
        """Round ``round_no``'s draw: derived from the seed and round only, stored once.

        A round not drawn before the seed was revealed is refused: anyone could compute it.
        """
        check_organiser(is_organiser)
        rules.check_round(round_no)

        async def step(work: Work) -> DrawResult:
            info = await self._load(guild_id, name)
            for stored in info.rounds:
                if stored.round == round_no:
                    return DrawResult(info, stored, new=False)
            if info.record.revealed:
                # The seed is public: this round is known to everyone before it is drawn.
                raise DomainError("league-error-revealed", name=plain(info.name), round=round_no)
            # Never far ahead: a round is drawn only once the one before it is, so an organiser
            # cannot look at later rounds before the season gets there.
            if round_no > 1 and all(r.round != round_no - 1 for r in info.rounds):
                raise DomainError("league-error-draw-in-order", round=round_no, previous=round_no - 1)
            draw = rules.draw_round(info.season, info.record.seed, round_no)
            stored = StoredRound(round_no, draw.row(), user, work.now)
            league_repo.put_round(work.changes, guild_id, info.record.name, stored)
            rounds = tuple(sorted((*info.rounds, stored), key=lambda r: r.round))
            return DrawResult(LeagueInfo(info.record, info.season, rounds), stored, new=True)

        return await self.core.run(guild_lock(guild_id), step)

    async def show(self, guild_id: int, name: str) -> LeagueInfo:
        """A league and its stored rounds: anyone may look (the seed only once revealed)."""

        async def step(work: Work) -> LeagueInfo:
            return await self._load(guild_id, name)

        return await self.core.run(guild_lock(guild_id), step)

    async def stored_round(self, guild_id: int, name: str, round_no: int) -> tuple[LeagueInfo, StoredRound]:
        """A drawn round (for games played from a league round); no organiser needed."""
        rules.check_round(round_no)

        async def step(work: Work) -> tuple[LeagueInfo, StoredRound]:
            info = await self._load(guild_id, name)
            for stored in info.rounds:
                if stored.round == round_no:
                    return info, stored
            raise DomainError("league-error-round-not-drawn", name=plain(info.name), round=round_no)

        return await self.core.run(guild_lock(guild_id), step)

    async def export(self, guild_id: int, name: str, *, is_organiser: bool) -> tuple[LeagueInfo, str]:
        check_organiser(is_organiser)
        info = await self.show(guild_id, name)
        return info, export_csv(info.rounds)

    async def reveal(self, guild_id: int, name: str, *, is_organiser: bool) -> LeagueInfo:
        """Publish the seed (again, if it already was: the same seed)."""
        check_organiser(is_organiser)

        async def step(work: Work) -> LeagueInfo:
            info = await self._load(guild_id, name)
            if info.record.revealed:
                return info
            record = replace(info.record, revealed_at=work.now)
            league_repo.put_league(work.changes, record)
            return LeagueInfo(record, info.season, info.rounds)

        return await self.core.run(guild_lock(guild_id), step)

    async def verify(self, guild_id: int, name: str, seed_text: str | None = None) -> VerifyResult:
        """Recompute every stored round from the revealed seed, or from ``seed_text`` if given.

        Anyone may: that is the point of publishing the commitment and the seed.
        """
        given = None if seed_text is None or not seed_text.strip() else rules.parse_seed(seed_text)

        async def step(work: Work) -> VerifyResult:
            info = await self._load(guild_id, name)
            if given is None and not info.record.revealed:
                raise DomainError("league-error-not-revealed", name=plain(info.name))
            seed = given if given is not None else info.record.seed
            report = rules.verify(info.season, seed, info.record.commitment, [r.row for r in info.rounds])
            return VerifyResult(info, report, seed_given=given is not None)

        return await self.core.run(guild_lock(guild_id), step)


def encounter_from_row(season: Season, row: Mapping[str, str]) -> Encounter | None:
    """A stored draw as an ``Encounter`` again (to show it), or None if the row is unreadable."""
    try:
        flips = tuple(_flip_record(token) for token in row["flips"].split())
        names = [name for name in row["schemes"].split("|") if name]
        values = [int(v) for v in row["scheme_values"].split("|") if v]
        if values and len(values) != len(names):
            return None
        schemes = tuple(
            SchemePick(
                name,
                values[index] if values else None,
                () if season.schemes_by_value else season.scheme_cards.get(name, ()),
            )
            for index, name in enumerate(names)
        )
        return Encounter(
            season_id=row["season"],
            edition=season.edition,
            flips=flips,
            attacker=Side(row["attacker"]),
            attacker_card=Card.parse(row["attacker_card"]),
            defender_card=Card.parse(row["defender_card"]),
            strategy=row["strategy"] or None,
            strategy_choices=tuple(c for c in row["strategy_choices"].split("|") if c),
            strategy_confidence=season.confidence.strategies,
            deployment=row["deployment"],
            deployment_confidence=season.confidence.deployments,
            schemes=schemes,
            schemes_confidence=season.confidence.schemes,
            next_available_confidence=season.confidence.next_available,
            reshuffle_after_setup=False,
            single_deck=False,
        )
    except (KeyError, ValueError):
        return None


def _flip_record(token: str) -> FlipRecord:
    purpose, side, code, outcome = token.split(":")
    return FlipRecord(FlipPurpose(purpose), Side(side), Card.parse(code), FlipOutcome(outcome))
