"""The shipped seasons: every ``data/seasons/*.toml`` loaded and validated once, at start.

A broken shipped file is a bug in the release, not a user error, so loading fails loudly with
``SeasonDataError`` naming each bad file and what is wrong in it. Custom seasons that organisers
paste are parsed with ``bot.rules.encounter.season_parsing.parse_season`` and stored by the store layer.

Default season per edition (issue 24): the newest season *in force* on the day (each file
gives ``in_force_from`` and, once replaced, ``in_force_until``): M4E Gaining Grounds 0 until it
rotated out in September 2026, Gaining Grounds One since. An edition with no season in force
(M3E, whose last season ended when M4E came) falls back to its newest season whose mappings are
*all* confirmed (issue 12): M3E Gaining Grounds 0, the season whose tables seed 003 itself
prints. A server may choose its own default per edition (``/league-admin default_season``), and
a reply says which season it used when none was named. Players choose any other season with
the ``season`` option. M2E has no shipped season: it needs a custom one.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from bot.errors import DomainError
from bot.paths import DATA_DIR
from bot.rules.encounter.season_parsing import parse_season
from bot.rules.encounter.seasons import Season

SEASONS_DIR = DATA_DIR / "seasons"


class SeasonDataError(RuntimeError):
    """A shipped season file is missing or invalid: the bot must not start."""


def default_season_ids(seasons: Iterable[Season]) -> dict[str, str]:
    """Edition key → id of its default season (see the module docstring for the rule)."""
    best: dict[str, Season] = {}
    for season in seasons:
        if season.inferred_parts():
            continue
        current = best.get(season.edition)
        if current is None or (season.year or 0, season.id) > (current.year or 0, current.id):
            best[season.edition] = season
    return {edition: season.id for edition, season in best.items()}


@dataclass(frozen=True, slots=True)
class SeasonCatalog:
    seasons: Mapping[str, Season]  # by id
    defaults: Mapping[str, str]  # edition key → season id

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(self.seasons)

    def get(self, season_id: str) -> Season:
        try:
            return self.seasons[season_id.strip().lower()]
        except KeyError:
            known = ", ".join(f"{season.name} ({season.id})" for season in self.seasons.values())
            raise DomainError("season-error-unknown", value=season_id, known=known) from None

    def for_edition(self, edition_key: str) -> tuple[Season, ...]:
        key = edition_key.strip().lower()
        return tuple(season for season in self.seasons.values() if season.edition == key)

    def default_for(self, edition_key: str, today: datetime.date | None = None) -> Season:
        """The edition's default on ``today``: its newest season in force, else (none in force,
        or no day given) its newest fully confirmed season."""
        key = edition_key.strip().lower()
        if today is not None:
            in_force = [s for s in self.for_edition(key) if s.in_force_on(today)]
            if in_force:
                return max(in_force, key=lambda s: (s.in_force_from, s.id))
        season_id = self.defaults.get(key)
        if season_id is None:
            raise DomainError("season-error-no-default", edition=edition_key)
        return self.seasons[season_id]


def load_catalog(directory: Path = SEASONS_DIR) -> SeasonCatalog:
    """Load and validate every ``*.toml`` in ``directory``; raise ``SeasonDataError`` on any fault."""
    paths = sorted(directory.glob("*.toml"))
    if not paths:
        raise SeasonDataError(f"no season files in {directory}")
    seasons: dict[str, Season] = {}
    failures: list[str] = []
    for path in paths:
        try:
            season = parse_season(path.read_text(encoding="utf-8"))
        except DomainError as error:
            failures.append(f"{path.name}:\n{error.args_map.get('details', error.key)}")
            continue
        if season.id != path.stem:
            failures.append(f"{path.name}: id {season.id!r} must match the file name {path.stem!r}")
            continue
        seasons[season.id] = season
    if failures:
        raise SeasonDataError("invalid season files in " + str(directory) + ":\n" + "\n".join(failures))
    ordered = dict(sorted(seasons.items(), key=lambda item: (item[1].edition, item[1].year or 0, item[0])))
    return SeasonCatalog(ordered, default_season_ids(ordered.values()))


@cache
def catalog() -> SeasonCatalog:
    """The shipped catalog, loaded on first use (call it in ``setup_hook`` to fail at start)."""
    return load_catalog()
