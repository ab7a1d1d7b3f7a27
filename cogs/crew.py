"""/crew: a player's crews from pasted lists, and the model cards a server shares (docs/crews.md).

Every reply is private but for /crew choose (a commitment, then both crews revealed together): a
crew is its owner's alone until a game reveals it, and a card is shown
to whoever asks, as text to copy and share.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.crew import CREWS_MAX, UPLOAD_MAX, CrewPlay, upload_text
from bot.rules.crew.cards import NAME_MAX, ModelCard
from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of, reader_language_of
from bot.ui.common.i18n import T
from bot.ui.crew.forms import CardBlockModal, CardFormModal, CrewListModal
from bot.ui.crew.game_render import committed_text, private_text, revealed_text
from bot.ui.crew.render import (
    card_text,
    crew_text,
    deleted_text,
    imported_text,
    layout,
    list_text,
    saved_text,
)
from bot.ui.crew.source_render import source_card_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

CHOICES_MAX = 25
SHARE_INPUT_MAX = 200  # a share code, or the share link that ends with it


def scope_of(interaction: discord.Interaction[Any]) -> int:
    """Where cards are shared: the server (a crew is its owner's everywhere)."""
    if interaction.guild_id is None:
        raise DomainError("crew-error-server-only")
    return interaction.guild_id


async def send_layout(interaction: discord.Interaction[Any], text: str) -> None:
    """A private Components V2 reply (or follow-up, once the interaction was deferred)."""
    view = layout(text)
    if interaction.response.is_done():
        await interaction.followup.send(view=view, ephemeral=True)
    else:
        await interaction.response.send_message(view=view, ephemeral=True)


async def read_upload(interaction: discord.Interaction[Any], file: discord.Attachment) -> str:
    if file.size > UPLOAD_MAX:  # refused before it is downloaded
        raise DomainError("crew-error-file-too-large", size=file.size, max=UPLOAD_MAX)
    await interaction.response.defer(ephemeral=True, thinking=True)
    return upload_text(await file.read())


def _choices(names: list[str], current: str) -> list[app_commands.Choice[str]]:
    typed = current.strip().casefold()
    found = [n for n in names if typed in n.casefold()]
    return [app_commands.Choice(name=n[:100], value=n[:100]) for n in found][:CHOICES_MAX]


class Crew(FatebotCog, commands.GroupCog, group_name=T("cmd-crew"), group_description=T("cmd-crew-desc")):
    card = app_commands.Group(name=T("cmd-crew-card"), description=T("cmd-crew-card-desc"))

    def _crews(self) -> CrewPlay:
        return self.bot.play.crew

    # -- crews ------------------------------------------------------------------------------

    @slash(T("cmd-crew-import"))
    async def import_(
        self,
        interaction: discord.Interaction[Any],
        file: discord.Attachment | None = None,
        code: app_commands.Range[str, 1, SHARE_INPUT_MAX] | None = None,
    ) -> None:
        if code is not None:  # a biggerhat share code (the optional source)
            await self._import_share(interaction, code)
            return
        if file is None:
            await interaction.response.send_modal(CrewListModal(await language_of(interaction), self._import))
            return
        await self._import(interaction, await read_upload(interaction, file))

    async def _import_share(self, interaction: discord.Interaction[Any], code: str) -> None:
        if self._crews().source is not None:
            await interaction.response.defer(ephemeral=True, thinking=True)  # biggerhat answers first
        imported = await self._crews().import_share(interaction.user.id, scope_of(interaction), code)
        await send_layout(interaction, imported_text(await language_of(interaction), imported))

    async def _import(self, interaction: discord.Interaction[Any], text: str) -> None:
        imported = await self._crews().import_crew(interaction.user.id, scope_of(interaction), text)
        await send_layout(interaction, imported_text(await language_of(interaction), imported))

    @slash(T("cmd-crew-list"))
    async def list_(self, interaction: discord.Interaction[Any]) -> None:
        crews = await self._crews().crews(interaction.user.id)
        await send_layout(interaction, list_text(await language_of(interaction), crews))

    @slash(T("cmd-crew-show"), options="crew")
    async def show(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        if self._crews().source is not None:
            await interaction.response.defer(ephemeral=True, thinking=True)  # biggerhat answers first
        shown = await self._crews().show(interaction.user.id, scope_of(interaction), name)
        await send_layout(interaction, crew_text(await language_of(interaction), shown))

    @slash(T("cmd-crew-delete"), options="crew")
    async def delete(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        removed = await self._crews().delete(interaction.user.id, name)
        await send_layout(interaction, deleted_text(await language_of(interaction), removed))

    @slash(T("cmd-crew-choose"), options="crew")
    async def choose(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        """Commit one's crew for the table's game, blind: the channel sees the commitment, the
        chooser their crew; the second choice reveals both."""
        choice = await self.bot.play.game_crews.choose(
            table_of(interaction), scope_of(interaction), interaction.user.id, name
        )
        await send_layout(interaction, private_text(await reader_language_of(interaction), choice))
        lang = await language_of(interaction)
        await send_public(interaction, view=layout(committed_text(lang, choice), public=True))
        for chosen in choice.crews:
            await send_public(interaction, view=layout(revealed_text(lang, chosen), public=True))

    @show.autocomplete("name")
    @delete.autocomplete("name")
    @choose.autocomplete("name")
    async def _own_crews(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        # Shown only to the user typing: their own crews.
        crews = await self._crews().crews(interaction.user.id)
        return _choices([c.name for c in crews][:CREWS_MAX], current)

    # -- cards ------------------------------------------------------------------------------

    @card.command(name=T("cmd-crew-card-set"), description=T("cmd-crew-card-set-desc"))
    @app_commands.rename(paste=T("opt-crew-card-paste"), file=T("opt-crew-card-file"))
    @app_commands.describe(paste=T("opt-crew-card-paste-desc"), file=T("opt-crew-card-file-desc"))
    async def card_set(
        self,
        interaction: discord.Interaction[Any],
        paste: bool = False,
        file: discord.Attachment | None = None,
    ) -> None:
        scope_of(interaction)  # refused outside a server before a form opens
        if file is not None:
            await self._save_block(interaction, await read_upload(interaction, file))
            return
        lang = await language_of(interaction)
        if paste:
            await interaction.response.send_modal(CardBlockModal(lang, self._save_block))
        else:
            await interaction.response.send_modal(CardFormModal(lang, self._save_form))

    async def _save_block(self, interaction: discord.Interaction[Any], text: str) -> None:
        saved = await self._crews().set_cards(scope_of(interaction), interaction.user.id, text)
        await send_layout(interaction, saved_text(await language_of(interaction), saved))

    async def _save_form(self, interaction: discord.Interaction[Any], text: str) -> None:
        saved = await self._crews().set_cards(scope_of(interaction), interaction.user.id, text, one=True)
        await send_layout(interaction, saved_text(await language_of(interaction), saved))

    @card.command(name=T("cmd-crew-card-show"), description=T("cmd-crew-card-show-desc"))
    @app_commands.rename(model=T("opt-crew-card-model"))
    @app_commands.describe(model=T("opt-crew-card-model-desc"))
    async def card_show(
        self, interaction: discord.Interaction[Any], model: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        scope = scope_of(interaction)
        if self._crews().source is not None:
            await interaction.response.defer(ephemeral=True, thinking=True)  # biggerhat answers first
        card = await self._crews().card_or_source(scope, model)
        lang = await language_of(interaction)
        text = card_text(lang, card) if isinstance(card, ModelCard) else source_card_text(lang, card)
        await send_layout(interaction, text)

    @card_show.autocomplete("model")
    async def _server_cards(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None:
            return []
        names = await self._crews().card_names(interaction.guild_id, 500)
        return _choices(names, current)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Crew(bot))
