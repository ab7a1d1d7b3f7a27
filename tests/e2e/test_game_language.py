"""One language per game's public messages (play-by-chat issue, item 1).

At a table left on `auto`, a game keeps the language it started with (the table's, else the
starter's Discord language) in everything it shows the table: the setup message, the board, the
duel and turn messages, the "your move" lines; whoever presses. Private replies stay in each
reader's own language.

Alice's Discord speaks English, Bob's Spanish (simcord's payload patched per user). Every text
rendered in Spanish that differs from its English is recorded; none may show up in a public
message of the table, while Bob's private replies must be among them (the control: the detector
sees Spanish where it is due).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
import pytest_asyncio
import simcord
import simcord.interactions

from bot.app import Fatebot
from bot.ui.common.i18n import Catalog, tr
from tests.e2e.helpers import Table, _Stored, custom_ids, public_messages, reply, text_of
from tests.e2e.test_duel import current
from tests.e2e.test_game_board import board_message, board_row, settle
from tests.e2e.test_game_thread import start_thread, state_at
from tests.e2e.test_notices import notice_posts, set_pace
from tests.e2e.test_play_by_post import awaited_by

pytestmark = pytest.mark.both_stores

HOUR = 3600.0
MIN_TEXT = 12  # shorter translations ("Sí", a suit's name) may coincide with other words


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    return await make_bot(sweep_interval_s=HOUR)


def speak(monkeypatch: pytest.MonkeyPatch, locales: dict[int, str]) -> None:
    """From now on each user's interactions carry their own Discord locale (else en-US)."""
    original = simcord.interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        payload["locale"] = locales.get(int(kwargs["user_id"]), "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", localised)


class Heard:
    """Every text rendered in a language other than English (and not equal to its English), and
    every version of every public bot message at the table."""

    def __init__(self, env: simcord.Env, table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
        self.env, self.table = env, table
        self.foreign: dict[str, set[str]] = {}
        self.public: set[str] = set()
        original = Catalog.tr
        heard = self

        def tr_recorded(catalog: Catalog, lang: str, key: str, **args: Any) -> str:
            text = original(catalog, lang, key, **args)
            if lang != "en" and len(text) >= MIN_TEXT and text != original(catalog, "en", key, **args):
                heard.foreign.setdefault(lang, set()).add(text)
            return text

        monkeypatch.setattr(Catalog, "tr", tr_recorded)

    def look(self) -> None:
        """Remember the public messages as they stand now (call after every action)."""
        bot_id = self.env.backend.bot_user.id
        for message in self.env.backend.messages.get(self.table.channel.id, {}).values():
            if message.author_id == bot_id and not message.is_ephemeral:
                self.public.add(text_of(_Stored(message)))
        for payload in notice_posts(self.env, self.table):  # "your move" lines, even deleted ones
            self.public.add(str(payload.get("content") or ""))

    def in_public(self, lang: str) -> list[str]:
        return sorted(t for t in self.foreign.get(lang, ()) if any(t in p for p in self.public))


def spanish(heard: Heard, text: str) -> bool:
    return any(t in text for t in heard.foreign.get("es", ()))


async def play_out(table: Table, heard: Heard, message_id: int, players: dict[int, Any]) -> int:
    """Press the message's awaited player's button until nobody is awaited; the presses."""
    presses = 0
    while (owner := awaited_by(current(table, message_id), players)) is not None and presses < 12:
        ids = custom_ids(current(table, message_id))
        ending = (":keep", ":accept", ":decline")
        button = next((i for i in ids if i.endswith(ending) and f":{owner}" in i), None)
        button = button or next(i for i in ids if f":{owner}" in i)
        await players[owner].click(current(table, message_id), custom_id=button)
        heard.look()
        presses += 1
    return presses


async def test_a_mixed_game_at_an_auto_table_keeps_one_language_in_public(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    speak(monkeypatch, {table.bob.id: "es-ES"})
    heard = Heard(simcord_env, table, monkeypatch)
    await set_pace(table, "post")  # every step tells the other player: "your move" lines
    players = {table.alice.id: table.alice, table.bob.id: table.bob}

    started = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not started.ephemeral, reply(started).content
    setup = reply(started).content
    assert tr("en", "choice-language-en") in setup and "/table language" in setup  # how to change it
    heard.look()
    state = await simcord_env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]
    assert state is not None and state.language == "en"  # fixed at the start: the starter's
    if state.strategy is None:
        await players[state.attacker].select(reply(started), [state.strategy_choices[0]])
        heard.look()

    # Bob (Spanish) opens a duel at the game's table; both press its buttons in turn.
    duel = await table.bob.slash(table.channel, "duel opposed", opponent=table.alice, stat=3, opponent_stat=6)
    assert not duel.ephemeral, reply(duel).content
    heard.look()
    assert await play_out(table, heard, reply(duel).id, players) >= 1
    # Bob asks for the first turn; the turn's steps wait on one player after the other.
    moved = await table.bob.slash(table.channel, "game next")
    assert not moved.ephemeral, reply(moved).content
    heard.look()
    turn = current(table, reply(moved).id)
    for _ in range(8):
        turn = current(table, turn.id)
        owner = awaited_by(turn, players)
        keep = [i for i in custom_ids(turn) if i == "fb:gds:keep"]
        if keep:
            for player in (table.bob, table.alice):
                await player.click(turn, custom_id=keep[0])
                heard.look()
            continue
        buttons = [i for i in custom_ids(turn) if i.startswith("fb:gi:")]
        if owner is None or not buttons:
            break
        await players[owner].click(
            turn, custom_id=next((b for b in buttons if b.endswith(":decline")), buttons[0])
        )
        heard.look()
    await settle(simcord_env)  # the board is redrawn after all that
    heard.look()

    # The control: Bob's private replies are in Spanish, and the detector sees them.
    shown = await table.bob.slash(table.channel, "hand show")
    assert shown.ephemeral and spanish(heard, reply(shown).content), reply(shown).content
    refused = await table.bob.slash(table.channel, "flip", modifiers="nope")
    assert refused.ephemeral
    assert reply(refused).content == tr("es", "error-modifiers-invalid", value="nope")
    assert "es" in heard.foreign and len(heard.public) >= 5
    # Every public message of the game, whoever pressed, is in English.
    assert heard.in_public("es") == []
    assert notice_posts(simcord_env, table), "no your-move line was posted"


async def test_a_game_started_by_a_spanish_player_speaks_spanish_to_everyone(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    speak(monkeypatch, {table.bob.id: "es-ES"})
    heard = Heard(simcord_env, table, monkeypatch)
    started = await table.bob.slash(table.channel, "game start", opponent=table.alice)
    setup = reply(started).content
    assert tr("es", "choice-language-es") in setup and "/mesa idioma" in setup
    state = await simcord_env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]
    assert state is not None and state.language == "es"
    if state.strategy is None:
        attacker = table.alice if state.attacker == table.alice.id else table.bob
        await attacker.select(reply(started), [state.strategy_choices[0]])
    # Alice (English) asks for the turn: the turn message is the game's, in Spanish.
    moved = await table.alice.slash(table.channel, "game next")
    assert not moved.ephemeral and spanish(heard, reply(moved).content), reply(moved).content
    # Her private replies stay in English.
    refused = await table.alice.slash(table.channel, "flip", modifiers="nope")
    assert reply(refused).content == tr("en", "error-modifiers-invalid", value="nope")
    # A moderator's table language wins, and is what the next public message speaks.
    await table.mod.slash(table.channel, "table language", language="hu")
    status = await table.mod.slash(table.channel, "deck status")
    assert not status.ephemeral and "hu" in heard.foreign
    assert any(t in reply(status).content for t in heard.foreign["hu"]), reply(status).content
    # Back on auto, the game's own language again: the announcement and the board's next redraw.
    back = await table.mod.slash(table.channel, "table language", language="auto")
    assert reply(back).content == tr(
        "es", "table-language-set", by=table.mod.mention, language=tr("es", "choice-language-auto")
    )
    await settle(simcord_env)
    board = board_message(table, (await board_row(table)).message_id or 0)
    assert spanish(heard, text_of(board)) and "Setup" not in text_of(board), text_of(board)


async def test_a_thread_game_keeps_its_own_language_beside_the_channels_game(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The channel's game is Spanish (Bob started it); Alice's game in its own thread is hers,
    English: its setup, its board and its pointer, though started from the Spanish game's table."""
    speak(monkeypatch, {table.bob.id: "es-ES"})
    heard = Heard(simcord_env, table, monkeypatch)
    here = await table.bob.slash(table.channel, "game start", opponent=table.alice)
    assert not here.ephemeral
    thread = await start_thread(table, table.channel, table.alice, table.bob)  # the pointer: English
    state = await state_at(table, thread.id)
    assert state is not None and state.language == "en"
    texts = [text_of(m) for m in public_messages(thread)]
    assert any(m.startswith("**Game**") for m in texts) and "/table language" in "\n".join(texts)
    assert not [t for t in texts if spanish(heard, t)], texts
