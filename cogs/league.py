"""/league create|draw|show|export|reveal|verify and custom seasons: organisers only.

Organisers are members with Manage Server, or the table's moderator role (/table
moderator_role). Anyone else gets a private refusal and nothing changes.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.encounter import MAX_UPLOAD_BYTES, Seasons, clean_season_source
from bot.play.league import NAME_MAX, LeaguePlay, SeedSource, default_seed_source
from bot.rules.league import ROUND_MAX, ROUND_MIN, SEED_BYTES
from bot.ui.base import send_public, table_of
from bot.ui.errors import language_of, send_private
from bot.ui.i18n import T
from bot.ui.league_render import (
    created_text,
    draw_text,
    export_filename,
    export_text,
    reveal_text,
    round_text,
    season_removed_text,
    season_saved_text,
    show_text,
    verify_text,
)
from bot.ui.league_view import SeasonModal, is_organiser
from cogs.encounter import season_choices

if TYPE_CHECKING:
    from bot.app import Fatebot

MAX_CHOICES = 25
SEASON_MAX = 100
SEED_TEXT_MAX = 2 * SEED_BYTES + 16  # room for stray spaces; the parser says what is wrong


@app_commands.guild_only()
class League(commands.GroupCog, group_name=T("cmd-league"), group_description=T("cmd-league-desc")):
    def __init__(self, bot: Fatebot) -> None:
        self.bot = bot
        self.seed_source: SeedSource = default_seed_source  # tests inject a fixed seed
        super().__init__()

    # -- helpers -----------------------------------------------------------------------------

    def _leagues(self) -> LeaguePlay:
        return LeaguePlay(self.bot.play, seed_source=self.seed_source)

    async def _organiser(self, interaction: discord.Interaction[Any]) -> bool:
        """True for an organiser; anyone else is refused (privately) before anything happens."""
        settings = await self.bot.play.table_settings(table_of(interaction))
        if not is_organiser(interaction, settings):
            raise DomainError("league-error-not-organiser")
        return True

    @staticmethod
    def _guild(interaction: discord.Interaction[Any]) -> int:
        if interaction.guild_id is None:
            raise DomainError("error-guild-only")
        return interaction.guild_id

    async def _league_names(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        typed = current.strip().casefold()
        names = await self._leagues().names(interaction.guild_id)
        return [app_commands.Choice(name=n, value=n) for n in names if typed in n.casefold()][:MAX_CHOICES]

    async def _season_names(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await season_choices(self.bot, interaction, current, None)

    # -- leagues -----------------------------------------------------------------------------

    @app_commands.command(name=T("cmd-league-create"), description=T("cmd-league-create-desc"))
    @app_commands.rename(name=T("opt-league-name"), season=T("opt-league-season"))
    @app_commands.describe(name=T("opt-league-name-desc"), season=T("opt-league-season-desc"))
    async def create(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        season: app_commands.Range[str, 1, SEASON_MAX],
    ) -> None:
        organiser = await self._organiser(interaction)
        info = await self._leagues().create(
            self._guild(interaction), interaction.user.id, name, season, is_organiser=organiser
        )
        await send_public(interaction, created_text(await language_of(interaction), info))

    @create.autocomplete("season")
    async def _create_season(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._season_names(interaction, current)

    @app_commands.command(name=T("cmd-league-draw"), description=T("cmd-league-draw-desc"))
    @app_commands.rename(name=T("opt-league-name"), round=T("opt-league-round"))
    @app_commands.describe(name=T("opt-league-name-desc"), round=T("opt-league-round-desc"))
    async def draw(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX],
    ) -> None:
        organiser = await self._organiser(interaction)
        result = await self._leagues().draw(
            self._guild(interaction), interaction.user.id, name, round, is_organiser=organiser
        )
        await send_public(interaction, draw_text(await language_of(interaction), result))

    @app_commands.command(name=T("cmd-league-show"), description=T("cmd-league-show-desc"))
    @app_commands.rename(name=T("opt-league-name"), round=T("opt-league-round"))
    @app_commands.describe(name=T("opt-league-name-desc"), round=T("opt-league-show-round-desc"))
    async def show(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX] | None = None,
    ) -> None:
        organiser = await self._organiser(interaction)
        info = await self._leagues().show(self._guild(interaction), name, is_organiser=organiser)
        lang = await language_of(interaction)
        if round is None:
            await send_public(interaction, show_text(lang, info))
            return
        stored = next((r for r in info.rounds if r.round == round), None)
        if stored is None:
            raise DomainError("league-error-round-not-drawn", name=info.name, round=round)
        await send_public(interaction, round_text(lang, info, stored, new=False))

    @app_commands.command(name=T("cmd-league-export"), description=T("cmd-league-export-desc"))
    @app_commands.rename(name=T("opt-league-name"))
    @app_commands.describe(name=T("opt-league-name-desc"))
    async def export(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        organiser = await self._organiser(interaction)
        info, text = await self._leagues().export(self._guild(interaction), name, is_organiser=organiser)
        lang = await language_of(interaction)
        attachment = discord.File(io.BytesIO(text.encode("utf-8")), filename=export_filename(info))
        await interaction.response.send_message(
            export_text(lang, info), file=attachment, allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name=T("cmd-league-reveal"), description=T("cmd-league-reveal-desc"))
    @app_commands.rename(name=T("opt-league-name"))
    @app_commands.describe(name=T("opt-league-name-desc"))
    async def reveal(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        organiser = await self._organiser(interaction)
        info = await self._leagues().reveal(self._guild(interaction), name, is_organiser=organiser)
        await send_public(interaction, reveal_text(await language_of(interaction), info))

    @app_commands.command(name=T("cmd-league-verify"), description=T("cmd-league-verify-desc"))
    @app_commands.rename(name=T("opt-league-name"), seed=T("opt-league-seed"))
    @app_commands.describe(name=T("opt-league-name-desc"), seed=T("opt-league-seed-desc"))
    async def verify(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        seed: app_commands.Range[str, 1, SEED_TEXT_MAX] | None = None,
    ) -> None:
        organiser = await self._organiser(interaction)
        result = await self._leagues().verify(self._guild(interaction), name, seed, is_organiser=organiser)
        await send_public(interaction, verify_text(await language_of(interaction), result))

    @draw.autocomplete("name")
    @show.autocomplete("name")
    @export.autocomplete("name")
    @reveal.autocomplete("name")
    @verify.autocomplete("name")
    async def _name_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._league_names(interaction, current)

    # -- custom seasons ----------------------------------------------------------------------

    @app_commands.command(name=T("cmd-league-season"), description=T("cmd-league-season-desc"))
    @app_commands.rename(file=T("opt-league-season-file"))
    @app_commands.describe(file=T("opt-league-season-file-desc"))
    async def season(
        self, interaction: discord.Interaction[Any], file: discord.Attachment | None = None
    ) -> None:
        await self._organiser(interaction)
        lang = await language_of(interaction)
        if file is None:
            await interaction.response.send_modal(SeasonModal(lang, self._save_season))
            return
        if file.size > MAX_UPLOAD_BYTES:  # refuse before downloading it
            raise DomainError("season-error-file-too-large", size=file.size, max=MAX_UPLOAD_BYTES)
        await interaction.response.defer(ephemeral=True, thinking=True)
        raw = await file.read()
        await self._save_season(interaction, clean_season_source(raw))

    async def _save_season(self, interaction: discord.Interaction[Any], text: str) -> None:
        organiser = await self._organiser(interaction)
        saved = await Seasons(self.bot.play).save_custom(
            self._guild(interaction), interaction.user.id, text, is_organiser=organiser
        )
        await send_private(interaction, season_saved_text(await language_of(interaction), saved))

    @app_commands.command(name=T("cmd-league-season_remove"), description=T("cmd-league-season_remove-desc"))
    @app_commands.rename(season=T("opt-league-season"))
    @app_commands.describe(season=T("opt-league-season_remove-season-desc"))
    async def season_remove(
        self, interaction: discord.Interaction[Any], season: app_commands.Range[str, 1, SEASON_MAX]
    ) -> None:
        organiser = await self._organiser(interaction)
        removed = await Seasons(self.bot.play).remove_custom(
            self._guild(interaction), season, is_organiser=organiser
        )
        await send_private(interaction, season_removed_text(await language_of(interaction), removed))

    @season_remove.autocomplete("season")
    async def _remove_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        typed = current.strip().casefold()
        custom = await Seasons(self.bot.play).custom(interaction.guild_id)
        return [
            app_commands.Choice(name=f"{s.name} ({s.season_id})"[:100], value=s.season_id)
            for s in custom
            if typed in f"{s.name} {s.season_id}".casefold()
        ][:MAX_CHOICES]


async def setup(bot: Fatebot) -> None:
    await bot.add_cog(League(bot))
