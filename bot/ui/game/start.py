"""Starting a game: `/game start` and the button of a league pairing notice take one path.

The button (``fb:lgs:<code>:<round>:<first>:<second>``, built by
``bot.ui.league.tell.start_custom_id``) is a league notice in the channel where the round was
paired: it starts that pairing's game in the pair's own thread (``league_thread.py``), as the
presser's `/game start thread:True` with the opponent, the league and the round filled would.
Only the two players may press it; a pairing no longer in the round, or already reported or
decided, is refused privately, as a second press is by the thread already opened for it.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError
from bot.ui.common.base import fatebot, guarded, send_public, table_of
from bot.ui.common.controls import IdButton
from bot.ui.common.cooldowns import spend_opening
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of, reader_language_of, send_private
from bot.ui.common.i18n import resolve_language, tr
from bot.ui.common.reach import check_at_table
from bot.ui.encounter.options import check_opponent_member
from bot.ui.encounter.view import strategy_view
from bot.ui.game.board import post_board
from bot.ui.game.commands import pace_notes
from bot.ui.game.league_thread import start_league_thread
from bot.ui.game.render import start_text
from bot.ui.game.thread import start_in_thread, thread_parent
from bot.ui.league.tell import START_TEMPLATE, start_custom_id

User = discord.User | discord.Member


async def start_game(
    interaction: discord.Interaction[Any], opponent: User, options: dict[str, Any], *, thread: bool = False
) -> None:
    """`/game start` against ``opponent`` with ``options`` (the play layer's keywords)."""
    bot = fatebot(interaction)
    games = bot.play.game
    # Where no thread can open (a DM, no bot, no permission), say that first: nothing starts.
    parent = await thread_parent(interaction, await reader_language_of(interaction)) if thread else None
    if opponent.id == interaction.user.id:  # required option: no "leave it empty" hint here
        raise DomainError("game-error-opponent-self")
    check_opponent_member(interaction, opponent)
    check_at_table(interaction, opponent)
    # The game's public messages keep one language: the table's, else the starter's own.
    options = {**options, "language": resolve_language(None, interaction.locale, interaction.guild_locale)}
    if parent is not None:  # the game's own thread is its table (bot/ui/game/thread.py)
        view = await start_in_thread(interaction, parent, opponent, options)
        await bot.on_lapsed(list(view.lapsed))
        return await post_board(interaction, view)
    async with undone_unless_delivered(interaction):
        view = await games.start(
            table_of(interaction), interaction.guild_id, interaction.user.id, opponent.id, **options
        )
        state = view.state
        lang = state.language or await language_of(interaction)
        choose = strategy_view(lang, state.attacker, state.strategy_choices, game=True)
        notes = await pace_notes(interaction, lang, view.state)
        await send_public(interaction, start_text(lang, view, notes), view=choose)
    await bot.on_lapsed(list(view.lapsed))
    await post_board(interaction, view)


class LeagueStartButton(IdButton, template=START_TEMPLATE, parts={"code": str}):
    """A pairing notice's button: the presser starts the league game against the other player."""

    def __init__(self, code: str, round: int, first: int, second: int) -> None:
        custom_id = start_custom_id(code, round, first, second)
        super().__init__(discord.ui.Button(label="…", custom_id=custom_id))
        self.code, self.round, self.first, self.second = code, round, first, second

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if interaction.user.id in (self.first, self.second):
            return True
        await send_private(
            interaction, tr(await reader_language_of(interaction), "league-start-error-not-yours")
        )
        return False

    @guarded("button league-start")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        spend_opening(interaction)
        user = interaction.user.id
        other = self.second if user == self.first else self.first
        view = await fatebot(interaction).play.season.show(interaction.guild_id, self.code)
        pairing = view.season.pairing_of(self.round, user)
        if pairing is None or other not in pairing.players():
            raise DomainError("league-start-error-not-paired", round=self.round)
        if pairing.status != "missing":
            raise DomainError("league-start-error-played", round=self.round)
        await start_league_thread(interaction, view, pairing, other)


DYNAMIC_ITEMS = (LeagueStartButton,)
