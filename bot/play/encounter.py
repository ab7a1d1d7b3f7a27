"""Encounters as units of work, and the seasons a server can use (shipped + its custom ones).

``/encounter`` with an opponent flips from both players' decks at the table: the flipped cards
end on their discard piles (decks stay complete) and M4E reshuffles the decks afterwards.
Without an opponent the bot flips both sides from a fresh deck that is never stored.

Custom seasons are TOML files organisers load per server; they are validated by
``parse_season`` (line-precise problems) before they are stored.
"""

from __future__ import annotations

import contextlib
import datetime
import unicodedata
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from bot.catalog import SEASONS_DIR, SeasonCatalog, catalog
from bot.errors import DomainError
from bot.play.common.core import PlayCore, fate_edition
from bot.play.common.work import Work
from bot.rules.common.deck import Deck
from bot.rules.common.editions import edition
from bot.rules.encounter import generation as encounters
from bot.rules.encounter.generation import Encounter
from bot.rules.encounter.season_parsing import parse_season
from bot.rules.encounter.seasons import Season
from bot.store import league_repo
from bot.store.league_repo import CustomSeason

MAX_CUSTOM_SEASONS = 50  # per server: an autocomplete list shows at most 25 at a time anyway
MAX_UPLOAD_BYTES = 256_000


@lru_cache(maxsize=256)
def _parse_cached(text: str) -> Season:
    return parse_season(text)


@lru_cache(maxsize=32)
def shipped_text(season_id: str) -> str:
    """The TOML text of a shipped season (what a league snapshots at creation)."""
    return (SEASONS_DIR / f"{season_id}.toml").read_text(encoding="utf-8")


@dataclass(frozen=True, slots=True)
class SeasonEntry:
    """A season a server may choose: shipped or one of its custom ones."""

    season: Season
    custom: bool

    @property
    def id(self) -> str:
        return self.season.id


Defaulted = Literal["server", "today"] | None


@dataclass(frozen=True, slots=True)
class ResolvedSeason:
    season: Season
    text: str
    custom: bool
    defaulted: Defaulted = None  # none named: the server's default, or the edition's for today


@dataclass(frozen=True, slots=True)
class SeasonSaved:
    season: Season
    replaced: bool


@dataclass(frozen=True, slots=True)
class EncounterResult:
    """An encounter and who played it: side FIRST is ``player``, side SECOND ``opponent``.

    ``opponent`` is None when the bot flipped both sides from a fresh deck.
    """

    table_id: int
    edition: str
    season: Season
    custom_season: bool
    encounter: Encounter
    player: int
    opponent: int | None
    reshuffled_after_setup: bool
    season_defaulted: Defaulted = None

    def side_player(self, side: encounters.Side) -> int | None:
        return self.player if side is encounters.Side.FIRST else self.opponent

    @property
    def attacker(self) -> int | None:
        return self.side_player(self.encounter.attacker)

    @property
    def chooser(self) -> int:
        """Who chooses an open joker strategy: the attacker, or the asker when the bot flipped."""
        attacker = self.attacker
        return self.player if attacker is None else attacker


def clean_season_source(raw: bytes) -> str:
    """An uploaded season file as text: UTF-8 (a BOM is allowed), within the size limit."""
    if len(raw) > MAX_UPLOAD_BYTES:
        raise DomainError("season-error-file-too-large", size=len(raw), max=MAX_UPLOAD_BYTES)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DomainError("season-error-not-utf8", position=error.start) from None
    return text


class Seasons:
    """Shipped seasons plus each server's custom ones."""

    def __init__(self, core: PlayCore, shipped: SeasonCatalog | None = None) -> None:
        self.core = core
        self.shipped = shipped or catalog()

    async def custom(self, guild_id: int) -> list[CustomSeason]:
        return await league_repo.custom_seasons(self.core.store, guild_id)

    async def available(self, guild_id: int | None, edition_key: str | None = None) -> list[SeasonEntry]:
        """Every season a server may use (of one edition if given): shipped first, then custom."""
        entries = [SeasonEntry(s, False) for s in self.shipped.seasons.values()]
        if guild_id is not None:
            for stored in await self.custom(guild_id):
                try:
                    entries.append(SeasonEntry(_parse_cached(stored.source), True))
                except DomainError:  # stored files were valid; a newer validator may disagree
                    continue
        if edition_key is not None:
            entries = [e for e in entries if e.season.edition == edition_key]
        return entries

    async def resolve(self, guild_id: int | None, season_id: str | None, edition_key: str) -> ResolvedSeason:
        """The chosen season (shipped id or this server's custom id), or else the server's own
        default for the edition, or else the edition's default on today's date."""
        if season_id is None or not season_id.strip():
            chosen = None if guild_id is None else (await self.server_defaults(guild_id)).get(edition_key)
            if chosen is not None:
                with contextlib.suppress(DomainError):  # a removed custom season: the edition's
                    return replace(await self.resolve(guild_id, chosen, edition_key), defaulted="server")
            today = datetime.datetime.fromtimestamp(self.core.now(), datetime.UTC).date()
            season = self.shipped.default_for(edition_key, today)
            return ResolvedSeason(season, shipped_text(season.id), False, defaulted="today")
        wanted = season_id.strip().lower()
        if wanted in self.shipped.seasons:
            season = self.shipped.seasons[wanted]
            return ResolvedSeason(season, shipped_text(season.id), False)
        if guild_id is not None and len(wanted) <= 100:
            stored = await league_repo.custom_season(self.core.store, guild_id, wanted)
            if stored is not None:
                return ResolvedSeason(_parse_cached(stored.source), stored.source, True)
        # Seasons by their names (the id in brackets is what the option takes).
        known = [f"{e.season.name} ({e.id})" for e in await self.available(guild_id)]
        raise DomainError("season-error-unknown", value=season_id[:100], known=", ".join(known))

    async def server_defaults(self, guild_id: int) -> dict[str, str]:
        return await league_repo.default_seasons(self.core.store, guild_id)

    async def set_server_default(
        self, guild_id: int, edition_key: str, season_id: str | None, *, is_organiser: bool
    ) -> ResolvedSeason | None:
        """Choose (or with None forget) the server's default season for an edition: organisers."""
        if not is_organiser:
            raise DomainError("league-error-not-organiser")
        resolved = None
        if season_id is not None and season_id.strip():
            resolved = await self.resolve(guild_id, season_id, edition_key)
            encounters.check_season_edition(resolved.season, edition_key)

        async def step(work: Work) -> None:
            chosen = dict(await self.server_defaults(guild_id))
            if resolved is None:
                chosen.pop(edition_key, None)
            else:
                chosen[edition_key] = resolved.season.id
            league_repo.put_default_seasons(work.changes, guild_id, chosen)

        await self.core.run(guild_lock(guild_id), step)
        return resolved

    async def save_custom(self, guild_id: int, user: int, source: str, *, is_organiser: bool) -> SeasonSaved:
        """Validate and store an organiser's season file (replacing one with the same id)."""
        if not is_organiser:
            raise DomainError("league-error-not-organiser")
        season = parse_season(source)
        if season.id in self.shipped.seasons:
            raise DomainError("season-error-id-shipped", id=season.id)

        async def step(work: Work) -> SeasonSaved:
            existing = await self.custom(guild_id)
            replaced = any(s.season_id == season.id for s in existing)
            if not replaced and len(existing) >= MAX_CUSTOM_SEASONS:
                raise DomainError("season-error-too-many", max=MAX_CUSTOM_SEASONS)
            league_repo.put_custom_season(
                work.changes,
                CustomSeason(guild_id, season.id, season.name, season.edition, source, user, work.now),
            )
            return SeasonSaved(season, replaced)

        return await self.core.run(guild_lock(guild_id), step)

    async def remove_custom(self, guild_id: int, season_id: str, *, is_organiser: bool) -> CustomSeason:
        if not is_organiser:
            raise DomainError("league-error-not-organiser")

        async def step(work: Work) -> CustomSeason:
            stored = await league_repo.custom_season(self.core.store, guild_id, season_id.strip().lower())
            if stored is None:
                raise DomainError("season-error-not-custom", value=season_id[:100])
            league_repo.delete_custom_season(work.changes, guild_id, stored.season_id)
            return stored

        return await self.core.run(guild_lock(guild_id), step)


def guild_lock(guild_id: int) -> int:
    """The lock key of a server's leagues and seasons: snowflakes are positive, tables too."""
    return -guild_id


def check_opponent(player: int, opponent: int | None) -> None:
    if opponent is not None and opponent == player:
        raise DomainError("encounter-error-opponent-self")


class EncounterPlay:
    """``/encounter``: one unit of work at the table."""

    def __init__(self, core: PlayCore, seasons: Seasons) -> None:
        self.core = core
        self.seasons = seasons

    async def check_request(
        self,
        table_id: int,
        guild_id: int | None,
        player: int,
        opponent: int,
        *,
        edition_override: str | None = None,
        season_id: str | None = None,
    ) -> str | None:
        """Check an encounter against ``opponent`` before asking them to flip (nothing changes).

        Returns the season's id (None: the edition's default, chosen when they flip).
        """
        check_opponent(player, opponent)
        override = None if edition_override is None else edition(edition_override)

        async def step(work: Work) -> str | None:
            ed = override or fate_edition(await work.settings())
            if season_id is None:
                return None
            resolved = await self.seasons.resolve(guild_id, season_id, ed.key)
            encounters.check_season_edition(resolved.season, ed.key)
            return resolved.season.id

        return await self.core.run(table_id, step)

    async def encounter(
        self,
        table_id: int,
        guild_id: int | None,
        player: int,
        *,
        opponent: int | None = None,
        edition_override: str | None = None,
        season_id: str | None = None,
    ) -> EncounterResult:
        check_opponent(player, opponent)
        override = None if edition_override is None else edition(edition_override)

        async def step(work: Work) -> EncounterResult:
            ed = override or fate_edition(await work.settings())
            resolved = await self.seasons.resolve(guild_id, season_id, ed.key)
            encounters.check_season_edition(resolved.season, ed.key)
            if opponent is None:
                result = encounters.generate_encounter(resolved.season, work.rng, Deck.fresh(work.rng))
                reshuffled = False
            else:
                first = await work.deck(await work.owner_for(player))
                second = await work.deck(await work.owner_for(opponent))
                result = encounters.generate_encounter(resolved.season, work.rng, first, second)
                reshuffled = result.reshuffle_after_setup
                if reshuffled:
                    for deck in _distinct(first, second):
                        encounters.reshuffle_after_setup_step(deck, work.rng)
            return EncounterResult(
                table_id=table_id,
                edition=ed.key,
                season=resolved.season,
                custom_season=resolved.custom,
                encounter=result,
                player=player,
                opponent=opponent,
                reshuffled_after_setup=reshuffled,
                season_defaulted=resolved.defaulted,
            )

        return await self.core.run(table_id, step)


def _distinct(*decks: Deck) -> list[Deck]:
    out: list[Deck] = []
    for deck in decks:
        if all(deck is not seen for seen in out):
            out.append(deck)
    return out


def clean_name(raw: str, *, max_length: int, error_key: str) -> str:
    """A name typed by a user: spaces collapsed, no control characters, 1..max_length long."""
    text = " ".join(raw.split())
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co") for ch in text):
        raise DomainError(error_key, max=max_length, length=len(text))
    if not 1 <= len(text) <= max_length:
        raise DomainError(error_key, max=max_length, length=len(text))
    return text
