"""Whose move, as units of work: who owes what in an exchange, which notices to send, and the
reminders the sweep finds due.

An exchange is a ``subject`` at a table: ``p<pending id>`` for a duel or an /initiative (an open
record), ``game`` for the table's /game. After each step the ui says who owes what now
(:meth:`NoticePlay.step`); this compares it with what was stored and answers which notices to
send: one per thing owed, to a player who did not just act, as the pace says
(``bot.rules.notices.schedule``). Reminders are due from stored times and claimed one at a time
with a compare-and-set (:meth:`NoticePlay.claim_due`), so a restarted bot, or one of two
processes, sends each one exactly once; no task sleeps until anything is due.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from bot.play.common.core import PlayCore
from bot.play.common.undo import unjournaled
from bot.play.common.work import Work
from bot.play.game.state import load_game
from bot.play.notices import pace as paces
from bot.rules.notices.schedule import (
    NOTIFY_MODES,
    NoticePace,
    after_reminder,
    first_reminder_at,
    notifies,
)
from bot.store import notice_repo
from bot.store.notice_repo import DueKey, NoticePost, NoticeRow
from bot.store.records import Changes

GAME_SUBJECT: Final = "game"
SWEEP_PAGE: Final = 100  # reminders claimed per query (the sweep pages on while a page is full)


def pending_subject(pending_id: int) -> str:
    return f"p{pending_id}"


@dataclass(frozen=True, slots=True)
class Notice:
    """A notice (or a reminder) to send now: to whom, what they owe, where the buttons are."""

    table_id: int
    subject: str
    player: int
    owed: str
    jump_url: str
    channel_id: int | None
    in_channel: bool  # the bot can post in the channel; else only a follow-up (or a DM)
    mode: str  # the player's /notify choice: ping or dm (none is never sent)
    language: str = "en"
    reminder: bool = False
    # The newest notice at the table, if this one may replace it (when it is still the newest
    # message in its channel): it was for this very thing, or for something nobody owes any more.
    replaces: NoticePost | None = None
    # Reminders cannot follow here (no channel access, and a ping was asked for): say so once.
    no_reminders_here: bool = False


class NoticePlay:
    """Built on the bot's PlayCore: the table locks, the clock, one unit of work per step."""

    def __init__(self, core: PlayCore) -> None:
        self.core = core

    # -- /notify -----------------------------------------------------------------------------

    async def notify_mode(self, user_id: int) -> str:
        return await notice_repo.notify_mode(self.core.store, user_id) or "ping"

    async def set_notify_mode(self, user_id: int, mode: str) -> str:
        """One choice for every table: ping (the default), dm or none."""
        if mode not in NOTIFY_MODES:
            raise ValueError(f"unknown notify mode {mode!r}")
        changes = Changes()
        notice_repo.set_notify_mode(changes, user_id, None if mode == "ping" else mode)
        await self.core.store.commit(changes)
        return mode

    # -- after each step -----------------------------------------------------------------------

    async def step(
        self,
        table_id: int,
        subject: str,
        owed: Mapping[int, str],
        *,
        actor: int | None,
        starter: int | None,
        jump_url: str,
        channel_id: int | None,
        in_channel: bool = True,
        closed: bool | None = None,
        language: str = "en",
    ) -> list[Notice]:
        """Record who owes what in ``subject`` now (empty: the exchange is over) and return the
        notices to send. What a player owed before and owes no longer is answered (its reminders
        stop); what they still owe is not announced again. With nothing owed the exchange is over
        and forgotten, unless ``closed`` is False (a game between steps keeps who has acted)."""
        over = not owed if closed is None else closed

        async def unit(work: Work) -> list[Notice]:
            stored = await notice_repo.notices_of(work.store, table_id, subject)
            if over:
                if stored:
                    notice_repo.delete_subject(work.changes, table_id, subject)
                return []
            pace = await pace_at(work)
            for player, row in stored.items():
                if row.owed is not None and player not in owed:
                    notice_repo.mark_answered(work.changes, table_id, subject, player)
            out: list[Notice] = []
            post = await notice_repo.newest_post(work.store, table_id)
            for player, what in owed.items():
                before = stored.get(player)
                if before is not None and before.owed == what:
                    continue  # already told: one notice per thing owed
                acted = player in (actor, starter) or before is not None
                mode = await notice_repo.notify_mode(work.store, player) or "ping"
                tell = notifies(pace.pace, player=player, actor=actor, has_acted=acted) and mode != "none"
                can_remind = in_channel or mode == "dm"
                due = first_reminder_at(pace, work.now) if tell and can_remind else None
                notice_repo.put_notice(
                    work.changes,
                    NoticeRow(
                        table_id=table_id,
                        subject=subject,
                        player=player,
                        owed=what,
                        channel_id=channel_id,
                        jump_url=jump_url,
                        in_channel=in_channel,
                        language=language,
                        interval_s=pace.reminder_interval_s,
                        reminders_left=pace.max_reminders if due is not None else 0,
                        next_due_at=due,
                        created_at=work.now,
                    ),
                )
                if tell:
                    out.append(
                        Notice(
                            table_id=table_id,
                            subject=subject,
                            player=player,
                            owed=what,
                            jump_url=jump_url,
                            channel_id=channel_id,
                            in_channel=in_channel,
                            mode=mode,
                            language=language,
                            replaces=await _replaceable(work, post, subject, player, owed),
                            no_reminders_here=pace.reminds and not can_remind and before is None,
                        )
                    )
            return out

        with unjournaled():  # a notice is never part of a command's undo
            return await self.core.run(table_id, unit)

    async def close(self, table_id: int, subject: str) -> None:
        """The exchange is over (finished, lapsed, withdrawn): nobody owes anything in it."""

        async def unit(work: Work) -> None:
            notice_repo.delete_subject(work.changes, table_id, subject)

        with unjournaled():
            await self.core.run(table_id, unit)

    async def posted(self, post: NoticePost) -> None:
        """A notice went out at its table: it is now the table's newest one."""

        async def unit(work: Work) -> None:
            notice_repo.put_post(work.changes, post)

        with unjournaled():
            await self.core.run(post.table_id, unit)

    async def removed(self, table_id: int, message_id: int) -> None:
        """The table's newest notice was deleted (replaced)."""

        async def unit(work: Work) -> None:
            notice_repo.delete_post(work.changes, table_id, message_id)

        with unjournaled():
            await self.core.run(table_id, unit)

    # -- the sweep ---------------------------------------------------------------------------------

    async def claim_due(self, limit: int = SWEEP_PAGE) -> list[Notice]:
        """Claim the reminders due now, at most ``limit``; each is claimed by exactly one caller,
        whatever number of processes sweep at once. The cost is that of what is due: the query
        walks the due-time index and stops after ``limit`` rows."""
        now = self.core.now()
        keys = await notice_repo.due(self.core.store, now, limit)
        by_table: dict[int, list[DueKey]] = defaultdict(list)
        for key in keys:
            by_table[key.table_id].append(key)
        claimed = await asyncio.gather(*(self._claim_table(t, ks) for t, ks in by_table.items()))
        return [notice for part in claimed for notice in part]

    async def _claim_table(self, table_id: int, keys: list[DueKey]) -> list[Notice]:
        async def unit(work: Work) -> list[Notice]:
            out: list[Notice] = []
            for key in keys:
                row = await notice_repo.notice(work.store, key.table_id, key.subject, key.player)
                if row is None or row.next_due_at != key.next_due_at or row.owed is None:
                    continue  # answered, or claimed by another process meanwhile
                if not await still_open(work, row.subject):
                    notice_repo.delete_subject(work.changes, table_id, row.subject)
                    continue
                next_due, remaining = after_reminder(key.next_due_at, row.interval_s, row.reminders_left)
                claimed = await notice_repo.claim(work.store, key, row.reminders_left, next_due, remaining)
                if claimed is None or claimed.owed is None:
                    continue
                mode = await notice_repo.notify_mode(work.store, row.player) or "ping"
                if mode == "none" or (not row.in_channel and mode != "dm"):
                    continue  # they asked for nothing, or a ping cannot reach them here
                post = await notice_repo.newest_post(work.store, table_id)
                same = post is not None and post.subject == row.subject and post.player == row.player
                out.append(
                    Notice(
                        table_id=table_id,
                        subject=row.subject,
                        player=row.player,
                        owed=claimed.owed,
                        jump_url=claimed.jump_url,
                        channel_id=claimed.channel_id,
                        in_channel=claimed.in_channel,
                        mode=mode,
                        language=claimed.language,
                        reminder=True,
                        replaces=post if same else None,
                    )
                )
            return out

        with unjournaled():
            return await self.core.run(table_id, unit)

    async def sweep_all(self) -> list[Notice]:
        """Every reminder due now, a page at a time (the sweep's round)."""
        out: list[Notice] = []
        while True:
            page = await self.claim_due()
            out.extend(page)
            if len(page) < SWEEP_PAGE:
                return out


async def pace_at(work: Work) -> NoticePace:
    """The pace of a step at the work's table: the running game's, else the table's."""
    return paces.table_pace(await work.settings(), await load_game(work))


async def still_open(work: Work, subject: str) -> bool:
    """Whether the exchange still exists (a record lapsed or withdrawn is gone, and so is a game
    that ended): a reminder of something gone is never sent."""
    if subject == GAME_SUBJECT:
        game = await load_game(work)
        return game is not None and not game.is_over
    if subject.startswith("p") and subject[1:].isdigit():
        return await work.pending(int(subject[1:])) is not None
    return True


async def _replaceable(
    work: Work, post: NoticePost | None, subject: str, player: int, owed: Mapping[int, str]
) -> NoticePost | None:
    """The table's newest notice, if the new one may take its place: it was for this same thing
    (this exchange, this player), or for something nobody owes any more."""
    if post is None:
        return None
    if post.subject == subject:
        return post if post.player == player or post.player not in owed else None
    other = await notice_repo.notice(work.store, post.table_id, post.subject, post.player)
    return post if other is None or other.owed is None else None
