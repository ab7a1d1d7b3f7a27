"""/crew: a player's crews and the model cards a server shares (issue 44, docs/crews.md).

A crew is its owner's, wherever they play: only they list, show, replace or delete it (another
player's command finds no crew of that name). A model card is shared by everyone in one server:
entered once by a player, used by every crew there; only its author replaces it. Each command is
one unit of work under one lock (the owner's for a crew, the server's for cards), so a refused
paste stores nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Final

from bot.errors import DomainError
from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.play.crew_source import BiggerhatSource
from bot.play.encounter import guild_lock
from bot.rules.crew.biggerhat import SourceCard, share_code
from bot.rules.crew.cards import ModelCard, card_key, format_card, parse_card, parse_cards
from bot.rules.crew.lists import CrewList, CrewModel, parse_crew
from bot.store import crew_repo

CREWS_MAX: Final = 25  # per player
UPLOAD_MAX: Final = 16_000  # bytes of an attached list or block of cards
FETCH_MAX: Final = 12  # models /crew show looks up on biggerhat at most (one request each)


def upload_text(raw: bytes) -> str:
    """An attached file as text: UTF-8 (a BOM allowed), within the size limit."""
    if len(raw) > UPLOAD_MAX:
        raise DomainError("crew-error-file-too-large", size=len(raw), max=UPLOAD_MAX)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DomainError("crew-error-not-utf8", position=error.start) from None


def player_lock(player: int) -> int:
    """The lock key of a player's crews: snowflakes are unique, so this meets no server's key."""
    return -player


@dataclass(frozen=True, slots=True)
class StoredCrew:
    name: str
    faction: str | None
    cache: int | None
    format: str
    models: tuple[CrewModel, ...]


@dataclass(frozen=True, slots=True)
class Imported:
    crew: StoredCrew
    unmatched: tuple[str, ...]  # model names with no card in this server (each once, in order)
    replaced: bool


@dataclass(frozen=True, slots=True)
class ShownCrew:
    crew: StoredCrew
    cards: dict[str, ModelCard]  # by card key, the models' cards this server has
    # By card key, the numbers biggerhat gave for models without a card (the source on).
    fetched: dict[str, SourceCard] = field(default_factory=dict)
    source_error: DomainError | None = None  # why biggerhat gave no more (busy: try again in N s)


@dataclass(frozen=True, slots=True)
class SavedCard:
    card: ModelCard
    replaced: bool


def _models_json(models: tuple[CrewModel, ...]) -> str:
    return json.dumps(
        [
            {"name": m.name, "cost": m.cost, "upgrades": list(m.upgrades), "card": card_key(m.name)}
            for m in models
        ],
        ensure_ascii=False,
        separators=(",", ":"),
    )


def _stored(row: crew_repo.CrewRow) -> StoredCrew:
    models = tuple(
        CrewModel(str(m["name"]), None if m["cost"] is None else int(m["cost"]), tuple(m["upgrades"]))
        for m in json.loads(row.models)
    )
    return StoredCrew(row.name, row.faction, row.cache, row.format, models)


def unmatched(models: tuple[CrewModel, ...], known: set[str]) -> tuple[str, ...]:
    out: list[str] = []
    for model in models:
        if card_key(model.name) not in known and model.name not in out:
            out.append(model.name)
    return tuple(out)


class CrewPlay:
    def __init__(self, core: PlayCore) -> None:
        self.core = core
        # biggerhat's API, where the operator turns it on (FATEBOT_BIGGERHAT_URL): bot/app.py.
        self.source: BiggerhatSource | None = None

    async def import_crew(self, owner: int, scope: int, text: str) -> Imported:
        """Keep the crew of a pasted list (replacing the owner's crew of the same name)."""
        return await self._keep(owner, scope, parse_crew(text))

    async def import_share(self, owner: int, scope: int, code: str) -> Imported:
        """Keep the crew of a biggerhat share code (the source on): its names and costs only."""
        if self.source is None:
            raise DomainError("crew-source-error-off")
        return await self._keep(owner, scope, await self.source.crew(share_code(code)))

    async def _keep(self, owner: int, scope: int, parsed: CrewList) -> Imported:
        key = card_key(parsed.name)
        if not key:
            raise DomainError("crew-error-name")

        async def step(work: Work) -> bool:
            mine = await crew_repo.crews_of(self.core.store, owner)
            replaced = any(row.name_key == key for row in mine)
            if not replaced and len(mine) >= CREWS_MAX:
                raise DomainError("crew-error-too-many", max=CREWS_MAX)
            row = crew_repo.CrewRow(
                owner,
                key,
                parsed.name,
                parsed.faction,
                parsed.cache,
                parsed.format,
                _models_json(parsed.models),
                work.now,
            )
            crew_repo.put_crew(work.changes, row)
            return replaced

        replaced = await self.core.run(player_lock(owner), step)
        found = await crew_repo.cards(self.core.store, scope, [card_key(m.name) for m in parsed.models])
        crew = StoredCrew(parsed.name, parsed.faction, parsed.cache, parsed.format, parsed.models)
        return Imported(crew, unmatched(parsed.models, set(found)), replaced)

    async def crews(self, owner: int) -> list[StoredCrew]:
        return [_stored(row) for row in await crew_repo.crews_of(self.core.store, owner)]

    async def _row(self, owner: int, name: str) -> crew_repo.CrewRow:
        row = await crew_repo.crew(self.core.store, owner, card_key(name))
        if row is None:
            raise DomainError("crew-error-unknown", name=name[:60])
        return row

    async def show(self, owner: int, scope: int, name: str) -> ShownCrew:
        crew = _stored(await self._row(owner, name))
        rows = await crew_repo.cards(self.core.store, scope, [card_key(m.name) for m in crew.models])
        cards = {key: parse_card(row.card) for key, row in rows.items()}
        if self.source is None:
            return ShownCrew(crew, cards)
        fetched: dict[str, SourceCard] = {}
        for name in unmatched(crew.models, set(cards))[:FETCH_MAX]:
            try:
                found = await self.source.stats(scope, name)
            except DomainError as error:  # the crew is still shown, saying why the rest is not
                return ShownCrew(crew, cards, fetched, error)
            if found is not None:
                fetched[card_key(name)] = found
        return ShownCrew(crew, cards, fetched)

    async def delete(self, owner: int, name: str) -> str:
        async def step(work: Work) -> str:
            row = await self._row(owner, name)
            crew_repo.delete_crew(work.changes, owner, row.name_key)
            return row.name

        return await self.core.run(player_lock(owner), step)

    async def set_cards(self, scope: int, author: int, text: str, *, one: bool = False) -> list[SavedCard]:
        """Keep every card of a pasted block for the server (``one``: the block is one card, as
        the form puts it together); all or none."""
        cards = [parse_card(text)] if one else parse_cards(text)

        async def step(work: Work) -> list[SavedCard]:
            existing = await crew_repo.cards(self.core.store, scope, [card_key(c.name) for c in cards])
            saved = []
            for card in cards:
                key = card_key(card.name)
                before = existing.get(key)
                if before is not None and before.author != author:
                    raise DomainError(
                        "crew-card-error-not-author", name=card.name, author=f"<@{before.author}>"
                    )
                crew_repo.put_card(
                    work.changes, crew_repo.CardRow(scope, key, format_card(card), author, work.now)
                )
                saved.append(SavedCard(card, before is not None))
            return saved

        return await self.core.run(guild_lock(scope), step)

    async def card(self, scope: int, name: str) -> ModelCard:
        row = await crew_repo.card(self.core.store, scope, card_key(name))
        if row is None:
            raise DomainError("crew-card-error-unknown", name=name[:60])
        return parse_card(row.card)

    async def card_or_source(self, scope: int, name: str) -> ModelCard | SourceCard:
        """The server's card; without one, biggerhat's numbers where the source is on."""
        row = await crew_repo.card(self.core.store, scope, card_key(name))
        if row is not None:
            return parse_card(row.card)  # the players' own card comes first
        if self.source is None:
            raise DomainError("crew-card-error-unknown", name=name[:60])
        return await self.source.card(scope, name)

    async def card_names(self, scope: int, limit: int) -> list[str]:
        return await crew_repo.card_names(self.core.store, scope, limit)
