"""/games end to end: a player's games and waiting steps in two servers, listed from the DM with
the bot, each with what they owe and a link that leads to the right message; an ended game
leaves the list; a player with nothing gets a friendly private answer; the largest list stays
within Discord's limit in every language."""

from __future__ import annotations

import re
from typing import Any

import pytest
import simcord
from simcord.actors import MemberActor

from bot.store import board_repo
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import note
from bot.ui.games import SHOWN
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, all_out, card_lines, reply
from tests.e2e.test_game import choose_open_strategy
from tests.e2e.test_languages import speak

pytestmark = pytest.mark.both_stores

LINK = re.compile(r"https://discord\.com/channels/(@me|\d+)/(\d+)/(\d+)")


def resolve(env: simcord.Env, url: str) -> Any:
    """The message a link leads to in simcord's state (its server must be the channel's)."""
    match = LINK.fullmatch(url)
    assert match is not None, url
    guild, channel_id, message_id = match.group(1), int(match.group(2)), int(match.group(3))
    channel = env.backend.channels[channel_id]
    assert (None if guild == "@me" else int(guild)) == channel.guild_id, url
    return env.backend.messages[channel_id][message_id]


def entries(result: Any) -> list[tuple[str, str | None]]:
    """The /games card's lines (title first), each with its link button's URL."""
    return card_lines(reply(result).components)


def entry_with(lines: list[tuple[str, str | None]], needle: str) -> tuple[str, str | None]:
    (found,) = [line for line in lines if needle in line[0]]
    return found


class World:
    """Alice plays Bob in the first server and Carol in the second; Bob waits for her in a duel."""

    def __init__(self, table: Table, env: simcord.Env) -> None:
        self.table, self.env = table, env
        self.guild2 = env.create_guild("Bayou Club")
        self.channel2 = self.guild2.create_text_channel("table-2")
        self.alice2: MemberActor = self.guild2.add_member(table.alice.user)
        self.carol: MemberActor = self.guild2.add_member(env.create_user("carol"))
        self.duel_channel = table.guild.create_text_channel("duels")

    async def open_everything(self) -> dict[str, Any]:
        t = self.table
        game1 = reply(await t.alice.slash(t.channel, "game start", opponent=t.bob))
        game2 = reply(await self.alice2.slash(self.channel2, "game start", opponent=self.carol))
        duel = reply(
            await t.bob.slash(self.duel_channel, "duel opposed", opponent=t.alice, stat=4, opponent_stat=5)
        )
        return {"game1": game1, "game2": game2, "duel": duel}


async def test_games_from_the_dm_lists_two_servers_with_working_links(
    table: Table, simcord_env: simcord.Env, contexts: Contexts
) -> None:
    world = World(table, simcord_env)
    opened = await world.open_everything()
    # The first game reaches turn 2, at the discard step; its link is its board.
    await choose_open_strategy(table, opened["game1"])
    assert not (await table.alice.slash(table.channel, "game next")).ephemeral
    await all_out(table, last=table.alice)
    turn2 = await table.alice.slash(table.channel, "game next", last_activation=table.alice)
    assert not turn2.ephemeral, reply(turn2).content
    row = await board_repo.board(table.env.bot.play.store, table.channel.id)  # type: ignore[attr-defined]
    assert row is not None and row.message_id is not None  # the game's pinned board
    dm = contexts.place("bot-dm", table)

    result = await dm.slash(dm.alice, "games")
    assert result.ephemeral
    lines = entries(result)
    assert lines[0][0] == tr("en", "games-title", count=3)
    (duel_line, duel_url), (bob_game, bob_url), (carol_game, carol_url) = (
        entry_with(lines, "Duel"),
        entry_with(lines, "M4E · turn 2"),
        entry_with(lines, "M4E · setting up"),
    )
    # Each game row names its opponent, server and channel, and edition (issue 34 §4).
    assert bob_game.startswith(
        f"Game with <@{table.bob.id}> · {table.guild.name}, <#{table.channel.id}> · M4E"
    )
    assert carol_game.startswith(f"Game with <@{world.carol.id}> · Bayou Club, <#{world.channel2.id}> · M4E")
    owed_duel = tr("en", "notice-owed-duel-accept")
    owed_discard = tr("en", "notice-owed-discard")
    assert f"**your move:** {owed_duel}" in duel_line
    assert f"**your move:** {owed_discard}" in bob_game
    assert tr("en", "games-nothing-owed") in carol_game
    texts = [line for line, _ in lines]
    assert texts.index(duel_line) < texts.index(carol_game)  # her moves come first

    # Every link leads to the right message (or, for a game still setting up, its channel).
    assert duel_url is not None and resolve(simcord_env, duel_url).id == opened["duel"].id
    assert bob_url is not None and resolve(simcord_env, bob_url).id == row.message_id
    board2 = await board_repo.board(table.env.bot.play.store, world.channel2.id)  # type: ignore[attr-defined]
    assert board2 is not None  # a game still setting up: its board
    assert (
        carol_url == f"https://discord.com/channels/{world.guild2.id}/{world.channel2.id}/{board2.message_id}"
    )
    assert simcord_env.backend.channels[world.channel2.id].guild_id == world.guild2.id

    # The game in the second server ends: it leaves the list; the rest stays.
    ended = await world.alice2.slash(world.channel2, "game end", concede=True)
    assert not ended.ephemeral, reply(ended).content
    lines = entries(await dm.slash(dm.alice, "games"))
    assert lines[0][0] == tr("en", "games-title", count=2)
    assert not [
        line for line in lines if str(world.carol.id) in line[0] or str(world.channel2.id) in str(line[1])
    ]

    # Carol has nothing open any more: a friendly private answer, wherever she asks.
    empty = await world.carol.slash(world.channel2, "games")
    assert empty.ephemeral and reply(empty).content == tr("en", "games-empty")


@pytest.mark.parametrize(("lang", "locale"), [("en", "en-US"), ("es", "es-ES"), ("hu", "hu")])
async def test_the_longest_list_stays_within_discords_limit_in_every_language(
    table: Table, simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch, lang: str, locale: str
) -> None:
    """Many duels waiting for Alice, each in its own channel: the list stops in time and says
    how many more there are."""
    count = 14
    for i in range(count):
        channel = table.guild.create_text_channel(f"duels-{i}")
        result = await table.bob.slash(channel, "duel opposed", opponent=table.alice, stat=4, opponent_stat=5)
        assert not result.ephemeral, reply(result).content
    speak(monkeypatch, locale)
    lines = entries(await table.alice.user.slash("games"))
    assert sum(len(line) for line, _ in lines) <= 4000
    shown = len([url for _, url in lines if url is not None and LINK.fullmatch(url)])
    assert 0 < shown <= SHOWN < count
    assert lines[0][0] == tr(lang, "games-title", count=count)
    assert lines[-1][0] == note(tr(lang, "games-more", count=count - shown))
    assert tr(lang, "notice-owed-duel-accept") in lines[1][0]
