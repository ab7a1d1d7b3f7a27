"""/league show|verify: anyone may look at a league and check its draws.

The organisers' commands (create, draw, export, reveal, custom seasons, the organiser role)
are a top-level group of their own, /league-admin (cogs/league_admin.py): Discord applies a
command's default permissions to a whole top-level command, so keeping them apart is what
lets Discord hide them from members without Manage Server while everybody still sees these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.league.draws import NAME_MAX, LeaguePlay
from bot.rules.league.draws import ROUND_MAX, ROUND_MIN, SEED_BYTES
from bot.ui.common.base import send_public
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.league.options import guild_of, league_name_choices
from bot.ui.league.render import round_text, show_text, verify_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

SEED_TEXT_MAX = 2 * SEED_BYTES + 16  # room for stray spaces; the parser says what is wrong
# Anyone may verify, and recomputing 999 rounds takes a fifth of a second of the event loop:
# a few checks a minute per member is plenty for a person and no lever for a flood.
VERIFY_RATE, VERIFY_PER_S = 5, 60.0


def _member_in_server(interaction: discord.Interaction[Any]) -> tuple[int | None, int]:
    return interaction.guild_id, interaction.user.id


@app_commands.guild_only()
class League(
    FatebotCog, commands.GroupCog, group_name=T("cmd-league"), group_description=T("cmd-league-desc")
):
    @slash(T("cmd-league-show"), options="league", descriptions={"round": "league-show-round"})
    async def show(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX] | None = None,
    ) -> None:
        info = await LeaguePlay(self.bot.play).show(guild_of(interaction), name)
        lang = await language_of(interaction)
        if round is None:
            await send_public(interaction, show_text(lang, info))
            return
        stored = next((r for r in info.rounds if r.round == round), None)
        if stored is None:
            raise DomainError("league-error-round-not-drawn", name=info.name, round=round)
        await send_public(interaction, round_text(lang, info, stored, new=False))

    @slash(T("cmd-league-verify"), options="league")
    @app_commands.checks.cooldown(VERIFY_RATE, VERIFY_PER_S, key=_member_in_server)
    async def verify(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        seed: app_commands.Range[str, 1, SEED_TEXT_MAX] | None = None,
    ) -> None:
        result = await LeaguePlay(self.bot.play).verify(guild_of(interaction), name, seed)
        await send_public(interaction, verify_text(await language_of(interaction), result))

    @show.autocomplete("name")
    @verify.autocomplete("name")
    async def _name_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await league_name_choices(interaction, current)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(League(bot))
