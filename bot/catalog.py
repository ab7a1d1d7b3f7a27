"""The shipped seasons: every ``data/seasons/*.toml`` loaded and validated once, at start.

A broken shipped file is a bug in the release, not a user error, so loading fails loudly with
``SeasonDataError`` naming each bad file and what is wrong in it. Custom seasons that organisers
paste are parsed with ``bot.rules.encounter.season_parsing.parse_season`` and stored by the store layer.

Default season per edition: the newest season (by year) whose mappings are *all* confirmed
(strategies, deployments, schemes and next-available links). A season whose mappings are even
partly inferred decides results that must be marked "unverified", so it is never what a player
gets without asking (issue 12). Today that gives M3E Gaining Grounds 0, the season whose tables
seed 003 itself prints (GG1's strategy suits are only partly confirmed; GG2-GG4 have inferred
scheme numbers), and M4E Gaining Grounds 0 (GG1's strategy suits and next-available links are
single-source). Players choose any other season with the ``season`` option. M2E has no shipped
season: it needs a custom one.
"""

from __future__ import annotations

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

    def default_for(self, edition_key: str) -> Season:
        key = edition_key.strip().lower()
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
