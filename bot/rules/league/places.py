"""Where a league's games are played and where its standings are posted (issue 45, items 1, 9).

Part of the season document (``LeagueSeason.places``), so it commits with the season:

- ``rooms``: the channel an organiser chose for a round's game threads (``/league-admin pair
  threads:``); without one, a pair's thread opens in the channel of its pairing notice;
- ``threads``: the thread each pairing's game was started in, one per pairing, so that a second
  press of "Start the game" points to it instead of opening another;
- ``standings``: the one standings message kept current in the league's channel (edited after
  each round closes, posted again only if it was deleted), and the last round it showed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

MAX_ROOMS = 256  # rounds with a chosen channel (ROUND_MAX)


@dataclass(frozen=True, slots=True)
class RoundRoom:
    round: int
    channel: int


@dataclass(frozen=True, slots=True)
class PairThread:
    round: int
    first: int  # the pairing's first player: a round's pairings are told apart by it
    thread: int


@dataclass(frozen=True, slots=True)
class StandingsPost:
    channel: int
    message: int
    round: int  # the last closed round it shows
    digest: str = ""  # of its text: an unchanged table is not edited again


@dataclass(frozen=True, slots=True)
class LeaguePlaces:
    rooms: tuple[RoundRoom, ...] = ()
    threads: tuple[PairThread, ...] = ()
    standings: StandingsPost | None = None

    def room(self, round_no: int) -> int | None:
        """The channel chosen for ``round_no``'s game threads, if any."""
        return next((r.channel for r in self.rooms if r.round == round_no), None)

    def with_room(self, round_no: int, channel: int | None) -> LeaguePlaces:
        rooms = tuple(r for r in self.rooms if r.round != round_no)
        if channel is not None:
            rooms = (*rooms, RoundRoom(round_no, channel))[-MAX_ROOMS:]
        return replace(self, rooms=rooms)

    def thread_of(self, round_no: int, first: int) -> int | None:
        """The thread the game of the pairing led by ``first`` in ``round_no`` started in."""
        return next((t.thread for t in self.threads if (t.round, t.first) == (round_no, first)), None)

    def with_thread(self, round_no: int, first: int, thread: int) -> LeaguePlaces:
        kept = tuple(t for t in self.threads if (t.round, t.first) != (round_no, first))
        return replace(self, threads=(*kept, PairThread(round_no, first, thread)))

    def with_standings(self, post: StandingsPost | None) -> LeaguePlaces:
        return replace(self, standings=post)
