"""The controls of an /initiative message: soulstone reflips, cheats and the first-player choice.

Registered DynamicItems whose custom ids name the initiative and the awaited player, so an open
initiative keeps working after a restart:

- ``fb:ini:<initiative>:<player>:<action>[:<first>]``: reflip, keep (M2E soulstone step),
  cheat (opens the private menu), decline (M3E), first (choose who goes first).
- ``fb:inc:<initiative>:<player>:<message>``: the private cheat menu of the player's own hand.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import DomainError
from bot.play.initiative import InitiativePlay, InitiativeView
from bot.rules.cards import Card
from bot.rules.initiative import InitiativePhase
from bot.ui.base import NO_PINGS, fatebot, guarded, only_for, send_public, table_of
from bot.ui.cards import card_emoji, card_name, sorted_for_hand
from bot.ui.errors import language_of, send_private
from bot.ui.hand_dm import dm_note, refresh_hand_dm
from bot.ui.i18n import tr
from bot.ui.initiative_render import initiative_text

if TYPE_CHECKING:
    from bot.app import Fatebot

log = logging.getLogger(__name__)

MAX_OPTIONS = 25


def initiatives(interaction: discord.Interaction[Any]) -> InitiativePlay:
    return InitiativePlay(fatebot(interaction).play)


def initiative_controls(lang: str, view: InitiativeView) -> discord.ui.View | None:
    state = view.state
    awaiting = state.awaiting_player
    if view.is_over or awaiting is None:
        return None
    iid = view.initiative_id
    items: list[discord.ui.Item[Any]] = []
    if state.phase is InitiativePhase.SOULSTONES:
        items.append(InitiativeButton(iid, awaiting, "reflip", label=tr(lang, "initiative-button-reflip")))
        items.append(InitiativeButton(iid, awaiting, "keep", label=tr(lang, "initiative-button-keep")))
    elif state.phase is InitiativePhase.CHEATING:
        items.append(InitiativeButton(iid, awaiting, "cheat", label=tr(lang, "duel-button-cheat")))
        items.append(InitiativeButton(iid, awaiting, "decline", label=tr(lang, "duel-button-keep")))
    elif state.phase is InitiativePhase.CHOOSING:
        other = next(p for p in state.players if p != awaiting)
        items.append(
            InitiativeButton(iid, awaiting, "first", awaiting, label=tr(lang, "initiative-button-me"))
        )
        items.append(
            InitiativeButton(iid, awaiting, "first", other, label=tr(lang, "initiative-button-other"))
        )
    if not items:
        return None
    out = discord.ui.View(timeout=None)
    for item in items:
        out.add_item(item)
    return out


async def post_initiative(interaction: discord.Interaction[Any], view: InitiativeView) -> None:
    lang = await language_of(interaction)
    message = await send_public(
        interaction, initiative_text(lang, view), view=initiative_controls(lang, view)
    )
    if message is not None and not view.is_over:
        await fatebot(interaction).play.set_pending_message(
            view.initiative_id, message.channel.id, message.id
        )


async def show_initiative_step(
    interaction: discord.Interaction[Any],
    view: InitiativeView,
    *,
    message_id: int | None,
    note: str | None = None,
) -> None:
    """Redraw the public message; a private origin (the cheat menu) gets ``note``."""
    lang = await language_of(interaction)
    content, controls = initiative_text(lang, view), initiative_controls(lang, view)
    public_id = view.message_id or message_id
    origin = interaction.message
    if origin is not None and not origin.flags.ephemeral and (public_id is None or origin.id == public_id):
        await interaction.response.edit_message(content=content, view=controls, allowed_mentions=NO_PINGS)
        return
    text = note or tr(lang, "duel-step-done")
    if origin is not None and origin.flags.ephemeral:
        await interaction.response.edit_message(content=text, view=None)
    else:
        await send_private(interaction, text)
    channel_id = view.channel_id or interaction.channel_id
    if public_id is None or channel_id is None:
        return
    message = fatebot(interaction).get_partial_messageable(channel_id).get_partial_message(public_id)
    try:
        await message.edit(content=content, view=controls, allowed_mentions=NO_PINGS)
    except discord.HTTPException:
        log.info("could not update the message of initiative %s", view.initiative_id)


async def mark_initiative_lapsed(
    bot: Fatebot,
    channel_id: int | None,
    message_id: int | None,
    origin: discord.Message | None = None,
    *,
    table_id: int | None = None,
) -> None:
    if channel_id is None or message_id is None:
        return
    lang = await bot.table_language(table_id or channel_id)
    lapsed = tr(lang, "initiative-lapsed")
    try:
        if origin is not None and origin.id == message_id:
            message = origin
        else:
            message = await bot.get_partial_messageable(channel_id).fetch_message(message_id)
        if not message.components:
            return
        content = message.content if lapsed in message.content else f"{message.content}\n{lapsed}"
        await message.edit(content=content, view=None, allowed_mentions=NO_PINGS)
    except discord.HTTPException:
        log.info("could not mark initiative message %s as lapsed", message_id)


async def _stepped(
    interaction: discord.Interaction[Any], message_id: int | None, call: Any
) -> InitiativeView:
    try:
        view: InitiativeView = await call
    except DomainError as error:
        if error.key in ("initiative-error-expired", "initiative-error-unknown"):
            await mark_initiative_lapsed(
                fatebot(interaction), interaction.channel_id, message_id, interaction.message
            )
        raise
    return view


class InitiativeButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=(
        r"fb:ini:(?P<iid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):"
        r"(?P<action>reflip|keep|cheat|decline|first)(?::(?P<arg>[0-9]{1,20}))?"
    ),
):
    def __init__(
        self, iid: int, player: int, action: str, arg: int | None = None, *, label: str = "…"
    ) -> None:
        custom_id = f"fb:ini:{iid}:{player}:{action}" + (f":{arg}" if arg is not None else "")
        primary = action in ("reflip", "cheat") or (action == "first" and arg == player)
        style = discord.ButtonStyle.primary if primary else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
        self.iid = iid
        self.player = player
        self.action = action
        self.arg = arg

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> InitiativeButton:
        arg = int(match["arg"]) if match["arg"] else None
        return cls(int(match["iid"]), int(match["player"]), match["action"], arg)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await only_for(interaction, self.player)

    @guarded("button initiative")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = initiatives(interaction)
        message_id = interaction.message.id if interaction.message is not None else None
        if self.action == "cheat":
            await self._offer_cheat(interaction, play, message_id)
            return
        if self.action in ("reflip", "keep"):
            call = play.soulstone(self.iid, self.player, reflip=self.action == "reflip")
        elif self.action == "decline":
            call = play.decline(self.iid, self.player)
        else:
            if self.arg is None:
                raise DomainError("initiative-error-unknown")
            call = play.choose(self.iid, self.player, self.arg)
        view = await _stepped(interaction, message_id, call)
        await show_initiative_step(interaction, view, message_id=message_id)

    async def _offer_cheat(
        self, interaction: discord.Interaction[Any], play: InitiativePlay, message_id: int | None
    ) -> None:
        cards = await _stepped_cards(interaction, message_id, play, self.iid, self.player)
        if not cards:
            raise DomainError("duel-error-no-cheat-window")
        lang = await language_of(interaction)
        shown = sorted_for_hand(cards)[: MAX_OPTIONS - 1]
        options = [
            discord.SelectOption(label=card_name(c, lang), value=c.code, emoji=card_emoji(c)) for c in shown
        ]
        options.append(discord.SelectOption(label=tr(lang, "duel-cheat-none"), value="skip"))
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"fb:inc:{self.iid}:{self.player}:{message_id or 0}",
            placeholder=tr(lang, "duel-cheat-placeholder"),
            options=options,
        )
        out = discord.ui.View(timeout=None)
        out.add_item(InitiativeCheatSelect(self.iid, self.player, message_id or 0, select))
        await send_private(interaction, tr(lang, "initiative-cheat-prompt"), view=out)


async def _stepped_cards(
    interaction: discord.Interaction[Any], message_id: int | None, play: InitiativePlay, iid: int, player: int
) -> tuple[Card, ...]:
    try:
        return await play.cheat_options(iid, player)
    except DomainError as error:
        if error.key == "initiative-error-unknown":
            await mark_initiative_lapsed(
                fatebot(interaction), interaction.channel_id, message_id, interaction.message
            )
        raise


class InitiativeCheatSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fb:inc:(?P<iid>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20})",
):
    def __init__(
        self, iid: int, player: int, message_id: int, select: discord.ui.Select[Any] | None = None
    ) -> None:
        if select is None:
            select = discord.ui.Select(
                custom_id=f"fb:inc:{iid}:{player}:{message_id}",
                options=[discord.SelectOption(label="…", value="-")],
            )
        super().__init__(select)
        self.iid = iid
        self.player = player
        self.message_id = message_id or None

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> InitiativeCheatSelect:
        select = item if isinstance(item, discord.ui.Select) else None
        return cls(int(match["iid"]), int(match["player"]), int(match["message"]), select)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await only_for(interaction, self.player)

    @guarded("menu initiative-cheat")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = list(self.item.values)
        if len(values) != 1:
            raise DomainError("duel-error-menu-stale")
        play = initiatives(interaction)
        lang = await language_of(interaction)
        if values[0] == "skip":
            view = await _stepped(interaction, self.message_id, play.decline(self.iid, self.player))
            await show_initiative_step(
                interaction, view, message_id=self.message_id, note=tr(lang, "duel-kept")
            )
            return
        try:
            card = Card.parse(values[0])
        except ValueError:
            raise DomainError("duel-error-menu-stale") from None
        view = await _stepped(interaction, self.message_id, play.cheat(self.iid, self.player, card))
        note = tr(lang, "duel-cheated")
        if view.hand is not None:
            guild = interaction.guild
            status = await refresh_hand_dm(
                fatebot(interaction).play,
                interaction.user,
                table_id=table_of(interaction),
                guild_name=guild.name if guild is not None else None,
                hand=view.hand,
                lang=lang,
            )
            extra = None if status is None else dm_note(lang, status)
            if extra:
                note += "\n\n" + extra
        await show_initiative_step(interaction, view, message_id=self.message_id, note=note)


DYNAMIC_ITEMS = (InitiativeButton, InitiativeCheatSelect)
