"""The private cheat menu of a duel: which hand card replaces the flip.

``fb:dcs:<duel>:<player>:<message>`` (``message`` is the duel's public message). Hand cards
appear only in this private menu; the public message never names them.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError
from bot.rules.duel.state import DuelKind, Phase
from bot.ui.common.base import fatebot, guarded
from bot.ui.common.card_menus import card_select, picked_card, red_joker_letters
from bot.ui.common.cards import sorted_for_hand
from bot.ui.common.controls import PrivateStepMenu, view_of
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.step_message import answer_step
from bot.ui.duel.message import DUEL, stepped, touch
from bot.ui.hand.view import own_hand_note
from bot.ui.odds.cheat_lines import duel_cheat_descriptions


async def offer_cheat(
    interaction: discord.Interaction[Any], duel_id: int, player: int, message_id: int | None
) -> None:
    """The presser's private cheat menu (only in their cheat window)."""
    play = fatebot(interaction).play
    current = await stepped(interaction, message_id, touch(play, duel_id, player))
    if current.state.phase is not Phase.CHEATING or current.state.awaiting_player != player:
        raise DomainError("duel-error-no-cheat-window")
    cards = await play.duel.duel_cheat_options(duel_id, player)
    if not cards:
        raise DomainError("duel-error-no-cheat-window")
    lang = await language_of(interaction)
    state = current.state
    suits = red_joker_letters(state.edition) if state.kind is not DuelKind.DAMAGE else ()
    custom_id = f"fb:dcs:{duel_id}:{player}:{message_id or 0}"
    awaiting = state.awaiting
    assert awaiting is not None
    select = card_select(
        lang,
        custom_id,
        sorted_for_hand(cards),
        tr(lang, "duel-cheat-placeholder"),
        skip_key="duel-cheat-none",
        red_joker_suits=suits if any(c.is_red_joker for c in cards) else (),
        descriptions=duel_cheat_descriptions(lang, state, awaiting.role, cards, suits),
    )
    view = view_of(DuelCheatSelect(duel_id, player, message_id or 0, select))
    await send_private(interaction, tr(lang, "duel-cheat-prompt"), view=view)


class DuelCheatSelect(
    PrivateStepMenu,
    template=r"fb:dcs:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20})",
):
    prefix = "dcs"

    @guarded("menu duel-cheat")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        picked = picked_card(list(self.item.values))
        duels = fatebot(interaction).play.duel
        if picked is None:
            call, note_key, own_hand = duels.duel_decline_cheat(self.record, self.player), "duel-kept", None
        else:
            card, suit = picked
            call = duels.duel_cheat(self.record, self.player, card, red_joker_suit=suit)
            note_key, own_hand = "duel-cheated", own_hand_note
        await answer_step(
            interaction, DUEL, call, message_id=self.message_id, note_key=note_key, own_hand=own_hand
        )
