"""`/game start thread:True`: the game gets its own thread, and that thread is its table.

Several games then share one channel, each in its thread. In a text channel the bot opens a
public thread; inside a forum post it opens a new post in that forum (a post needs a first
message: a short line naming the players); inside a thread of a text channel the new thread goes
to that channel. The thread is named after both players and the edition, archives after a week
without messages (the longest Discord allows: play by post spans days), and gets both players
added. Its table starts with the settings of the table the command came from.

Order, so that no empty thread is left behind: everything that would refuse the game (where
the command is, the bot's and the player's permissions there, the options) is checked before
the thread exists. If the start still fails once it does, the thread is deleted; where Discord
refuses that (it needs Manage Threads, which the bot does not ask for) the error says the
thread is left.

The reply to the command is a private pointer to the thread: Discord already announces a new
thread in its channel (a "started a thread" line, or the post on top of a forum) and shows it
to both players, who are added to it, so a public line would say the same thing twice.
"""

from __future__ import annotations

import logging
from typing import Any, Final, Literal

import discord

from bot.errors import DomainError
from bot.play.common.calls import calling_from
from bot.play.game.play import GamePlay
from bot.play.game.state import GameView
from bot.play.game.thread import GameThreads
from bot.ui.common.base import NO_PINGS, fatebot, table_of
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import known_error_message, reader_language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.reach import bot_is_member
from bot.ui.encounter.view import strategy_view
from bot.ui.game.commands import pace_notes
from bot.ui.game.render import start_text

log = logging.getLogger(__name__)

THREAD_NAME_MAX = 100  # Discord's limit for a channel's name
NAME_PART_MAX = 32  # a display name (Discord allows 32): the rest holds "vs" and the edition
ARCHIVE_MINUTES: Final[Literal[10080]] = 10080  # a week, the longest auto-archive Discord offers
TAG_REQUIRED = 40067  # "A tag is required to create a forum post in this channel"

# What the bot needs where it opens the thread: in a text channel, to open a public thread and
# post in it; in a forum, a post is a message sent to the forum, then more in its thread.
TEXT_NEEDS = ("create_public_threads", "send_messages_in_threads")
FORUM_NEEDS = ("send_messages", "send_messages_in_threads")

Parent = discord.TextChannel | discord.ForumChannel
Messageable = discord.TextChannel | discord.ForumChannel | discord.Thread


def thread_name(lang: str, player: str, opponent: str, edition: str) -> str:
    """Both players' display names and the edition, within Discord's 100 characters."""

    def short(name: str) -> str:
        name = " ".join(name.split()) or "?"
        return name if len(name) <= NAME_PART_MAX else name[: NAME_PART_MAX - 1] + "…"

    text = tr(lang, "game-thread-name", player=short(player), opponent=short(opponent), edition=edition)
    return text[:THREAD_NAME_MAX]


async def thread_parent(interaction: discord.Interaction[Any], lang: str) -> Parent:
    """The channel the game's thread opens in; refuses (nothing started) where it cannot."""
    if interaction.guild_id is None:
        raise DomainError("game-thread-error-no-server")
    if not bot_is_member(interaction):
        raise DomainError("game-thread-error-no-bot")
    channel: Any = interaction.channel
    if not isinstance(channel, Messageable):
        channel = await interaction.client.fetch_channel(table_of(interaction))
    if isinstance(channel, discord.Thread):
        parent = channel.parent
        channel = parent if parent is not None else await interaction.client.fetch_channel(channel.parent_id)
    if not isinstance(channel, Parent):
        raise DomainError("game-thread-error-channel")
    if isinstance(channel, discord.ForumChannel) and channel.flags.require_tag:
        raise DomainError("game-thread-error-tag-required")
    needs = FORUM_NEEDS if isinstance(channel, discord.ForumChannel) else TEXT_NEEDS
    missing = [name for name in needs if not getattr(interaction.app_permissions, name)]
    if missing:
        raise DomainError("game-thread-error-permissions", permissions=permission_names(lang, missing))
    # The bot opens the thread, but for the player: where the server does not let them open
    # threads (or posts), the bot does not do it for them.
    own = [name for name in needs if not getattr(interaction.permissions, name)]
    if own:
        raise DomainError("game-thread-error-player-permissions", permissions=permission_names(lang, own))
    return channel


def permission_names(lang: str, names: list[str]) -> str:
    return ", ".join(tr(lang, f"permission-{name.replace('_', '-')}") for name in names)


async def open_thread(
    parent: Parent, lang: str, name: str, player: discord.abc.User, opponent: discord.abc.User
) -> discord.Thread:
    try:
        if isinstance(parent, discord.ForumChannel):
            first = tr(lang, "game-thread-post", player=player.mention, opponent=opponent.mention)
            made = await parent.create_thread(
                name=name, auto_archive_duration=ARCHIVE_MINUTES, content=first, allowed_mentions=NO_PINGS
            )
            return made.thread
        kind = discord.ChannelType.news_thread if parent.is_news() else discord.ChannelType.public_thread
        return await parent.create_thread(name=name, type=kind, auto_archive_duration=ARCHIVE_MINUTES)
    except discord.Forbidden as error:
        needs = FORUM_NEEDS if isinstance(parent, discord.ForumChannel) else TEXT_NEEDS
        missing = permission_names(lang, list(needs))
        raise DomainError("game-thread-error-permissions", permissions=missing) from error
    except discord.HTTPException as error:
        if error.code == TAG_REQUIRED:
            raise DomainError("game-thread-error-tag-required") from error
        raise


async def start_in_thread(
    interaction: discord.Interaction[Any],
    parent: Parent,
    opponent: discord.User | discord.Member,
    options: dict[str, Any],
) -> GameView:
    """Open the game's thread in ``parent`` (from `thread_parent`) and start the game there;
    the command's reply points to it."""
    # The thread's table starts with this one's settings: the reader's language here (the
    # table's, else the starter's own) is the new game's (not a game's running here).
    lang = await reader_language_of(interaction)
    play = fatebot(interaction).play
    games, threads = play.game, play.threads
    source = table_of(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    await threads.check_start(
        source,
        interaction.guild_id,
        season_id=options.get("season_id"),
        league=options.get("league"),
        league_round=options.get("league_round"),
    )
    edition = (await threads.settings(source)).game.upper()  # M4E, M3E, M2E: short enough
    name = thread_name(lang, interaction.user.display_name, opponent.display_name, edition)
    thread = await open_thread(parent, lang, name, interaction.user, opponent)
    try:
        view = await _start_there(interaction, games, threads, thread, source, opponent, options, lang)
    except Exception as error:
        if isinstance(error, DomainError) and error.key == "reply-error-maybe-shown":
            raise  # the game stands: its setup may be in the thread
        if not await _delete(thread) and isinstance(error, DomainError):
            reason = known_error_message(lang, error) or ""
            raise DomainError("game-thread-error-left", thread=thread.mention, reason=reason) from error
        raise
    try:
        await send_private(interaction, tr(lang, "game-thread-started", thread=thread.mention))
    except discord.HTTPException:  # the game is on in its thread, which both players see
        log.warning("could not point to the game thread %s", thread.id)
    return view


async def _start_there(
    interaction: discord.Interaction[Any],
    games: GamePlay,
    threads: GameThreads,
    thread: discord.Thread,
    source: int,
    opponent: discord.User | discord.Member,
    options: dict[str, Any],
    lang: str,
) -> GameView:
    for player in (interaction.user, opponent):
        try:
            await thread.add_user(player)
        except discord.HTTPException:  # a public thread: they still see it in the channel
            log.warning("could not add a player to the game thread %s", thread.id)
    async with undone_unless_delivered(interaction):
        await threads.copy_settings(source, thread.id)
        # The thread is the game's table: its committed shuffles take this interaction's id.
        with calling_from(
            thread.id, interaction.guild_id, actor=interaction.user.id, interaction=interaction.id
        ):
            view = await games.start(
                thread.id, interaction.guild_id, interaction.user.id, opponent.id, **options
            )
        state = view.state
        lang = state.language or lang  # the new game's own (the thread's table is not this one)
        choose = strategy_view(lang, state.attacker, state.strategy_choices, game=True)
        notes = await pace_notes(interaction, lang, state)
        text = start_text(lang, view, notes)
        if choose is None:
            await thread.send(text, allowed_mentions=NO_PINGS)
        else:
            await thread.send(text, view=choose, allowed_mentions=NO_PINGS)
    return view


async def _delete(thread: discord.Thread) -> bool:
    """Delete the thread of a game that did not start; False where Discord refuses."""
    try:
        await thread.delete()
    except discord.HTTPException:
        log.warning("could not delete the thread %s of a game that did not start", thread.id)
        return False
    return True
