"""The private menu of /scheme choose: the player's choice never leaves their ephemeral message.

``fb:sch:<player>:<count>``: the schemes offered are the menu's options; the choice is checked
again by the play layer (a stale menu cannot choose what is no longer offered). After the
choice the private message lists the player's schemes with their salts, and one public
follow-up posts the commitments.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.errors import DomainError
from bot.play.game import GameState
from bot.play.schemes import SchemeOffer, SchemePlay, game_id
from bot.rules.schemes import unrevealed
from bot.ui.base import (
    NO_PINGS,
    PlayerOnly,
    fatebot,
    guarded,
    placeholder_select,
    select_of,
    send_public,
    table_of,
)
from bot.ui.errors import language_of
from bot.ui.i18n import tr
from bot.ui.scheme_render import chunks, committed_text, end_text, private_text

MAX_OPTIONS = 25


class SchemeChooseSelect(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fb:sch:(?P<player>[0-9]{1,20}):(?P<count>[0-9])",
):
    def __init__(self, player: int, count: int, select: discord.ui.Select[Any] | None = None) -> None:
        if select is None:
            select = placeholder_select(f"fb:sch:{player}:{count}")
        super().__init__(select)
        self.player = player
        self.count = count

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SchemeChooseSelect:
        return cls(int(match["player"]), int(match["count"]), select_of(item))

    @guarded("menu scheme-choose")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = list(self.item.values)
        if len(values) != self.count:
            raise DomainError("scheme-error-menu-stale")
        play = SchemePlay(fatebot(interaction).play)
        view = await play.choose(table_of(interaction), interaction.guild_id, self.player, values)
        lang = await language_of(interaction)
        await interaction.response.edit_message(content=private_text(lang, view), view=None)
        await interaction.followup.send(committed_text(lang, view), allowed_mentions=NO_PINGS)


def choose_view(lang: str, player: int, offer: SchemeOffer) -> discord.ui.View:
    names = offer.options[:MAX_OPTIONS]
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=f"fb:sch:{player}:{offer.count}",
        placeholder=tr(lang, "scheme-placeholder", count=offer.count),
        min_values=offer.count,
        max_values=offer.count,
        options=[discord.SelectOption(label=n[:100], value=n[:100]) for n in names],
    )
    view = discord.ui.View(timeout=None)
    view.add_item(SchemeChooseSelect(player, offer.count, select))
    return view


async def reveal_secrets(
    interaction: discord.Interaction[Any], lang: str, table_id: int, state: GameState
) -> None:
    """The end of a game: post every scheme still secret, with its salt (nothing if none)."""
    text = end_text(lang, table_id, game_id(state), unrevealed(state.secret_schemes))
    for part in chunks(text or ""):
        await send_public(interaction, part)


DYNAMIC_ITEMS = (SchemeChooseSelect,)
