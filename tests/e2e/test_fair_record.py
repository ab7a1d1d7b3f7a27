"""What a published record tells (docs/fair-deck.md, "What the bot promises" 5 and "At a table
without a game" 5): after a game's record, fresh randomness (the next flips match the record's
next cards no better than chance, over many games); no deck record names a hand its holder did
not show (a moderator's reset of your deck, another player's `/game start` against you, two
other players' game on a shared deck); and the end message's SHA-256 is the one the checker
prints for the attached file."""

from __future__ import annotations

import copy
import hashlib
import json
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import pytest
import simcord
from simcord import results

from bot.play.common import work
from bot.play.game import fair
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, custom_ids, end_game_agreed, reply
from tests.e2e.test_fair_deck import record_of
from tests.e2e.test_game import choose_open_strategy
from tools import check_game

pytestmark = pytest.mark.both_stores

GAMES = 20  # games played; the next flip matches the record's next card in at most FEW of them
FEW = 3


def false_failure_bound() -> Fraction:
    """The chance that an honest bot matches more than FEW times in GAMES: each game's next card
    is uniform over the 54 cards shuffled from fresh randomness, one of which the record predicts."""
    p = Fraction(1, 54)
    return sum(
        (comb(GAMES, k) * p**k * (1 - p) ** (GAMES - k) for k in range(FEW + 1, GAMES + 1)), Fraction(0)
    )


async def matches_after_records(table: Table) -> int:
    """GAMES games, each ended by a referee at once: how often Alice's next flip is the first card
    of her deck's draw pile in the published record. Every hand comes back at the end too."""
    matched = 0
    for _ in range(GAMES):
        await table.env.advance_time(60)  # a game is named by its start
        started = await table.alice.slash(table.channel, "game start", opponent=table.bob)
        assert not started.ephemeral, reply(started).content
        await table.alice.slash(table.channel, "flip", modifiers="+")
        record = await record_of(await end_game_agreed(table, table.alice, table.bob))
        deck = next(d for d in record["decks"] if d["owner"] == str(table.alice.id))
        for player in (table.alice, table.bob):
            assert await table.hand(player) == []  # the hands the record names went back
        top = (await table.deck(table.alice)).draw[-1]
        await table.alice.slash(table.channel, "flip")  # the top card of her draw pile
        assert (
            top in (await table.deck(table.alice)).all_cards()
            and top not in (await table.deck(table.alice)).draw
        )
        matched += top.code == deck["final"]["draw"][0]
    return matched


async def test_the_next_flips_after_a_record_match_it_no_better_than_chance(table: Table) -> None:
    assert false_failure_bound() < Fraction(1, 1000)  # about 6e-4
    assert await matches_after_records(table) <= FEW


async def test_control_without_the_reshuffle_the_record_tells_the_next_flip(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The control: the game's end without its reset from fresh randomness (today's decks kept
    as the record left them): the same measure fails."""
    monkeypatch.setattr(fair, "reshuffle_after_reveal", lambda deck: None)
    assert await matches_after_records(table) > FEW


# -- no record names a hand its holder did not show -------------------------------------------------


async def published(env: simcord.Env) -> list[dict[str, Any]]:
    """Every record file the bot attached to any message, anywhere."""
    out = []
    for messages in env.backend.messages.values():
        for stored in messages.values():
            for attachment in results.to_discord_message(env, stored).attachments:
                if attachment.filename.endswith(".json") and "record" in attachment.filename:
                    out.append(json.loads(await attachment.read()))
    return out


def everything_sent(env: simcord.Env) -> str:
    return "\n".join(str(m.content) for messages in env.backend.messages.values() for m in messages.values())


def unshown(record: dict[str, Any]) -> dict[str, list[str]]:
    """The cards a deck record tells of each hand that its holder never showed (held at its start
    or drawn, then still held or returned face down), replaying the moves the checker verified
    against the revealed seed. A name left out changes nothing: the seed derives every order."""
    check_game.check(copy.deepcopy(record))  # the moves are the seed's: they are what happened
    hands: dict[str, list[str]] = {p: list(h) for p, h in record.get("start", {}).get("hands", {}).items()}
    hidden: dict[str, list[str]] = {}
    for move in record["moves"]:
        if "shuffle" in move:
            continue
        source, target = move["from"], move["to"]
        if source not in ("draw", "discard", "play"):
            for card in move["cards"]:
                hands[source].remove(card)
            if target == "draw":  # face down: never shown
                hidden.setdefault(source, []).extend(move["cards"])
        if target not in ("draw", "discard", "play"):
            hands.setdefault(target, []).extend(move["cards"])
    for player, cards in hands.items():
        hidden.setdefault(player, []).extend(cards)
    return {p: c for p, c in hidden.items() if c}


async def opt_in(table: Table) -> None:
    await table.mod.slash(table.channel, "table fair_deck", on=True)


async def seed_of(table: Table, owner: int) -> str:
    deck = await table.store.deck(table.channel.id, owner)
    assert deck is not None and deck.fair is not None
    return str(deck.fair.seed.hex())


def sealed_line(owner: int | None, holder: int) -> str:
    deck = (
        tr("en", "fair-table-deck-shared")
        if owner is None
        else tr("en", "fair-table-deck-of", owner=f"<@{owner}>")
    )
    return tr("en", "fair-table-sealed", deck=deck, holders=f"<@{holder}>")


async def hidden_hand_scenarios(table: Table) -> list[tuple[str, str]]:
    """The ways another's action ends an epoch while a hand is hidden (held, or returned face
    down); each epoch's seed and the line that says it ends sealed."""
    env, sealed = table.env, []
    await opt_in(table)
    # 1. A moderator's reset of Alice's deck while she holds cards.
    await table.alice.slash(table.channel, "hand draw")
    seed = await seed_of(table, table.alice.id)
    reset = await table.mod.slash(table.channel, "deck reset", player=table.alice)
    assert not reset.ephemeral and await table.hand(table.alice) == []
    sealed.append((seed, sealed_line(table.alice.id, table.alice.id)))
    # 2. Bob's /game start against Alice while she holds cards (her new epoch).
    await table.alice.slash(table.channel, "hand draw")
    seed = await seed_of(table, table.alice.id)
    await table.bob.slash(table.channel, "game start", opponent=table.alice)
    sealed.append((seed, sealed_line(table.alice.id, table.alice.id)))
    await table.mod.slash(table.channel, "game end")
    # 3. Alice and Bob's game on the shared deck while the moderator (a third player) holds cards.
    await table.mod.slash(table.channel, "table deck", mode="shared")
    await table.mod.slash(table.channel, "hand draw")
    await table.alice.slash(table.channel, "flip")
    seed = await seed_of(table, 0)
    await table.alice.slash(table.channel, "game start", opponent=table.bob)
    sealed.append((seed, sealed_line(None, table.mod.id)))
    await table.mod.slash(table.channel, "game end")
    # 4. Alice's hand shuffled face down into the shared deck (her own reset: the epoch goes on),
    # then the moderator's reset of the whole deck: no hand holds a card, but hers went unseen.
    await table.alice.slash(table.channel, "hand draw")
    seed = await seed_of(table, 0)
    await table.alice.slash(table.channel, "deck reset")
    assert await table.hand(table.alice) == []
    await table.mod.slash(table.channel, "deck reset")
    sealed.append((seed, sealed_line(None, table.alice.id)))
    assert env is table.env
    return sealed


async def test_no_published_deck_record_names_a_hand_its_holder_did_not_show(table: Table) -> None:
    sealed = await hidden_hand_scenarios(table)
    text = everything_sent(table.env)
    for seed, line in sealed:
        assert seed not in text  # the seed would derive every card of that hand
        assert line in text  # said publicly: that epoch's shuffles will not be checkable
    records = await published(table.env)
    decks = [r for r in records if r["format"] == "fatebot-deck-record"]
    assert {r["seed"] for r in decks}.isdisjoint(s for s, _ in sealed)
    for record in decks:
        assert unshown(record) == {}
    games = [r for r in records if r["format"] == "fatebot-game-record"]
    assert len(games) == 2  # the games' records: their hands are the game's, revealed at its end


async def test_control_the_scan_catches_an_unsealed_record(
    table: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The control: with the sealing off (every hidden holder forgotten) the same scenarios
    publish records, and the scan finds the hands in them."""
    monkeypatch.setattr(work, "hidden_holders", lambda deck: ())
    sealed = await hidden_hand_scenarios(table)
    decks = [r for r in await published(table.env) if r["format"] == "fatebot-deck-record"]
    told = {r["seed"] for r in decks if unshown(r)}
    assert told >= {s for s, _ in sealed}


# -- the record tied to its post -------------------------------------------------------------------


async def test_the_end_message_carries_the_sha256_the_checker_prints(
    table: Table, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    await table.alice.slash(table.channel, "game start", opponent=table.bob)
    await table.alice.slash(table.channel, "flip", modifiers="+")
    ended = await table.mod.slash(table.channel, "game end")
    [file] = [
        a
        for m in ended.followups
        for a in m.attachments
        if a.filename.startswith("game-record-") and a.filename.endswith(".json")
    ]
    path = tmp_path / file.filename
    path.write_bytes(await file.read())
    assert check_game.main(["check_game.py", str(path)]) == 0
    printed = capsys.readouterr().out.splitlines()[0].removeprefix("file SHA-256: ")
    assert printed == hashlib.sha256(path.read_bytes()).hexdigest()
    [note] = [m for m in ended.followups if any(a.filename == file.filename for a in m.attachments)]
    assert tr("en", "fair-record-sha256", sha256=printed) in note.content
    # The forgery: a card of Alice's put back on top of her draw pile and "flipped" again.
    record = json.loads(path.read_text(encoding="utf-8"))
    moves = next(d for d in record["decks"] if d["owner"] == str(table.alice.id))["moves"]
    flip = next(m for m in reversed(moves) if m.get("from") == "draw" and m["to"] == "play")
    at = moves.index(flip)
    moves[at + 1 : at + 1] = [
        {"from": "play", "to": "draw", "cards": flip["cards"][:1]},
        {"from": "draw", "to": "play", "cards": flip["cards"][:1]},
    ]
    with pytest.raises(check_game.Problem, match="no shuffle followed"):
        check_game.check(record)


async def test_a_shared_deck_game_with_many_flips_and_duels_checks_out(table: Table) -> None:
    """Honest records still pass the stricter checker: a shared deck, both players flipping
    through its draw pile (reshuffles mid-flip included) and dueling, the log's flips and duels
    each tied to a move of deck 0."""
    await table.mod.slash(table.channel, "table deck", mode="shared")
    await table.alice.slash(table.channel, "game start", opponent=table.bob)
    for n in range(16):
        player = table.alice if n % 2 else table.bob
        await player.slash(table.channel, "flip", modifiers="++")
        await player.slash(table.channel, "duel simple", stat=5, tn=10)
    record = await record_of(await end_game_agreed(table, table.alice, table.bob))
    assert [d["owner"] for d in record["decks"]] == ["0"]
    moves = record["decks"][0]["moves"]
    split = [
        i
        for i in range(1, len(moves) - 1)
        if moves[i].get("of") == "discard" and moves[i - 1].get("to") == moves[i + 1].get("to") == "play"
    ]
    assert split  # the draw pile ran out in the middle of a flip: one flip, two moves
    lines = check_game.check(record)
    assert "32 flips and duel flips in the log are cards the moves took from the top" in lines


async def test_an_open_duel_lapses_when_the_end_resets_the_decks(table: Table) -> None:
    """The end returns every card to the decks: a duel still open (its flipped card in play,
    waiting for Alice's cheat) lapses first, so no open step keeps a card the reset took back."""
    setup = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    await choose_open_strategy(table, setup)
    await table.bob.slash(table.channel, "game next")  # turn 1: the hands are drawn
    assert await table.hand(table.alice)
    duel = await table.alice.slash(table.channel, "duel simple", stat=5, tn=10)
    assert custom_ids(reply(duel))  # open: Alice may cheat
    assert await table.store.pending_of_table(table.channel.id)
    record = await record_of(await end_game_agreed(table, table.alice, table.bob))
    check_game.check(record)
    assert await table.store.pending_of_table(table.channel.id) == []
    for player in (table.alice, table.bob):
        deck = await table.deck(player)
        assert deck.is_complete() and len(deck.draw) == 54
