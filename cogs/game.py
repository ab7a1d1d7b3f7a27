"""/game start|next|score|end: a Malifaux game at this table, turn by turn.

Only the two players (or a table moderator) drive a game. Hands go to each player's hand DM;
the public turn message shows only how many cards each player holds.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.game import INITIATIVE_KIND, MAX_POINTS_CHANGE, MAX_SOULSTONES
from bot.play.game_play import GamePlay
from bot.play.league import NAME_MAX
from bot.play.results import Lapsed
from bot.rules.initiative import MAX_PASS_TOKENS
from bot.rules.league import ROUND_MAX, ROUND_MIN
from bot.rules.turns import MAX_MODELS
from bot.ui.base import send_public, table_of
from bot.ui.commands import slash
from bot.ui.cooldowns import opening_cooldown
from bot.ui.delivery import undone_unless_delivered
from bot.ui.encounter_view import strategy_view
from bot.ui.errors import language_of
from bot.ui.game_render import end_of_turn_text, end_text, score_text, start_text, turn_text
from bot.ui.game_view import DYNAMIC_ITEMS, refresh_dms, turn_view
from bot.ui.i18n import T, tr
from bot.ui.options import is_table_moderator
from bot.ui.scheme_view import reveal_secrets
from cogs.encounter import check_opponent_member, season_choices

if TYPE_CHECKING:
    from bot.app import Fatebot

log = logging.getLogger(__name__)

MAX_CHOICES = 25
SEASON_MAX = 100
SCHEME_MAX = 100


@app_commands.guild_only()
class Game(commands.GroupCog, group_name=T("cmd-game"), group_description=T("cmd-game-desc")):
    def __init__(self, bot: Fatebot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)
        self.bot.lapse_handlers[INITIATIVE_KIND] = self.close_initiative

    def _games(self) -> GamePlay:
        return GamePlay(self.bot.play)

    async def _moderator(self, interaction: discord.Interaction[Any]) -> bool:
        return is_table_moderator(interaction, await self.bot.play.table_settings(table_of(interaction)))

    async def close_initiative(self, item: Lapsed) -> None:
        """An initiative nobody finished: its cards went back; take the buttons off its message."""
        if item.channel_id is None or item.message_id is None:
            return
        channel = self.bot.get_partial_messageable(item.channel_id)
        try:
            message = await channel.fetch_message(item.message_id)
            lang = await self.bot.table_language(item.table_id)
            await message.edit(content=f"{message.content}\n{tr(lang, 'game-init-lapsed')}", view=None)
        except discord.HTTPException:
            log.info("could not close the lapsed initiative %s", item.pending_id)

    # -- start -------------------------------------------------------------------------------

    @slash("game-start", options="game")
    @opening_cooldown
    async def start(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.Member,
        season: app_commands.Range[str, 1, SEASON_MAX] | None = None,
        league: app_commands.Range[str, 1, NAME_MAX] | None = None,
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX] | None = None,
        soulstones: app_commands.Range[int, 0, MAX_SOULSTONES] | None = None,
        opponent_soulstones: app_commands.Range[int, 0, MAX_SOULSTONES] | None = None,
    ) -> None:
        if opponent.id == interaction.user.id:  # required option: no "leave it empty" hint here
            raise DomainError("game-error-opponent-self")
        check_opponent_member(interaction, opponent)
        async with undone_unless_delivered(interaction):
            view = await self._games().start(
                table_of(interaction),
                interaction.guild_id,
                interaction.user.id,
                opponent.id,
                season_id=season,
                league=league,
                league_round=round,
                soulstones=soulstones,
                opponent_soulstones=opponent_soulstones,
            )
            lang = await language_of(interaction)
            state = view.state
            choose = strategy_view(lang, state.attacker, state.strategy_choices, game=True)
            await send_public(interaction, start_text(lang, view), view=choose)
        await self.bot.on_lapsed(list(view.lapsed))

    @start.autocomplete("season")
    async def _season_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await season_choices(self.bot, interaction, current, None)

    @start.autocomplete("league")
    async def _league_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        typed = current.strip().casefold()
        names = await self._games().leagues.names(interaction.guild_id)
        return [app_commands.Choice(name=n, value=n) for n in names if typed in n.casefold()][:MAX_CHOICES]

    # -- turns -------------------------------------------------------------------------------

    @slash("game-next", options="game")
    @opening_cooldown
    async def next(
        self,
        interaction: discord.Interaction[Any],
        last_activation: discord.Member | None = None,
        attacker_pass_tokens: app_commands.Range[int, 0, MAX_PASS_TOKENS] | None = None,
        defender_pass_tokens: app_commands.Range[int, 0, MAX_PASS_TOKENS] | None = None,
        attacker_models: app_commands.Range[int, 0, MAX_MODELS] | None = None,
        defender_models: app_commands.Range[int, 0, MAX_MODELS] | None = None,
        first_deployer: discord.Member | None = None,
    ) -> None:
        table_id = table_of(interaction)
        is_moderator = await self._moderator(interaction)
        async with undone_unless_delivered(interaction):
            view = await self._games().next_turn(
                table_id,
                interaction.user.id,
                is_moderator=is_moderator,
                last_activator=last_activation.id if last_activation is not None else None,
                attacker_pass_tokens=attacker_pass_tokens,
                defender_pass_tokens=defender_pass_tokens,
                attacker_models=attacker_models,
                defender_models=defender_models,
                first_deployer=first_deployer.id if first_deployer is not None else None,
            )
            lang = await language_of(interaction)
            if view.end is not None:
                await send_public(interaction, end_of_turn_text(lang, view))
            message = None
            if view.started_turn:
                message = await send_public(interaction, turn_text(lang, view), view=turn_view(lang, view))
        if view.end is not None and view.state.is_over:  # the game ends here: secrets are revealed
            await reveal_secrets(interaction, lang, view.table_id, view.state)
        if view.started_turn:
            if message is not None:
                await self._games().set_message(table_id, message.channel.id, message.id)
            notes = await refresh_dms(interaction, view, lang)
            if notes:
                await interaction.followup.send("\n".join(notes), ephemeral=True)

    # -- score and end -------------------------------------------------------------------------

    @slash("game-score", options="game", stems={"soulstones": "game-soulstones-change"})
    async def score(
        self,
        interaction: discord.Interaction[Any],
        player: discord.Member | None = None,
        strategy: app_commands.Range[int, -MAX_POINTS_CHANGE, MAX_POINTS_CHANGE] = 0,
        scheme: app_commands.Range[str, 1, SCHEME_MAX] | None = None,
        scheme_vp: app_commands.Range[int, -MAX_POINTS_CHANGE, MAX_POINTS_CHANGE] = 0,
        soulstones: app_commands.Range[int, -MAX_SOULSTONES, MAX_SOULSTONES] = 0,
    ) -> None:
        if player is not None and player.bot:
            raise DomainError("error-player-is-bot", player=player.mention)
        view = await self._games().score(
            table_of(interaction),
            interaction.user.id,
            player=player.id if player is not None else None,
            strategy=strategy,
            scheme=scheme,
            scheme_points=scheme_vp,
            soulstones=soulstones,
            is_moderator=await self._moderator(interaction),
        )
        await send_public(interaction, score_text(await language_of(interaction), view.state))

    @score.autocomplete("scheme")
    async def _scheme_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.channel_id is None:
            return []
        state = await self._games().state(interaction.channel_id)
        if state is None:
            return []
        typed = current.strip().casefold()
        pool = [s.name for s in state.schemes]
        names = [*pool, *(n for n in state.known_schemes if n not in pool)]
        return [app_commands.Choice(name=n[:100], value=n[:100]) for n in names if typed in n.casefold()][
            :MAX_CHOICES
        ]

    @slash("game-end")
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        view = await self._games().end(
            table_of(interaction), interaction.user.id, is_moderator=await self._moderator(interaction)
        )
        lang = await language_of(interaction)
        await send_public(interaction, end_text(lang, view))
        if not view.state.is_over:  # a game over by its end rule revealed them already
            await reveal_secrets(interaction, lang, view.table_id, view.state)
        await self.bot.on_lapsed(list(view.lapsed))


async def setup(bot: Fatebot) -> None:
    await bot.add_cog(Game(bot))
