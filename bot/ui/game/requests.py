"""Agreement requests (``bot.play.game.requests``): what one player asks the other to allow.

Ending a game early, changing the opponent's score or soulstone pool, and undoing a bookkeeping
step need the opponent's press. The play layer refuses with ``NeedsAgreement`` (nothing
changed); here the request is opened (stored: one of its kind per game, answered once, lapsing
with the game's pace) and posted publicly. The post mentions both players without pinging anyone:
the opponent is told by a notice, as for any step (``bot.play.notices``), within their allowance
of pings; asking spends the asker's allowance of openings (``bot.ui.common.cooldowns``). Its one
button names only the request (``fb:greq:<id>``); a newer request of its kind replaces it, and its
message loses the button, as does one that lapses, ends with its game or is answered. ``/game
undo``'s private preview has the asker's own button (``fb:gunask:<game>:<seq>``): a player's press
posts the request; a table moderator who is not playing undoes at once.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.errors import DomainError
from bot.play.common.results import Lapsed
from bot.play.game.requests import Request
from bot.play.game.state import NeedsAgreement
from bot.play.game.undo import UndoNeedsAgreement, UndoPreview
from bot.store.records import PendingRecord
from bot.ui.common.base import NO_PINGS, fatebot, guarded, only_for, send_public, table_of
from bot.ui.common.controls import NEVER, IdButton, view_of
from bot.ui.common.cooldowns import spend_opening
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.interaction_edits import fetch_public
from bot.ui.common.options import is_table_moderator
from bot.ui.common.render import clip
from bot.ui.game.agreements import change_text, finish_game
from bot.ui.game.render import score_text
from bot.ui.game.undo import after_undo, done_lines, step_text, turn_note

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)


class RequestButton(IdButton, template=r"fb:greq:(?P<request>[0-9]{1,20})"):
    """Only the asked player's press answers the request, once; a press on one that was
    answered, replaced or lapsed is refused privately, and its message loses the button."""

    def __init__(self, request: int, *, label: str = "…", style: discord.ButtonStyle | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=style or discord.ButtonStyle.primary, custom_id=f"fb:greq:{request}"
            )
        )
        self.request = request

    @guarded("button game-request")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        request = await fatebot(interaction).play.game.request(self.request)
        if request is None:
            await _take_button_off(interaction)
            raise DomainError("game-error-request-gone")
        if not await only_for(interaction, request.to, key="game-agree-not-yours"):
            return
        if request.what == "end":
            await agree_end(interaction, self.request, request)
        elif request.what == "score":
            await agree_score(interaction, self.request, request)
        else:
            await agree_undo(interaction, self.request, request)


async def _take_button_off(interaction: discord.Interaction[Any]) -> None:
    message = interaction.message
    if message is not None:
        lang = await language_of(interaction)
        text = clip(f"{message.content}\n-# {tr(lang, 'game-request-closed')}")
        await interaction.response.edit_message(content=text, view=None, allowed_mentions=NO_PINGS)


async def post_request(
    interaction: discord.Interaction[Any],
    request: Request,
    text: str,
    label: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.primary,
    followup: bool = False,
) -> None:
    """Open ``request`` and post it with its button; an older one of its kind loses its own."""
    spend_opening(interaction)  # asking is opening something: the asker's allowance
    bot = fatebot(interaction)
    opened = await bot.play.game.ask(table_of(interaction), request)
    view = view_of(RequestButton(opened.request_id, label=label, style=style))
    message: discord.Message
    if followup:
        message = await interaction.followup.send(clip(text), view=view, allowed_mentions=NO_PINGS, wait=True)
    else:
        await interaction.response.send_message(clip(text), view=view, allowed_mentions=NO_PINGS)
        message = await interaction.original_response()
    if opened.replaced is not None:
        await close_request_message(bot, opened.replaced, "game-request-replaced")
    table_id = table_of(interaction)
    if not await bot.play.game.place_request(table_id, opened.request_id, message.channel.id, message.id):
        # A newer request replaced this one before its message was known: its button goes too.
        lang = await language_of(interaction)
        closed = clip(f"{message.content}\n-# {tr(lang, 'game-request-replaced')}")
        try:
            if followup:
                await message.edit(content=closed, view=None, allowed_mentions=NO_PINGS)
            else:
                await interaction.edit_original_response(content=closed, view=None, allowed_mentions=NO_PINGS)
        except discord.HTTPException:
            log.warning("could not close the replaced request message %s", message.id)


async def close_request_message(bot: FatebotBase, record: PendingRecord | Lapsed, key: str) -> None:
    """Take the button off a request's message and say why (replaced, lapsed, ended)."""
    channel_id, message_id = record.channel_id, record.message_id
    if channel_id is None or message_id is None:
        return
    lang = await bot.table_language(record.table_id)
    try:
        message = await fetch_public(bot, channel_id, message_id)
        text = clip(f"{message.content}\n-# {tr(lang, key)}")
        await message.edit(content=text, view=None, allowed_mentions=NO_PINGS)
    except discord.HTTPException:
        log.info("could not close the request message %s", message_id)


async def close_lapsed_request(bot: FatebotBase, item: Lapsed) -> None:
    await close_request_message(bot, item, "game-request-lapsed")


async def _close_request(interaction: discord.Interaction[Any], text: str) -> None:
    """The pressed request's message says it was agreed, without its button."""
    await interaction.response.edit_message(content=text, view=None, allowed_mentions=NO_PINGS)


# -- ending a game early --------------------------------------------------------------------------


async def ask_to_end(interaction: discord.Interaction[Any], ask: NeedsAgreement) -> None:
    lang = await language_of(interaction)
    me = interaction.user.id
    text = tr(lang, "game-end-ask", by=f"<@{me}>", opponent=f"<@{ask.opponent}>")
    request = Request("end", me, ask.opponent, ask.game)
    label = tr(lang, "game-end-agree-button")
    await post_request(interaction, request, text, label, style=discord.ButtonStyle.danger)


async def agree_end(interaction: discord.Interaction[Any], request_id: int, request: Request) -> None:
    """The opponent's press on an end request: the game ends (the request is answered with it)."""
    view = await fatebot(interaction).play.game.end(
        table_of(interaction),
        request.by,
        agreed_by=interaction.user.id,
        game=request.game,
        request=request_id,
    )
    lang = await language_of(interaction)
    await _close_request(
        interaction, tr(lang, "game-end-agreed", by=f"<@{request.by}>", opponent=f"<@{request.to}>")
    )
    await finish_game(interaction, view)


# -- the opponent's score and soulstone pool -------------------------------------------------------


async def ask_to_score(
    interaction: discord.Interaction[Any],
    ask: NeedsAgreement,
    *,
    strategy: int,
    scheme: str | None,
    scheme_vp: int,
    soulstones: int,
) -> None:
    lang = await language_of(interaction)
    me = interaction.user.id
    args = {
        "strategy": strategy,
        "scheme": ask.scheme_index,
        "scheme_vp": scheme_vp,
        "soulstones": soulstones,
    }
    request = Request("score", me, ask.opponent, ask.game, args)
    change = change_text(lang, strategy, scheme, scheme_vp, soulstones)
    text = tr(lang, "game-score-ask", by=f"<@{me}>", opponent=f"<@{ask.opponent}>", change=change)
    await post_request(interaction, request, text, tr(lang, "game-score-agree-button"))


async def agree_score(interaction: discord.Interaction[Any], request_id: int, request: Request) -> None:
    """The opponent's press on a score request: exactly the change that was asked."""
    args = request.args
    scheme = args.get("scheme")
    view = await fatebot(interaction).play.game.score(
        table_of(interaction),
        request.by,
        player=request.to,
        strategy=int(args.get("strategy", 0)),
        scheme_points=int(args.get("scheme_vp", 0)),
        scheme_index=None if scheme is None else int(scheme),
        soulstones=int(args.get("soulstones", 0)),
        agreed_by=interaction.user.id,
        game=request.game,
        request=request_id,
    )
    lang = await language_of(interaction)
    await _close_request(
        interaction, tr(lang, "game-score-agreed", by=f"<@{request.by}>", opponent=f"<@{request.to}>")
    )
    await send_public(interaction, score_text(lang, view.state))


# -- undoing a bookkeeping step ------------------------------------------------------------------


async def show_preview(interaction: discord.Interaction[Any], preview: UndoPreview) -> None:
    """``/game undo``'s private reply: the step, what undoing it keeps, and the asker's button."""
    lang = await language_of(interaction)
    step = preview.step
    lines = [tr(lang, "game-undo-preview", step=step_text(lang, step)), *turn_note(lang, step)]
    if preview.opponent is None:
        lines.append(tr(lang, "game-undo-preview-referee"))
        label = tr(lang, "game-undo-now-button")
    else:
        lines.append(tr(lang, "game-undo-preview-ask", opponent=f"<@{preview.opponent}>"))
        label = tr(lang, "game-undo-ask-button")
    button = UndoAskButton(step.game, step.seq, label=label)
    await send_private(interaction, clip("\n".join(lines)), view=view_of(button))


class UndoAskButton(IdButton, template=r"fb:gunask:(?P<game>[0-9]{1,16}):(?P<seq>[0-9]{1,12})"):
    """On the asker's private preview (only they see it); the play layer checks them again."""

    def __init__(self, game: int, seq: int, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.primary, custom_id=f"fb:gunask:{game}:{seq}"
            )
        )
        self.game = game
        self.seq = seq

    @guarded("button game-undo-ask")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = fatebot(interaction)
        table_id = table_of(interaction)
        me = interaction.user.id
        moderator = is_table_moderator(interaction, await bot.play.table_settings(table_id))
        lang = await language_of(interaction)
        try:
            done = await bot.play.game.undo(
                table_id, me, seq=self.seq, game=self.game, is_moderator=moderator
            )
        except UndoNeedsAgreement as ask:
            opponent = f"<@{ask.opponent}>"
            await interaction.response.edit_message(
                content=tr(lang, "game-undo-asked", opponent=opponent), view=None, allowed_mentions=NO_PINGS
            )
            asked = tr(
                lang, "game-undo-ask", by=f"<@{me}>", opponent=opponent, step=step_text(lang, ask.step)
            )
            request = Request("undo", me, ask.opponent, ask.game, {"seq": ask.step.seq})
            label = tr(lang, "game-undo-agree-button")
            await post_request(
                interaction, request, asked, label, style=discord.ButtonStyle.danger, followup=True
            )
            return
        await interaction.response.edit_message(content=tr(lang, "game-undo-done"), view=None)
        text = [tr(lang, "game-undo-by-referee", by=f"<@{me}>", step=step_text(lang, done.step))]
        await send_public(interaction, clip("\n".join([*text, *done_lines(lang, done)])))
        await after_undo(interaction, lang, done)


async def agree_undo(interaction: discord.Interaction[Any], request_id: int, request: Request) -> None:
    """The opponent's press on an undo request: the step is taken back, once."""
    done = await fatebot(interaction).play.game.undo(
        table_of(interaction),
        request.by,
        seq=int(request.args["seq"]),
        game=request.game,
        agreed_by=interaction.user.id,
        request=request_id,
    )
    lang = await language_of(interaction)
    agreed = tr(
        lang,
        "game-undo-agreed",
        by=f"<@{request.by}>",
        opponent=f"<@{request.to}>",
        step=step_text(lang, done.step),
    )
    await interaction.response.edit_message(
        content=clip("\n".join([agreed, *done_lines(lang, done)])),
        view=None,
        allowed_mentions=NO_PINGS,
    )
    await after_undo(interaction, lang, done)


# -- requests posted before they were stored ---------------------------------------------------------
# Their buttons carried the whole request; the same templates still parse them (so an upgrade
# never leaves a press unanswered), and a press is refused privately and takes the button off:
# the player asks again, and the new request is the one of its kind.

SIGNED = r"-?[0-9]{1,3}"


class _OldRequest(IdButton, template=NEVER):
    @guarded("button game-request-old")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        message = interaction.message
        if message is not None:
            lang = await language_of(interaction)
            text = f"{message.content}\n-# {tr(lang, 'game-request-closed')}"
            await interaction.response.edit_message(content=text[:2000], view=None)
        raise DomainError("game-error-request-gone")


class OldEndRequest(
    _OldRequest,
    template=r"fb:gend:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20}):(?P<game>[0-9]{1,16})",
):
    def __init__(self, requester: int, opponent: int, game: int) -> None:
        super().__init__(discord.ui.Button(label="…", custom_id=f"fb:gend:{requester}:{opponent}:{game}"))


class OldScoreRequest(
    _OldRequest,
    template=(
        r"fb:gscore:(?P<requester>[0-9]{1,20}):(?P<target>[0-9]{1,20}):(?P<game>[0-9]{1,16}):"
        rf"(?P<strategy>{SIGNED}):(?:(?P<scheme>[0-9]{{1,3}})|x):(?P<scheme_vp>{SIGNED}):(?P<soulstones>{SIGNED})"
    ),
):
    def __init__(
        self, requester: int, target: int, game: int, strategy: int, scheme: int | None, vp: int, stones: int
    ) -> None:
        index = "x" if scheme is None else str(scheme)
        custom_id = f"fb:gscore:{requester}:{target}:{game}:{strategy}:{index}:{vp}:{stones}"
        super().__init__(discord.ui.Button(label="…", custom_id=custom_id))


class OldUndoRequest(
    _OldRequest,
    template=(
        r"fb:gundo:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20}):"
        r"(?P<game>[0-9]{1,16}):(?P<seq>[0-9]{1,12})"
    ),
):
    def __init__(self, requester: int, opponent: int, game: int, seq: int) -> None:
        custom_id = f"fb:gundo:{requester}:{opponent}:{game}:{seq}"
        super().__init__(discord.ui.Button(label="…", custom_id=custom_id))


DYNAMIC_ITEMS = (RequestButton, UndoAskButton, OldEndRequest, OldScoreRequest, OldUndoRequest)
