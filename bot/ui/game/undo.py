"""``/game undo``: the private preview of the last bookkeeping step, the public request to the
opponent, and their agreement (``bot/play/game/undo.py`` decides what is taken back).

The preview is private, so nothing is posted until the asker confirms; only then does the
request go public, pinging only the opponent. The custom ids name the game and the step, so a
button for an older step or game changes nothing (the play layer refuses it privately):

- ``fb:gunask:<game>:<seq>``: the asker's button on the preview. A player's press posts the
  request; a table moderator who is not playing undoes at once.
- ``fb:gundo:<requester>:<opponent>:<game>:<seq>``: the request's button, only the opponent's.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.play.game.play import GamePlay
from bot.play.game.undo import UndoDone, UndoNeedsAgreement, UndoPreview, UndoStep
from bot.ui.common.base import NO_PINGS, fatebot, guarded, send_public, table_of
from bot.ui.common.controls import IdButton, PlayerOnly, view_of
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.options import is_table_moderator
from bot.ui.common.render import clip
from bot.ui.game.notices import tell_whose_move
from bot.ui.game.render import score_line
from bot.ui.game.view import edit_turn_message


def _only(user: int) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        users=[discord.Object(user)], everyone=False, roles=False, replied_user=False
    )


def step_text(lang: str, step: UndoStep) -> str:
    """The step in one line: what it did, in which turn, and when (Discord shows "2 hours ago")."""
    when = f"<t:{int(step.at)}:R>"
    if step.kind == "turn":
        key = "game-undo-step-turn-ended" if step.ended else "game-undo-step-turn"
        return tr(lang, key, turn=step.turn, when=when)
    who = f"<@{step.player}>"
    change = f"{step.change:+d}"
    if step.kind == "soulstones":
        return tr(
            lang,
            "game-undo-step-soulstones",
            player=who,
            change=change,
            pool=step.result,
            turn=step.turn,
            when=when,
        )
    key = "game-undo-step-vp" if step.scheme is None else "game-undo-step-vp-scheme"
    scheme = (step.scheme or "")[:100]
    return tr(
        lang, key, player=who, change=change, total=step.result, scheme=scheme, turn=step.turn, when=when
    )


def _turn_note(lang: str, step: UndoStep) -> list[str]:
    if step.kind != "turn":
        return []
    lines = [tr(lang, "game-undo-turn-back", turn=step.back_to)]
    if step.ended:
        lines.append(tr(lang, "game-undo-game-open"))
    return lines


async def show_preview(interaction: discord.Interaction[Any], preview: UndoPreview) -> None:
    """``/game undo``'s private reply: the step, what undoing it keeps, and the asker's button."""
    lang = await language_of(interaction)
    step = preview.step
    lines = [tr(lang, "game-undo-preview", step=step_text(lang, step)), *_turn_note(lang, step)]
    if preview.opponent is None:
        lines.append(tr(lang, "game-undo-preview-referee"))
        label = tr(lang, "game-undo-now-button")
    else:
        lines.append(tr(lang, "game-undo-preview-ask", opponent=f"<@{preview.opponent}>"))
        label = tr(lang, "game-undo-ask-button")
    button = UndoAskButton(step.game, step.seq, label=label)
    await send_private(interaction, clip("\n".join(lines)), view=view_of(button))


async def _after_undo(interaction: discord.Interaction[Any], lang: str, done: UndoDone) -> None:
    """An undone turn advance: the turn message shows the turn gone back to, and nobody owes a
    step of the undone turn any more."""
    if done.step.kind != "turn":
        return
    await edit_turn_message(fatebot(interaction), done.view.state, lang, done.view)
    await tell_whose_move(interaction, done.view)


def done_lines(lang: str, done: UndoDone) -> list[str]:
    """What the game is after the undo: the player's score line, or the turn gone back to."""
    step, state = done.step, done.view.state
    if step.player is not None:
        index = state.index(step.player)
        return [score_line(lang, step.player, state.scores[index], state.soulstones[index])]
    return _turn_note(lang, step)


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
            done = await GamePlay(bot.play).undo(
                table_id, me, seq=self.seq, game=self.game, is_moderator=moderator
            )
        except UndoNeedsAgreement as ask:
            opponent = f"<@{ask.opponent}>"
            await interaction.response.edit_message(
                content=tr(lang, "game-undo-asked", opponent=opponent), view=None, allowed_mentions=NO_PINGS
            )
            request = tr(
                lang, "game-undo-ask", by=f"<@{me}>", opponent=opponent, step=step_text(lang, ask.step)
            )
            button = UndoAgreeButton(
                me, ask.opponent, ask.game, ask.step.seq, label=tr(lang, "game-undo-agree-button")
            )
            await interaction.followup.send(
                clip(request), view=view_of(button), allowed_mentions=_only(ask.opponent)
            )
            return
        await interaction.response.edit_message(content=tr(lang, "game-undo-done"), view=None)
        text = [tr(lang, "game-undo-by-referee", by=f"<@{me}>", step=step_text(lang, done.step))]
        await send_public(interaction, clip("\n".join([*text, *done_lines(lang, done)])))
        await _after_undo(interaction, lang, done)


class UndoAgreeButton(
    PlayerOnly,
    IdButton,
    template=(
        r"fb:gundo:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20}):"
        r"(?P<game>[0-9]{1,16}):(?P<seq>[0-9]{1,12})"
    ),
):
    """The public request's button: only the opponent's press takes the step back, once."""

    refusal_key = "game-agree-not-yours"

    def __init__(self, requester: int, opponent: int, game: int, seq: int, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.danger,
                custom_id=f"fb:gundo:{requester}:{opponent}:{game}:{seq}",
            )
        )
        self.requester = requester
        self.player = opponent
        self.game = game
        self.seq = seq

    @guarded("button game-undo-agree")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        done = await GamePlay(fatebot(interaction).play).undo(
            table_of(interaction),
            self.requester,
            seq=self.seq,
            game=self.game,
            agreed_by=interaction.user.id,
        )
        lang = await language_of(interaction)
        agreed = tr(
            lang,
            "game-undo-agreed",
            by=f"<@{self.requester}>",
            opponent=f"<@{self.player}>",
            step=step_text(lang, done.step),
        )
        await interaction.response.edit_message(
            content=clip("\n".join([agreed, *done_lines(lang, done)])),
            view=None,
            allowed_mentions=NO_PINGS,
        )
        await _after_undo(interaction, lang, done)


DYNAMIC_ITEMS = (UndoAskButton, UndoAgreeButton)
