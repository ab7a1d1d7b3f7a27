"""The resister's answer to an opposed duel: accept at once when the stat is known, else in a
form (the stat and modifiers typed in), and what the form refuses.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable
from typing import Any

import discord

from bot.errors import DomainError
from bot.play import DuelView
from bot.rules.common.editions import Role
from bot.rules.duel.arithmetic import Boost
from bot.rules.duel.state import Phase
from bot.rules.flip.modifiers import FateModifier, parse_modifiers
from bot.ui.common.base import fatebot, guarded, only_for
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.step_message import answer_step
from bot.ui.duel.message import DUEL, stepped, touch
from bot.ui.hand.view import own_hand_note

STAT_TEXT_MAX = 6


def parse_stat(text: str) -> int:
    """A stat typed into the accept form: a whole number (the rules check its range)."""
    cleaned = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,3}", cleaned):
        raise DomainError("duel-error-stat-not-number", value=cleaned[:STAT_TEXT_MAX])
    return int(cleaned)


# -- the accept form ----------------------------------------------------------------------------


class DuelAcceptModal(discord.ui.Modal):
    """The resister's stat and modifiers (only the stat is required)."""

    def __init__(
        self,
        lang: str,
        duel_id: int,
        player: int,
        message_id: int | None,
        boost: Boost,
        *,
        modifier: FateModifier | None = None,
        hand_changed: bool = False,
    ) -> None:
        super().__init__(title=tr(lang, "duel-form-title"), timeout=15 * 60)
        self.duel_id = duel_id
        self.player = player
        self.message_id = message_id
        self.boost = boost
        self.hand_changed = hand_changed
        self.stat: discord.ui.TextInput[DuelAcceptModal] = discord.ui.TextInput(
            label=tr(lang, "duel-form-stat"),
            placeholder=tr(lang, "duel-form-stat-placeholder"),
            custom_id="stat",
            max_length=STAT_TEXT_MAX,
        )
        self.modifiers: discord.ui.TextInput[DuelAcceptModal] = discord.ui.TextInput(
            label=tr(lang, "duel-form-modifiers"),
            placeholder=tr(lang, "duel-form-modifiers-placeholder"),
            custom_id="modifiers",
            required=False,
            max_length=20,
            default=str(modifier) if modifier is not None and modifier.net else None,
        )
        self.add_item(self.stat)
        self.add_item(self.modifiers)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await only_for(interaction, self.player)

    @guarded("form duel-accept")
    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        stat = parse_stat(self.stat.value)
        modifier = parse_modifiers(self.modifiers.value)
        play = fatebot(interaction).play
        call = play.duel.duel_accept(
            self.duel_id, self.player, stat=stat, modifier=modifier, boost=self.boost
        )
        await _answer(interaction, call, self.message_id, hand_changed=self.hand_changed)


async def accept_or_ask(
    interaction: discord.Interaction[Any],
    duel_id: int,
    player: int,
    message_id: int | None,
    boost: Boost,
    *,
    needs_form: bool,
    hand_changed: bool = False,
) -> None:
    """Accept at once if the stat is known, else ask for it in the form."""
    play = fatebot(interaction).play
    if needs_form:
        current = await stepped(interaction, message_id, touch(play, duel_id, player))
        if current.state.phase is not Phase.AWAITING_RESISTER:
            raise DomainError("error-duel-wrong-phase", phase=current.state.phase.value)
        modifier = current.state.side(Role.RESISTER).modifier
        lang = await language_of(interaction)
        modal = DuelAcceptModal(
            lang, duel_id, player, message_id, boost, modifier=modifier, hand_changed=hand_changed
        )
        await interaction.response.send_modal(modal)
        return
    await _answer(
        interaction,
        play.duel.duel_accept(duel_id, player, boost=boost),
        message_id,
        hand_changed=hand_changed,
    )


async def _answer(
    interaction: discord.Interaction[Any],
    call: Awaitable[DuelView],
    message_id: int | None,
    *,
    hand_changed: bool,
) -> None:
    """The resister's acceptance, answered on the duel's message; an empower card taken from
    their hand refreshes its DM."""
    note_key, own_hand = ("duel-empowered", own_hand_note) if hand_changed else (None, None)
    await answer_step(interaction, DUEL, call, message_id=message_id, note_key=note_key, own_hand=own_hand)
