"""Private hand replies, the hand DM refresh, and the discard menu (its owner only).

The discard menu's custom id `fb:discard:<owner>[:<exact>]` names whose hand it acts on and,
after a soulstone draw, exactly how many cards must go; the table is the channel it lives in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import DomainError
from bot.play import HandResult
from bot.rules.common.cards import Card
from bot.ui.common.base import fatebot, guarded, table_of
from bot.ui.common.card_menus import card_options, picked_cards
from bot.ui.common.cards import sorted_for_hand
from bot.ui.common.controls import MAX_OPTIONS, IdSelect, PlayerOnly, menu, view_of
from bot.ui.common.errors import reader_language_of
from bot.ui.common.i18n import tr
from bot.ui.common.reach import bot_is_member
from bot.ui.common.reply_layout import PRIVATE, card_layout
from bot.ui.hand.dm import DmStatus, dm_note, refresh_hand_dm
from bot.ui.hand.render import hand_text


class DiscardSelect(
    PlayerOnly,
    IdSelect,
    template=r"fb:discard:(?P<owner>[0-9]{1,20})(?::(?P<exact>[0-9]{1,2}))?",
):
    def __init__(
        self, owner: int, exact: int | None = None, select: discord.ui.Select[Any] | None = None
    ) -> None:
        custom_id = f"fb:discard:{owner}" + (f":{exact}" if exact else "")
        super().__init__(custom_id, select=select)
        self.player = owner
        self.exact = exact

    @guarded("menu discard")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cards = picked_cards(self.item.values)
        if self.exact is not None and len(cards) != self.exact:
            raise DomainError("error-discard-exact", count=self.exact)
        await interaction.response.defer()
        result = await fatebot(interaction).play.hand.hand_discard(
            table_of(interaction), interaction.user.id, cards
        )
        lang = await reader_language_of(interaction)
        status = await update_hand_dm(interaction, result, lang)
        layout = hand_reply(lang, result, status, table_id=table_of(interaction))
        await interaction.edit_original_response(view=layout)


def discard_view(lang: str, result: HandResult, *, exact: int | None = None) -> discord.ui.View | None:
    """A menu of the hand's cards; `exact` forces how many to pick (discarding back down)."""
    cards = sorted_for_hand(result.hand)[:MAX_OPTIONS]
    if not cards:
        return None
    count = min(exact, len(cards)) if exact else None
    placeholder = (
        tr(lang, "discard-placeholder-exact", count=count) if count else tr(lang, "discard-placeholder")
    )
    custom_id = f"fb:discard:{result.player}" + (f":{count}" if count else "")
    picks = count or (1, len(cards))
    select = menu(custom_id, placeholder, card_options(lang, cards), picks=picks)
    return view_of(DiscardSelect(result.player, count, select))


def hand_reply(
    lang: str,
    result: HandResult,
    status: DmStatus | None,
    *,
    table_id: int,
    offer_discard: bool = False,
    drew: bool = False,
) -> discord.ui.LayoutView:
    """The private reply to a hand command: the hand, a DM note, and a discard menu if due."""
    content = hand_text(lang, result, table_id=table_id, drew=drew)
    note = dm_note(lang, status) if status is not None else None
    if note:
        content += "\n\n" + note
    if result.in_game and (result.drawn or result.discarded):
        content += "\n\n" + tr(lang, "handdeck-logged")  # the opponent sees it in the game's log
    view = None
    if result.must_discard:
        view = discard_view(lang, result, exact=result.must_discard)
    elif offer_discard:
        view = discard_view(lang, result)
        if view is not None:
            content += "\n\n" + tr(lang, "discard-prompt")
            if result.in_game:
                content += "\n" + tr(lang, "handdeck-discard-public")
    return card_layout(content, accent=PRIVATE, controls=view)


async def update_hand_dm(
    interaction: discord.Interaction[Any], result: HandResult, lang: str
) -> DmStatus | None:
    return await refresh_own_hand_dm(interaction, result.hand, lang, table_id=result.table_id)


async def refresh_own_hand_dm(
    interaction: discord.Interaction[Any], hand: Sequence[Card], lang: str, *, table_id: int
) -> DmStatus | None:
    """Show ``hand`` in the presser's own DM for this table."""
    guild = interaction.guild
    status = await refresh_hand_dm(
        fatebot(interaction).play,
        interaction.user,
        table_id=table_id,
        guild_name=guild.name if guild is not None else None,
        hand=hand,
        lang=lang,
    )
    if status is DmStatus.CLOSED and not bot_is_member(interaction):
        # Not the player's privacy settings of a server: Discord lets an app DM only players who
        # added it or share a server with it.
        return DmStatus.UNREACHABLE
    return status


async def own_hand_note(
    interaction: discord.Interaction[Any],
    lang: str,
    _step: object = None,
    *,
    hand: Sequence[Card] | None = None,
) -> str | None:
    """After a step changed the presser's hand (a cheat, an empower, a refund): their hand DM
    shows it (``hand`` as the step left it, else read anew); the line for the answer when the DM
    could not be updated. The ``OwnHand`` of ``answer_step`` (which passes the step, ``_step``)."""
    table_id = table_of(interaction)
    if hand is None:
        hand = (await fatebot(interaction).play.hand.hand_show(table_id, interaction.user.id)).hand
    status = await refresh_own_hand_dm(interaction, hand, lang, table_id=table_id)
    return None if status is None else dm_note(lang, status)


async def show_hand(interaction: discord.Interaction[Any], *, defer: bool = True) -> None:
    """`/hand show` and the panel's Hand button: the hand privately, and the DM refreshed.

    ``defer=False`` (the panel): the hand is the press's own response, never a follow-up, whose
    rate limit Discord shares across the whole bot (a busy panel is pressed many times a minute).
    """
    if defer:
        await interaction.response.defer(ephemeral=True, thinking=True)
    result = await fatebot(interaction).play.hand.hand_show(table_of(interaction), interaction.user.id)
    lang = await reader_language_of(interaction)
    status = await update_hand_dm(interaction, result, lang)
    layout = hand_reply(lang, result, status, table_id=result.table_id)
    if defer:
        await send_private_view(interaction, layout)
    else:
        await interaction.response.send_message(ephemeral=True, view=layout)


async def send_private_view(interaction: discord.Interaction[Any], layout: discord.ui.LayoutView) -> None:
    await interaction.followup.send(ephemeral=True, view=layout)
