"""/games: every game and waiting step a player is part of, at every table, and what they owe.

A read, never a unit of work: the player's places come through the store's index on the player
(``bot.store.place_repo``), then each game or record is read as stored to say where its message
is and whether it is the player's move (derived from the record or game: ``bot.play.notices.owed``).
A place whose game or record is gone meanwhile is left out.

Each place is said once: a table with a game is one entry, which owes every step open there (the
game's own, its duels and initiatives, the agreement requests put to the player); the steps of
that table are not listed again on their own.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from bot.play.common.core import PlayCore
from bot.play.common.document_kinds import DUEL, INITIATIVE
from bot.play.duel.steps import DUEL_KIND
from bot.play.game.state import GAME
from bot.play.games.places import GAME_PLACE
from bot.play.initiative import INITIATIVE_KIND
from bot.play.notices.owed import GAME_SUBJECT, of_game, of_record
from bot.rules.common.documents import DocumentError
from bot.store import board_repo, game_repo, notice_repo, place_repo
from bot.store.place_repo import PlaceRow

MOST_READ: Final = 100  # a player's places read at once (the reply shows fewer: the ui caps it)


@dataclass(frozen=True, slots=True)
class Entry:
    """One game or waiting step, as the player sees it in /games."""

    kind: str  # game, duel, initiative
    table_id: int  # its channel, thread, DM or group DM
    guild_id: int | None  # place_repo.DM_GUILD in a DM or group DM; None: not known
    channel_id: int  # where its message is (the table, unless it was posted elsewhere)
    message_id: int | None  # its message (a game's board); None: link to the channel
    others: tuple[int, ...]  # the other players (none: a duel against one's own model)
    owed: str | None  # what the player owes now (a notice's key), if anything
    your_move: bool
    turn: int | None  # a game's turn (0 while setting up); None for a step
    opened_at: float
    edition: str | None = None  # a game's (its rows tell two games against one opponent apart)
    league: str | None = None
    league_round: int | None = None
    away: tuple[tuple[int, float], ...] = ()  # (player, until): the others away now (/notify)
    also_owed: tuple[str, ...] = ()  # a game's other steps the player owes at its table


@dataclass(frozen=True, slots=True)
class Mine:
    """A player's entries, their move first; ``total`` counts those not read as well."""

    entries: tuple[Entry, ...]
    total: int


class GamesPlay:
    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def mine(self, player: int) -> Mine:
        store = self.core.store
        rows = await place_repo.places_of(store, player, MOST_READ)
        total = await place_repo.count_places(store, player) if len(rows) == MOST_READ else len(rows)
        read = [await self._away(entry) for row in rows if (entry := await self._entry(row)) is not None]
        games = {e.table_id for e in read if e.kind == GAME_PLACE}
        # A game's entry owes its table's steps: they are not said again on their own.
        entries = [e for e in read if e.kind == GAME_PLACE or e.table_id not in games]
        entries.sort(key=lambda e: (not e.your_move, -e.opened_at))
        return Mine(tuple(entries), total - (len(rows) - len(entries)))

    async def _away(self, entry: Entry) -> Entry:
        """The entry with the other players who are away now (their /notify "away until")."""
        now, away = self.core.now(), []
        for player in entry.others:
            prefs = await notice_repo.prefs(self.core.store, player)
            if prefs.away(now) and prefs.away_until is not None:
                away.append((player, prefs.away_until))
        return replace(entry, away=tuple(away)) if away else entry

    async def _entry(self, row: PlaceRow) -> Entry | None:
        if row.subject == GAME_SUBJECT:
            return await self._game(row)
        return await self._step(row)

    async def _owed_at(self, table_id: int, player: int) -> list[str]:
        """What the player owes in every open record of a table (duels, initiatives, agreement
        requests: derived from each, as the board's whose move), oldest first."""
        owed = []
        for record in await self.core.store.pending_of_table(table_id):
            exchange = of_record(record)
            what = None if exchange is None else exchange.owed.get(player)
            if what is not None:
                owed.append(what)
        return owed

    async def _game(self, row: PlaceRow) -> Entry | None:
        raw = await game_repo.game_state(self.core.store, row.table_id)
        try:
            state = None if raw is None else GAME.load(raw)
        except DocumentError:
            return None
        if state is None or state.is_over or row.player not in state.players:
            return None
        own = of_game(state).owed.get(row.player)
        owed = [*([] if own is None else [own]), *await self._owed_at(row.table_id, row.player)]
        # The game's board where it has one (it always shows the game), else its turn message.
        board = await board_repo.board(self.core.store, row.table_id)
        channel_id, message_id = state.channel_id or row.table_id, state.message_id
        if board is not None and board.message_id is not None:
            channel_id, message_id = board.channel_id, board.message_id
        return Entry(
            kind=GAME_PLACE,
            table_id=row.table_id,
            guild_id=row.guild_id,
            channel_id=channel_id,
            message_id=message_id,
            others=tuple(p for p in state.players if p != row.player),
            owed=owed[0] if owed else None,
            your_move=bool(owed),
            turn=state.turn,
            opened_at=row.opened_at,
            edition=state.edition,
            league=state.league,
            league_round=state.league_round,
            also_owed=tuple(owed[1:]),
        )

    async def _step(self, row: PlaceRow) -> Entry | None:
        if not (row.subject.startswith("p") and row.subject[1:].isdigit()):
            return None
        record = await self.core.store.pending(int(row.subject[1:]))
        if record is None or record.table_id != row.table_id:
            return None
        try:
            if record.kind == DUEL_KIND:
                step = DUEL.load(record.state).duel
                players, awaiting = step.players, step.awaiting_player
            elif record.kind == INITIATIVE_KIND:
                init = INITIATIVE.load(record.state).init
                players, awaiting = init.players, init.awaiting_player
            else:
                return None
        except DocumentError:
            return None
        if row.player not in players:
            return None
        exchange = of_record(record)
        owed = None if exchange is None else exchange.owed.get(row.player)
        return Entry(
            kind=record.kind,
            table_id=row.table_id,
            guild_id=row.guild_id,
            channel_id=record.channel_id or row.table_id,
            message_id=record.message_id,
            others=tuple(dict.fromkeys(p for p in players if p != row.player)),
            owed=owed,
            your_move=owed is not None or awaiting == row.player,
            turn=None,
            opened_at=row.opened_at,
        )
