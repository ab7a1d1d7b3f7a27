"""/deck status, /deck shuffle, /deck reset [player]: the Fate Decks at this table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from bot.errors import DomainError
from bot.ui.common.base import send_public, table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.common.options import is_table_moderator
from bot.ui.common.reach import play_anywhere
from bot.ui.deck import deck_status_text, reset_text, shuffle_text
from bot.ui.hand.dm import refresh_hand_dm

if TYPE_CHECKING:
    from bot.play import ResetResult
    from bot.ui.common.bot_base import FatebotBase


@play_anywhere
class Deck(FatebotCog, commands.GroupCog, group_name=T("cmd-deck"), group_description=T("cmd-deck-desc")):
    @slash(T("cmd-deck-status"))
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        status = await self.bot.play.deck.deck_status(table_of(interaction))
        await send_public(interaction, deck_status_text(await language_of(interaction), status))

    @slash(T("cmd-deck-shuffle"))
    async def shuffle(self, interaction: discord.Interaction[Any]) -> None:
        result = await self.bot.play.deck.deck_shuffle(table_of(interaction), interaction.user.id)
        await send_public(
            interaction, shuffle_text(await language_of(interaction), interaction.user.id, result)
        )

    @slash(T("cmd-deck-reset"))
    async def reset(self, interaction: discord.Interaction[Any], player: discord.User | None = None) -> None:
        table_id = table_of(interaction)
        if player is not None and player.bot:
            raise DomainError("error-player-is-bot", player=player.mention)
        if player is not None and interaction.guild_id is not None and not isinstance(player, discord.Member):
            raise DomainError("error-option-not-member", user=player.mention)
        settings = await self.bot.play.table_settings(table_id)
        moderator = is_table_moderator(interaction, settings)
        me = interaction.user.id
        if settings.deck_mode == "shared" and player is None and moderator:
            result = await self.bot.play.deck.shared_deck_reset(table_id, me, is_moderator=True)
        else:
            target = None if player is None or player.id == me else player.id
            result = await self.bot.play.deck.deck_reset(table_id, me, target, is_moderator=moderator)
        lang = await language_of(interaction)
        await send_public(interaction, reset_text(lang, result))
        await self._after_reset(interaction, result, player)

    async def _after_reset(
        self, interaction: discord.Interaction[Any], result: ResetResult, player: discord.User | None
    ) -> None:
        """Close the choices that lapsed and empty the hand DMs of the players whose hands went back.

        Only the player who ran the command may get a new DM; everyone else's existing DM is
        edited in place.
        """
        await self.bot.on_lapsed(list(result.lapsed))
        me = interaction.user
        guild_name = interaction.guild.name if interaction.guild is not None else None
        for player_id in result.returned_players:
            user: discord.abc.User | None
            if player_id == me.id:
                user, lang = me, await language_of(interaction)
            else:
                known = player if player is not None and player.id == player_id else None
                user = known or self.bot.get_user(player_id) or await self._fetch_user(player_id)
                lang = await self.bot.table_language(result.table_id)
            if user is None:
                continue
            await refresh_hand_dm(
                self.bot.play,
                user,
                table_id=result.table_id,
                guild_name=guild_name,
                hand=(),
                lang=lang,
                send_new=user.id == me.id,
            )

    async def _fetch_user(self, user_id: int) -> discord.User | None:
        try:
            return await self.bot.fetch_user(user_id)
        except discord.HTTPException:
            return None


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Deck(bot))
