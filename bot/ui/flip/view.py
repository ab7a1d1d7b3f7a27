"""A flip's reply and its buttons: switch the card used while the rules leave a choice, and
flip again with the same modifiers (both for the flipper only).

The custom ids `fb:flip:<flip_id>:<owner>:<index>` and `fb:again:<owner>:<net>:<edition>` carry
everything a press needs, so the buttons keep working after a restart (registered DynamicItems).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import DomainError
from bot.play import FlipOutcome
from bot.play.common.results import LapsedError
from bot.rules.flip.modifiers import FateModifier
from bot.ui.common.base import fatebot, guarded, send_public, table_of
from bot.ui.common.cards import card_emoji, card_name
from bot.ui.common.controls import IdButton, PlayerOnly
from bot.ui.common.cooldowns import spend_opening
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.interaction_edits import edit_public, remember_pressed
from bot.ui.common.lapse_render import lapse_lines
from bot.ui.common.reply_layout import card_accent, card_layout, message_accent, message_text, note
from bot.ui.flip.render import flip_rewrite, flip_text

log = logging.getLogger(__name__)


class FlipChoiceButton(
    PlayerOnly,
    IdButton,
    template=r"fb:flip:(?P<flip>[0-9]{1,19}):(?P<owner>[0-9]{1,20}):(?P<index>[0-9])",
):
    def __init__(
        self,
        flip_id: int,
        owner: int,
        index: int,
        *,
        label: str = "…",
        emoji: str | None = None,
        chosen: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji=emoji,
                style=discord.ButtonStyle.success if chosen else discord.ButtonStyle.secondary,
                disabled=chosen,
                custom_id=f"fb:flip:{flip_id}:{owner}:{index}",
            )
        )
        self.flip_id = flip_id
        self.player = owner
        self.index = index

    @guarded("button flip-choice")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            outcome = await fatebot(interaction).play.flip.choose_flip_card(
                self.flip_id, interaction.user.id, self.index
            )
        except DomainError as error:
            if error.key in CLOSED_FLIP_KEYS:
                lapsed = error.lapsed if isinstance(error, LapsedError) else None
                lang = await language_of(interaction)
                await close_pressed_flip(
                    interaction, () if lapsed is None else lapse_lines(lang, lapsed.defaults)
                )
            raise
        lang = await language_of(interaction)
        previous = message_text(interaction.message)
        again = again_of(interaction.message)
        text = flip_rewrite(lang, previous, outcome)
        # content=None: a flip posted before replies were V2 cards loses its old text
        await interaction.response.edit_message(
            content=None, view=flip_layout(lang, outcome, text, again=again)
        )


class FlipAgainButton(
    PlayerOnly,
    IdButton,
    template=r"fb:again:(?P<owner>[0-9]{1,20}):(?P<net>-?[0-9]{1,2}):(?P<edition>m4e|m3e|m2e|-)",
    parts={"edition": lambda text: None if text == "-" else text},
):
    """Flip again: the same player, the same modifiers (and rules override), a new message."""

    def __init__(self, owner: int, net: int, edition: str | None, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji="🔁",
                style=discord.ButtonStyle.primary,
                custom_id=f"fb:again:{owner}:{net}:{edition or '-'}",
            )
        )
        self.player = owner
        self.net = net
        self.edition = edition

    @guarded("button flip-again")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        spend_opening(interaction)  # a new public flip, like `/flip`: the same allowance
        await send_flip(interaction, FateModifier(self.net), edition=self.edition)


Again = tuple[int, str | None]  # the modifier's net value and the rules override


def again_of(message: discord.Message | None) -> Again | None:
    """The modifier and rules override of a flip message's "flip again" button, if it has one."""
    for custom_id in _custom_ids(message.components if message is not None else ()):
        match = re.fullmatch(FlipAgainButton.__discord_ui_compiled_template__, custom_id)
        if match:
            return int(match["net"]), None if match["edition"] == "-" else match["edition"]
    return None


def _custom_ids(components: Any) -> list[str]:
    out: list[str] = []
    for component in components:
        custom_id = getattr(component, "custom_id", None)
        if custom_id:
            out.append(custom_id)
        out.extend(_custom_ids(getattr(component, "children", ()) or ()))
    return out


def flip_controls(lang: str, outcome: FlipOutcome, *, again: Again | None) -> list[discord.ui.Item[Any]]:
    """One button per card the rules allow (the one in use highlighted), then "flip again"."""
    items: list[discord.ui.Item[Any]] = []
    if outcome.flip_id is not None and outcome.has_choice:
        for index in outcome.allowed:
            card = outcome.cards[index]
            items.append(
                FlipChoiceButton(
                    outcome.flip_id,
                    outcome.player,
                    index,
                    label=card_name(card, lang),
                    emoji=card_emoji(card),
                    chosen=index == outcome.chosen,
                )
            )
    if again is not None:
        net, edition = again
        items.append(FlipAgainButton(outcome.player, net, edition, label=tr(lang, "glance-flip-again")))
    return items


def flip_layout(lang: str, outcome: FlipOutcome, text: str, *, again: Again | None) -> discord.ui.LayoutView:
    return card_layout(
        text, accent=card_accent(outcome.card), controls=flip_controls(lang, outcome, again=again)
    )


CLOSED_FLIP_KEYS = ("error-flip-unknown", "error-flip-expired")


async def close_pressed_flip(interaction: discord.Interaction[Any], lapse: Sequence[str] = ()) -> None:
    """A switch button pressed on a flip whose choice has closed: take the switch buttons off.

    Where the bot is a member the expiry did that already; where it is not (a user install, a
    group DM) it could not, past Discord's 15 minutes, so the press's own answer does it."""
    message = interaction.message
    if message is None or interaction.channel_id is None:
        return
    remember_pressed(interaction)
    lang = await language_of(interaction)
    try:
        await edit_public(
            fatebot(interaction),
            interaction.channel_id,
            message.id,
            view=closed_flip_layout(lang, message, lapse),
        )
    except discord.HTTPException:
        log.info("could not close the flip of message %s", message.id)


def closed_flip_layout(
    lang: str, message: discord.Message, lapse: Sequence[str] = ()
) -> discord.ui.LayoutView:
    """A flip whose choice lapsed: the card stands, the switch buttons go, "flip again" stays.
    ``lapse``: the lines saying which card the lapse kept (else a plain "the choice closed")."""
    closed = tr(lang, "flip-choice-closed")
    text = message_text(message)
    if lapse and lapse[0] not in text:
        text = "\n".join([text, "", *lapse])
    elif not lapse and closed not in text and tr(lang, "lapse-heading") not in text:
        text = f"{text}\n{note(closed)}"
    controls: list[discord.ui.Item[Any]] = []
    for custom_id in _custom_ids(message.components):
        match = re.fullmatch(FlipAgainButton.__discord_ui_compiled_template__, custom_id)
        if match:
            edition = None if match["edition"] == "-" else match["edition"]
            label = tr(lang, "glance-flip-again")
            controls.append(FlipAgainButton(int(match["owner"]), int(match["net"]), edition, label=label))
    return card_layout(text, accent=message_accent(message), controls=controls)


async def send_flip(
    interaction: discord.Interaction[Any],
    modifier: FateModifier,
    *,
    reason: str | None = None,
    edition: str | None = None,
) -> FlipOutcome:
    """Flip for whoever sent the interaction and answer publicly, with choice buttons if any."""
    bot = fatebot(interaction)
    table_id = table_of(interaction)
    async with undone_unless_delivered(interaction):
        outcome = await bot.play.flip.flip(table_id, interaction.user.id, modifier, edition)
        lang = await language_of(interaction)
        text = flip_text(lang, outcome, reason=reason, overridden=edition is not None)
        view = flip_layout(lang, outcome, text, again=(modifier.net, edition))
        callback = await send_public(interaction, view=view)
    if outcome.flip_id is not None and callback is not None:
        # Remember the message so an expired choice can have its buttons taken away.
        await bot.play.set_pending_message(outcome.flip_id, callback.channel.id, callback.id)
    # Older choices this one closed (the cap of bot.play.common.limits) lose their buttons.
    await bot.on_lapsed(list(outcome.closed))
    return outcome
