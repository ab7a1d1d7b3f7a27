"""Crews in a game end to end (issue 44 §5): two players import crews in three formats, enter
their cards (one by form, one as a shared block), start a game and choose their crews blind; both
are revealed together; the game's record carries both crews and checks out
(tools/check_game.py). Before the reveal the first crew reaches nobody else: not the board, the
log, /games, the record, nor any DM (with a control showing the watch finds a crew name)."""

from __future__ import annotations

import copy
import re
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import pytest_asyncio
import simcord

from bot.app import Fatebot
from bot.play.common.document_kinds import DUEL
from bot.play.duel.steps import DUEL_KIND
from bot.play.game.log import game_events
from bot.rules.common.cards import Suit
from bot.rules.crew import blind
from bot.rules.crew.cards import NAME_MAX, TRIGGERS_MAX
from bot.rules.league.names import plain
from bot.store import board_repo
from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.game.board import flush_due_boards
from tests.e2e.helpers import (
    Table,
    custom_ids,
    dm_messages,
    end_game_agreed,
    public_messages,
    reply,
    text_of,
)
from tests.e2e.test_crew import (
    JUDGE_ACTIONS,
    LABELLED,
    MARSHAL,
    SS,
    TTS,
    _longest_card,
    _longest_crew,
    import_pasted,
)
from tests.e2e.test_duel import card, current
from tests.e2e.test_fair_deck import record_of
from tests.e2e.test_languages import speak
from tests.e2e.test_largest_replies import fits
from tools import check_game

pytestmark = pytest.mark.both_stores

HOUR = 3600.0


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    """The sweep hourly: a league round's deadline passes in a few steps of the clock."""
    return await make_bot(sweep_interval_s=HOUR)


BLADE = {"attacker": "Judge", "action": "Executioner's Blade", "target": "Silurid"}
HEX64 = re.compile(r"\b[0-9a-f]{64}\b")
LADY = "Lady Justice, Death Incarnate"
BOB_CARDS = f"""{MARSHAL}

Bad Juju
Df 4 Wp 6 Sp 4 Sz 3 Hp 12 Base 50
* Branch Swipe | 6r | Df | - | 3/4/6
  + rr Entangle

Silurid
Df 5 Wp 4 Sp 6 Sz 2 Hp 6 Base 30
* Hooked Tongue | 5c | Df | - | 2/3/4
  + c Sticky"""


async def game_state(table: Table) -> Any:
    return await table.env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]


async def crews_and_cards(table: Table) -> None:
    """Alice's card by form, Bob's cards as a shared block; crews in the three formats."""
    alice, bob, one = table.alice, table.bob, table.channel
    form = await alice.slash(one, "crew card set")
    await alice.submit_modal(
        form,
        {
            "fb:crew-card-name": "Judge",
            "fb:crew-card-stats": "df 5 wp 6 sp 5 sz 2 health 9 base 30",
            "fb:crew-card-actions": JUDGE_ACTIONS,
        },
    )
    block = await bob.slash(one, "crew card set", paste=True)
    saved = await bob.submit_modal(block, {"fb:crew-cards": BOB_CARDS})
    assert "3 cards kept" in reply(saved).content, reply(saved).content
    assert "Crew Lady Justice" in reply(await import_pasted(table, alice, TTS)).content
    assert "kept" in reply(await alice.slash(one, "crew import", file=("p.txt", SS.encode()))).content
    assert "Hunting Party" in reply(await import_pasted(table, bob, LABELLED)).content


async def start_game(table: Table) -> None:
    started = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not started.ephemeral, reply(started).content


def visible_to(table: Table, env: simcord.Env, user: Any) -> dict[int, str]:
    """Every message ``user`` can see (public ones, their ephemeral replies, their DMs) by id."""
    seen = {m.id: text_of(m) for m in table.channel.history(viewer=user)}
    seen.update({m.id: text_of(m) for m in dm_messages(env, user)})
    return seen


def naming(texts: list[str], names: list[str]) -> list[str]:
    return [t for t in texts if any(n in t for n in names)]


async def test_blind_crews_are_revealed_together_and_the_record_checks_out(
    table: Table, simcord_env: simcord.Env
) -> None:
    alice, bob, one = table.alice, table.bob, table.channel
    await crews_and_cards(table)
    await start_game(table)

    chosen = await alice.slash(one, "crew choose", name=LADY.lower())
    assert chosen.ephemeral
    assert f"You chose {LADY} (4 models) for this game." in reply(chosen).content
    public = public_messages(one)[-1]
    text = text_of(public)
    assert f"<@{alice.id}> chose a crew in secret." in text and len(HEX64.findall(text)) == 1
    bare = re.sub(r"<@\d+>", "", HEX64.sub("", text))
    assert "Lady" not in text and "Judge" not in text and not re.search(r"\d", bare)  # no name, no size
    again = await alice.slash(one, "crew choose", name="Perdita's Family")
    assert again.ephemeral and "already chosen" in reply(again).content
    state = await game_state(table)
    assert [c.revealed for c in state.crews] == [False]

    # Bob chooses: both crews are revealed, each with its models' numbers.
    mark = len(public_messages(one))
    await bob.slash(one, "crew choose", name="Hunting Party")
    shown = [text_of(m) for m in public_messages(one)[mark:]]
    assert len(shown) == 3, shown
    assert "Both players have chosen" in shown[0]
    assert f"<@{alice.id}>'s crew: {LADY} (Guild)" in shown[1]
    assert "• Judge — Df 5 · Wp 6 · Sp 5 · Sz 2 · Hp 9" in shown[1]
    assert f"★ {LADY} + Badge of Honor — no card yet" in shown[1]
    assert f"<@{bob.id}>'s crew: Hunting Party (Neverborn)" in shown[2]
    assert "• Silurid (6) — Df 5 · Wp 4 · Sp 6 · Sz 2 · Hp 6" in shown[2]
    state = await game_state(table)
    assert all(c.revealed for c in state.crews)
    assert all(blind.verify(c, one.id, round(state.started_at * 1000)) for c in state.crews)
    assert all(c.commitment in " ".join(shown) and c.salt in " ".join(shown) for c in state.crews)
    log = reply(await table.mod.slash(one, "game log")).content  # a watcher: the whole log
    assert f"Crews revealed: <@{alice.id}>: {LADY} (4); <@{bob.id}>: Hunting Party (3)." in log

    # The record carries both crews, with the numbers used, and checks out; a changed number fails.
    record = await record_of(await end_game_agreed(table, alice, bob))
    crews = {c["player"]: c for c in record["crews"]}
    lady = crews[str(alice.id)]["crew"]
    assert lady["name"] == LADY and [m["name"] for m in lady["models"]][1] == "Judge"
    assert lady["models"][1]["card"].startswith("Judge\nDf 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30\n")
    assert crews[str(bob.id)]["crew"]["models"][2]["card"].startswith("Silurid\nDf 5")
    lines = check_game.check(copy.deepcopy(record))
    assert f"player {alice.id}'s crew '{LADY}' (4 models, 3 with their cards) matches its commitment" in lines
    assert (
        f"player {bob.id}'s crew 'Hunting Party' (3 models, 2 with their cards) matches its commitment"
        in lines
    )
    changed = copy.deepcopy(record)
    changed["crews"][0]["crew"]["models"][1]["card"] = lady["models"][1]["card"].replace("Hp 9", "Hp 19")
    with pytest.raises(check_game.Problem, match="crew does not match its commitment"):
        check_game.check(changed)


async def test_a_crew_is_chosen_by_a_player_of_the_game_from_their_own_crews_during_the_setup(
    table: Table,
) -> None:
    alice, bob, one = table.alice, table.bob, table.channel
    await crews_and_cards(table)
    none_yet = await alice.slash(one, "crew choose", name=LADY)
    assert none_yet.ephemeral and "no game" in reply(none_yet).content.casefold()
    await start_game(table)
    for name in (LADY, "Perdita's Family"):  # Alice's crews are not Bob's to choose
        refused = await bob.slash(one, "crew choose", name=name)
        assert refused.ephemeral and f"You have no crew named “{name}”" in reply(refused).content
    outsider = await table.mod.slash(one, "crew choose", name="anything")
    assert outsider.ephemeral
    assert (await game_state(table)).crews == ()
    owned = await bob.autocomplete(one, "crew choose", "name", "")
    assert [c["value"] for c in owned] == ["Hunting Party"]
    # Past the setup, too late.
    state = await game_state(table)
    if state.strategy is None:
        attacker = alice if state.attacker == alice.id else bob
        await attacker.select(reply(await alice.slash(one, "game status")), [state.strategy_choices[0]])
    assert not (await alice.slash(one, "game next")).ephemeral
    late = await alice.slash(one, "crew choose", name=LADY)
    assert late.ephemeral and "before turn 1" in reply(late).content
    assert (await game_state(table)).crews == ()


async def test_an_unrevealed_crew_reaches_nobody_else(table: Table, simcord_env: simcord.Env) -> None:
    alice, bob, one = table.alice, table.bob, table.channel
    await crews_and_cards(table)
    await start_game(table)
    secret = [LADY, "Badge of Honor", "Judge"]
    before = visible_to(table, simcord_env, bob)
    await alice.slash(one, "crew choose", name=LADY)
    # Bob looks at everything he can: the board (redrawn), the log, /game status, /games, his DMs.
    await simcord_env.advance_time(3600)
    await flush_due_boards(simcord_env.bot)  # type: ignore[arg-type]
    await bob.slash(one, "game log")
    await bob.slash(one, "game status")
    await bob.slash(one, "games")
    await bob.slash(one, "crew list")
    texts = [t for k, t in visible_to(table, simcord_env, bob).items() if before.get(k) != t]
    assert len(texts) >= 5
    assert naming(texts, secret) == []
    # The control: Alice sees her own crew named, so the watch finds a name where there is one.
    assert naming(list(visible_to(table, simcord_env, alice).values()), [LADY])

    # The game ends before Bob chooses: the record keeps only Alice's commitment.
    record = await record_of(await end_game_agreed(table, alice, bob))
    (kept,) = record["crews"]
    assert set(kept) == {"player", "commitment", "version"}
    assert LADY not in str(record) and "Badge of Honor" not in str(record)
    texts = [t for k, t in visible_to(table, simcord_env, bob).items() if before.get(k) != t]
    assert naming(texts, secret) == []


# -- duels from the crews (issue 44 §3) -------------------------------------------------------------


async def both_chosen(table: Table) -> None:
    await crews_and_cards(table)
    await start_game(table)
    await table.alice.slash(table.channel, "crew choose", name=LADY)
    await table.bob.slash(table.channel, "crew choose", name="Hunting Party")


async def open_duel(table: Table) -> Any:
    """The table's one open duel, as stored."""
    (record,) = [p for p in await table.store.pending_of_table(table.channel.id) if p.kind == DUEL_KIND]
    return DUEL.load(record.state).duel


async def finish_duel(table: Table, message_id: int) -> str:
    """Play the open duel to its end: each awaited player accepts, keeps their card, takes the
    first card offered or names the Red Joker's suit; returns the finished message's text."""
    players = {table.alice.id: table.alice, table.bob.id: table.bob}
    for _ in range(12):
        pending = [p for p in await table.store.pending_of_table(table.channel.id) if p.kind == DUEL_KIND]
        if not pending:
            break
        awaited = DUEL.load(pending[0].state).duel.awaiting
        assert awaited is not None
        message = current(table, message_id)
        ids = custom_ids(message, enabled_only=True)
        wanted = [i for i in ids if i.endswith((":accept", ":keep"))] or [
            i for i in ids if not i.endswith((":cheat", ":withdraw", ":form"))
        ]
        await players[awaited.player].click(message, custom_id=wanted[0])
    return text_of(current(table, message_id))


async def test_duels_from_model_and_action_only_use_the_cards_numbers(
    table: Table, simcord_env: simcord.Env
) -> None:
    alice, bob, one = table.alice, table.bob, table.channel
    await both_chosen(table)
    assert [c["value"] for c in await alice.autocomplete(one, "duel opposed", "attacker", "")] == [
        LADY,
        "Judge",
        "Death Marshal #1",
        "Death Marshal #2",
    ]
    targets = [c["value"] for c in await alice.autocomplete(one, "duel opposed", "target", "")]
    assert targets[:3] == ["Zoraida", "Bad Juju", "Silurid"]  # the opponent's models first

    # Alice's Judge attacks Bob's Silurid: Judge's blade 6r against Silurid's Df 5.
    started = await alice.slash(
        one, "duel opposed", attacker="Judge", action="Executioner's Blade", target="Silurid"
    )
    assert not started.ephemeral, reply(started).content
    duel = await open_duel(table)
    initiator, resister = duel.sides
    assert (initiator.player, initiator.stat, initiator.stat_suits) == (alice.id, 6, frozenset({Suit.RAMS}))
    assert (resister.player, resister.stat) == (bob.id, 5)
    (note,) = [f for f in started.followups if f.flags.ephemeral]
    assert "Judge: Executioner's Blade → Silurid" in note.content and "Resisted by Df 5" in note.content
    assert "Trigger Flurry (Rams): 100%" in note.content  # the skill's own suit gives it
    assert "Damage: 3/4/5" in note.content
    text = await finish_duel(table, reply(started).id)
    assert "6" in text and f"{alice.mention}" in text

    # Bob answers with Bad Juju's Branch Swipe 6r against Judge's Df 5; a typed stat wins.
    started = await bob.slash(
        one, "duel opposed", attacker="bad juju", action="branch swipe", target="Judge", stat=7
    )
    duel = await open_duel(table)
    assert [(s.player, s.stat) for s in duel.sides] == [(bob.id, 7), (alice.id, 5)]
    (note,) = [f for f in started.followups if f.flags.ephemeral]
    assert "A number you typed is used instead of the card's." in note.content
    entangle = re.search(r"Trigger Entangle \(Rams Rams\): ([0-9.]+)%", note.content)
    assert entangle is not None and 0 < float(entangle[1]) < 100  # one more ram from the flip
    await finish_duel(table, reply(started).id)
    # What landed is on the board, as the log says; the record checks out with both crews.
    health = [e.data for e in await game_events(table.store, one.id) if e.kind == "health"]
    assert health, "no duel dealt damage"
    state = await game_state(table)
    board = await board_text_now(table, simcord_env)
    for chosen in state.crews:
        for index, label in enumerate(blind.labels(chosen.crew)):
            taken = sum(d["amount"] for d in health if (d["player"], d["index"]) == (chosen.player, index))
            assert chosen.damage_of(index) == min(
                taken, chosen.health(index)[1] if chosen.health(index) else 0
            )
            shown = chosen.health(index)
            if shown is not None and shown[0] > 0:
                assert f"{plain(label)} {shown[0]}/{shown[1]}" in board  # as typed, escaped
    record = await record_of(await end_game_agreed(table, alice, bob))
    assert len(record["crews"]) == 2 and all("crew" in c for c in record["crews"])
    assert [e["data"]["amount"] for e in record["events"] if e["kind"] == "health"] == [
        d["amount"] for d in health
    ]
    check_game.check(record)


async def test_a_model_duel_needs_revealed_crews_and_ones_own_attacker(table: Table) -> None:
    alice, bob, one = table.alice, table.bob, table.channel
    await crews_and_cards(table)
    await start_game(table)
    await alice.slash(one, "crew choose", name=LADY)
    before = await table.snapshot()
    early = await alice.slash(
        one, "duel opposed", attacker="Judge", action="Executioner's Blade", target="Silurid"
    )
    assert early.ephemeral and "chosen and revealed first" in reply(early).content
    # Bob's target autocomplete never offers Alice's unrevealed crew; his attacker list is empty.
    assert await bob.autocomplete(one, "duel opposed", "target", "") == []
    assert await bob.autocomplete(one, "duel opposed", "attacker", "") == []
    await bob.slash(one, "crew choose", name="Hunting Party")
    for options, expected in (
        (
            {"attacker": "Judge", "action": "Executioner's Blade", "target": "Silurid"},
            "has no model named “Judge”",
        ),
        ({"attacker": "Silurid", "action": "Nope", "target": "Judge"}, "has no action named “Nope”"),
        ({"attacker": "Zoraida", "action": "x", "target": "Judge"}, "Zoraida has no card"),
        ({"attacker": "Silurid", "target": "Judge"}, "Name both your model"),
        ({"attacker": "Silurid", "action": "Hooked Tongue"}, "name its target"),
        ({"attacker": "Silurid", "action": "Hooked Tongue", "target": "Nobody"}, "no crew in this game"),
    ):
        refused = await bob.slash(one, "duel opposed", **options)
        assert refused.ephemeral and expected.casefold() in reply(refused).content.casefold(), options
    assert (await table.snapshot())[1:3] == before[1:3]  # no deck touched, no duel opened
    # Control: the same command with his own model opens the duel.
    opened = await bob.slash(one, "duel opposed", attacker="Silurid", action="Hooked Tongue", target="Judge")
    assert not opened.ephemeral, reply(opened).content


# -- replies at their largest (tests/e2e/test_largest_replies.py) ------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_reveal_and_model_duel_note_at_their_largest_fit_discord(
    table: Table, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    speak(monkeypatch, {"en": "en-US", "es": "es-ES", "hu": "hu"}[lang])
    alice, bob, one = table.alice, table.bob, table.channel
    # Alice's crew is the longest list, every model with a card (the longest stats line each).
    crew = _longest_crew()
    models = [
        line.strip() for line in crew.splitlines() if line.startswith("  ") and not line.startswith("    ")
    ]
    for start in (0, 20):
        cards = "\n\n".join(
            f"{m}\nDf 20 Wp 20 Sp 20 Sz 20 Hp 40 Base 100" for m in models[start : start + 20]
        )
        block = await alice.slash(one, "crew card set", paste=True)
        assert "20" in reply(await alice.submit_modal(block, {"fb:crew-cards": cards})).content
    await alice.slash(one, "crew import", file=("crew.txt", crew.encode()))
    # Bob's crew: one model with the longest card (six triggers of three suits on an action).
    name = "N" * NAME_MAX
    block = await bob.slash(one, "crew card set", paste=True)
    await bob.submit_modal(block, {"fb:crew-cards": _longest_card(name)})
    await import_pasted(table, bob, f"Big ({'F' * 40})\n  {name}\n")
    await start_game(table)
    first = await alice.slash(one, "crew choose", name="C" * 40)
    for message in (reply(first), *first.followups):
        fits(message)
    second = await bob.slash(one, "crew choose", name="Big")
    shown = second.followups
    assert len(shown) == 3
    for message in (reply(second), *shown):
        fits(message)
    more = tr(lang, "crew-more-lines", count=1).split(" ")[0]
    assert more in text_of(shown[1])  # the longest crew is cut, saying so
    action = "A" * (NAME_MAX - 2) + "00"
    duel = await bob.slash(one, "duel opposed", attacker=name, action=action, target=models[0])
    assert not duel.ephemeral, reply(duel).content
    (note,) = [f for f in duel.followups if f.flags.ephemeral]
    fits(note)
    assert note.content.count("%") == TRIGGERS_MAX


# -- health on the board (issue 44 §4) ----------------------------------------------------------------


def silurid(state: Any) -> tuple[int, int] | None:
    bob_crew = next(c for c in state.crews if c.player != state.players[0])
    return bob_crew.health(2)  # Zoraida, Bad Juju, Silurid


async def board_text_now(table: Table, simcord_env: simcord.Env) -> str:
    await simcord_env.advance_time(3600)
    await flush_due_boards(simcord_env.bot)  # type: ignore[arg-type]
    row = await board_repo.board(table.store, table.channel.id)
    assert row is not None and row.message_id is not None
    return text_of(current(table, row.message_id))


async def test_m4e_damage_lands_on_the_target_the_board_shows_it_and_undo_restores_it(
    table: Table, simcord_env: simcord.Env
) -> None:
    """M4E (digest m4e.md): "Damage: fixed Dmg of the action, +1 per raise", "Raises: floor((own
    total − max(opposing total, TN)) / 5)"; the Judge's blade (6r, 3/4/5) at Silurid (Df 5, Hp 6)."""
    alice, bob, one = table.alice, table.bob, table.channel
    await both_chosen(table)
    await table.stack(alice, card(10, Suit.RAMS), card(13, Suit.RAMS))
    await table.stack(bob, card(5, Suit.MASKS), card(1, Suit.MASKS))
    assert f"{LADY}: {LADY} · Judge 9/9" in await board_text_now(table, simcord_env)
    # 16 against 10: margin 6, one raise: 3 + 1 = 4 damage, 2 of 6 health left.
    started = await alice.slash(
        one, "duel opposed", attacker="Judge", action="Executioner's Blade", target="Silurid"
    )
    await finish_duel(table, reply(started).id)
    assert silurid(await game_state(table)) == (2, 6)
    board = await board_text_now(table, simcord_env)
    assert f"<@{bob.id}>'s Hunting Party: Zoraida · Bad Juju 12/12 · Silurid 2/6" in board
    log = reply(await table.mod.slash(one, "game log")).content
    dealt = f"<@{alice.id}>'s Judge (Executioner's Blade) deals 4 damage to <@{bob.id}>'s Silurid"
    assert f"{dealt}: 2/6 health left." in log
    # 19 against 6: two raises, 5 damage: Silurid is killed (health never below 0).
    started = await alice.slash(
        one, "duel opposed", attacker="Judge", action="Executioner's Blade", target="Silurid"
    )
    await finish_duel(table, reply(started).id)
    assert silurid(await game_state(table)) == (0, 6)
    assert "✝ Silurid (killed)" in await board_text_now(table, simcord_env)

    # /game undo (a referee alone) takes the last damage back: Silurid has 2 of 6 again.
    preview = await table.mod.slash(one, "game undo")
    assert "5 damage to" in reply(preview).content and "Silurid" in reply(preview).content
    done = await table.mod.click(reply(preview), custom_id=custom_ids(reply(preview))[0])
    assert reply(done).content == tr("en", "game-undo-done")
    assert silurid(await game_state(table)) == (2, 6)
    assert "Silurid 2/6" in await board_text_now(table, simcord_env)


async def test_m3e_the_damage_flip_from_the_crews_lands_and_the_duel_alone_does_not(
    table: Table, simcord_env: simcord.Env
) -> None:
    """M2E/M3E: the duel sets the damage flip's modifier; the flip's card strength picks the
    track's number (digest malifaux.md: "0–5 Weak, 6–10 Moderate, 11–14 Severe")."""
    alice, one = table.alice, table.channel
    await table.mod.slash(one, "table game", game="m3e")
    await both_chosen(table)
    await table.stack(alice, card(12, Suit.RAMS), card(8, Suit.CROWS))
    await table.stack(table.bob, card(2, Suit.MASKS))
    started = await alice.slash(
        one, "duel opposed", attacker="Judge", action="Executioner's Blade", target="Silurid"
    )
    await finish_duel(table, reply(started).id)
    assert silurid(await game_state(table)) == (6, 6)  # the duel itself deals nothing in M3E
    flip = await alice.slash(one, "damage", **BLADE)
    assert not flip.ephemeral, reply(flip).content
    await finish_duel(table, reply(flip).id)
    assert silurid(await game_state(table)) == (2, 6)  # the 8 is moderate: 4 of the 3/4/5 track
    refused = await alice.slash(one, "damage", attacker="Judge", action="Executioner's Blade")
    assert refused.ephemeral and "and the target" in reply(refused).content


async def test_a_league_games_crews_are_chosen_within_the_organisers_window(
    table: Table, simcord_env: simcord.Env, organiser: Any
) -> None:
    """Issue 44 §5: "for a league round, within an organiser's window": the round's deadline, set
    when the organiser pairs it (/league-admin pair deadline_days:)."""
    alice, bob, one = table.alice, table.bob, table.channel
    await crews_and_cards(table)
    await organiser.slash(one, "league-admin create", name="Spring", season="m4e-gg0")
    for player in (alice, bob):
        await player.slash(one, "league join", name="Spring")
    await organiser.slash(one, "league-admin draw", name="Spring", round=1)
    paired = await organiser.slash(
        one,
        "league-admin pair",
        name="Spring",
        round=1,
        method="manual",
        pairs=f"<@{alice.id}> <@{bob.id}>",
        deadline_days=1,
    )
    assert not paired.ephemeral, reply(paired).content
    started = await alice.slash(one, "game start", opponent=bob, league="Spring", round=1)
    assert not started.ephemeral, reply(started).content
    # Within the window: chosen (the control).
    assert (await alice.slash(one, "crew choose", name=LADY)).ephemeral
    assert len((await game_state(table)).crews) == 1
    # After the round's deadline: refused privately, nothing changes.
    await simcord_env.advance_time(2 * 24 * 3600)
    late = await bob.slash(one, "crew choose", name="Hunting Party")
    assert late.ephemeral and "window for round 1's crews closed" in reply(late).content
    assert len((await game_state(table)).crews) == 1
