"""/games in the play layer, on SQLite and PostgreSQL: the places follow every unit of work that
opens, moves or closes a game, a duel or an initiative (a command, a lapse, an undo, the end of
a game, a forgotten table), and a player's list reads them with what they owe."""

from __future__ import annotations

from bot.play import Play
from bot.play.common.calls import calling_from
from bot.play.common.undo import journal
from bot.play.game.play import GamePlay
from bot.play.games.mine import GamesPlay
from bot.play.initiative import InitiativePlay
from bot.play.notices.owed import GAME_SUBJECT, pending_subject
from bot.store import place_repo
from bot.store.records import DM_GUILD
from tests.play.conftest import FakeClock

T1, T2, DM = 400, 500, 600  # two server channels and a DM
G1, G2 = 8001, 8002
A, B, C = 51, 52, 53


async def _subjects(play: Play, player: int) -> set[tuple[int, str]]:
    return {(r.table_id, r.subject) for r in await place_repo.places_of(play.store, player, 100)}


async def test_a_duel_and_a_game_in_two_servers_with_what_each_player_owes(play: Play) -> None:
    with calling_from(T1, G1):
        duel = await play.duel_opposed(T1, A, B, 6)
    with calling_from(T2, G2):
        await GamePlay(play).start(T2, G2, A, C)
    # Who owes what is derived from the duel itself (bot.play.notices.owed): its resister.
    assert duel.duel_id
    mine_a = await GamesPlay(play).mine(A)
    assert mine_a.total == 2
    by_kind = {e.kind: e for e in mine_a.entries}
    assert by_kind["duel"].guild_id == G1 and by_kind["duel"].others == (B,)
    assert not by_kind["duel"].your_move and by_kind["duel"].owed is None
    assert by_kind["game"].guild_id == G2 and by_kind["game"].others == (C,) and by_kind["game"].turn == 0
    (duel_b,) = (await GamesPlay(play).mine(B)).entries
    assert duel_b.your_move and duel_b.owed == "duel-accept" and duel_b.table_id == T1
    assert (await GamesPlay(play).mine(B)).entries[0].kind == "duel"
    assert [e.kind for e in (await GamesPlay(play).mine(C)).entries] == ["game"]
    assert (await GamesPlay(play).mine(999)).entries == ()


async def test_a_finished_a_lapsed_and_an_ended_step_leave_the_list(play: Play, clock: FakeClock) -> None:
    with calling_from(T1, G1):
        duel = await play.duel_opposed(T1, A, B, 6, resister_stat=5)
        await play.duel_opposed(T1, A, C, 6)
        await play.flip(T1, A, "+")  # a flip choice owes nobody anything: no place
    assert await _subjects(play, A) == {(T1, pending_subject(duel.duel_id)), (T1, "p2")}
    clock.advance(play.duel_ttl_s + 1)
    await play.sweep_expired()  # both duels lapse (their defaults played out)
    assert await _subjects(play, A) == set()
    with calling_from(T2, G2):
        await GamePlay(play).start(T2, G2, A, B)
    assert await _subjects(play, B) == {(T2, GAME_SUBJECT)}
    await GamePlay(play).end(T2, A, concede=True)
    assert await _subjects(play, A) == await _subjects(play, B) == set()
    assert (await GamesPlay(play).mine(A)).entries == ()


async def test_an_initiative_in_a_dm_and_a_forgotten_table(play: Play) -> None:
    with calling_from(DM, None):
        view = await InitiativePlay(play).start(DM, A, B, edition_override="m2e", soulstones=(True, True))
    rows = await place_repo.places_of(play.store, B, 10)
    assert view.expires_at is not None  # it waits for a choice
    assert [(r.kind, r.guild_id) for r in rows] == [("initiative", DM_GUILD)]
    (entry,) = (await GamesPlay(play).mine(A)).entries
    assert entry.kind == "initiative" and entry.guild_id == DM_GUILD and entry.others == (B,)
    await play.forget_table(DM)
    assert await place_repo.places_of(play.store, B, 10) == []


async def test_an_undone_command_takes_its_place_back(play: Play) -> None:
    with calling_from(T1, G1), journal() as done:
        await play.duel_opposed(T1, A, B, 6)
    assert len(await _subjects(play, A)) == 1
    await play.undo(done)  # the reply could not be delivered
    assert await _subjects(play, A) == set()


async def test_work_at_another_table_does_not_take_the_callers_server(play: Play) -> None:
    with calling_from(T2, G2):  # an interaction at T2 ...
        await play.duel_opposed(T1, A, B, 6)  # ... that opened something at T1 (no such path today)
    (row,) = await place_repo.places_of(play.store, A, 10)
    assert row.guild_id is None  # unknown: /games shows the channel instead of a wrong link
