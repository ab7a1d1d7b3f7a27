"""A duel's public message without its controls: running a step against it, marking it lapsed,
its lapsed or withdrawn card, and the initiator's withdrawal (the open duel is a pending record
of the play layer). The message with its controls, and the controls, are in ``view``.

``fb:dw:<duel>:<player>``: the initiator withdraws the duel (while nobody has answered).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import discord

from bot.play import DuelView, Lapsed, Play
from bot.rules.common.lapse import Applied
from bot.rules.duel.arithmetic import NO_BOOST
from bot.ui.common.base import fatebot, guarded
from bot.ui.common.controls import IdButton, PlayerOnly
from bot.ui.common.lapse_render import lapse_lines
from bot.ui.common.reply_layout import card_layout
from bot.ui.common.step_message import Exchange, answer_step, lapsing, mark_message_lapsed, show_outcome
from bot.ui.duel.render import duel_accent, duel_text
from bot.ui.hand.view import own_hand_note

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


# Take the controls off a lapsed duel's message and say it lapsed (once).
mark_lapsed = functools.partial(mark_message_lapsed, lapsed_key="play-duel-lapsed", what="duel")
LAPSED_KEYS = ("error-duel-expired", "error-duel-unknown")


def touch(play: Play, duel_id: int, player: int) -> Awaitable[DuelView]:
    """The duel as it stands, as a step that changes nothing: a lapsed duel expires here and then,
    and an open one counts as active (the player is about to act on it)."""
    return play.duel.duel_step(duel_id, player, lambda state, decks, rng: state)


async def stepped(
    interaction: discord.Interaction[Any], message_id: int | None, call: Awaitable[DuelView]
) -> DuelView:
    """Run a duel step that answers privately (a menu to offer): a lapsed or gone duel has its
    public message marked before the error is reported privately."""
    return await lapsing(interaction, message_id, call, LAPSED_KEYS, mark_lapsed)


def lapsed_duel_layout(lang: str, item: Lapsed) -> discord.ui.LayoutView:
    """A lapsed or withdrawn duel's card: its result (or that it is off) and the defaults applied."""
    assert item.duel is not None
    duel = item.duel
    back = {d.player for d in item.defaults if d.kind is Applied.REFUND_EMPOWER}
    if back:  # an empower card back in its hand is never named publicly again
        sides = tuple(
            dataclasses.replace(s, boost=NO_BOOST) if s.player in back and s.boost is not None else s
            for s in duel.state.sides
        )
        duel = dataclasses.replace(duel, state=dataclasses.replace(duel.state, sides=sides))
    text = duel_text(lang, duel, lapse=lapse_lines(lang, item.defaults))
    return card_layout(text, accent=duel_accent(duel))


async def show_lapsed(bot: FatebotBase, item: Lapsed) -> None:
    """A duel that lapsed: its message shows the outcome of the rules' defaults (a new message
    where it cannot be edited); a cancelled one is marked lapsed."""
    if item.duel is None:
        await mark_lapsed(bot, item.channel_id, item.message_id, table_id=item.table_id)
        return
    lang = await bot.table_language(item.table_id)
    layout = lapsed_duel_layout(lang, item)
    await show_outcome(
        bot, item.channel_id, item.message_id, item.table_id, layout, what=f"duel {item.pending_id}"
    )


# -- the initiator takes the duel back ---------------------------------------------------------


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
