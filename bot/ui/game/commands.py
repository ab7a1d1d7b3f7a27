"""What /game does after the play call: the replies of a new turn and a lapsed initiative.

The cog (cogs/game.py) parses the options and calls the play layer; these post the results.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play.common.pace import pace_of
from bot.play.common.results import Lapsed
from bot.play.game.play import GamePlay
from bot.play.game.state import GameState, GameView
from bot.rules.common.pace import Pace
from bot.ui.common.base import NO_PINGS, fatebot, send_public, table_of
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import domain_message, language_of
from bot.ui.common.i18n import tr
from bot.ui.common.interaction_edits import note_stale
from bot.ui.common.lapse_render import lapse_lines
from bot.ui.common.reach import bot_is_member
from bot.ui.common.render import clip, pace_phrase
from bot.ui.common.suggestions import matching
from bot.ui.game.agreements import finish_game
from bot.ui.game.language import language_note
from bot.ui.game.render import end_of_turn_text, turn_text
from bot.ui.game.view import refresh_dms, turn_view
from bot.ui.scheme.view import reveal_secrets

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)


async def close_lapsed_initiative(bot: FatebotBase, item: Lapsed) -> None:
    """A turn's initiative that lapsed: settled by the rules' defaults, the game went on; its turn
    message shows the outcome and the defaults applied (a new message where it cannot be
    edited). A cancelled one (its cards gone) loses its buttons and says so."""
    lang = await bot.table_language(item.table_id)
    view = None if item.initiative is None else await bot.play.game.turn_view(item.table_id, item.initiative)
    channel_id = item.channel_id or item.table_id
    channel = bot.get_partial_messageable(channel_id)
    if view is None:
        if item.message_id is None:
            return
        try:
            message = await channel.fetch_message(item.message_id)
            await message.edit(content=f"{message.content}\n{tr(lang, 'game-init-lapsed')}", view=None)
        except discord.HTTPException as error:
            log.info("could not close the lapsed initiative %s", item.pending_id)
            await note_stale(bot, item.table_id, item.message_id, error)
        return
    text = clip("\n".join([turn_text(lang, view), "", *lapse_lines(lang, item.defaults)]))
    controls = turn_view(lang, view)
    if item.message_id is not None:
        try:
            await channel.get_partial_message(item.message_id).edit(content=text, view=controls)
            return
        except discord.HTTPException as error:
            log.info("could not update the turn message of the lapsed initiative %s", item.pending_id)
            await note_stale(bot, item.table_id, item.message_id, error)
    try:
        if controls is None:
            message = await channel.send(text, allowed_mentions=NO_PINGS)
        else:
            message = await channel.send(text, view=controls, allowed_mentions=NO_PINGS)
        await bot.play.game.set_message(item.table_id, message.channel.id, message.id)
    except discord.HTTPException:
        log.info("could not post the outcome of the lapsed initiative %s", item.pending_id)


async def post_next_turn(
    interaction: discord.Interaction[Any],
    games: GamePlay,
    next_turn: Awaitable[GameView],
    *,
    is_moderator: bool = False,
) -> None:
    """Run /game next and post its end of turn, the new turn (with its controls) and the hands.

    A new turn's message is undone if it cannot be delivered; what follows it (remembering the
    message, the secrets of a game that ended, the hand DMs) never undoes it. A turn that ends
    the game by the edition's end rule ends it at once as /game end does (``end_by_its_rule``).
    """
    async with undone_unless_delivered(interaction):
        view = await next_turn
        lang = await language_of(interaction)
        if view.end is not None:
            text = end_of_turn_text(lang, view)
            if view.state.is_over:
                text += "\n" + tr(lang, "game-over-by-rule-publishing")
            await send_public(interaction, text)
        message = None
        if view.started_turn:
            message = await send_public(interaction, turn_text(lang, view), view=turn_view(lang, view))
    if view.end is not None and view.state.is_over:  # the game ends here: secrets are revealed
        await reveal_secrets(interaction, lang, view.table_id, view.state)
        await end_by_its_rule(interaction, games, view, lang, is_moderator=is_moderator)
    if view.started_turn:
        if message is not None:
            await games.set_message(view.table_id, message.channel.id, message.id)
        notes = await refresh_dms(interaction, view, lang)
        if notes:
            await interaction.followup.send("\n".join(notes), ephemeral=True)


async def end_by_its_rule(
    interaction: discord.Interaction[Any], games: GamePlay, view: GameView, lang: str, *, is_moderator: bool
) -> None:
    """The last turn's end ended the game: end it as /game end does (the seed, the record, the
    luck, the final board), its own unit of work after the turn's. Should that fail, the game
    stays over (its schemes already revealed) and the table is told to run /game end."""
    try:
        ended = await games.end(view.table_id, interaction.user.id, is_moderator=is_moderator)
    except DomainError as error:
        log.info("table %s: the end of a game over by its rule failed: %s", view.table_id, error.key)
        reason = domain_message(lang, error)
        await send_public(interaction, tr(lang, "game-over-by-rule-end-failed", reason=reason))
        return
    await finish_game(interaction, ended)


async def scheme_choices(
    games: GamePlay, interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """The game's schemes, then the others known at the table, matching what was typed."""
    if interaction.channel_id is None:
        return []
    state = await games.state(interaction.channel_id)
    if state is None:
        return []
    pool = [s.name for s in state.schemes]
    return matching([*pool, *(n for n in state.known_schemes if n not in pool)], current)


async def pace_notes(interaction: discord.Interaction[Any], lang: str, state: GameState) -> list[str]:
    """The game's own pace, where the bot is not a member what that pace and the board cannot do
    here, and the language the game's public messages keep."""
    settings = await fatebot(interaction).play.table_settings(table_of(interaction))
    chosen, _ = pace_of(state, settings.pace)
    notes: list[str] = []
    if state.pace is not None:
        phrase = pace_phrase(
            lang, state.pace, fatebot(interaction).play.waits, settings.reminder_hours, settings.reminders
        )
        notes.append(tr(lang, "game-pace-line", pace=phrase))
    if chosen is not Pace.LIVE and not bot_is_member(interaction):
        notes.append(tr(lang, "pace-note-no-bot"))
    if not bot_is_member(interaction):  # no board message here (bot/ui/game/board.py)
        notes.append(tr(lang, "board-status-only"))
    notes.append(language_note(lang, state, settings.language))
    return notes
