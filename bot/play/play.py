"""The play layer: one command is one unit of work on one table.

Each public coroutine takes the table's lock, loads what it needs from the store, applies the
rules, hands the changes to the store's group commit and returns a frozen result only once
that commit is durable. A DomainError raised before the commit changes nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from bot.errors import DomainError
from bot.play.common.core import PlayCore
from bot.play.common.limits import FLIP_KIND
from bot.play.common.pace import parse_pace
from bot.play.common.results import (
    PendingView,
)
from bot.play.common.work import Work
from bot.play.crew import CrewPlay
from bot.play.deck import DeckOps
from bot.play.doomtrooper import DoomtrooperOps
from bot.play.duel.soulstones import SoulstoneOps
from bot.play.duel.steps import DUEL_KIND, DuelOps
from bot.play.encounter import EncounterPlay, Seasons
from bot.play.flip import FlipOps
from bot.play.fulminato.fight import FulminatoOps
from bot.play.game.board import GameBoards
from bot.play.game.board_due import relabel_board
from bot.play.game.cards import refuse_setting_under_a_game
from bot.play.game.crews import GameCrewPlay
from bot.play.game.language import game_language
from bot.play.game.play import GamePlay
from bot.play.game.state import INITIATIVE_KIND as GAME_INITIATIVE_KIND
from bot.play.game.thread import GameThreads
from bot.play.games.mine import GamesPlay
from bot.play.games.places import index_places
from bot.play.hand import HandOps
from bot.play.initiative import INITIATIVE_KIND, InitiativePlay
from bot.play.league.draws import LeaguePlay, SeedSource, default_seed_source
from bot.play.league.places import LeaguePlacesPlay
from bot.play.league.season import LeagueSeasonPlay
from bot.play.notices.ops import NoticePlay, index_notices
from bot.play.odds import OddsPlay
from bot.play.random import RandomPlay
from bot.play.scheme import SchemePlay
from bot.play.stats import StatsPlay
from bot.rules.common.pace import REMINDER_HOURS_MAX, REMINDER_HOURS_MIN, REMINDERS_MAX
from bot.store.records import (
    DECK_MODES,
    GAMES,
    LANGUAGES,
    PendingRecord,
    TableSettings,
)
from bot.store.stale_repo import delete_stale, is_stale, put_stale
from bot.store.store import Store


class Play(PlayCore):
    """Entry point of the play layer; one per bot, around one open Store: the core (the unit of
    work, the lapse rules, the indexers), the table's settings, and one object per feature, each
    built once here on the core (``play.duel.duel_cheat(...)``, ``play.game.next_turn(...)``)."""

    def __init__(
        self, store: Store, *, seed_source: SeedSource = default_seed_source, **options: Any
    ) -> None:
        super().__init__(store, **options)
        self.flip = FlipOps(self)
        self.hand = HandOps(self)
        self.deck = DeckOps(self)
        self.duel = DuelOps(self)
        self.soulstones = SoulstoneOps(self)
        self.initiative = InitiativePlay(self)
        self.seasons = Seasons(self)
        self.encounter = EncounterPlay(self, self.seasons)
        self.scheme = SchemePlay(self, self.seasons)
        self.league = LeaguePlay(self, self.seasons, seed_source)
        self.season = LeagueSeasonPlay(self, self.league)
        self.places = LeaguePlacesPlay(self)
        self.game = GamePlay(self, self.seasons, self.league)
        self.boards = GameBoards(self)
        self.threads = GameThreads(self.game)
        self.games = GamesPlay(self)
        self.notices = NoticePlay(self)
        self.random = RandomPlay(self)
        self.odds = OddsPlay(self)
        self.stats = StatsPlay(self)
        self.crew = CrewPlay(self)
        self.game_crews = GameCrewPlay(self, self.season)
        self.duel.finished.append(self.game_crews.duel_finished)  # a duel's damage lands on a model
        self.doomtrooper = DoomtrooperOps(self)
        self.fulminato = FulminatoOps(self)
        # How each kind of open record lapses: the rules' defaults, recorded (issue 22).
        self.lapse_rules.update(
            {
                FLIP_KIND: self.flip.lapse_flip,
                DUEL_KIND: self.duel.lapse_duel,
                INITIATIVE_KIND: self.initiative.lapse,
                GAME_INITIATIVE_KIND: self.game.lapse_initiative,
            }
        )
        # Where each game and waiting step is (/games), and who owes what in it (the notices),
        # kept with every unit that changes one.
        self.indexers.extend((index_places, index_notices))

    # -- table settings --------------------------------------------------------------------

    async def table_settings(self, table_id: int) -> TableSettings:
        async def step(work: Work) -> TableSettings:
            return await work.settings()

        return await self.run(table_id, step)

    async def _update_settings(
        self,
        table_id: int,
        is_moderator: bool,
        change: Callable[[TableSettings], TableSettings],
        *,
        cards: str | None = None,
    ) -> TableSettings:
        """Change a setting; one that decides a game's cards (``cards``: its name in
        ``bot/play/game/cards.py``) only while no game runs at the table."""
        if not is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> TableSettings:
            if cards is not None:
                await refuse_setting_under_a_game(work, cards)
            settings = change(await work.settings())
            work.changes.tables[table_id] = settings
            return settings

        return await self.run(table_id, step)

    async def set_game(self, table_id: int, game: str, *, is_moderator: bool) -> TableSettings:
        key = game.strip().lower()
        if key not in GAMES:
            raise DomainError("error-table-game-unknown", value=game, known=", ".join(GAMES))
        return await self._update_settings(
            table_id, is_moderator, lambda s: dataclasses.replace(s, game=key), cards="game"
        )

    async def set_deck_mode(self, table_id: int, mode: str, *, is_moderator: bool) -> TableSettings:
        key = mode.strip().lower()
        if key not in DECK_MODES:
            raise DomainError("error-table-deck-mode-unknown", value=mode, known=", ".join(DECK_MODES))
        return await self._update_settings(
            table_id, is_moderator, lambda s: dataclasses.replace(s, deck_mode=key), cards="deck"
        )

    async def set_language(self, table_id: int, language: str | None, *, is_moderator: bool) -> TableSettings:
        """Set the table's language; None means automatic (each user's Discord locale)."""
        key = None if language is None else language.strip().lower()
        if key is not None and key not in LANGUAGES:
            raise DomainError("error-table-language-unknown", value=language, known=", ".join(LANGUAGES))
        if not is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> TableSettings:
            settings = dataclasses.replace(await work.settings(), language=key)
            work.changes.tables[table_id] = settings
            # The game's board speaks the new language from its next redraw (back on auto: the
            # game's own, fixed at its start).
            spoken = key or game_language(await work.game_document())
            if spoken is not None:
                await relabel_board(work, spoken)
            return settings

        return await self.run(table_id, step)

    async def set_fair_deck(self, table_id: int, on: bool, *, is_moderator: bool) -> TableSettings:
        """Committed shuffles at this table outside a game (docs/fair-deck.md). On: each deck's
        epoch begins at its next use. Off: each deck whose hands hold no card ends its epoch now
        (its record is posted, its draw pile shuffled anew by the operating system, so the
        revealed seed tells nothing of the cards to come); a deck with a card in a hand keeps
        its seed secret until its next reset. Never changed under a running game."""
        if not is_moderator:
            raise DomainError("error-not-moderator")

        async def step(work: Work) -> TableSettings:
            await refuse_setting_under_a_game(work, "fair_deck")
            settings = dataclasses.replace(await work.settings(), fair_deck=on)
            work.changes.tables[table_id] = settings
            if not on and await work.game_document() is None:
                for owner in list(await self.store.decks_of_table(table_id)):
                    deck = await work.deck(owner)
                    if deck.fair is not None and not any(deck.hands.values()):
                        await work.close_epoch(owner, deck)
            return settings

        return await self.run(table_id, step)

    async def set_moderator_role(
        self, table_id: int, role_id: int | None, *, is_moderator: bool
    ) -> TableSettings:
        return await self._update_settings(
            table_id, is_moderator, lambda s: dataclasses.replace(s, moderator_role=role_id)
        )

    async def set_pace(
        self,
        table_id: int,
        pace: str,
        *,
        reminder_hours: int | None = None,
        reminders: int | None = None,
        live_notices: bool | None = None,
        is_moderator: bool,
    ) -> TableSettings:
        """Set the pace of the table's steps, and (optionally) its reminders at `post` pace.

        Steps already waiting keep their deadline; the next step of each waits at the new pace.
        """
        chosen = parse_pace(pace)

        def change(settings: TableSettings) -> TableSettings:
            hours = settings.reminder_hours if reminder_hours is None else reminder_hours
            count = settings.reminders if reminders is None else reminders
            if not REMINDER_HOURS_MIN <= hours <= REMINDER_HOURS_MAX:
                raise DomainError(
                    "error-pace-reminder-hours", value=hours, min=REMINDER_HOURS_MIN, max=REMINDER_HOURS_MAX
                )
            if not 0 <= count <= REMINDERS_MAX:
                raise DomainError("error-pace-reminders", value=count, max=REMINDERS_MAX)
            live = settings.live_notices if live_notices is None else live_notices
            return dataclasses.replace(
                settings, pace=chosen, reminder_hours=hours, reminders=count, live_notices=live
            )

        return await self._update_settings(table_id, is_moderator, change)

    # -- open records (duels and other waits) ----------------------------------------------

    async def open_pending(self, table_id: int) -> list[PendingView]:
        return [_view(r) for r in await self.store.pending_of_table(table_id)]

    async def set_pending_message(self, pending_id: int, channel_id: int, message_id: int) -> None:
        """Remember where the public message of an open record is, so it can be edited later
        (a deferred write: see ``Store.set_pending_message``)."""
        self.store.set_pending_message(pending_id, channel_id, message_id)

    # -- step messages the bot could no longer edit (issue 34 §6) ---------------------------

    async def note_stale_message(self, table_id: int, message_id: int) -> None:
        """A step's public message could not be redrawn (no interaction token left to edit it):
        remember it, so that a press on it later is told why it fell behind."""

        async def step(work: Work) -> None:
            put_stale(work.changes, table_id, message_id, work.now)

        await self.run(table_id, step)

    async def take_stale_message(self, table_id: int, message_id: int) -> bool:
        """Whether ``message_id`` fell behind its step; forgotten once asked (the press that
        asks updates the message itself)."""

        async def step(work: Work) -> bool:
            if not await is_stale(self.store, table_id, message_id):
                return False
            delete_stale(work.changes, table_id, message_id)
            return True

        return await self.run(table_id, step)


# -- helpers ---------------------------------------------------------------------------------


def _view(record: PendingRecord) -> PendingView:
    return PendingView(
        pending_id=record.id,
        table_id=record.table_id,
        kind=record.kind,
        owner=record.owner,
        expires_at=record.expires_at,
        channel_id=record.channel_id,
        message_id=record.message_id,
    )
