"""What only the other player may allow in a game (issue 24 §1), asked with a button.

Ending a game before its natural end needs the opponent's agreement (or a moderator who is
not playing; a player who concedes reveals only their own schemes), and a player changes the
opponent's score or soulstone pool only with the opponent's agreement. The play layer refuses
with ``NeedsAgreement`` (nothing changed); here the request is posted publicly, mentioning
only the opponent, with a button that only the opponent can press. The custom ids carry the
request and the game they are for, so a button of an earlier game changes nothing:

- ``fb:gend:<requester>:<opponent>:<game>``
- ``fb:gscore:<requester>:<target>:<game>:<strategy>:<scheme index or x>:<scheme VP>:<stones>``
"""

from __future__ import annotations

from typing import Any

import discord

from bot.play.game.play import GamePlay
from bot.play.game.state import GameView, NeedsAgreement
from bot.ui.common.base import fatebot, guarded, send_public, table_of
from bot.ui.common.controls import IdButton, PlayerOnly, view_of
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.game.board import finish_board
from bot.ui.game.log_reply import send_log_file
from bot.ui.game.notices import close_game
from bot.ui.game.render import end_text, score_text
from bot.ui.league.game_result import offer_league_report
from bot.ui.scheme.view import reveal_secrets

SIGNED = r"-?[0-9]{1,3}"


def _only(user: int) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        users=[discord.Object(user)], everyone=False, roles=False, replied_user=False
    )


async def _ask(
    interaction: discord.Interaction[Any], text: str, button: discord.ui.Item[Any], owner: int
) -> None:
    await interaction.response.send_message(text, view=view_of(button), allowed_mentions=_only(owner))


async def _close_request(interaction: discord.Interaction[Any], text: str) -> None:
    await interaction.response.edit_message(
        content=text, view=None, allowed_mentions=discord.AllowedMentions.none()
    )


# -- ending a game --------------------------------------------------------------------------------


async def finish_game(interaction: discord.Interaction[Any], view: GameView) -> None:
    """The end's summary, then the schemes still secret (only the conceder's on a concession)."""
    lang = await language_of(interaction)
    await send_public(interaction, end_text(lang, view))
    await send_log_file(interaction, lang, view.state, view.log)
    if not view.state.is_over:  # a game over by its end rule revealed them already
        await reveal_secrets(interaction, lang, view.table_id, view.state, only=view.conceded_by)
    await close_game(interaction, view.table_id)
    await finish_board(fatebot(interaction), view.table_id, view, lang)
    await fatebot(interaction).on_lapsed(list(view.lapsed))
    await offer_league_report(interaction, lang, view.state)


async def ask_to_end(interaction: discord.Interaction[Any], ask: NeedsAgreement) -> None:
    lang = await language_of(interaction)
    me = interaction.user.id
    button = EndAgreeButton(me, ask.opponent, ask.game, label=tr(lang, "game-end-agree-button"))
    text = tr(lang, "game-end-ask", by=f"<@{me}>", opponent=f"<@{ask.opponent}>")
    await _ask(interaction, text, button, ask.opponent)


class EndAgreeButton(
    PlayerOnly,
    IdButton,
    template=r"fb:gend:(?P<requester>[0-9]{1,20}):(?P<opponent>[0-9]{1,20}):(?P<game>[0-9]{1,16})",
):
    refusal_key = "game-agree-not-yours"

    def __init__(self, requester: int, opponent: int, game: int, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.danger,
                custom_id=f"fb:gend:{requester}:{opponent}:{game}",
            )
        )
        self.requester = requester
        self.player = opponent
        self.game = game

    @guarded("button game-end-agree")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        view = await GamePlay(fatebot(interaction).play).end(
            table_of(interaction), self.requester, agreed_by=interaction.user.id, game=self.game
        )
        lang = await language_of(interaction)
        await _close_request(
            interaction, tr(lang, "game-end-agreed", by=f"<@{self.requester}>", opponent=f"<@{self.player}>")
        )
        await finish_game(interaction, view)


# -- the opponent's score and soulstone pool -------------------------------------------------------


def change_text(lang: str, strategy: int, scheme: str | None, scheme_vp: int, soulstones: int) -> str:
    parts = []
    if strategy:
        parts.append(tr(lang, "game-change-strategy", value=f"{strategy:+d}"))
    if scheme_vp and scheme is not None:
        parts.append(tr(lang, "game-change-scheme", scheme=scheme, value=f"{scheme_vp:+d}"))
    if soulstones:
        parts.append(tr(lang, "game-change-soulstones", value=f"{soulstones:+d}"))
    return ", ".join(parts)


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
    button = ScoreAgreeButton(
        me,
        ask.opponent,
        ask.game,
        strategy,
        ask.scheme_index,
        scheme_vp,
        soulstones,
        label=tr(lang, "game-score-agree-button"),
    )
    change = change_text(lang, strategy, scheme, scheme_vp, soulstones)
    text = tr(lang, "game-score-ask", by=f"<@{me}>", opponent=f"<@{ask.opponent}>", change=change)
    await _ask(interaction, text, button, ask.opponent)


class ScoreAgreeButton(
    PlayerOnly,
    IdButton,
    template=(
        r"fb:gscore:(?P<requester>[0-9]{1,20}):(?P<target>[0-9]{1,20}):(?P<game>[0-9]{1,16}):"
        rf"(?P<strategy>{SIGNED}):(?:(?P<scheme>[0-9]{{1,3}})|x):(?P<scheme_vp>{SIGNED}):(?P<soulstones>{SIGNED})"
    ),
):
    refusal_key = "game-agree-not-yours"

    def __init__(
        self,
        requester: int,
        target: int,
        game: int,
        strategy: int,
        scheme: int | None,
        scheme_vp: int,
        soulstones: int,
        *,
        label: str = "…",
    ) -> None:
        index = "x" if scheme is None else str(scheme)
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.primary,
                custom_id=(
                    f"fb:gscore:{requester}:{target}:{game}:{strategy}:{index}:{scheme_vp}:{soulstones}"
                ),
            )
        )
        self.requester = requester
        self.player = target
        self.game = game
        self.strategy = strategy
        self.scheme = scheme
        self.scheme_vp = scheme_vp
        self.soulstones = soulstones

    @guarded("button game-score-agree")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        view = await GamePlay(fatebot(interaction).play).score(
            table_of(interaction),
            self.requester,
            player=self.player,
            strategy=self.strategy,
            scheme_points=self.scheme_vp,
            scheme_index=self.scheme,
            soulstones=self.soulstones,
            agreed_by=interaction.user.id,
            game=self.game,
        )
        lang = await language_of(interaction)
        await _close_request(
            interaction,
            tr(lang, "game-score-agreed", by=f"<@{self.requester}>", opponent=f"<@{self.player}>"),
        )
        await send_public(interaction, score_text(lang, view.state))


DYNAMIC_ITEMS = (EndAgreeButton, ScoreAgreeButton)
