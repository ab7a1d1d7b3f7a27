"""The private empower menu of an M4E resister: which hand card to empower the duel with.

``fb:des:<duel>:<player>:<message>:<mode>`` (``message`` is the duel's public message, ``mode``
``a`` accept, ``f`` accept via the form). Hand cards appear only in this private menu.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.editions import Edition, Role
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.duel.state import Phase
from bot.ui.common.base import fatebot, guarded, table_of
from bot.ui.common.card_menus import card_select, picked_card
from bot.ui.common.cards import sorted_for_hand
from bot.ui.common.controls import PrivateStepMenu, view_of
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.duel.accept import accept_or_ask
from bot.ui.duel.message import stepped, touch


async def empower_cards(interaction: discord.Interaction[Any], edition: Edition) -> list[Card]:
    result = await fatebot(interaction).play.hand.hand_show(table_of(interaction), interaction.user.id)
    cards = [c for c in sorted_for_hand(result.hand) if c.value <= edition.empower_max_value]
    if not cards:
        raise DomainError("duel-error-no-empower-card", max=edition.empower_max_value)
    return cards


async def offer_empower(
    interaction: discord.Interaction[Any], duel_id: int, player: int, message_id: int | None
) -> None:
    """The resister's private empower menu (only while the duel awaits their answer)."""
    play = fatebot(interaction).play
    current = await stepped(interaction, message_id, touch(play, duel_id, player))
    state = current.state
    if state.phase is not Phase.AWAITING_RESISTER:
        raise DomainError("error-duel-wrong-phase", phase=state.phase.value)
    cards = await empower_cards(interaction, state.edition)
    lang = await language_of(interaction)
    mode = "a" if state.side(Role.RESISTER).stat is not None else "f"
    custom_id = f"fb:des:{duel_id}:{player}:{message_id or 0}:{mode}"
    select = card_select(
        lang, custom_id, cards, tr(lang, "duel-empower-placeholder"), skip_key="duel-empower-none"
    )
    view = view_of(DuelEmpowerSelect(duel_id, player, message_id or 0, mode, select))
    await send_private(
        interaction, tr(lang, "duel-empower-prompt", max=state.edition.empower_max_value), view=view
    )


class DuelEmpowerSelect(
    PrivateStepMenu,
    template=r"fb:des:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20}):(?P<mode>[af])",
    parts={"mode": str},
):
    prefix = "des"

    def __init__(
        self,
        duel_id: int,
        player: int,
        message_id: int,
        mode: str,
        select: discord.ui.Select[Any] | None = None,
    ) -> None:
        super().__init__(duel_id, player, message_id, select, tail=f":{mode}")
        self.mode = mode

    @guarded("menu duel-empower")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        picked = picked_card(list(self.item.values))
        boost = NO_BOOST if picked is None else Boost(empower=picked[0])
        await accept_or_ask(
            interaction,
            self.record,
            self.player,
            self.message_id,
            boost,
            needs_form=self.mode == "f",
            hand_changed=picked is not None,
        )
