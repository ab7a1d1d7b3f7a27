"""The controls of a duel's public message: which ones the awaited player gets, and what they do.

Every control is a registered DynamicItem whose custom id says which duel and which player it
acts for, so an open duel keeps working after a restart (the duel itself is a pending record of
the play layer):

- ``fb:da:<duel>:<player>:<action>``: accept (one click), form (accept, giving the stat in a
  form), relent, empower, noboost (M2E attacker: no soulstone), cheat (opens the private
  cheat menu), keep (do not cheat).
- ``fb:dw:<duel>:<player>``: the initiator withdraws the duel (while nobody has answered).
- ``fb:dss:<duel>:<player>:<mode>``: the soulstone menu (mode ``a`` accept, ``f`` accept via
  the form, ``i`` the M2E attacker's declaration).
- ``fb:dc:<duel>:<player>:<index>[:<suit>]``: pick a flipped card (and the Red Joker's suit).

The private menus they open are in duel_cheat_menu and duel_empower_menu, the accept form in
duel_accept, the start of a duel (and its empower menu) in duel_start.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import DomainError
from bot.play import DuelView, Lapsed
from bot.rules.common.editions import DuelBoost, Edition
from bot.rules.common.lapse import Applied
from bot.rules.duel.arithmetic import NO_BOOST, boost_effect
from bot.rules.duel.soulstones import affordable
from bot.rules.duel.state import DuelKind, Phase
from bot.ui.common.base import fatebot, guarded
from bot.ui.common.card_menus import SUIT_LETTERS, red_joker_letters, suit_label
from bot.ui.common.cards import card_emoji, card_name
from bot.ui.common.controls import IdButton, IdSelect, PlayerOnly, controls_view, menu
from bot.ui.common.i18n import tr
from bot.ui.common.step_message import Exchange, answer_step
from bot.ui.duel.accept import accept_or_ask
from bot.ui.duel.cheat_menu import DuelCheatSelect, offer_cheat
from bot.ui.duel.empower_menu import DuelEmpowerSelect, offer_empower
from bot.ui.duel.inputs import SOULSTONE_VALUES, soulstone_boost
from bot.ui.duel.message import (
    DUEL,
    DUEL_CONTROLS,
    LAPSED_KEYS,
    lapsed_duel_layout,
    mark_lapsed,
)
from bot.ui.duel.start import DuelStartEmpowerSelect
from bot.ui.hand.view import own_hand_note

# -- building the public controls ---------------------------------------------------------------


def soulstone_values(edition: Edition) -> tuple[str, ...]:
    if edition.duel_boost is DuelBoost.PLUS_AND_SUIT:
        return SOULSTONE_VALUES
    if edition.duel_boost is DuelBoost.PLUS_OR_SUIT:
        return SOULSTONE_VALUES[:5]
    return ()


def affordable_values(duel: DuelView, player: int) -> tuple[str, ...]:
    """The soulstone choices ``player`` can pay for from the running game's pool (all without one)."""
    edition = duel.state.edition
    role = next(s.role for s in duel.state.sides if s.player == player)
    pool = None if duel.soulstones is None else duel.soulstones.get(player)
    return tuple(
        v
        for v in soulstone_values(edition)
        if affordable(boost_effect(edition, soulstone_boost(v) or NO_BOOST, role).soulstones, pool)
    )


@DUEL_CONTROLS.provide
def duel_controls(lang: str, duel: DuelView) -> discord.ui.View | None:
    """The buttons and menus of the awaited player; None once nothing is awaited."""
    state = duel.state
    side = state.awaiting
    if duel.is_over or side is None:
        return None
    duel_id, player, edition = duel.duel_id, side.player, state.edition
    items: list[discord.ui.Item[Any]] = []
    if state.phase is Phase.AWAITING_RESISTER:
        mode = "accept" if side.stat is not None else "form"
        items.append(DuelActionButton(duel_id, player, mode, label=tr(lang, "duel-button-accept")))
        if edition.duel_boost is DuelBoost.EMPOWER:
            items.append(DuelActionButton(duel_id, player, "empower", label=tr(lang, "duel-button-empower")))
        if edition.relent_allowed and state.against_own_model:
            items.append(DuelActionButton(duel_id, player, "relent", label=tr(lang, "duel-button-relent")))
        # The initiator's own control, while nobody has answered: take the duel back.
        initiator = state.sides[0].player
        items.append(DuelWithdrawButton(duel_id, initiator, label=tr(lang, "duel-button-withdraw")))
        values = affordable_values(duel, player)
        if values:
            items.append(
                _soulstone_select(lang, duel_id, player, "a" if side.stat is not None else "f", values)
            )
    elif state.phase is Phase.AWAITING_INITIATOR_BOOST:
        items.append(DuelActionButton(duel_id, player, "noboost", label=tr(lang, "duel-button-no-soulstone")))
        values = affordable_values(duel, player)
        if values:
            items.append(_soulstone_select(lang, duel_id, player, "i", values))
    elif state.phase is Phase.CHOOSING:
        items.extend(_choice_buttons(lang, duel))
    elif state.phase is Phase.CHEATING:
        items.append(DuelActionButton(duel_id, player, "cheat", label=tr(lang, "duel-button-cheat")))
        items.append(DuelActionButton(duel_id, player, "keep", label=tr(lang, "duel-button-keep")))
    return controls_view(items)


def _soulstone_select(
    lang: str, duel_id: int, player: int, mode: str, values: Sequence[str]
) -> DuelSoulstoneSelect:
    options = [discord.SelectOption(label=tr(lang, f"choice-soulstone-{v}"), value=v) for v in values]
    select = menu(f"fb:dss:{duel_id}:{player}:{mode}", tr(lang, "duel-soulstone-placeholder"), options)
    return DuelSoulstoneSelect(duel_id, player, mode, select)


def _choice_buttons(lang: str, duel: DuelView) -> list[discord.ui.Item[Any]]:
    state = duel.state
    side = state.awaiting
    assert side is not None
    flip = side.flip(state.edition)
    if flip is None:
        return []
    buttons: list[discord.ui.Item[Any]] = []
    for index in flip.allowed:
        card = flip.cards[index]
        style = discord.ButtonStyle.primary if index == flip.default else discord.ButtonStyle.secondary
        if card.is_red_joker and state.kind is not DuelKind.DAMAGE:
            for letter in red_joker_letters(state.edition):
                label = tr(lang, "duel-button-red-joker-as", suit=suit_label(lang, letter))
                buttons.append(
                    DuelChoiceButton(
                        duel.duel_id,
                        side.player,
                        index,
                        letter,
                        label=label,
                        emoji=card_emoji(card),
                        style=style,
                    )
                )
        else:
            buttons.append(
                DuelChoiceButton(
                    duel.duel_id,
                    side.player,
                    index,
                    None,
                    label=card_name(card, lang),
                    emoji=card_emoji(card),
                    style=style,
                )
            )
    return buttons


# -- the controls -------------------------------------------------------------------------------

ACTIONS = "accept|form|relent|empower|noboost|cheat|keep"


class DuelActionButton(
    PlayerOnly,
    IdButton,
    template=rf"fb:da:(?P<duel>[0-9]{{1,19}}):(?P<player>[0-9]{{1,20}}):(?P<action>{ACTIONS})",
    parts={"action": str},
):
    def __init__(self, duel_id: int, player: int, action: str, *, label: str = "…") -> None:
        style = {
            "accept": discord.ButtonStyle.success,
            "form": discord.ButtonStyle.success,
            "relent": discord.ButtonStyle.danger,
            "cheat": discord.ButtonStyle.primary,
            "empower": discord.ButtonStyle.primary,
        }.get(action, discord.ButtonStyle.secondary)
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"fb:da:{duel_id}:{player}:{action}")
        )
        self.duel_id = duel_id
        self.player = player
        self.action = action

    @guarded("button duel")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = fatebot(interaction).play
        message_id = interaction.message.id if interaction.message is not None else None
        action, duel_id, player = self.action, self.duel_id, self.player
        if action in ("accept", "form"):
            await accept_or_ask(
                interaction, duel_id, player, message_id, NO_BOOST, needs_form=action == "form"
            )
        elif action == "relent":
            call = play.duel.duel_accept(duel_id, player, relent=True)
            await answer_step(interaction, DUEL, call, message_id=message_id)
        elif action == "noboost":
            call = play.duel.duel_declare_boost(duel_id, player, boost=NO_BOOST)
            await answer_step(interaction, DUEL, call, message_id=message_id)
        elif action == "keep":
            call = play.duel.duel_decline_cheat(duel_id, player)
            await answer_step(interaction, DUEL, call, message_id=message_id)
        elif action == "cheat":
            await offer_cheat(interaction, self.duel_id, self.player, message_id)
        elif action == "empower":
            await offer_empower(interaction, self.duel_id, self.player, message_id)


class DuelWithdrawButton(
    PlayerOnly,
    IdButton,
    template=r"fb:dw:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20})",
):
    """The initiator's: withdraw the duel while nobody has answered (anyone else is refused)."""

    def __init__(self, duel_id: int, player: int, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.secondary, custom_id=f"fb:dw:{duel_id}:{player}"
            )
        )
        self.duel_id = duel_id
        self.player = player

    @guarded("button duel-withdraw")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        message_id = interaction.message.id if interaction.message is not None else None
        await withdraw(interaction, self.duel_id, self.player, message_id)


async def withdraw(
    interaction: discord.Interaction[Any], duel_id: int, player: int, message_id: int | None
) -> None:
    """The initiator takes back a duel nobody has answered: its message says so, and what was
    spent on it (soulstones, an empower card) is back; the initiator's hand DM is refreshed."""
    call = fatebot(interaction).play.duel.duel_withdraw(duel_id, player)
    await answer_step(
        interaction, WITHDRAWN, call, message_id=message_id, note_key="duel-withdrew", own_hand=_refunded_hand
    )


# A withdrawn duel, answered on its message: its outcome, without controls.
WITHDRAWN = Exchange[Lapsed](
    "duel", lambda item: item.pending_id, LAPSED_KEYS, mark_lapsed, lapsed_duel_layout
)


async def _refunded_hand(interaction: discord.Interaction[Any], lang: str, withdrawn: Lapsed) -> str | None:
    """An empower card back in the initiator's hand: their hand DM shows it."""
    if any(d.kind is Applied.REFUND_EMPOWER for d in withdrawn.defaults):
        return await own_hand_note(interaction, lang)
    return None


class DuelSoulstoneSelect(
    PlayerOnly,
    IdSelect,
    template=r"fb:dss:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<mode>[afi])",
    parts={"mode": str},
):
    def __init__(
        self, duel_id: int, player: int, mode: str, select: discord.ui.Select[Any] | None = None
    ) -> None:
        super().__init__(f"fb:dss:{duel_id}:{player}:{mode}", select=select)
        self.duel_id = duel_id
        self.player = player
        self.mode = mode

    @guarded("menu duel-soulstone")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = list(self.item.values)
        if len(values) != 1:
            raise DomainError("duel-error-menu-stale")
        boost = soulstone_boost(values[0]) or NO_BOOST
        message_id = interaction.message.id if interaction.message is not None else None
        if self.mode == "i":
            call = fatebot(interaction).play.duel.duel_declare_boost(self.duel_id, self.player, boost=boost)
            await answer_step(interaction, DUEL, call, message_id=message_id)
            return
        await accept_or_ask(
            interaction, self.duel_id, self.player, message_id, boost, needs_form=self.mode == "f"
        )


class DuelChoiceButton(
    PlayerOnly,
    IdButton,
    template=r"fb:dc:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<index>[0-9])(?::(?P<suit>[rcmtn]))?",
    parts={"suit": str},
):
    def __init__(
        self,
        duel_id: int,
        player: int,
        index: int,
        suit: str | None,
        *,
        label: str = "…",
        emoji: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        custom_id = f"fb:dc:{duel_id}:{player}:{index}" + (f":{suit}" if suit else "")
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=style, custom_id=custom_id))
        self.duel_id = duel_id
        self.player = player
        self.index = index
        self.suit = suit

    @guarded("button duel-choose")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = fatebot(interaction).play
        message_id = interaction.message.id if interaction.message is not None else None
        suit = SUIT_LETTERS.get(self.suit or "")
        call = play.duel.duel_choose(self.duel_id, self.player, self.index, red_joker_suit=suit)
        await answer_step(interaction, DUEL, call, message_id=message_id)


# Every control of a duel, public or private, for the cog to register.
DYNAMIC_ITEMS = (
    DuelActionButton,
    DuelWithdrawButton,
    DuelSoulstoneSelect,
    DuelChoiceButton,
    DuelCheatSelect,
    DuelEmpowerSelect,
    DuelStartEmpowerSelect,
)
