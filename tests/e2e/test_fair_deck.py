"""Committed shuffles end to end (issue 30, docs/fair-deck.md): an M4E game and an M3E game, a
restart in between; the seed's SHA-256 at the start, the seed nowhere before the end (the
privacy watch looks for it in every message and log line), and a record that checks out at the
end and fails once one card, one shuffle's interaction id or the seed is changed."""

from __future__ import annotations

import asyncio
import copy
import hashlib
import json
import random
from collections.abc import Awaitable, Callable
from fractions import Fraction
from typing import Any

import pytest
import simcord

from bot.app import Fatebot
from bot.loops import every
from bot.play import Play
from bot.play.common.calls import calling_from
from bot.store import Store
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, all_out, custom_ids, end_game_agreed, reply
from tests.e2e.test_game import choose_open_strategy, game_state, ids_with, latest_turn_message
from tests.e2e.test_largest_replies import fits
from tools import check_game

# Stored state across restarts (and processes) is what is tested: on both stores (tests/e2e/conftest.py).
pytestmark = pytest.mark.both_stores


def everything_sent(env: simcord.Env) -> str:
    return "\n".join(str(m.content) for messages in env.backend.messages.values() for m in messages.values())


async def record_of(result: simcord.InteractionResult) -> dict[str, Any]:
    files = [a for m in [reply(result), *result.followups] for a in m.attachments]
    records = [a for a in files if a.filename.startswith("game-record-") and a.filename.endswith(".json")]
    assert len(records) == 1, [a.filename for a in files]
    return dict(json.loads(await records[0].read()))


def assert_checks_out_and_every_change_fails(record: dict[str, Any]) -> None:
    checked = check_game.check(copy.deepcopy(record))
    assert checked[-1] == "the luck report of 2 players is what the moves give"
    card = copy.deepcopy(record)
    move = next(m for m in card["decks"][0]["moves"] if m.get("from") == "draw")
    move["cards"][0] = "RJ" if move["cards"][0] != "RJ" else "BJ"
    shuffle_id = copy.deepcopy(record)
    shuffle = [m for m in shuffle_id["decks"][-1]["moves"] if "shuffle" in m][-1]
    shuffle["interaction"] = str(int(shuffle["interaction"]) + 1)
    seed = copy.deepcopy(record)
    seed["fate_deck"]["seed"] = "ff" + seed["fate_deck"]["seed"][2:]
    for changed, problem in ((card, "not the top"), (shuffle_id, "seed derives"), (seed, "commitment")):
        with pytest.raises(check_game.Problem, match=problem):
            check_game.check(changed)


async def committed(table: Table, setup: Any, lang: str = "en") -> tuple[str, str]:
    """The commitment the start message published, and the seed the decks carry (secret)."""
    deck = await table.deck(table.alice)
    seed = deck.fair.seed.hex()
    posted = hashlib.sha256(bytes.fromhex(seed)).hexdigest()
    assert tr(lang, "fair-deck-committed", commitment=posted) in setup.content
    return posted, seed


async def test_an_m4e_game_with_a_restart_checks_out(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    posted, seed = await committed(table, setup)
    board = reply(await table.bob.slash(table.channel, "game status"))  # the board, privately
    assert tr("en", "board-fair-deck", commitment=posted) in board.content
    duel = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10)  # no hand yet: done at once
    assert not duel.ephemeral and custom_ids(reply(duel)) == []
    opposed = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=6)
    )
    accept = next(i for i in custom_ids(opposed) if i.endswith(f":{table.bob.id}:accept"))
    await table.bob.click(opposed, custom_id=accept)  # no hands yet: no cheating, done at once
    await choose_open_strategy(table, setup)
    await table.bob.slash(table.channel, "game next")
    await table.alice.slash(table.channel, "flip", modifiers="+")
    await table.alice.slash(table.channel, "game score", strategy=2)
    await simcord_env.restart_bot(await make_bot())  # the seed and shuffle numbers are stored
    for _ in (2, 3, 4):
        await all_out(table, last=table.alice)
        await table.alice.slash(table.channel, "game next", last_activation=table.alice)
        for player in (table.alice, table.bob):
            await player.click(latest_turn_message(table), custom_id="fb:gds:keep")
        chooser = next(
            b for b in ids_with(latest_turn_message(table), "fb:gi:") if b.endswith(f":{table.bob.id}")
        )
        await table.bob.click(latest_turn_message(table), custom_id=chooser)
        await table.bob.slash(table.channel, "flip")
    await all_out(table, last=table.alice)
    assert seed not in everything_sent(simcord_env)  # (the privacy watch checked every step too)

    ended = await table.bob.slash(table.channel, "game next")  # the last turn ends the game
    record = await record_of(ended)
    assert record["fate_deck"] == {
        "construction": "hmac-drbg-sha256/fisher-yates/v1",
        "commitment": posted,
        "seed": seed,
    }
    assert record["edition"] == "m4e" and record["reason"] == "over"
    assert [d["owner"] for d in record["decks"]] == sorted([str(table.alice.id), str(table.bob.id)])
    shuffles = [m for d in record["decks"] for m in d["moves"] if "shuffle" in m]
    assert len(shuffles) >= 2 * 5  # per deck: reset, setup step, three turn ends
    assert all(m["interaction"] != "0" for m in shuffles)  # each from a Discord interaction
    assert [row["turn"] for row in record["vp_per_turn"]] == [0, 1, 2, 3, 4]
    assert record["vp_per_turn"][-1]["vp"][str(table.alice.id)] == 2
    note = tr("en", "fair-record-note", seed=seed, commitment=posted, file="x").split("`python3")[0]
    assert any(note in m.content for m in ended.followups)
    luck = record["luck"]
    assert set(luck) == {str(table.alice.id), str(table.bob.id)} and all(
        v["cards"] >= 7 for v in luck.values()
    )
    assert any(tr("en", "luck-header") in m.content for m in ended.followups)
    duels = luck[str(table.alice.id)]["duels"]  # the engine's: 5 + a card ≥ 10, and ≥ Bob's 6 + a card
    assert duels["duels"] == 2 and 0 < Fraction(duels["expected"]) < 2
    assert any(
        f"<@{table.alice.id}>: their flips alone, before any cheat, won {duels['won']} of 2 duels"
        in m.content
        for m in ended.followups
    )
    resisted = luck[str(table.bob.id)]["duels"]  # Bob's side of the opposed duel, from his own seat
    assert resisted["duels"] == 1 and 0 < Fraction(resisted["expected"]) < 1
    cards_used = luck[str(table.alice.id)]["cards_used"]  # her duels' flips (a /flip has no modifier logged)
    assert cards_used["flips"] == 2 and 0 < Fraction(cards_used["expected"]) < 14
    assert luck[str(table.bob.id)]["cards_used"]["flips"] == 1
    words = [f"<@{table.alice.id}>: {tr('en', f'luck-cards-{v}')} (" for v in ("higher", "lower", "usual")]
    assert any(w in m.content for m in ended.followups for w in words)
    final_board = next(m for m in table.channel.history() if tr("en", "board-final") in m.content)
    assert tr("en", "luck-header") in final_board.content  # the luck report on the board too
    assert any(w in final_board.content for w in words)
    assert_checks_out_and_every_change_fails(record)
    [page] = [a for m in ended.followups for a in m.attachments if a.filename.endswith(".html")]
    assert seed in (await page.read()).decode("utf-8")
    assert (await table.deck(table.alice)).fair is None  # back to the operating system's shuffles


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
async def test_an_m3e_game_ended_early_checks_out(table: Table, simcord_env: simcord.Env, lang: str) -> None:
    """In every language, the start and the end's messages within Discord's limits."""
    await table.mod.slash(table.channel, "table language", language=lang)
    await table.mod.slash(table.channel, "table game", game="m3e")
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    fits(setup)
    _posted, seed = await committed(table, setup, lang)
    await table.alice.slash(table.channel, "game next")
    for _ in range(4):  # the initiative's cheat windows: each player declines
        state = await game_state(table)
        if state.phase != "initiative":
            break
        message = next(m for m in reversed(table.channel.history()) if ids_with(m, "fb:gi:"))
        decline = next(b for b in ids_with(message, "fb:gi:") if b.endswith(":decline"))
        who = table.alice if f":{table.alice.id}:" in decline else table.bob
        await who.click(message, custom_id=decline)
    await table.alice.slash(table.channel, "flip", modifiers="-")
    assert seed not in everything_sent(simcord_env)

    ended = await end_game_agreed(table, table.alice, table.bob)
    for message in [reply(ended), *ended.followups]:
        fits(message)
    record = await record_of(ended)
    assert record["edition"] == "m3e" and record["reason"] == "early" and record["fate_deck"]["seed"] == seed
    assert_checks_out_and_every_change_fails(record)


async def test_a_table_without_a_game_keeps_its_shuffles(table: Table) -> None:
    await table.alice.slash(table.channel, "flip")
    assert (await table.deck(table.alice)).fair is None


async def test_two_processes_flipping_at_one_game_keep_the_record_whole(
    table: Table, e2e_backend: str, bot_database: Any
) -> None:
    """Two processes on one PostgreSQL database flip at the same game at once, reshuffles
    included: the shuffle numbers and the journal are stored with the deck, so the record still
    checks out and every deck holds each card once."""
    if e2e_backend == "sqlite":
        pytest.skip("one process per SQLite file")
    await table.alice.slash(table.channel, "game start", opponent=table.bob)
    bot: Any = table.env.bot
    other = await Store.open(bot_database, every=every)  # a second process: its own connections
    try:
        second = Play(other, rng_factory=lambda: random.Random(7))

        async def flips(play: Any, player: int, first: int) -> None:
            for n in range(25):
                with calling_from(table.channel.id, table.guild.id, actor=player, interaction=first + n):
                    await play.flip.flip(table.channel.id, player, "++")

        alice, bob = table.alice.id, table.bob.id
        await asyncio.gather(
            flips(bot.play, alice, 10**18), flips(second, alice, 2 * 10**18), flips(second, bob, 3 * 10**18)
        )
    finally:
        await other.close()
    ended = await end_game_agreed(table, table.alice, table.bob)
    record = await record_of(ended)
    check_game.check(record)
    deck = next(d for d in record["decks"] if d["owner"] == str(table.alice.id))
    assert sum("shuffle" in m for m in deck["moves"]) >= 4  # reset, setup step, and reshuffles
    for player in (table.alice, table.bob):
        assert (await table.deck(player)).is_complete()


async def short_game(table: Table, *, duel: bool = False, **options: Any) -> dict[str, Any]:
    """A game to turn 1 (with a simple duel of Alice's during the setup) ended by agreement: its record."""
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob, **options))
    if duel:
        await table.alice.slash(table.channel, "duel simple", stat=5, tn=10)
    await choose_open_strategy(table, setup)
    await table.bob.slash(table.channel, "game next")
    return await record_of(await end_game_agreed(table, table.alice, table.bob))


async def test_stats_over_a_players_games_and_a_league_season(table: Table, simcord_env: simcord.Env) -> None:
    empty = await table.alice.slash(table.channel, "stats")
    assert empty.ephemeral and reply(empty).content == tr("en", "stats-none")
    bot: Any = simcord_env.bot
    bot.play.league.seed_source = lambda: bytes(32)
    leagues = bot.play.league
    await leagues.create(table.guild.id, table.mod.id, "Spring", "m4e-gg0", is_organiser=True)
    await leagues.draw(table.guild.id, table.mod.id, "Spring", 1, is_organiser=True)
    first = await short_game(table, duel=True)
    await simcord_env.advance_time(3600)  # a game is named by its start
    second = await short_game(table, league="Spring", round=1)

    mine = await table.bob.slash(table.channel, "stats", player=table.alice)
    text = reply(mine).content
    assert mine.ephemeral and tr("en", "stats-player-title", player=f"<@{table.alice.id}>") in text
    alice = str(table.alice.id)
    both = [first["luck"][alice], second["luck"][alice]]
    jokers, cards = sum(f["jokers"] for f in both), sum(f["cards"] for f in both)
    expected = sum(Fraction(f["expected"]) for f in both)
    assert f"({jokers} in {cards} cards, {float(expected):.1f} expected;" in text
    assert tr("en", "stats-games", count=2) in text
    duels = first["luck"][alice]["duels"]
    assert f"<@{alice}>: their flips alone, before any cheat, won {duels['won']} of one duel" in text
    used = first["luck"][alice]["cards_used"]  # the first game's duel flip, kept for /stats
    assert f"mean card {float(Fraction(used['mean'])):.1f} in one duel flip, " in text

    season = reply(await table.alice.slash(table.channel, "stats", league="Spring")).content
    assert tr("en", "stats-league-title", league="Spring") in season
    assert tr("en", "stats-games", count=1) in season and season.count("<@") == 2  # both players, once each
    # (the league game had no duel: no duel line, no cards-used line)
    unknown = await table.alice.slash(table.channel, "stats", league="Autumn")
    assert unknown.ephemeral and "Autumn" in reply(unknown).content


async def test_a_game_in_its_own_thread_shuffles_from_the_start_interaction(table: Table) -> None:
    result = await table.alice.slash(table.channel, "game start", opponent=table.bob, thread=True)
    thread_id = int(reply(result).content.split("<#")[1].split(">")[0])
    deck = await table.store.deck(thread_id, table.alice.id)
    shuffles = [m for m in deck.fair.moves() if m[0] == "shuffle"]
    assert len(shuffles) == 2 and shuffles[0][3] == shuffles[1][3] != 0  # the start command's id
