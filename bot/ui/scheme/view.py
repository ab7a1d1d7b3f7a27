"""The private menu of /scheme choose: the player's choice never leaves their ephemeral message.

``fb:sch:<player>:<count>``: the schemes offered are the menu's options; the choice is checked
again by the play layer (a stale menu cannot choose what is no longer offered). After the
choice the private message lists the player's schemes with their salts, and one public
follow-up posts the commitments. A scheme the season marks as asking to note something in
secret (a model, marker or terrain piece) opens a form first: the note is committed with it.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError
from bot.play.game.state import GameState
from bot.play.scheme import SchemeOffer, game_id
from bot.rules.scheme import CHOICE_MAX, unrevealed
from bot.ui.common.base import NO_PINGS, fatebot, guarded, only_for, send_public, table_of
from bot.ui.common.controls import CountedMenu, menu, text_options, view_of
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.scheme.render import chunks, committed_text, end_text, private_text

LABEL_MAX = 45  # Discord's limit for a form field's label


class SchemeChooseSelect(
    CountedMenu,
    template=r"fb:sch:(?P<player>[0-9]{1,20}):(?P<count>[0-9])",
):
    prefix = "sch"

    @guarded("menu scheme-choose")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = list(self.item.values)
        if len(values) != self.count:
            raise DomainError("scheme-error-menu-stale")
        play = fatebot(interaction).play.scheme
        table_id = table_of(interaction)
        offer = await play.offer(table_id, interaction.guild_id, self.player)
        asked = [name for name in offer.secret_choices if name in values]
        lang = await language_of(interaction)
        if asked:
            await interaction.response.send_modal(SchemeChoiceModal(lang, self.player, values, asked))
            return
        view = await play.choose(table_id, interaction.guild_id, self.player, values)
        await interaction.response.edit_message(content=private_text(lang, view), view=None)
        await interaction.followup.send(committed_text(lang, view), allowed_mentions=NO_PINGS)


class SchemeChoiceModal(discord.ui.Modal):
    """What each chosen scheme asks to note in secret; committed with the schemes on submit."""

    def __init__(self, lang: str, player: int, chosen: list[str], asked: list[str]) -> None:
        super().__init__(title=tr(lang, "scheme-choice-title"), timeout=15 * 60)
        self.player = player
        self.chosen = chosen
        self.inputs: list[tuple[str, discord.ui.TextInput[SchemeChoiceModal]]] = []
        for index, name in enumerate(asked):
            field: discord.ui.TextInput[SchemeChoiceModal] = discord.ui.TextInput(
                label=name[:LABEL_MAX],
                placeholder=tr(lang, "scheme-choice-placeholder"),
                custom_id=f"choice{index}",
                max_length=CHOICE_MAX,
            )
            self.inputs.append((name, field))
            self.add_item(field)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await only_for(interaction, self.player)

    @guarded("form scheme-choice")
    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        play = fatebot(interaction).play.scheme
        choices = {name: field.value for name, field in self.inputs}
        view = await play.choose(
            table_of(interaction), interaction.guild_id, self.player, self.chosen, choices
        )
        lang = await language_of(interaction)
        await interaction.response.edit_message(content=private_text(lang, view), view=None)
        await interaction.followup.send(committed_text(lang, view), allowed_mentions=NO_PINGS)


def choose_view(lang: str, player: int, offer: SchemeOffer) -> discord.ui.View:
    placeholder = tr(lang, "scheme-placeholder", count=offer.count)
    options = text_options(offer.options)
    select = menu(f"fb:sch:{player}:{offer.count}", placeholder, options, picks=offer.count)
    return view_of(SchemeChooseSelect(player, offer.count, select))


async def reveal_secrets(
    interaction: discord.Interaction[Any],
    lang: str,
    table_id: int,
    state: GameState,
    *,
    only: int | None = None,
) -> None:
    """The end of a game: post every scheme still secret, with its salt (nothing if none).

    ``only``: a player who conceded reveals their own schemes; the opponent's stay secret.
    """
    secrets = unrevealed(state.secret_schemes)
    if only is not None:
        secrets = tuple(s for s in secrets if s.player == only)
    text = end_text(lang, table_id, game_id(state), secrets)
    for part in chunks(text or ""):
        await send_public(interaction, part)


DYNAMIC_ITEMS = (SchemeChooseSelect,)
