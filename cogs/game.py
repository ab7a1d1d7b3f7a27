"""/game: a Malifaux game at this table, turn by turn, every subcommand in one place: start and
next, the activation handed over by chat (done, nudge), the board (status), score, log, undo, and
how a game stops (set_aside, end).

Only the two players (or a table moderator) drive a game. Hands go to each player's hand DM;
the public turn message shows only how many cards each player holds.

/game plays anywhere (issue 22): where only a player installed the bot (a server without it, a
group DM) every reply goes through the interaction and messages are edited only through
interaction tokens (bot/ui/common/interaction_edits.py). What cannot work there (reminders,
updating a message more than 15 minutes after the last press on it) is said in the start reply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, get_args

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.common.results import Lapsed
from bot.play.game.activations import How
from bot.play.game.play import GamePlay
from bot.play.game.requests import REQUEST_KIND
from bot.play.game.score import ScoreNeedsAgreement
from bot.play.game.state import INITIATIVE_KIND, MAX_POINTS_CHANGE, MAX_SOULSTONES, NeedsAgreement
from bot.play.league.draws import NAME_MAX
from bot.rules.game.activations import NOTE_MAX
from bot.rules.game.turns import MAX_MODELS
from bot.rules.initiative.flow import MAX_PASS_TOKENS
from bot.rules.league.draws import ROUND_MAX, ROUND_MIN
from bot.ui.common.base import NO_PINGS, send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import choices, slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.errors import language_of, reader_language_of, send_private
from bot.ui.common.i18n import T, tr
from bot.ui.common.options import PACE_CHOICES, is_table_moderator
from bot.ui.common.reach import play_anywhere
from bot.ui.encounter.options import season_choices
from bot.ui.game.activation import DYNAMIC_ITEMS as ACTIVATION
from bot.ui.game.activation import done_text
from bot.ui.game.agreements import finish_game
from bot.ui.game.board import finish_board, status_reply
from bot.ui.game.commands import close_lapsed_initiative, post_next_turn, scheme_choices
from bot.ui.game.log_reply import log_reply
from bot.ui.game.requests import DYNAMIC_ITEMS as AGREEMENTS
from bot.ui.game.requests import ask_to_end, ask_to_score, close_lapsed_request, show_preview
from bot.ui.game.score import send_score, send_skipped
from bot.ui.game.start import DYNAMIC_ITEMS as LEAGUE_START
from bot.ui.game.start import start_game
from bot.ui.game.view import DYNAMIC_ITEMS
from bot.ui.league.options import league_name_choices

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


SEASON_MAX = 100
SCHEME_MAX = 100
TURN_MAX = 99


@play_anywhere
class Game(
    FatebotCog,
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

    def _games(self) -> GamePlay:
        return self.bot.play.game

    async def _moderator(self, interaction: discord.Interaction[Any]) -> bool:
        return is_table_moderator(interaction, await self.bot.play.table_settings(table_of(interaction)))

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
        await post_next_turn(interaction, games, next_turn, is_moderator=is_moderator)

    # -- the activation, handed over by chat ------------------------------------------------

    @slash(T("cmd-game-done"))
    @app_commands.choices(how=choices("game-done-how", get_args(How)))
    @opening_cooldown
    async def done(
        self,
        interaction: discord.Interaction[Any],
        note: app_commands.Range[str, 1, NOTE_MAX] | None = None,
        how: app_commands.Choice[str] | None = None,
    ) -> None:
        """Hand the activation over, with an optional short public note."""
        chosen: How = "done" if how is None else how.value  # type: ignore[assignment]
        player = interaction.user.id
        view = await self.bot.play.game.activation_done(table_of(interaction), player, chosen, note=note)
        await send_public(interaction, done_text(await language_of(interaction), view, player, chosen, note))

    @slash(T("cmd-game-nudge"))
    @opening_cooldown
    async def nudge(self, interaction: discord.Interaction[Any]) -> None:
        """Remind the player whose activation it is (once per activation)."""
        player = await self.bot.play.notices.nudge(table_of(interaction), interaction.user.id)
        await send_private(
            interaction, tr(await language_of(interaction), "activation-nudged", who=f"<@{player}>")
        )

    # -- the board, the score, the log -------------------------------------------------------

    @slash(T("cmd-game-status"))
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        """The game as its board shows it, with a link to the pinned board where there is one."""
        await status_reply(interaction)

    @slash(T("cmd-game-score"), options="game", stems={"soulstones": "game-soulstones-change"})
    async def score(
        self,
        interaction: discord.Interaction[Any],
        player: discord.User | None = None,
        strategy: app_commands.Range[int, -MAX_POINTS_CHANGE, MAX_POINTS_CHANGE] = 0,
        scheme: app_commands.Range[str, 1, SCHEME_MAX] | None = None,
        scheme_vp: app_commands.Range[int, -MAX_POINTS_CHANGE, MAX_POINTS_CHANGE] = 0,
        soulstones: app_commands.Range[int, -MAX_SOULSTONES, MAX_SOULSTONES] = 0,
    ) -> None:
        if player is not None and player.bot:
            raise DomainError("error-player-is-bot", player=player.mention)
        settings = await self.bot.play.table_settings(table_of(interaction))
        try:
            scored = await self.bot.play.game.score_what_applies(
                table_of(interaction),
                interaction.user.id,
                player=player.id if player is not None else None,
                strategy=strategy,
                scheme=scheme,
                scheme_points=scheme_vp,
                soulstones=soulstones,
                is_moderator=is_table_moderator(interaction, settings),
            )
        except NeedsAgreement as ask:  # the opponent's score: they agree with a button
            kept = ask.scheme_index is not None  # the scheme part is asked only if it applies
            await ask_to_score(
                interaction,
                ask,
                strategy=strategy,
                scheme=scheme if kept else None,
                scheme_vp=scheme_vp if kept else 0,
                soulstones=soulstones,
            )
            if isinstance(ask, ScoreNeedsAgreement):
                await send_skipped(interaction, ask.skipped)
            return
        await send_score(interaction, scored)

    @score.autocomplete("scheme")
    async def _scheme_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await scheme_choices(self.bot.play.game, interaction, current)

    @slash(T("cmd-game-log"))
    async def log(
        self, interaction: discord.Interaction[Any], turn: app_commands.Range[int, 1, TURN_MAX] | None = None
    ) -> None:
        table_id = table_of(interaction)
        state, events = await self.bot.play.game.log(table_id)
        steps = await self.bot.play.notices.open_steps(table_id)
        lang = await reader_language_of(interaction)
        reply = log_reply(lang, state, events, interaction.user.id, turn, steps, interaction.guild_id)
        await send_private(interaction, reply, allowed_mentions=NO_PINGS)

    # -- undo, and how a game stops ----------------------------------------------------------

    @slash(T("cmd-game-undo"))
    async def undo(self, interaction: discord.Interaction[Any]) -> None:
        table_id = table_of(interaction)
        moderator = is_table_moderator(interaction, await self.bot.play.table_settings(table_id))
        preview = await self.bot.play.game.undo_preview(table_id, interaction.user.id, is_moderator=moderator)
        await show_preview(interaction, preview)

    @slash(T("cmd-game-set-aside"))
    async def set_aside(self, interaction: discord.Interaction[Any]) -> None:
        """A game the bot cannot read blocks /game: a moderator sets it aside (kept for the host)."""
        problem = await self._games().set_aside(
            table_of(interaction), interaction.user.id, is_moderator=await self._moderator(interaction)
        )
        lang = await language_of(interaction)
        await send_public(
            interaction, tr(lang, "game-set-aside", who=interaction.user.mention, problem=problem)
        )
        await finish_board(self.bot, table_of(interaction), None, lang)

    @slash(T("cmd-game-end"))
    async def end(self, interaction: discord.Interaction[Any], concede: bool = False) -> None:
        try:
            view = await self._games().end(
                table_of(interaction),
                interaction.user.id,
                is_moderator=await self._moderator(interaction),
                concede=concede,
            )
        except NeedsAgreement as ask:  # before its natural end: the opponent agrees with a button
            await ask_to_end(interaction, ask)
            return
        await finish_game(interaction, view)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Game(bot))
