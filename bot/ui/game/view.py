"""The controls of a game's turn message: soulstone draws, initiative steps, cheating, discards,
the start-of-turn discard step and Corrupted Idols' edge. Each redraws the message that holds
them, so they live in one module and imports run one way; a step that changes a hand answers on
one path (``answer_turn_step``).

Every control is a registered DynamicItem whose custom id says what it acts on, so a turn
message keeps working after a restart:

- ``fb:gss:<use>``: the presser's soulstone draw decision (1 draw, 0 not); the game is the
  channel's. The hand it changes is shown privately, with a discard menu when due.
- ``fb:gi:<initiative>:<player>:<action>[:<first>]``: an initiative step of the awaited player
  (reflip, keep, cheat, decline, first). Cheating opens a private menu of the hand.
- ``fb:gic:<initiative>:<player>``: that private cheat menu.
- ``fb:gdd:<player>:<count>``: the private discard menu after a soulstone draw.
- ``fb:gds:keep``: the presser keeps every card (the discard step in one click).
- ``fb:gds:pick``: opens a private menu of the presser's hand to choose cards to discard.
- ``fb:gdp:<player>``: that private menu (only its player may use it).
- ``fb:gie:<edge>``: Corrupted Idols, the initiative player's choice of the edge (left/right).
"""

from __future__ import annotations

import logging
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.errors import DomainError
from bot.play.game.play import GamePlay
from bot.play.game.state import GameState, GameView
from bot.rules.common.cards import Card
from bot.rules.encounter.generation import Edge
from bot.rules.initiative.state import InitiativePhase
from bot.ui.common.base import fatebot, guarded, table_of
from bot.ui.common.card_menus import card_options, picked_cards
from bot.ui.common.cards import card_name, sorted_for_hand
from bot.ui.common.controls import (
    MAX_OPTIONS,
    CountedMenu,
    IdButton,
    IdSelect,
    PlayerOnly,
    controls_view,
    menu,
    view_of,
)
from bot.ui.common.errors import language_of, reader_language_of
from bot.ui.common.i18n import tr
from bot.ui.common.interaction_edits import explain_stale, note_stale
from bot.ui.common.step_message import with_note
from bot.ui.game.render import idol_lines, turn_text
from bot.ui.hand.dm import dm_note, refresh_hand_dm
from bot.ui.hand.render import hand_lines
from bot.ui.initiative.buttons import StepButton

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)


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
        if awaiting is not None:
            other = state.other(awaiting)
            items.extend(InitiativeButton.for_phase(lang, state.initiative_id, init.phase, awaiting, other))
    items.extend(turn_step_items(lang, view))
    return controls_view(items)


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


async def edit_turn_message(bot: FatebotBase, state: GameState, lang: str, view: GameView) -> None:
    """Rewrite the public turn message (its ids are in the game) after a private step."""
    if state.channel_id is None or state.message_id is None:
        return
    message = bot.get_partial_messageable(state.channel_id).get_partial_message(state.message_id)
    try:
        await message.edit(content=turn_text(lang, view), view=turn_view(lang, view))
    except discord.HTTPException as error:
        log.info("could not update the turn message of table %s", view.table_id)
        await note_stale(bot, view.table_id, state.message_id, error)


async def _user(
    bot: FatebotBase, guild: discord.Guild | None, user_id: int
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


def _is_private(interaction: discord.Interaction[Any]) -> bool:
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def answer_turn_step(
    interaction: discord.Interaction[Any],
    lang: str,
    view: GameView,
    text: str,
    *,
    then: discord.ui.View | None = None,
) -> None:
    """The one path of a step taken on a game's turn from its message or from a private menu (a
    soulstone draw, a discard, an initiative cheat, the start-of-turn discard step): the public
    turn message is redrawn (in place when pressed on it), the presser is answered privately with
    ``text`` (and ``then``, a menu that follows), and every changed hand's DM is refreshed, the
    presser told where one failed. The boards and the notices follow after the answer
    (``bot.ui.notices.after``)."""
    private = _is_private(interaction)
    public = await language_of(interaction)  # the turn message: the game's ("lang" is the reader's)
    if private:
        await interaction.response.edit_message(content=text, view=then)
        await edit_turn_message(fatebot(interaction), view.state, public, view)
    else:
        await interaction.response.edit_message(content=turn_text(public, view), view=turn_view(public, view))
    notes = "\n".join(await refresh_dms(interaction, view, lang))
    if private and notes:
        await interaction.followup.send(notes, ephemeral=True)
    elif not private:
        menu_after = discord.utils.MISSING if then is None else then
        await interaction.followup.send(with_note(text, notes), ephemeral=True, view=menu_after)


def discard_step_text(lang: str, view: GameView, player: int, done: str) -> str:
    """What the presser is told after their start-of-turn discard step: ``done`` and their hand."""
    return done if player not in view.hands else f"{done}\n{private_hand_text(lang, view, player)}"


def discard_down_view(lang: str, player: int, hand: tuple[Card, ...], count: int) -> discord.ui.View | None:
    cards = sorted_for_hand(hand)[:MAX_OPTIONS]
    if not cards or count <= 0:
        return None
    count = min(count, len(cards))
    placeholder = tr(lang, "discard-placeholder-exact", count=count)
    select = menu(f"fb:gdd:{player}:{count}", placeholder, card_options(lang, cards), picks=count)
    return view_of(GameDiscardSelect(player, count, select))


# -- the controls -------------------------------------------------------------------------------


class DrawDecisionButton(IdButton, template=r"fb:gss:(?P<use>[01])", parts={"use": lambda text: text == "1"}):
    def __init__(self, use: bool, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.primary if use else discord.ButtonStyle.secondary,
                custom_id=f"fb:gss:{int(use)}",
            )
        )
        self.use = use

    @guarded("button game-soulstone-draw")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        player = interaction.user.id
        view = await game_play(interaction).soulstone_draw(table_of(interaction), player, self.use)
        lang = await reader_language_of(interaction)
        text = private_hand_text(lang, view, player) if self.use else tr(lang, "game-no-soulstone-draw-done")
        discard = discard_down_view(lang, player, view.hands.get(player, ()), view.must_discard)
        await answer_turn_step(interaction, lang, view, text, then=discard)


class GameDiscardSelect(
    CountedMenu,
    template=r"fb:gdd:(?P<player>[0-9]{1,20}):(?P<count>[0-9]{1,2})",
):
    prefix = "gdd"

    @guarded("menu game-discard")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cards = picked_cards(self.item.values)
        if len(cards) != self.count:
            raise DomainError("error-discard-exact", count=self.count)
        view = await game_play(interaction).discard_down(table_of(interaction), self.player, cards)
        lang = await reader_language_of(interaction)
        await answer_turn_step(interaction, lang, view, private_hand_text(lang, view, self.player))


class InitiativeButton(
    StepButton,
    template=(
        r"fb:gi:(?P<pid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):"
        r"(?P<action>reflip|keep|cheat|decline|first)(?::(?P<arg>[0-9]{1,20}))?"
    ),
):
    prefix = "gi"
    label_keys = MappingProxyType(
        {
            "reflip": "game-button-reflip",
            "keep": "game-button-keep",
            "cheat": "game-button-cheat",
            "decline": "game-button-decline",
            "me": "game-button-me-first",
            "other": "game-button-opponent-first",
        }
    )

    @staticmethod
    def primary(action: str, arg: int | None, player: int) -> bool:
        """On the turn message both "who goes first" buttons stand out."""
        return action in ("reflip", "cheat", "first")

    @guarded("button game-initiative")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = game_play(interaction)
        lang = await language_of(interaction)
        if self.action == "cheat":
            await self._offer_cheat(interaction, play, lang)
            return
        try:
            if self.action in ("reflip", "keep"):
                view = await play.initiative_soulstone(
                    self.record, self.player, reflip=self.action == "reflip"
                )
            elif self.action == "decline":
                view = await play.initiative_decline(self.record, self.player)
            else:
                if self.arg is None:
                    raise DomainError("game-error-initiative-unknown")
                view = await play.initiative_choose(self.record, self.player, self.arg)
        except DomainError as error:
            if error.key == "game-error-initiative-unknown":
                await _take_lapsed_buttons_off(interaction, lang)
                message = interaction.message
                await explain_stale(interaction, None if message is None else message.id, error)
            raise
        await interaction.response.edit_message(content=turn_text(lang, view), view=turn_view(lang, view))

    async def _offer_cheat(self, interaction: discord.Interaction[Any], play: GamePlay, lang: str) -> None:
        init = await play.open_initiative(self.record)
        if init is None:
            raise DomainError("game-error-initiative-unknown")
        if init.phase is not InitiativePhase.CHEATING or init.awaiting_player != self.player:
            raise DomainError("error-initiative-not-your-turn", player=init.awaiting_player or 0)
        result = await fatebot(interaction).play.hand.hand_show(table_of(interaction), self.player)
        cards = sorted_for_hand(result.hand)[:MAX_OPTIONS]
        if not cards:
            raise DomainError("game-error-cheat-empty-hand")
        custom_id = f"fb:gic:{self.record}:{self.player}"
        select = menu(custom_id, tr(lang, "game-cheat-placeholder"), card_options(lang, cards))
        out = view_of(CheatSelect(self.record, self.player, select))
        await interaction.response.send_message(tr(lang, "game-cheat-prompt"), ephemeral=True, view=out)


async def _take_lapsed_buttons_off(interaction: discord.Interaction[Any], lang: str) -> None:
    """A button of an initiative that lapsed: the press itself redraws its message as the game now
    stands (the lapse decided the initiative by the rules' defaults; where the bot is not a member
    it could not show that once Discord's 15 minutes had passed), and the refusal follows
    privately. Nothing else changes."""
    message = interaction.message
    if message is None or message.flags.ephemeral or interaction.response.is_done():
        return
    view = await game_play(interaction).turn_view(table_of(interaction))
    if view is not None and view.initiative is None:
        await interaction.response.edit_message(content=turn_text(lang, view), view=turn_view(lang, view))
        return
    lapsed = tr(lang, "game-init-lapsed")
    content = message.content if lapsed in message.content else f"{message.content}\n{lapsed}"
    await interaction.response.edit_message(content=content[:2000], view=None)


class CheatSelect(
    PlayerOnly,
    IdSelect,
    template=r"fb:gic:(?P<pid>[0-9]{1,19}):(?P<player>[0-9]{1,20})",
):
    def __init__(self, pid: int, player: int, select: discord.ui.Select[Any] | None = None) -> None:
        super().__init__(f"fb:gic:{pid}:{player}", select=select)
        self.pid = pid
        self.player = player

    @guarded("menu game-cheat")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cards = picked_cards(self.item.values)
        if len(cards) != 1:
            raise DomainError("error-discard-exact", count=1)
        view = await game_play(interaction).initiative_cheat(self.pid, self.player, cards[0])
        lang = await reader_language_of(interaction)
        await answer_turn_step(
            interaction, lang, view, tr(lang, "game-cheated", card=card_name(cards[0], lang))
        )


# -- the start-of-turn discard step and Corrupted Idols' edge ---------------------------------


class DiscardStepButton(IdButton, template=r"fb:gds:(?P<mode>keep|pick)", parts={"mode": str}):
    def __init__(self, mode: str, *, label: str = "…") -> None:
        style = discord.ButtonStyle.primary if mode == "keep" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"fb:gds:{mode}"))
        self.mode = mode

    @guarded("button game-discard-step")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        player = interaction.user.id
        lang = await reader_language_of(interaction)
        play = game_play(interaction)
        if self.mode == "keep":
            view = await play.discard_step(table_of(interaction), player, [])
            text = discard_step_text(lang, view, player, tr(lang, "rules-discard-step-kept"))
            await answer_turn_step(interaction, lang, view, text)
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
        lang = await reader_language_of(interaction)
        done = tr(lang, "rules-discard-step-done", count=len(cards))
        await answer_turn_step(interaction, lang, view, discard_step_text(lang, view, self.player, done))


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
        await interaction.response.edit_message(content=content, view=turn_view(lang, view))


DYNAMIC_ITEMS = (
    DrawDecisionButton,
    GameDiscardSelect,
    InitiativeButton,
    CheatSelect,
    DiscardStepButton,
    DiscardStepSelect,
    IdolEdgeButton,
)
