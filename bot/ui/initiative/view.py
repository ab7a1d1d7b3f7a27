"""The controls of an /initiative message: soulstone reflips, cheats and the first-player choice.

Registered DynamicItems whose custom ids name the initiative and the awaited player, so an open
initiative keeps working after a restart:

- ``fb:ini:<initiative>:<player>:<action>[:<first>]``: reflip, keep (M2E soulstone step),
  cheat (opens the private menu), decline (M3E), first (choose who goes first).
- ``fb:inc:<initiative>:<player>:<message>``: the private cheat menu of the player's own hand.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import DomainError
from bot.play.common.results import Lapsed
from bot.play.initiative import InitiativePlay, InitiativeView
from bot.rules.common.cards import Card
from bot.ui.common.base import fatebot, guarded, send_public
from bot.ui.common.card_menus import card_select, picked_card
from bot.ui.common.cards import sorted_for_hand
from bot.ui.common.controls import PrivateStepMenu, controls_view, view_of
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.lapse_render import lapse_lines
from bot.ui.common.reply_layout import card_layout
from bot.ui.common.step_message import Exchange, answer_step, lapsing, mark_message_lapsed, show_outcome
from bot.ui.hand.view import own_hand_note
from bot.ui.initiative.buttons import StepButton
from bot.ui.initiative.render import initiative_accent, initiative_text
from bot.ui.odds.cheat_lines import initiative_descriptions

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


def initiatives(interaction: discord.Interaction[Any]) -> InitiativePlay:
    return fatebot(interaction).play.initiative


def initiative_layout(lang: str, view: InitiativeView) -> discord.ui.LayoutView:
    """The initiative's public card: its text, coloured by the winner's card, with the controls."""
    return card_layout(
        initiative_text(lang, view), accent=initiative_accent(view), controls=initiative_controls(lang, view)
    )


def initiative_controls(lang: str, view: InitiativeView) -> discord.ui.View | None:
    state = view.state
    awaiting = state.awaiting_player
    if view.is_over or awaiting is None:
        return None
    other = next(p for p in state.players if p != awaiting)
    return controls_view(InitiativeButton.for_phase(lang, view.initiative_id, state.phase, awaiting, other))


async def post_initiative(interaction: discord.Interaction[Any], view: InitiativeView) -> None:
    lang = await language_of(interaction)
    message = await send_public(interaction, view=initiative_layout(lang, view))
    if message is not None and not view.is_over:
        await fatebot(interaction).play.set_pending_message(
            view.initiative_id, message.channel.id, message.id
        )


mark_initiative_lapsed = functools.partial(
    mark_message_lapsed, lapsed_key="initiative-lapsed", what="initiative"
)


async def show_lapsed_initiative(bot: FatebotBase, item: Lapsed) -> None:
    """An /initiative that lapsed: its message shows it settled by the rules' defaults (a new
    message where it cannot be edited); a cancelled one is marked lapsed."""
    if item.initiative is None:
        await mark_initiative_lapsed(bot, item.channel_id, item.message_id, table_id=item.table_id)
        return
    lang = await bot.table_language(item.table_id)
    view = InitiativeView(
        item.pending_id, item.table_id, item.initiative, None, item.channel_id, item.message_id
    )
    text = "\n".join([initiative_text(lang, view), "", *lapse_lines(lang, item.defaults)])
    layout = card_layout(text, accent=initiative_accent(view))
    what = f"initiative {item.pending_id}"
    await show_outcome(bot, item.channel_id, item.message_id, item.table_id, layout, what=what)


# An initiative's step, answered on its public message (``answer_step``).
INITIATIVE = Exchange[InitiativeView](
    "initiative",
    lambda view: view.initiative_id,
    ("initiative-error-expired", "initiative-error-unknown"),
    mark_initiative_lapsed,
    initiative_layout,
)


async def _stepped(
    interaction: discord.Interaction[Any], message_id: int | None, call: Awaitable[InitiativeView]
) -> InitiativeView:
    """Run a step that answers privately (the cheat menu to offer)."""
    return await lapsing(interaction, message_id, call, INITIATIVE.lapsed_keys, mark_initiative_lapsed)


async def _own_hand(interaction: discord.Interaction[Any], lang: str, view: InitiativeView) -> str | None:
    """A cheat took a card from the presser's hand: their hand DM shows it."""
    if view.hand is None:
        return None
    return await own_hand_note(interaction, lang, hand=view.hand)


class InitiativeButton(
    StepButton,
    template=(
        r"fb:ini:(?P<iid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):"
        r"(?P<action>reflip|keep|cheat|decline|first)(?::(?P<arg>[0-9]{1,20}))?"
    ),
):
    prefix = "ini"
    label_keys = MappingProxyType(
        {
            "reflip": "initiative-button-reflip",
            "keep": "initiative-button-keep",
            "cheat": "duel-button-cheat",
            "decline": "duel-button-keep",
            "me": "initiative-button-me",
            "other": "initiative-button-other",
        }
    )

    @guarded("button initiative")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = initiatives(interaction)
        message_id = interaction.message.id if interaction.message is not None else None
        if self.action == "cheat":
            await self._offer_cheat(interaction, play, message_id)
            return
        if self.action in ("reflip", "keep"):
            call = play.soulstone(self.record, self.player, reflip=self.action == "reflip")
        elif self.action == "decline":
            call = play.decline(self.record, self.player)
        else:
            if self.arg is None:
                raise DomainError("initiative-error-unknown")
            call = play.choose(self.record, self.player, self.arg)
        await answer_step(interaction, INITIATIVE, call, message_id=message_id)

    async def _offer_cheat(
        self, interaction: discord.Interaction[Any], play: InitiativePlay, message_id: int | None
    ) -> None:
        cards = await _stepped_cards(interaction, message_id, play, self.record, self.player)
        if not cards:
            raise DomainError("duel-error-no-cheat-window")
        lang = await language_of(interaction)
        current = await _stepped(interaction, message_id, play.view(self.record, self.player))
        select = card_select(
            lang,
            f"fb:inc:{self.record}:{self.player}:{message_id or 0}",
            sorted_for_hand(cards),
            tr(lang, "duel-cheat-placeholder"),
            skip_key="duel-cheat-none",
            descriptions=initiative_descriptions(lang, current.state, self.player, cards),
        )
        out = view_of(InitiativeCheatSelect(self.record, self.player, message_id or 0, select))
        await send_private(interaction, tr(lang, "initiative-cheat-prompt"), view=out)


async def _stepped_cards(
    interaction: discord.Interaction[Any], message_id: int | None, play: InitiativePlay, iid: int, player: int
) -> tuple[Card, ...]:
    call = play.cheat_options(iid, player)
    return await lapsing(interaction, message_id, call, ("initiative-error-unknown",), mark_initiative_lapsed)


class InitiativeCheatSelect(
    PrivateStepMenu,
    template=r"fb:inc:(?P<iid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20})",
):
    prefix = "inc"

    @guarded("menu initiative-cheat")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        picked = picked_card(list(self.item.values))
        play = initiatives(interaction)
        if picked is None:
            call, note_key, own_hand = play.decline(self.record, self.player), "duel-kept", None
        else:
            call, note_key, own_hand = (
                play.cheat(self.record, self.player, picked[0]),
                "duel-cheated",
                _own_hand,
            )
        await answer_step(
            interaction, INITIATIVE, call, message_id=self.message_id, note_key=note_key, own_hand=own_hand
        )


DYNAMIC_ITEMS = (InitiativeButton, InitiativeCheatSelect)
