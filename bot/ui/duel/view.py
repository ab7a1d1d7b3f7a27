"""A duel's public message and every control that redraws it: the layout, which controls the
awaited player gets, what they do, and the private menus and form they open. They live in one
module because each redraws the message that holds them, so imports run one way.

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
- ``fb:dcs:<duel>:<player>:<message>``: the private cheat menu (``message`` is the duel's public
  message). Hand cards appear only in the private menus; the public message never names them.
- ``fb:des:<duel>:<player>:<message>:<mode>``: an M4E resister's private empower menu (``mode``
  ``a`` accept, ``f`` accept via the form).

What the message shows without controls, and the initiator's withdrawal, are in ``message``;
the start of a duel (and its empower menu) in ``start``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from typing import Any

import discord

from bot.errors import DomainError
from bot.play import DuelView
from bot.rules.common.cards import Card
from bot.rules.common.editions import DuelBoost, Edition, Role
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.duel.state import DuelKind, Phase
from bot.rules.flip.modifiers import FateModifier, parse_modifiers
from bot.ui.common.base import fatebot, guarded, only_for, send_public, table_of
from bot.ui.common.card_menus import SUIT_LETTERS, card_select, picked_card, red_joker_letters, suit_label
from bot.ui.common.cards import card_emoji, card_name, sorted_for_hand
from bot.ui.common.controls import (
    IdButton,
    IdSelect,
    PlayerOnly,
    PrivateStepMenu,
    controls_view,
    menu,
    view_of,
)
from bot.ui.common.errors import language_of, reader_language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import card_layout
from bot.ui.common.step_message import Exchange, answer_step
from bot.ui.duel.inputs import STAT_TEXT_MAX, affordable_values, parse_stat, soulstone_boost
from bot.ui.duel.message import LAPSED_KEYS, DuelWithdrawButton, mark_lapsed, stepped, touch
from bot.ui.duel.render import duel_accent, duel_text
from bot.ui.hand.view import own_hand_note
from bot.ui.odds.cheat_lines import duel_cheat_descriptions

# -- the public message -------------------------------------------------------------------------


async def post_duel(interaction: discord.Interaction[Any], duel: DuelView) -> None:
    """The duel's public message; an open duel remembers it (to edit it later, or mark it lapsed)."""
    lang = await language_of(interaction)
    message = await send_public(interaction, view=duel_layout(lang, duel))
    if message is not None and not duel.is_over:
        await fatebot(interaction).play.set_pending_message(duel.duel_id, message.channel.id, message.id)


def duel_layout(lang: str, duel: DuelView) -> discord.ui.LayoutView:
    """The duel's public card: its text, coloured by the outcome, with the controls of the step."""
    controls = duel_controls(lang, duel)
    return card_layout(duel_text(lang, duel), accent=duel_accent(duel), controls=controls)


# A duel's step, answered on its public message (``answer_step``).
DUEL = Exchange[DuelView]("duel", lambda duel: duel.duel_id, LAPSED_KEYS, mark_lapsed, duel_layout)


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


# -- the accept form --------------------------------------------------------------------------


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
        lang = await reader_language_of(interaction)
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


# -- the private cheat menu -----------------------------------------------------------------------


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
    lang = await reader_language_of(interaction)
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


# -- the private empower menu ---------------------------------------------------------------------


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
    lang = await reader_language_of(interaction)
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


# Every control of a duel, public or private, for the cog to register (with the start's empower menu).
DYNAMIC_ITEMS = (
    DuelActionButton,
    DuelWithdrawButton,
    DuelSoulstoneSelect,
    DuelChoiceButton,
    DuelCheatSelect,
    DuelEmpowerSelect,
)
