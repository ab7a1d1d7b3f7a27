"""A duel's public message: posting it, redrawing it after a step, marking it lapsed, and
running a step against it (the open duel is a pending record of the play layer).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.play import DuelView, Lapsed, Play
from bot.rules.common.lapse import Applied
from bot.rules.duel.arithmetic import NO_BOOST
from bot.ui.common.base import fatebot, send_public
from bot.ui.common.errors import language_of
from bot.ui.common.lapse_render import lapse_lines
from bot.ui.common.provided import Provided
from bot.ui.common.reply_layout import card_layout
from bot.ui.common.step_message import Exchange, lapsing, mark_message_lapsed, show_outcome
from bot.ui.duel.render import duel_accent, duel_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase


async def post_duel(interaction: discord.Interaction[Any], duel: DuelView) -> None:
    """The duel's public message; an open duel remembers it (to edit it later, or mark it lapsed)."""
    lang = await language_of(interaction)
    message = await send_public(interaction, view=duel_layout(lang, duel))
    if message is not None and not duel.is_over:
        await fatebot(interaction).play.set_pending_message(duel.duel_id, message.channel.id, message.id)


# The controls of a step (``view.duel_controls``): their callbacks redraw this message, so
# ``view`` imports this module and provides them.
DUEL_CONTROLS: Provided[Callable[[str, DuelView], discord.ui.View | None]] = Provided("duel controls")


def duel_layout(lang: str, duel: DuelView) -> discord.ui.LayoutView:
    """The duel's public card: its text, coloured by the outcome, with the controls of the step."""
    controls = DUEL_CONTROLS.call(lang, duel)
    return card_layout(duel_text(lang, duel), accent=duel_accent(duel), controls=controls)


# -- a step ------------------------------------------------------------------------------------


# Take the controls off a lapsed duel's message and say it lapsed (once).
mark_lapsed = functools.partial(mark_message_lapsed, lapsed_key="play-duel-lapsed", what="duel")
LAPSED_KEYS = ("error-duel-expired", "error-duel-unknown")
# A duel's step, answered on its public message (``answer_step``).
DUEL = Exchange[DuelView]("duel", lambda duel: duel.duel_id, LAPSED_KEYS, mark_lapsed, duel_layout)


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
