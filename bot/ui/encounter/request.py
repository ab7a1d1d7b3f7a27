"""``/encounter opponent:``: the opponent flips from their own deck only when they press the button.

The button carries the request: ``fb:er:<requester>:<opponent>:<edition or ->:<season id or ->``.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.play.encounter import EncounterPlay
from bot.ui.common.base import NO_PINGS, fatebot, guarded, table_of
from bot.ui.common.controls import IdButton
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of
from bot.ui.common.flip_requests import FlipRequestButton, post_request, request_button
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import card_layout
from bot.ui.encounter.render import encounter_accent, encounter_text
from bot.ui.encounter.view import strategy_view

NONE = "-"


def _optional(text: str) -> str | None:
    return None if text == NONE else text


class EncounterRequest(
    FlipRequestButton,
    IdButton,
    template=(
        r"fb:er:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20}):"
        r"(?P<edition>m[0-9]e|-):(?P<season>[a-z0-9-]{1,40})"
    ),
    parts={"edition": _optional, "season": _optional},
):
    def __init__(
        self, requester: int, opponent: int, edition: str | None, season: str | None, *, lang: str = "en"
    ) -> None:
        custom_id = f"fb:er:{requester}:{opponent}:{edition or NONE}:{season or NONE}"
        super().__init__(request_button(custom_id, lang))
        self.requester = requester
        self.player = opponent
        self.edition = edition
        self.season = season

    @guarded("button encounter-request")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        async with undone_unless_delivered(interaction):
            result = await EncounterPlay(fatebot(interaction).play).encounter(
                table_of(interaction),
                interaction.guild_id,
                self.requester,
                opponent=self.player,
                edition_override=self.edition,
                season_id=self.season,
            )
            lang = await language_of(interaction)
            controls = strategy_view(lang, result.chooser, result.encounter.strategy_choices)
            layout = card_layout(
                encounter_text(lang, result), accent=encounter_accent(result.encounter), controls=controls
            )
            await interaction.response.edit_message(view=layout, allowed_mentions=NO_PINGS)


async def ask_encounter(
    interaction: discord.Interaction[Any], opponent: int, edition: str | None, season: str | None
) -> None:
    lang = await language_of(interaction)
    me = interaction.user.id
    text = tr(lang, "encounter-ask", by=f"<@{me}>", opponent=f"<@{opponent}>")
    await post_request(
        interaction, text, EncounterRequest(me, opponent, edition, season, lang=lang), opponent
    )


DYNAMIC_ITEMS = (EncounterRequest,)
