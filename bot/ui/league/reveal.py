"""``/league-admin reveal`` asks first: a revealed seed predicts every round not yet drawn.

The organiser gets a private explanation and a button (``fb:lrev:<organiser>:<league>``, for
that organiser only); the seed is published only when it is pressed, and after that no round
of the league is drawn (a new league continues the season).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.play.league.draws import LeaguePlay
from bot.rules.league.names import plain
from bot.ui.common.base import fatebot, guarded, send_public
from bot.ui.common.controls import IdButton, PlayerOnly, view_of
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.league.options import guild_of, require_organiser
from bot.ui.league.render import reveal_text


class RevealSeedButton(
    PlayerOnly,
    IdButton,
    template=r"fb:lrev:(?P<organiser>[0-9]{1,20}):(?P<name>.+)",
    parts={"name": str},
):
    def __init__(self, organiser: int, name: str, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.danger, custom_id=f"fb:lrev:{organiser}:{name}"
            )
        )
        self.player = organiser
        self.name = name

    @guarded("button league-reveal")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        leagues = fatebot(interaction).play.league
        organiser = await require_organiser(interaction, leagues)
        info = await leagues.reveal(guild_of(interaction), self.name, is_organiser=organiser)
        lang = await language_of(interaction)
        await interaction.response.edit_message(
            content=tr(lang, "league-reveal-done", name=plain(info.name)), view=None
        )
        await send_public(interaction, reveal_text(lang, info))


async def ask_to_reveal(interaction: discord.Interaction[Any], leagues: LeaguePlay, name: str) -> None:
    """The organiser's private confirmation; a league already revealed is shown at once."""
    lang = await language_of(interaction)
    info = await leagues.show(guild_of(interaction), name)
    if info.record.revealed:
        await send_public(interaction, reveal_text(lang, info))
        return
    button = RevealSeedButton(interaction.user.id, info.name, label=tr(lang, "league-reveal-button"))
    await interaction.response.send_message(
        tr(lang, "league-reveal-confirm", name=plain(info.name), count=len(info.rounds)),
        view=view_of(button),
        ephemeral=True,
    )


DYNAMIC_ITEMS = (RevealSeedButton,)
