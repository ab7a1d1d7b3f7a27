"""Controls of a game's turn message for the start-of-turn discard step and Corrupted Idols.

Registered DynamicItems (they keep working after a restart):

- ``fb:gds:keep``: the presser keeps every card (the discard step in one click).
- ``fb:gds:pick``: opens a private menu of the presser's hand to choose cards to discard.
- ``fb:gdp:<player>``: that private menu (only its player may use it).
- ``fb:gie:<edge>``: Corrupted Idols, the initiative player's choice of the edge (left/right).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, cast

import discord

from bot.errors import DomainError
from bot.play.game.play import GamePlay
from bot.play.game.state import GameView
from bot.rules.encounter.generation import Edge
from bot.ui.common.base import fatebot, guarded, table_of
from bot.ui.common.card_menus import card_options, picked_cards
from bot.ui.common.cards import sorted_for_hand
from bot.ui.common.controls import MAX_OPTIONS, IdButton, IdSelect, PlayerOnly, menu, view_of
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.provided import Provided
from bot.ui.game.render import idol_lines, turn_text


def turn_step_items(lang: str, view: GameView) -> list[discord.ui.Item[Any]]:
    """The buttons this turn's message needs for the discard step or the idol edge."""
    state = view.state
    items: list[discord.ui.Item[Any]] = []
    if state.phase == "discard" and state.discard_waiting:
        items.append(DiscardStepButton("keep", label=tr(lang, "rules-button-keep-all")))
        items.append(DiscardStepButton("pick", label=tr(lang, "rules-button-discard-some")))
    idol = state.idol
    if idol is not None and idol.spot is None:
        items.append(IdolEdgeButton("left", label=tr(lang, "rules-button-idol-left")))
        items.append(IdolEdgeButton("right", label=tr(lang, "rules-button-idol-right")))
    return items


def game_play(interaction: discord.Interaction[Any]) -> GamePlay:
    return fatebot(interaction).play.game


# The turn message's controls (``view.turn_view``), which hold these steps' controls.
TURN_VIEW: Provided[Callable[[str, GameView], discord.ui.View | None]] = Provided(
    "the turn message's controls"
)

# What a discard step changes on the turn message and the hands' DMs (``view.after_discard_step``):
# the turn message's layout holds these controls, so ``view`` imports this module and provides it.
AFTER_DISCARD_STEP: Provided[Callable[[discord.Interaction[Any], GameView, str], Awaitable[None]]] = Provided(
    "the turn message's update after a discard step"
)


class DiscardStepButton(IdButton, template=r"fb:gds:(?P<mode>keep|pick)", parts={"mode": str}):
    def __init__(self, mode: str, *, label: str = "…") -> None:
        style = discord.ButtonStyle.primary if mode == "keep" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"fb:gds:{mode}"))
        self.mode = mode

    @guarded("button game-discard-step")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        player = interaction.user.id
        lang = await language_of(interaction)
        play = game_play(interaction)
        if self.mode == "keep":
            view = await play.discard_step(table_of(interaction), player, [])
            await AFTER_DISCARD_STEP.call(interaction, view, tr(lang, "rules-discard-step-kept"))
            return
        state = await play.state(table_of(interaction))
        if state is None or state.phase != "discard" or player not in state.discard_waiting:
            raise DomainError("rules-error-no-discard-step")
        result = await fatebot(interaction).play.hand.hand_show(table_of(interaction), player)
        cards = sorted_for_hand(result.hand)[:MAX_OPTIONS]
        if not cards:
            raise DomainError("rules-error-no-discard-step")
        placeholder = tr(lang, "rules-discard-step-placeholder")
        select = menu(f"fb:gdp:{player}", placeholder, card_options(lang, cards), picks=(1, len(cards)))
        keep = DiscardStepButton("keep", label=tr(lang, "rules-button-keep-all"))
        out = view_of(DiscardStepSelect(player, select), keep)
        await interaction.response.send_message(
            tr(lang, "rules-discard-step-prompt"), ephemeral=True, view=out
        )


class DiscardStepSelect(
    PlayerOnly,
    IdSelect,
    template=r"fb:gdp:(?P<player>[0-9]{1,20})",
):
    def __init__(self, player: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(f"fb:gdp:{player}", select=select)
        self.player = player

    @guarded("menu game-discard-step")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cards = picked_cards(self.item.values)
        view = await game_play(interaction).discard_step(table_of(interaction), self.player, cards)
        lang = await language_of(interaction)
        await AFTER_DISCARD_STEP.call(
            interaction, view, tr(lang, "rules-discard-step-done", count=len(cards))
        )


class IdolEdgeButton(IdButton, template=r"fb:gie:(?P<edge>left|right)", parts={"edge": str}):
    def __init__(self, edge: str, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.primary, custom_id=f"fb:gie:{edge}")
        )
        self.edge = edge

    @guarded("button game-idol-edge")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = game_play(interaction)
        table_id = table_of(interaction)
        lang = await fatebot(interaction).table_language(table_id)
        before = await play.state(table_id)
        view = await play.choose_idol_edge(table_id, interaction.user.id, cast(Edge, self.edge))
        # The initiative that decided the turn is over and gone: rewrite only the marker lines.
        content = interaction.message.content if interaction.message is not None else ""
        old = "\n".join(idol_lines(lang, before)) if before is not None else ""
        new = "\n".join(idol_lines(lang, view.state))
        content = content.replace(old, new) if old and old in content else turn_text(lang, view)
        await interaction.response.edit_message(content=content, view=TURN_VIEW.call(lang, view))


DYNAMIC_ITEMS = (DiscardStepButton, DiscardStepSelect, IdolEdgeButton)
