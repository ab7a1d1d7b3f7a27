"""Replies of /random model, /random player and /roll, and the tie-break buttons of a random model.

The tie-break button's custom id `fb:rmc:<owner>:<pick>:<tied>` carries everything it needs
(the flipper, the candidate picked and the tied candidates, 1-based), so it needs no stored
state and works after a restart.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError
from bot.play.random.picks import RandomModelView, RandomPlayerView
from bot.rules.random.dice_values import DiceRoll
from bot.ui.common.base import NO_PINGS, guarded
from bot.ui.common.cards import card_text, cards_text
from bot.ui.common.controls import IdButton, PlayerOnly
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.render import mention


def _numbers(lang: str, candidates: tuple[int, ...]) -> str:
    labels = [str(i + 1) for i in candidates]
    if len(labels) == 1:
        return labels[0]
    return tr(lang, "random-models-list", first=", ".join(labels[:-1]), last=labels[-1])


def random_model_text(lang: str, view: RandomModelView) -> str:
    pick = view.pick
    lines = [tr(lang, "random-model-title", who=mention(view.player), count=len(pick.cards))]
    if pick.reshuffled:
        lines.append(tr(lang, "flip-reshuffled"))
    lines.append(tr(lang, "flip-flipped", cards=cards_text(pick.cards, lang)))
    lines.extend(
        tr(lang, "random-model-line", model=i + 1, card=card_text(card, lang))
        for i, card in enumerate(pick.cards)
    )
    lowest = card_text(pick.cards[pick.lowest[0]], lang)
    if pick.chosen is not None:
        lines.append(tr(lang, "random-model-result", model=pick.chosen + 1, card=lowest))
    else:
        lines.append(
            tr(
                lang,
                "random-model-tie",
                models=_numbers(lang, pick.lowest),
                value=pick.cards[pick.lowest[0]].value,
            )
        )
        lines.append(tr(lang, "random-model-tie-choose", who=mention(view.player)))
    return "\n".join(lines)


def random_model_view(lang: str, view: RandomModelView) -> discord.ui.View | None:
    pick = view.pick
    if pick.chosen is not None:
        return None
    tied = "-".join(str(i + 1) for i in pick.lowest)
    out = discord.ui.View(timeout=None)
    for index in pick.lowest:
        out.add_item(
            RandomModelButton(
                view.player, index + 1, tied, label=tr(lang, "random-model-button", model=index + 1)
            )
        )
    return out


def random_player_text(lang: str, view: RandomPlayerView) -> str:
    pick = view.pick
    a, b = pick.players
    lines = [tr(lang, "random-player-title", first=mention(a), second=mention(b))]
    if pick.reshuffled:
        lines.append(tr(lang, "flip-reshuffled"))
    last = len(pick.rounds) - 1
    for number, (card_a, card_b) in enumerate(pick.rounds):
        key = "random-player-round-tie" if number < last else "random-player-round"
        lines.append(
            tr(
                lang,
                key,
                round=number + 1,
                first=mention(a),
                first_card=card_text(card_a, lang),
                second=mention(b),
                second_card=card_text(card_b, lang),
            )
        )
    lines.append(tr(lang, "random-player-result", who=mention(pick.chosen)))
    return "\n".join(lines)


class RandomModelButton(
    PlayerOnly,
    IdButton,
    template=r"fb:rmc:(?P<owner>[0-9]{1,20}):(?P<pick>[0-9]{1,2}):(?P<tied>[0-9\-]{1,60})",
    parts={"tied": str},
):
    def __init__(self, owner: int, pick: int, tied: str, *, label: str = "…") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.secondary, custom_id=f"fb:rmc:{owner}:{pick}:{tied}"
            )
        )
        self.player = owner
        self.pick = pick
        self.tied = tied

    @guarded("button random-model")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        tied = [int(part) for part in self.tied.split("-") if part]
        if self.pick not in tied:
            raise DomainError(
                "error-random-model-choice", value=self.pick, allowed=", ".join(str(i) for i in tied)
            )
        lang = await language_of(interaction)
        previous = interaction.message.content if interaction.message is not None else ""
        chosen = tr(lang, "random-model-chosen", who=mention(self.player), model=self.pick)
        await interaction.response.edit_message(
            content=f"{previous}\n{chosen}", view=None, allowed_mentions=NO_PINGS
        )


def roll_text(lang: str, player: int, roll: DiceRoll) -> str:
    breakdown = roll.breakdown
    if len(breakdown) > 1500:
        breakdown = breakdown[:1500] + "…"
    return tr(
        lang,
        "roll-result",
        player=mention(player),
        expression=roll.expression,
        breakdown=breakdown,
        total=roll.total,
    )
