"""/league: anyone looks at a league and checks it; players join, report and see standings.

A league is named by its name in its own server, or by its short code anywhere: another
server, a server without the bot, or the DM with the bot (user install). The organisers'
commands are a top-level group of their own, /league-admin (cogs/league_admin.py): Discord
applies a command's default permissions to a whole top-level command, so keeping them apart is
what lets Discord hide them from members without Manage Server while everybody sees these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.league.draws import NAME_MAX
from bot.rules.league.crews import CREW_TEXT_MAX, FACTION_MAX
from bot.rules.league.draws import ROUND_MAX, ROUND_MIN, SEED_BYTES
from bot.rules.league.names import plain
from bot.rules.league.standings import MAX_VP
from bot.ui.common.base import send_public
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import T
from bot.ui.common.reach import play_anywhere
from bot.ui.league.crews_render import declared_private_text, declared_text, faction_text
from bot.ui.league.game_result import LeagueResultButton
from bot.ui.league.options import guild_of, league_name_choices, own_language
from bot.ui.league.render import round_text, show_text, verify_text
from bot.ui.league.season_render import (
    joined_text,
    listing_text,
    pairing_checks_lines,
    record_text,
    reported_text,
    season_summary_lines,
    standings_text,
)
from bot.ui.league.tell import LeagueConfirmBefore41, LeagueConfirmButton

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

SEED_TEXT_MAX = 2 * SEED_BYTES + 16  # room for stray spaces; the parser says what is wrong
# Anyone may verify, and recomputing 999 rounds takes a fifth of a second of the event loop:
# a few checks a minute per member is plenty for a person and no lever for a flood.
VERIFY_RATE, VERIFY_PER_S = 5, 60.0


def _member_in_server(interaction: discord.Interaction[Any]) -> tuple[int | None, int]:
    return interaction.guild_id, interaction.user.id


@play_anywhere
class League(
    FatebotCog, commands.GroupCog, group_name=T("cmd-league"), group_description=T("cmd-league-desc")
):
    dynamic_items = (LeagueResultButton, LeagueConfirmButton, LeagueConfirmBefore41)

    @slash(T("cmd-league-show"), options="league", descriptions={"round": "league-show-round"})
    async def show(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX] | None = None,
    ) -> None:
        record = await self.bot.play.season.find(interaction.guild_id, name)
        info = await self.bot.play.league.show(record.guild_id, record.name)
        lang = await language_of(interaction)
        if round is None:
            view = await self.bot.play.season.show(record.guild_id, record.code)
            text = show_text(lang, info) + "\n" + "\n".join(season_summary_lines(lang, view))
            await send_public(interaction, text[:2000])
            return
        stored = next((r for r in info.rounds if r.round == round), None)
        if stored is None:
            raise DomainError("league-error-round-not-drawn", name=plain(info.name), round=round)
        await send_public(interaction, round_text(lang, info, stored, new=False))

    @slash(T("cmd-league-verify"), options="league")
    @app_commands.checks.cooldown(VERIFY_RATE, VERIFY_PER_S, key=_member_in_server)
    async def verify(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        seed: app_commands.Range[str, 1, SEED_TEXT_MAX] | None = None,
    ) -> None:
        record = await self.bot.play.season.find(interaction.guild_id, name)
        result = await self.bot.play.league.verify(record.guild_id, record.name, seed)
        lang = await language_of(interaction)
        text = verify_text(lang, result)
        if result.seed_given or result.league.record.revealed:
            season = await self.bot.play.season.show(record.guild_id, record.code)
            checks = await self.bot.play.season.check_pairings(season)
            if checks:
                text += "\n" + "\n".join(pairing_checks_lines(lang, checks))
        await send_public(interaction, text[:2000])

    @slash(T("cmd-league-join"), options="league")
    async def join(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        user = interaction.user
        lang = await language_of(interaction)
        season = self.bot.play.season
        view = await season.join(
            interaction.guild_id, name, user.id, user.display_name, own_language(interaction)
        )
        await send_public(interaction, joined_text(lang, view, user.id, joined=True))

    @slash(T("cmd-league-leave"), options="league")
    async def leave(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        view = await self.bot.play.season.leave(interaction.guild_id, name, interaction.user.id)
        lang = await language_of(interaction)
        await send_public(interaction, joined_text(lang, view, interaction.user.id, joined=False))

    @slash(T("cmd-league-standings"), options="league")
    async def standings(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        record = await self.bot.play.season.find(interaction.guild_id, name)
        view = await self.bot.play.season.show(record.guild_id, record.code)
        await send_public(interaction, standings_text(await language_of(interaction), view))

    @slash(T("cmd-league-report"), options="league")
    @opening_cooldown  # a report tells the opponent: the allowance of everything that opens something
    async def report(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX],
        my_vp: app_commands.Range[int, 0, MAX_VP],
        opponent_vp: app_commands.Range[int, 0, MAX_VP],
    ) -> None:
        user = interaction.user.id
        lang = await language_of(interaction)
        season = self.bot.play.season
        own = own_language(interaction)
        view = await season.report(interaction.guild_id, name, user, round, my_vp, opponent_vp, own)
        await send_public(interaction, reported_text(lang, view, round, user))

    @slash(T("cmd-league-declare"), options="league")
    async def declare(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX],
        crew: app_commands.Range[str, 1, CREW_TEXT_MAX],
    ) -> None:
        user = interaction.user.id
        lang = await language_of(interaction)
        own = own_language(interaction)
        view = await self.bot.play.season.declare(interaction.guild_id, name, user, round, crew, own)
        await send_public(interaction, declared_text(lang, view, round, user))
        await send_private(interaction, declared_private_text(lang, view, round, user))

    @slash(T("cmd-league-faction"), options="league")
    async def faction(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        faction: app_commands.Range[str, 1, FACTION_MAX],
    ) -> None:
        lang = await language_of(interaction)
        user = interaction.user.id
        own = own_language(interaction)
        view = await self.bot.play.season.set_faction(interaction.guild_id, name, user, faction, own)
        await send_public(interaction, faction_text(lang, view, user))

    @slash(T("cmd-league-record"), options="league")
    async def record(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        found = await self.bot.play.season.find(interaction.guild_id, name)
        view = await self.bot.play.season.show(found.guild_id, found.code)
        await send_public(interaction, record_text(await language_of(interaction), view))

    @slash(T("cmd-league-list"))
    async def all_leagues(self, interaction: discord.Interaction[Any]) -> None:
        records = await self.bot.play.season.listing(guild_of(interaction))
        server = interaction.guild.name if interaction.guild is not None else None
        await send_public(interaction, listing_text(await language_of(interaction), records, server))

    @show.autocomplete("name")
    @verify.autocomplete("name")
    @join.autocomplete("name")
    @leave.autocomplete("name")
    @standings.autocomplete("name")
    @report.autocomplete("name")
    @record.autocomplete("name")
    async def _name_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await league_name_choices(interaction, current)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(League(bot))
