"""Replies of /random model, /random player and /roll, and the tie-break buttons of a random model.

Both replies are Components V2 cards: with 20 candidates and the bot's own suit emoji (~40
characters of markup a card, twice per candidate) a random model's text runs past the 2,000
characters of a message's content, well within the 4,000 of a card's text. A random player's
long run of ties shows its first and last rounds only.

The tie-break button's custom id `fb:rmc:<owner>:<pick>:<tied>` carries everything it needs
(the flipper, the candidate picked and the tied candidates, 1-based), so it needs no stored
state and works after a restart.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.errors import DomainError
from bot.play.random import RandomModelView, RandomPlayerView
from bot.rules.random.dice_values import DiceRoll
from bot.ui.common.base import NO_PINGS, guarded
from bot.ui.common.cards import card_text, cards_text
from bot.ui.common.controls import IdButton, PlayerOnly
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.common.render import mention
from bot.ui.common.reply_layout import PENDING, card_accent, card_layout, message_accent, message_text


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


def random_model_buttons(lang: str, view: RandomModelView) -> list[discord.ui.Item[Any]]:
    """One button per candidate tied for the lowest card (none once a candidate is chosen)."""
    pick = view.pick
    if pick.chosen is not None:
        return []
    tied = "-".join(str(i + 1) for i in pick.lowest)
    return [
        RandomModelButton(
            view.player, index + 1, tied, label=tr(lang, "random-model-button", model=index + 1)
        )
        for index in pick.lowest
    ]


def random_model_layout(lang: str, view: RandomModelView) -> discord.ui.LayoutView:
    """The reply as a card: accent of the chosen candidate's card (grey while a tie waits)."""
    pick = view.pick
    accent = card_accent(pick.cards[pick.chosen]) if pick.chosen is not None else PENDING
    return card_layout(
        random_model_text(lang, view), accent=accent, controls=random_model_buttons(lang, view)
    )


# A run of ties is shown by its first and last rounds: a long one (both decks in the same order
# for a while; at most random_picks.MAX_ROUNDS rounds) would not fit in a message.
ROUNDS_SHOWN_FIRST = 3
ROUNDS_SHOWN_LAST = 5


def random_player_text(lang: str, view: RandomPlayerView) -> str:
    pick = view.pick
    a, b = pick.players
    lines = [tr(lang, "random-player-title", first=mention(a), second=mention(b))]
    if pick.reshuffled:
        lines.append(tr(lang, "flip-reshuffled"))
    last = len(pick.rounds) - 1
    rounds = list(enumerate(pick.rounds))
    skipped = 0
    if len(rounds) > ROUNDS_SHOWN_FIRST + ROUNDS_SHOWN_LAST + 1:
        skipped = len(rounds) - ROUNDS_SHOWN_FIRST - ROUNDS_SHOWN_LAST
        rounds = rounds[:ROUNDS_SHOWN_FIRST] + rounds[-ROUNDS_SHOWN_LAST:]
    for number, (card_a, card_b) in rounds:
        if skipped and number == len(pick.rounds) - ROUNDS_SHOWN_LAST:
            lines.append(tr(lang, "random-player-rounds-skipped", count=skipped))
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


def random_player_layout(lang: str, view: RandomPlayerView) -> discord.ui.LayoutView:
    """The reply as a card, with the accent of the winning card."""
    pick = view.pick
    card_a, card_b = pick.rounds[-1]
    winner = card_a if pick.chosen == pick.players[0] else card_b
    return card_layout(random_player_text(lang, view), accent=card_accent(winner))


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
        message = interaction.message
        chosen = tr(lang, "random-model-chosen", who=mention(self.player), model=self.pick)
        text = f"{message_text(message)}\n{chosen}"
        if message is not None and message.flags.components_v2:
            await interaction.response.edit_message(
                view=card_layout(text, accent=message_accent(message)), allowed_mentions=NO_PINGS
            )
        else:  # a tie posted before the reply was a card
            await interaction.response.edit_message(content=text, view=None, allowed_mentions=NO_PINGS)


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
