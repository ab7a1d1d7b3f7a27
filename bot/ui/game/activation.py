"""The activation phase on Discord: the board's Done button, ``/game done``'s public reply and the
board's activations line.

- ``fb:gdone:<handover>``: the presser hands over (the custom id names the turn's handover it was
  drawn for: once someone handed over since, an old board's press is refused privately).

A handover's note is the player's own text: shown without pinging anyone and with mentions
and markdown escaped (``log_render.note_text``), so it can never ping or pass for a step.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.play.game.activations import How
from bot.play.game.state import GameState, GameView
from bot.ui.common.base import fatebot, guarded, send_public, table_of
from bot.ui.common.controls import IdButton
from bot.ui.common.cooldowns import spend_opening
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.render import mention
from bot.ui.game.log_render import note_text


def activations_line(lang: str, state: GameState) -> str | None:
    """The board's line: whose activation it is, each side's count, who is out, pass tokens."""
    act = state.current_activations
    if act is None:
        return None
    sides = []
    for i, player in enumerate(act.players):
        side = tr(lang, "activations-side", who=mention(player), made=act.made[i])
        if act.out[i]:
            side += " " + tr(lang, "activations-out")
        tokens = state.pass_tokens_granted[i]
        if tokens:
            side += " " + tr(lang, "activations-tokens", tokens=tokens)
        sides.append(side)
    return tr(lang, "activations-line", sides=" · ".join(sides))


def done_text(lang: str, view: GameView, player: int, how: How, note: str | None) -> str:
    """The public line of a handover, and who is next (or that the turn may end)."""
    state = view.state
    act = state.current_activations
    made = 0 if act is None else act.made[act.index(player)]
    tokens = state.pass_tokens_granted[state.index(player)]
    line = tr(lang, f"activation-{how}", who=mention(player), n=made, tokens=tokens)
    if note:
        line += "\n> " + note_text(note)
    if act is not None and act.active is not None:
        line += "\n" + tr(lang, "activation-next", who=mention(act.active))
    else:
        line += "\n" + tr(lang, "activation-all-out")
    return line


def done_button(lang: str, state: GameState) -> DoneButton | None:
    """The board's Done button while someone is activating."""
    act = state.current_activations
    if act is None or act.active is None:
        return None
    return DoneButton(act.handovers, label=tr(lang, "activation-button-done"))


class DoneButton(IdButton, template=r"fb:gdone:(?P<handover>[0-9]{1,4})"):
    def __init__(self, handover: int, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.primary, custom_id=f"fb:gdone:{handover}"
            )
        )
        self.handover = handover

    @guarded("button game-done")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        spend_opening(interaction)  # a handover tells the opponent: the allowance of /game done
        player = interaction.user.id
        play = fatebot(interaction).play.game
        view = await play.activation_done(table_of(interaction), player, handover=self.handover)
        await send_public(interaction, done_text(await language_of(interaction), view, player, "done", None))


DYNAMIC_ITEMS = (DoneButton,)
