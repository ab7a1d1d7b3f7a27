"""The controls of a game's turn message: soulstone draws, initiative steps, cheating, discards.

Every control is a registered DynamicItem whose custom id says what it acts on, so a turn
message keeps working after a restart:

- ``fb:gss:<use>``: the presser's soulstone draw decision (1 draw, 0 not); the game is the
  channel's. The hand it changes is shown privately, with a discard menu when due.
- ``fb:gi:<initiative>:<player>:<action>[:<first>]``: an initiative step of the awaited player
  (reflip, keep, cheat, decline, first). Cheating opens a private menu of the hand.
- ``fb:gic:<initiative>:<player>``: that private cheat menu.
- ``fb:gdd:<player>:<count>``: the private discard menu after a soulstone draw.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import DomainError
from bot.play.game import GameState, GameView
from bot.play.game_play import GamePlay
from bot.rules.cards import Card
from bot.rules.initiative_state import InitiativePhase
from bot.ui.base import PlayerOnly, fatebot, guarded, placeholder_select, select_of, table_of
from bot.ui.card_menus import MAX_OPTIONS, card_options
from bot.ui.cards import card_name, sorted_for_hand
from bot.ui.errors import language_of
from bot.ui.game_render import turn_text
from bot.ui.hand_dm import dm_note, refresh_hand_dm
from bot.ui.i18n import tr
from bot.ui.render import hand_lines
from bot.ui.turn_steps_view import DYNAMIC_ITEMS as TURN_STEP_ITEMS
from bot.ui.turn_steps_view import turn_step_items

if TYPE_CHECKING:
    from bot.app import Fatebot

log = logging.getLogger(__name__)


def game_play(interaction: discord.Interaction[Any]) -> GamePlay:
    return GamePlay(fatebot(interaction).play)


# -- building the turn message's controls ------------------------------------------------------


def turn_view(lang: str, view: GameView) -> discord.ui.View | None:
    state = view.state
    items: list[discord.ui.Item[Any]] = []
    if state.phase == "draw" and state.draw_waiting:
        extra = state.ed.soulstone_extra_draw
        items.append(DrawDecisionButton(True, label=tr(lang, "game-button-soulstone-draw", extra=extra)))
        items.append(DrawDecisionButton(False, label=tr(lang, "game-button-no-soulstone-draw")))
    init = view.initiative
    if state.phase == "initiative" and state.initiative_id is not None and init is not None:
        awaiting = init.awaiting_player
        pid = state.initiative_id
        if awaiting is not None:
            other = state.other(awaiting)
            if init.phase is InitiativePhase.SOULSTONES:
                items.append(InitiativeButton(pid, awaiting, "reflip", label=tr(lang, "game-button-reflip")))
                items.append(InitiativeButton(pid, awaiting, "keep", label=tr(lang, "game-button-keep")))
            elif init.phase is InitiativePhase.CHEATING:
                items.append(InitiativeButton(pid, awaiting, "cheat", label=tr(lang, "game-button-cheat")))
                items.append(
                    InitiativeButton(pid, awaiting, "decline", label=tr(lang, "game-button-decline"))
                )
            elif init.phase is InitiativePhase.CHOOSING:
                items.append(
                    InitiativeButton(pid, awaiting, "first", awaiting, label=tr(lang, "game-button-me-first"))
                )
                items.append(
                    InitiativeButton(
                        pid, awaiting, "first", other, label=tr(lang, "game-button-opponent-first")
                    )
                )
    items.extend(turn_step_items(lang, view))
    if not items:
        return None
    out = discord.ui.View(timeout=None)
    for item in items:
        out.add_item(item)
    return out


async def edit_turn_message(bot: Fatebot, state: GameState, lang: str, view: GameView) -> None:
    """Rewrite the public turn message (its ids are in the game) after a private step."""
    if state.channel_id is None or state.message_id is None:
        return
    message = bot.get_partial_messageable(state.channel_id).get_partial_message(state.message_id)
    try:
        await message.edit(content=turn_text(lang, view), view=turn_view(lang, view))
    except discord.HTTPException:
        log.info("could not update the turn message of table %s", view.table_id)


async def _user(
    bot: Fatebot, guild: discord.Guild | None, user_id: int
) -> discord.User | discord.Member | None:
    member = guild.get_member(user_id) if guild is not None else None
    if member is not None:
        return member
    user = bot.get_user(user_id)
    if user is not None:
        return user
    try:
        return await bot.fetch_user(user_id)
    except discord.HTTPException:
        return None


async def refresh_dms(interaction: discord.Interaction[Any], view: GameView, lang: str) -> list[str]:
    """Show every changed hand in its player's DM; notes for the presser if theirs failed."""
    bot = fatebot(interaction)
    notes: list[str] = []
    guild = interaction.guild
    for player, hand in view.hands.items():
        user = await _user(bot, guild, player)
        if user is None:
            continue
        player_lang = lang if player == interaction.user.id else await bot.table_language(view.table_id)
        status = await refresh_hand_dm(
            bot.play,
            user,
            table_id=view.table_id,
            guild_name=guild.name if guild is not None else None,
            hand=hand,
            lang=player_lang,
        )
        if status is None:
            continue
        note = dm_note(lang, status)
        if note and player == interaction.user.id:
            notes.append(note)
        elif note:
            notes.append(tr(lang, "game-dm-closed-other", who=f"<@{player}>"))
    return notes


def private_hand_text(lang: str, view: GameView, player: int) -> str:
    hand = view.hands.get(player, ())
    lines = []
    drawn = view.drawn.get(player)
    if drawn:
        lines.append(tr(lang, "hand-drew", count=drawn))
    lines.append(
        tr(lang, "hand-title", table=f"<#{view.table_id}>", count=len(hand), size=view.state.ed.hand_size)
    )
    lines.append(hand_lines(lang, hand))
    if view.must_discard:
        lines.append(tr(lang, "hand-must-discard", count=view.must_discard))
    return "\n".join(lines)


def discard_down_view(lang: str, player: int, hand: tuple[Card, ...], count: int) -> discord.ui.View | None:
    cards = sorted_for_hand(hand)[:MAX_OPTIONS]
    if not cards or count <= 0:
        return None
    count = min(count, len(cards))
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=f"fb:gdd:{player}:{count}",
        placeholder=tr(lang, "discard-placeholder-exact", count=count),
        min_values=count,
        max_values=count,
        options=card_options(lang, cards),
    )
    out = discord.ui.View(timeout=None)
    out.add_item(GameDiscardSelect(player, count, select))
    return out


def _cards(values: list[str]) -> list[Card]:
    try:
        return [Card.parse(value) for value in values]
    except ValueError:
        raise DomainError("error-discard-stale") from None


# -- the controls -------------------------------------------------------------------------------


class DrawDecisionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"fb:gss:(?P<use>[01])"):
    def __init__(self, use: bool, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.primary if use else discord.ButtonStyle.secondary,
                custom_id=f"fb:gss:{int(use)}",
            )
        )
        self.use = use

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DrawDecisionButton:
        return cls(match["use"] == "1")

    @guarded("button game-soulstone-draw")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        player = interaction.user.id
        view = await game_play(interaction).soulstone_draw(table_of(interaction), player, self.use)
        lang = await language_of(interaction)
        await interaction.response.edit_message(content=turn_text(lang, view), view=turn_view(lang, view))
        notes = await refresh_dms(interaction, view, lang)
        text = private_hand_text(lang, view, player) if self.use else tr(lang, "game-no-soulstone-draw-done")
        if notes:
            text += "\n\n" + "\n".join(notes)
        discard = discard_down_view(lang, player, view.hands.get(player, ()), view.must_discard)
        if discard is None:
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.followup.send(text, ephemeral=True, view=discard)


class GameDiscardSelect(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fb:gdd:(?P<player>[0-9]{1,20}):(?P<count>[0-9]{1,2})",
):
    def __init__(self, player: int, count: int, select: discord.ui.Select[Any] | None = None) -> None:
        if select is None:
            select = placeholder_select(f"fb:gdd:{player}:{count}")
        super().__init__(select)
        self.player = player
        self.count = count

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameDiscardSelect:
        return cls(int(match["player"]), int(match["count"]), select_of(item))

    @guarded("menu game-discard")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cards = _cards(list(self.item.values))
        if len(cards) != self.count:
            raise DomainError("error-discard-exact", count=self.count)
        view = await game_play(interaction).discard_down(table_of(interaction), self.player, cards)
        lang = await language_of(interaction)
        await interaction.response.edit_message(content=private_hand_text(lang, view, self.player), view=None)
        await refresh_dms(interaction, view, lang)
        await edit_turn_message(
            fatebot(interaction), view.state, await fatebot(interaction).table_language(view.table_id), view
        )


class InitiativeButton(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=(
        r"fb:gi:(?P<pid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):"
        r"(?P<action>reflip|keep|cheat|decline|first)(?::(?P<arg>[0-9]{1,20}))?"
    ),
):
    def __init__(
        self, pid: int, player: int, action: str, arg: int | None = None, *, label: str = "…"
    ) -> None:
        custom_id = f"fb:gi:{pid}:{player}:{action}" + (f":{arg}" if arg is not None else "")
        style = (
            discord.ButtonStyle.primary
            if action in ("reflip", "cheat", "first")
            else discord.ButtonStyle.secondary
        )
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
        self.pid = pid
        self.player = player
        self.action = action
        self.arg = arg

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> InitiativeButton:
        arg = int(match["arg"]) if match["arg"] else None
        return cls(int(match["pid"]), int(match["player"]), match["action"], arg)

    @guarded("button game-initiative")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = game_play(interaction)
        lang = await language_of(interaction)
        if self.action == "cheat":
            await self._offer_cheat(interaction, play, lang)
            return
        if self.action in ("reflip", "keep"):
            view = await play.initiative_soulstone(self.pid, self.player, reflip=self.action == "reflip")
        elif self.action == "decline":
            view = await play.initiative_decline(self.pid, self.player)
        else:
            if self.arg is None:
                raise DomainError("game-error-initiative-unknown")
            view = await play.initiative_choose(self.pid, self.player, self.arg)
        await interaction.response.edit_message(content=turn_text(lang, view), view=turn_view(lang, view))

    async def _offer_cheat(self, interaction: discord.Interaction[Any], play: GamePlay, lang: str) -> None:
        init = await play.open_initiative(self.pid)
        if init is None:
            raise DomainError("game-error-initiative-unknown")
        if init.phase is not InitiativePhase.CHEATING or init.awaiting_player != self.player:
            raise DomainError("error-initiative-not-your-turn", player=init.awaiting_player or 0)
        result = await fatebot(interaction).play.hand_show(table_of(interaction), self.player)
        cards = sorted_for_hand(result.hand)[:MAX_OPTIONS]
        if not cards:
            raise DomainError("game-error-cheat-empty-hand")
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"fb:gic:{self.pid}:{self.player}",
            placeholder=tr(lang, "game-cheat-placeholder"),
            options=card_options(lang, cards),
        )
        out = discord.ui.View(timeout=None)
        out.add_item(CheatSelect(self.pid, self.player, select))
        await interaction.response.send_message(tr(lang, "game-cheat-prompt"), ephemeral=True, view=out)


class CheatSelect(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fb:gic:(?P<pid>[0-9]{1,19}):(?P<player>[0-9]{1,20})",
):
    def __init__(self, pid: int, player: int, select: discord.ui.Select[Any] | None = None) -> None:
        if select is None:
            select = placeholder_select(f"fb:gic:{pid}:{player}")
        super().__init__(select)
        self.pid = pid
        self.player = player

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> CheatSelect:
        return cls(int(match["pid"]), int(match["player"]), select_of(item))

    @guarded("menu game-cheat")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cards = _cards(list(self.item.values))
        if len(cards) != 1:
            raise DomainError("error-discard-exact", count=1)
        view = await game_play(interaction).initiative_cheat(self.pid, self.player, cards[0])
        lang = await language_of(interaction)
        await interaction.response.edit_message(
            content=tr(lang, "game-cheated", card=card_name(cards[0], lang)), view=None
        )
        await refresh_dms(interaction, view, lang)
        bot = fatebot(interaction)
        await edit_turn_message(bot, view.state, await bot.table_language(view.table_id), view)


DYNAMIC_ITEMS = (DrawDecisionButton, GameDiscardSelect, InitiativeButton, CheatSelect, *TURN_STEP_ITEMS)
