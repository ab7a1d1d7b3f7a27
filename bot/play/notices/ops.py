"""Whose move, as part of every unit of work: who is told, who is reminded, and when.

:func:`index_notices` runs in ``PlayCore.run`` after every step (``PlayCore.indexers``), in the
step's own unit of work: it derives who owes what in each exchange the unit changed
(``bot.play.notices.owed``: from the open records and the game as they are written), compares it
with what each player was told (the store's ``notices``), and decides in the same transaction:

- a step a player no longer owes is answered: its reminders stop, and the notice message that
  asked it is settled (``Work.after``: the ui edits it to say so, never leaving a live ask);
- a step newly owed is remembered and, as the pace and the player's ``/notify`` say, told now
  (``Work.after``): never the player who just acted (they see it), at ``live`` pace only a player
  who had not acted yet in the exchange, at most ``PINGS_PER_HOUR`` a table, never in their quiet
  hours or while they are away (then it waits for the end of it); at ``post`` pace reminders
  follow from stored due times, even for the player who just acted.

Reminders are found by the due queue's sweep (its ``notice`` rows: :meth:`NoticePlay.due_one`),
claimed one row at a time with a compare-and-set (two processes never send the same one), and
sent as one notice per player and table listing everything they owe there. No task sleeps until
anything is due.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Final

from bot.errors import DomainError
from bot.play.common.after import Item, Notice, Settled
from bot.play.common.calls import Call, call_at
from bot.play.common.core import PlayCore
from bot.play.common.limits import FLIP_KIND
from bot.play.common.undo import unjournaled
from bot.play.common.work import Work
from bot.play.game import log as game_log
from bot.play.game.activations import activations_now
from bot.play.game.board import Owed
from bot.play.game.board_due import mark_board
from bot.play.game.language import public_language
from bot.play.game.state import GAME, load_game, require_game, save_game
from bot.play.notices import pace as paces
from bot.play.notices.owed import (
    GAME_SUBJECT,
    Exchange,
    of_game,
    of_record,
    pending_of_subject,
    pending_subject,
)
from bot.rules.common.documents import DocumentError
from bot.rules.game.activations import nudge as nudge_activation
from bot.rules.notices import (
    NoticePace,
    NotifyPrefs,
    after_reminder,
    budget_frees_at,
    notifies,
)
from bot.store import board_repo, due_repo, notice_repo, place_repo
from bot.store.notice_repo import DueKey, NoticePost, NoticeRow
from bot.store.records import Changes
from bot.store.store import Store

SWEEP_PAGE: Final = 100  # reminders claimed per query (the sweep pages on while a page is full)
RETRY_S: Final = 30.0  # a notice Discord refused for a passing reason is due again this much later
PLACES_READ: Final = 100  # a player's places read for the boards their away time shows on


async def _mark_board(work: Work) -> None:
    """The table's board (if it has a game and a board) is due: who is away changed."""
    mark_board(work)


# -- after every step ----------------------------------------------------------------------------


def _touched(work: Work) -> dict[str, Exchange | None]:
    """The exchanges this unit changed, as it leaves them (None: the exchange is gone)."""
    touched: dict[str, Exchange | None] = {}
    for pending_id, record in work.changes.pending.items():
        if record is None:
            if work.loaded_kind(pending_id) != FLIP_KIND:  # a flip's choice is nobody's move
                touched[pending_subject(pending_id)] = None
            continue
        exchange = of_record(record)
        if exchange is not None:
            touched[pending_subject(pending_id)] = exchange
    if work.table_id in work.changes.games:
        game = work.changes.games[work.table_id]
        try:
            state = None if game is None else GAME.load(game[0])
        except DocumentError:
            state = None
        touched[GAME_SUBJECT] = None if state is None or state.is_over else of_game(state)
    return touched


async def index_notices(work: Work) -> None:
    """Record who owes what in the exchanges this unit changed, and what follows (see the module)."""
    touched = {} if work.notices_restored else _touched(work)
    if not touched:
        return  # a flip, a hand, a deck: nobody owes anything new
    told = _Telling(work)
    changed = False
    for subject, exchange in touched.items():
        changed = await told.exchange(subject, exchange) or changed
    if changed and await work.game_document() is not None:
        mark_board(work)  # the board's "whose move" follows every step of the table
    await work.write_for_the_game()  # the board's mark and the answers' log events (with a game)


class _Telling:
    """The notices of one unit of work (reads what it needs once)."""

    def __init__(self, work: Work) -> None:
        self.work = work
        self.call: Call | None = call_at(work.table_id)
        self.actor = None if self.call is None else self.call.actor
        self._pace: NoticePace | None = None

    async def pace(self) -> NoticePace:
        if self._pace is None:
            self._pace = await pace_at(self.work)
        return self._pace

    async def exchange(self, subject: str, exchange: Exchange | None) -> bool:
        """Settle what is no longer owed in ``subject``, tell what is newly owed; whether any
        player's part changed."""
        work = self.work
        stored = await notice_repo.notices_of(work.store, work.table_id, subject)
        owed = {} if exchange is None else exchange.owed
        changed = False
        for player, row in stored.items():
            if row.owed is not None and owed.get(player) != row.owed:
                changed = True
                notice_repo.mark_answered(work.changes, work.table_id, subject, player)
                if player == self.actor:  # a move of theirs, with its time to answer
                    data = {"player": player, "owed": row.owed, "seconds": round(work.now - row.created_at)}
                    game_log.log_event(work, game_log.ANSWER, player, data)
                if row.message_channel is not None and row.message_id is not None:
                    why = "answered" if player == self.actor else "over"
                    work.after.settled.append(
                        Settled(
                            work.table_id,
                            player,
                            subject,
                            row.owed,
                            row.message_channel,
                            row.message_id,
                            row.language,
                            why,
                            row.jump_url,
                            row.in_channel,
                        )
                    )
        if exchange is None:
            if stored:
                notice_repo.delete_subject(work.changes, work.table_id, subject)
            return changed
        for player, what in owed.items():
            before = stored.get(player)
            if before is not None and before.owed == what:
                continue  # already told: one notice per thing owed
            changed = True
            await self._owe(exchange, player, what, before)
        return changed

    async def _owe(self, exchange: Exchange, player: int, what: str, before: NoticeRow | None) -> None:
        work = self.work
        pace = await self.pace()
        settings = await work.settings()
        prefs = await notice_repo.prefs(work.store, player)
        acted = player in (self.actor, exchange.starter) or before is not None
        live_quiet = pace.pace == "live" and not settings.live_notices
        tell = notifies(pace.pace, player=player, actor=self.actor, has_acted=acted)
        tell = tell and prefs.mode != "none" and not live_quiet
        in_channel = self.call.in_channel if self.call is not None else before is None or before.in_channel
        reachable = in_channel or prefs.mode == "dm"
        remind = pace.reminds and prefs.mode != "none" and reachable
        interval = prefs.interval_s(pace.reminder_interval_s)
        next_due = work.now + interval if remind else None
        left = pace.max_reminders if remind else 0
        first_due = False
        send = False
        if tell:
            sent = await notice_repo.sends(work.store, work.table_id, player)
            allowed = max(prefs.next_allowed(work.now), budget_frees_at(sent, work.now))
            if allowed <= work.now:
                send = True
                notice_repo.put_sends(work.changes, work.table_id, player, (*sent, work.now))
            elif reachable:  # held back: the first notice itself goes out later, calmly
                first_due, next_due, left = True, allowed, left + 1
        # The game's one language at its table (its "your move" lines), else the presser's.
        language = await public_language(work) or (self.call.language if self.call else None)
        language = language or (before.language if before is not None else "en")
        notice_repo.put_notice(
            work.changes,
            NoticeRow(
                table_id=work.table_id,
                subject=exchange.subject,
                player=player,
                owed=what,
                channel_id=work.table_id,
                jump_url="",
                in_channel=in_channel,
                language=language,
                interval_s=interval,
                reminders_left=left,
                next_due_at=next_due,
                created_at=work.now,
                first_due=first_due,
            ),
        )
        if send:
            post = await notice_repo.newest_post(work.store, work.table_id)
            work.after.notices.append(
                Notice(
                    table_id=work.table_id,
                    player=player,
                    items=(Item(exchange.subject, what, exchange.others(player)),),
                    channel_id=work.table_id,
                    in_channel=in_channel,
                    mode=prefs.mode,
                    language=language,
                    replaces=await _replaceable(work, post, exchange, player),
                    no_reminders_here=pace.reminds and not reachable and before is None,
                )
            )


async def pace_at(work: Work) -> NoticePace:
    """The pace of a step at the work's table: the running game's, else the table's."""
    return paces.table_pace(await work.settings(), await load_game(work))


async def _replaceable(
    work: Work, post: NoticePost | None, exchange: Exchange, player: int
) -> NoticePost | None:
    """The table's newest notice, if a new one may take its place: it was for the same player,
    or for something nobody owes any more (this unit may just have answered it)."""
    if post is None:
        return None
    if post.player == player:
        return post
    if post.subject == exchange.subject:
        return post if post.player not in exchange.owed else None
    other = await notice_repo.notice(work.store, post.table_id, post.subject, post.player)
    return post if other is None or other.owed is None else None


async def whose_move(work: Work) -> tuple[Owed, ...]:
    """Who owes what at the work's table now, derived from its open steps (the game's board shows
    it), each with the message where it is taken."""
    out: list[Owed] = []
    game = await load_game(work)
    if game is not None and not game.is_over:
        where = await _where(work.store, work.table_id, GAME_SUBJECT)
        out.extend(
            Owed(p, what, where.channel_id, where.message_id) for p, what in of_game(game).owed.items()
        )
    for record in await work.store.pending_of_table(work.table_id):
        exchange = of_record(record)
        if exchange is None:
            continue
        channel_id = record.channel_id or work.table_id
        out.extend(Owed(p, what, channel_id, record.message_id) for p, what in exchange.owed.items())
    away: dict[int, float | None] = {}
    for player in {owed.player for owed in out}:
        prefs = await notice_repo.prefs(work.store, player)
        away[player] = prefs.away_until if prefs.away(work.now) else None
    return tuple(replace(owed, away_until=away[owed.player]) for owed in out)


# -- /notify, the sweep, and what the ui reports back --------------------------------------------------


@dataclass(frozen=True, slots=True)
class Where:
    """Where a step is taken: its message (None: the table's channel only)."""

    channel_id: int
    message_id: int | None


class NoticePlay:
    """Built on the bot's PlayCore: the table locks, the clock, one unit of work per step."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def prefs(self, user_id: int) -> NotifyPrefs:
        return await notice_repo.prefs(self.core.store, user_id)

    async def set_prefs(self, user_id: int, prefs: NotifyPrefs) -> NotifyPrefs:
        """One choice for every table (a user's, not a table's). A change of their away time
        makes the board of each of their running games due (it shows who is away at once)."""
        before = await notice_repo.prefs(self.core.store, user_id)
        changes = Changes()
        notice_repo.put_prefs(changes, user_id, prefs)
        await self.core.store.commit(changes)
        now = self.core.now()
        if before.away(now) != prefs.away(now) or (prefs.away(now) and before.away_until != prefs.away_until):
            for place in await place_repo.places_of(self.core.store, user_id, PLACES_READ):
                if place.subject == GAME_SUBJECT:
                    await self.core.run(place.table_id, _mark_board)
        return prefs

    async def nudge(self, table_id: int, by: int) -> int:
        """The opponent of the player whose activation it is reminds them now, once per activation:
        one notice within that player's allowance, quiet hours and away (held back: refused, and
        nothing changes). Returns the nudged player."""

        async def unit(work: Work) -> int:
            state = await require_game(work)
            act = nudge_activation(activations_now(state), by)
            player = act.active
            assert player is not None  # nudge_activation refuses a phase that is over
            prefs = await notice_repo.prefs(work.store, player)
            if prefs.mode == "none":
                raise DomainError("game-error-nudge-none", who=f"<@{player}>")
            sent = await notice_repo.sends(work.store, work.table_id, player)
            allowed = max(prefs.next_allowed(work.now), budget_frees_at(sent, work.now))
            if allowed > work.now:
                raise DomainError("game-error-nudge-held", who=f"<@{player}>", at=f"<t:{int(allowed)}:R>")
            save_game(work, replace(state, activations=act))
            notice_repo.put_sends(work.changes, work.table_id, player, (*sent, work.now))
            call = call_at(work.table_id)
            language = await public_language(work) or (call.language if call is not None else None)
            post = await notice_repo.newest_post(work.store, work.table_id)
            work.after.notices.append(
                Notice(
                    table_id=work.table_id,
                    player=player,
                    items=(Item(GAME_SUBJECT, "activation", (by,)),),
                    channel_id=work.table_id,
                    in_channel=True if call is None else call.in_channel,
                    mode=prefs.mode,
                    language=language or "en",
                    reminder=True,
                    replaces=post if post is not None and post.player == player else None,
                )
            )
            return player

        return await self.core.run(table_id, unit)

    async def open_steps(self, table_id: int) -> tuple[Owed, ...]:
        """Who owes what at the table now (``/game log`` lists them first)."""
        return await self.core.run(table_id, whose_move)

    async def where(self, table_id: int, subject: str) -> Where:
        """Where ``subject``'s step is taken (read when a notice goes out: the step's message
        exists by then)."""
        return await _where(self.core.store, table_id, subject)

    async def sent(
        self, notice: Notice, channel_id: int, message_id: int, links: Mapping[str, str], *, newest: bool
    ) -> None:
        """A notice went out as this message, linking each step (``links`` by subject): it is what
        asks those steps now (settled when they are over); ``newest``: posted in the table's
        channel, so it is the table's newest one."""

        async def unit(work: Work) -> None:
            for item in notice.items:
                notice_repo.record_message(
                    work.changes,
                    notice.table_id,
                    item.subject,
                    item.what,
                    notice.player,
                    channel_id,
                    message_id,
                    links.get(item.subject, ""),
                )
            if newest:
                post = NoticePost(
                    notice.table_id, channel_id, message_id, notice.items[0].subject, notice.player
                )
                notice_repo.put_post(work.changes, post)

        with unjournaled():
            await self.core.run(notice.table_id, unit)

    async def undelivered(self, notice: Notice) -> float:
        """Discord refused the notice for a passing reason (it was down, or said to wait): each
        thing it asks is due again ``RETRY_S`` from now, so the sweep sends it (stored, not lost,
        whatever the pace). Returns when it is due."""

        async def unit(work: Work) -> float:
            at = work.now + RETRY_S
            for item in notice.items:
                notice_repo.retry(
                    work.changes, notice.table_id, item.subject, notice.player, at, first=not notice.reminder
                )
            return at

        with unjournaled():
            return await self.core.run(notice.table_id, unit)

    async def removed(self, table_id: int, message_id: int) -> None:
        """The table's newest notice was deleted (replaced)."""

        async def unit(work: Work) -> None:
            notice_repo.delete_post(work.changes, table_id, message_id)

        with unjournaled():
            await self.core.run(table_id, unit)

    # -- the sweep ---------------------------------------------------------------------------------

    async def claim_due(self, limit: int = SWEEP_PAGE) -> tuple[list[Notice], int]:
        """Claim the reminders due now (the due queue's ``notice`` rows), at most ``limit`` rows:
        one notice per player and table listing everything they owe there. Each row is claimed
        by exactly one caller, whatever number of processes sweep at once. Returns the notices
        and how many due rows were claimed."""
        store = self.core.store
        claimed = await due_repo.claim(store, self.core.now(), limit, self.core.due.lease_s, notice_repo.KIND)
        by_table: dict[int, list[DueKey]] = defaultdict(list)
        for row in claimed:
            found = await notice_repo.notice(store, *notice_repo.key_of(row.item))
            if found is not None and found.next_due_at is not None:
                by_table[found.table_id].append(
                    DueKey(found.table_id, found.subject, found.player, found.next_due_at)
                )
        notices = await asyncio.gather(*(self._claim_table(t, ks) for t, ks in by_table.items()))
        for row in claimed:
            await due_repo.done(store, row)  # a row its unit moved to its next time was written again
        return [notice for part in notices for notice in part], len(claimed)

    async def due_one(self, item: str) -> tuple[list[Notice], float | None]:
        """The due queue's ``notice`` row ``item``: the notice or reminder it is due for (none if
        answered, postponed, or taken meanwhile), and when the row is due again (None: it is not,
        or its unit wrote its next time itself)."""
        found = await notice_repo.notice(self.core.store, *notice_repo.key_of(item))
        if found is None or found.next_due_at is None or found.owed is None:
            return [], None
        if found.next_due_at > self.core.now():
            return [], found.next_due_at
        key = DueKey(found.table_id, found.subject, found.player, found.next_due_at)
        return await self._claim_table(found.table_id, [key]), None

    async def _claim_table(self, table_id: int, keys: list[DueKey]) -> list[Notice]:
        async def unit(work: Work) -> list[Notice]:
            players: dict[int, list[NoticeRow]] = defaultdict(list)
            for key in keys:
                row = await notice_repo.notice(work.store, key.table_id, key.subject, key.player)
                if row is None or row.next_due_at != key.next_due_at or row.owed is None:
                    continue  # answered, or claimed by another process meanwhile
                if not await still_open(work, row.subject):
                    notice_repo.delete_subject(work.changes, table_id, row.subject)
                    continue
                players[row.player].append(row)
            out: list[Notice] = []
            for player, rows in players.items():
                notice = await self._remind(work, player, rows)
                if notice is not None:
                    out.append(notice)
            return out

        with unjournaled():
            return await self.core.run(table_id, unit)

    async def _remind(self, work: Work, player: int, due: list[NoticeRow]) -> Notice | None:
        """One reminder for ``player`` at the work's table, listing all they owe there; or, in
        their quiet hours, while away or past the hourly budget, the due rows wait for its end."""
        prefs = await notice_repo.prefs(work.store, player)
        sent = await notice_repo.sends(work.store, work.table_id, player)
        allowed = max(prefs.next_allowed(work.now), budget_frees_at(sent, work.now))
        if allowed > work.now:
            for row in due:
                notice_repo.postpone(work.changes, work.table_id, row.subject, player, allowed)
            return None
        claimed = [row for row in due if await _claim(work, row)]
        if not claimed:
            return None  # another process took them: it sends this player's reminder
        first = any(row.first_due for row in claimed)
        owed = await notice_repo.owed_by(work.store, work.table_id, player)
        if prefs.mode == "none" or not owed:
            return None
        listed = {row.subject for row in claimed}
        for row in owed:  # the rest they owe here is in this one reminder: not again at once
            if row.subject not in listed:
                notice_repo.postpone(
                    work.changes, work.table_id, row.subject, player, work.now + row.interval_s
                )
        reachable = [row for row in owed if row.in_channel or prefs.mode == "dm"]
        if not reachable:
            return None  # a ping cannot reach them here (no channel access), and no DM asked for
        notice_repo.put_sends(work.changes, work.table_id, player, (*sent, work.now))
        items = []
        for row in reachable:
            exchange = await _exchange_of(work, row.subject)
            others = () if exchange is None else exchange.others(player)
            items.append(Item(row.subject, str(row.owed), others))
        head = reachable[0]
        post = await notice_repo.newest_post(work.store, work.table_id)
        earlier = sorted(
            {
                (row.message_channel, row.message_id)
                for row in reachable
                if row.message_channel is not None and row.message_id is not None
            }
        )
        return Notice(
            table_id=work.table_id,
            player=player,
            items=tuple(items),
            channel_id=head.channel_id,
            in_channel=head.in_channel,
            mode=prefs.mode,
            language=head.language,
            reminder=not first,
            replaces=post if post is not None and post.player == player else None,
            supersedes=tuple((c, m) for c, m in earlier if c is not None and m is not None),
        )

    async def sweep_all(self) -> list[Notice]:
        """Every reminder due now, a page at a time (the notices' round alone, for a process
        without the ui's handlers: the benchmarks)."""
        out: list[Notice] = []
        while True:
            page, read = await self.claim_due()
            out.extend(page)
            if read < SWEEP_PAGE:
                return out


async def _where(store: Store, table_id: int, subject: str) -> Where:
    """An open record's message; a game's board, else its turn message; else the table."""
    pending_id = pending_of_subject(subject)
    if pending_id is not None:
        record = await store.pending(pending_id)
        if record is not None and record.channel_id is not None:
            return Where(record.channel_id, record.message_id)
    board = await board_repo.board(store, table_id)
    if board is not None and board.message_id is not None:
        return Where(board.channel_id, board.message_id)
    raw = await store.game_document(table_id)
    if raw is not None:
        try:
            state = GAME.load(raw)
        except DocumentError:
            return Where(table_id, None)
        return Where(state.channel_id or table_id, state.message_id)
    return Where(table_id, None)


async def _claim(work: Work, row: NoticeRow) -> bool:
    """Take one due row (a compare-and-set: of two processes only one gets it)."""
    assert row.next_due_at is not None
    if row.first_due:  # the held-back first notice: its reminders follow from now
        remaining = row.reminders_left - 1
        next_due = work.now + row.interval_s if remaining > 0 else None
    else:  # counted from when it was due, so reminders keep the table's rhythm
        next_due, remaining = after_reminder(row.next_due_at, row.interval_s, row.reminders_left)
    key = DueKey(row.table_id, row.subject, row.player, row.next_due_at)
    return await notice_repo.claim(work.store, key, row.reminders_left, next_due, remaining)


async def _exchange_of(work: Work, subject: str) -> Exchange | None:
    pending_id = pending_of_subject(subject)
    if pending_id is not None:
        record = await work.pending(pending_id)
        return None if record is None else of_record(record)
    game = await load_game(work)
    return None if game is None else of_game(game)


async def still_open(work: Work, subject: str) -> bool:
    """Whether the exchange still exists (a record lapsed or withdrawn is gone, and so is a game
    that ended): a reminder of something gone is never sent."""
    if subject == GAME_SUBJECT:
        game = await load_game(work)
        return game is not None and not game.is_over
    pending_id = pending_of_subject(subject)
    if pending_id is not None:
        return await work.pending(pending_id) is not None
    return True
