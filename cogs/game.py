"""/game start|next: a Malifaux game at this table, turn by turn (score, log, undo and end are
the mixins cogs/_game_*.py).

Only the two players (or a table moderator) drive a game. Hands go to each player's hand DM;
the public turn message shows only how many cards each player holds.

/game plays anywhere (issue 22): where only a player installed the bot (a server without it, a
group DM) every reply goes through the interaction and messages are edited only through
interaction tokens (bot/ui/common/interaction_edits.py). What cannot work there (reminders,
updating a message more than 15 minutes after the last press on it) is said in the start reply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.play.common.results import Lapsed
from bot.play.game.requests import REQUEST_KIND
from bot.play.game.state import INITIATIVE_KIND, MAX_SOULSTONES
from bot.play.league.draws import NAME_MAX
from bot.rules.game.turns import MAX_MODELS
from bot.rules.initiative.flow import MAX_PASS_TOKENS
from bot.rules.league.draws import ROUND_MAX, ROUND_MIN
from bot.ui.common.base import table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.i18n import T
from bot.ui.common.options import PACE_CHOICES
from bot.ui.common.reach import play_anywhere
from bot.ui.encounter.options import season_choices
from bot.ui.game.activation import DYNAMIC_ITEMS as ACTIVATION
from bot.ui.game.commands import close_lapsed_initiative, post_next_turn
from bot.ui.game.requests import DYNAMIC_ITEMS as AGREEMENTS
from bot.ui.game.requests import close_lapsed_request
from bot.ui.game.start import DYNAMIC_ITEMS as LEAGUE_START
from bot.ui.game.start import start_game
from bot.ui.game.view import DYNAMIC_ITEMS
from bot.ui.league.options import league_name_choices
from cogs._game_activation import GameActivation
from cogs._game_end import GameEnd
from cogs._game_log import GameLog
from cogs._game_score import GameScoring
from cogs._game_undo import GameUndo

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


SEASON_MAX = 100


@play_anywhere
class Game(
    FatebotCog,
    GameEnd,
    GameScoring,
    GameLog,
    GameUndo,
    GameActivation,
    commands.GroupCog,
    group_name=T("cmd-game"),
    group_description=T("cmd-game-desc"),
):
    dynamic_items = (*DYNAMIC_ITEMS, *AGREEMENTS, *ACTIVATION, *LEAGUE_START)

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.lapse_handlers[INITIATIVE_KIND] = self.close_initiative
        self.bot.lapse_handlers[REQUEST_KIND] = self.close_request

    async def close_request(self, item: Lapsed) -> None:
        await close_lapsed_request(self.bot, item)

    async def close_initiative(self, item: Lapsed) -> None:
        await close_lapsed_initiative(self.bot, item)

    # -- start -------------------------------------------------------------------------------

    @slash(T("cmd-game-start"), options="game")
    @app_commands.choices(pace=PACE_CHOICES)
    @opening_cooldown
    async def start(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.User,
        season: app_commands.Range[str, 1, SEASON_MAX] | None = None,
        league: app_commands.Range[str, 1, NAME_MAX] | None = None,
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX] | None = None,
        soulstones: app_commands.Range[int, 0, MAX_SOULSTONES] | None = None,
        opponent_soulstones: app_commands.Range[int, 0, MAX_SOULSTONES] | None = None,
        pace: app_commands.Choice[str] | None = None,
        thread: bool = False,
    ) -> None:
        options: dict[str, Any] = {
            "season_id": season,
            "league": league,
            "league_round": round,
            "soulstones": soulstones,
            "opponent_soulstones": opponent_soulstones,
            "pace": None if pace is None else pace.value,
        }
        await start_game(interaction, opponent, options, thread=thread)

    @start.autocomplete("season")
    async def _season_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await season_choices(self.bot, interaction, current, None)

    @start.autocomplete("league")
    async def _league_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await league_name_choices(interaction, current)

    # -- turns -------------------------------------------------------------------------------

    @slash(T("cmd-game-next"), options="game")
    @opening_cooldown
    async def next(
        self,
        interaction: discord.Interaction[Any],
        last_activation: discord.User | None = None,
        attacker_pass_tokens: app_commands.Range[int, 0, MAX_PASS_TOKENS] | None = None,
        defender_pass_tokens: app_commands.Range[int, 0, MAX_PASS_TOKENS] | None = None,
        attacker_models: app_commands.Range[int, 0, MAX_MODELS] | None = None,
        defender_models: app_commands.Range[int, 0, MAX_MODELS] | None = None,
        first_deployer: discord.User | None = None,
    ) -> None:
        table_id = table_of(interaction)
        is_moderator = await self._moderator(interaction)
        games = self._games()
        next_turn = games.next_turn(
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
        await post_next_turn(interaction, games, next_turn)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Game(bot))
