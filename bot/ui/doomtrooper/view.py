"""Buttons that bank a Doomtrooper reward: all to promotion, all to destiny, or half and half.

The custom id `fb:dt:claim:<reward>:<player>:<split>:<tag>` carries everything a press needs
(the tag fingerprints the reward, whose number is reused once every reward is claimed), so the
buttons keep working after a restart. Only the reward's player may press them; anyone else
gets a private refusal and nothing changes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import discord

from bot.play.doomtrooper import Actor, Split, reward_tag
from bot.rules.doomtrooper.combat import Reward
from bot.ui.common.base import NO_PINGS, fatebot, guarded, table_of
from bot.ui.common.controls import IdButton, PlayerOnly
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import tr
from bot.ui.doomtrooper.render import claimed_text

PREFIX = "fb:dt:claim:"
TEMPLATE = re.compile(
    r"fb:dt:claim:(?P<reward>[0-9]{1,9}):(?P<player>[0-9]{1,20}):(?P<split>[pdh]):(?P<tag>[0-9a-f]{8})"
)


class RewardButton(PlayerOnly, IdButton, template=TEMPLATE, parts={"split": Split, "tag": str}):
    refusal_key = "doomtrooper-ui-error-not-your-button"

    def __init__(self, reward_id: int, player: int, split: Split, tag: str, *, label: str = "…") -> None:
        style = {
            Split.PROMOTION: discord.ButtonStyle.success,
            Split.DESTINY: discord.ButtonStyle.primary,
            Split.HALF: discord.ButtonStyle.secondary,
        }[split]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, custom_id=f"{PREFIX}{reward_id}:{player}:{split.value}:{tag}"
            )
        )
        self.reward_id = reward_id
        self.player = player
        self.split = split
        self.tag = tag

    @guarded("button doomtrooper-claim")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        ops = fatebot(interaction).play.doomtrooper
        view = await ops.claim(
            table_of(interaction), Actor(interaction.user.id), self.reward_id, self.split, tag=self.tag
        )
        lang = await language_of(interaction)
        message = interaction.message
        content = message.content if message is not None else ""
        remaining = [c for c in _custom_ids(message) if not c.startswith(f"{PREFIX}{self.reward_id}:")]
        await interaction.response.edit_message(
            content=f"{content}\n{claimed_text(lang, view)}"[:2000],
            view=_rebuild(remaining, message),
            allowed_mentions=NO_PINGS,
        )


def reward_buttons(lang: str, rewards: Iterable[Reward]) -> discord.ui.View | None:
    """One row per reward: all to promotion, all to destiny, half and half (destiny only: one)."""
    view = discord.ui.View(timeout=None)
    for reward in rewards:
        tag = reward_tag(reward)
        splits = (Split.DESTINY,) if reward.destiny_only else (Split.PROMOTION, Split.DESTINY, Split.HALF)
        for split in splits:
            view.add_item(
                RewardButton(reward.id, reward.player_id, split, tag, label=_label(lang, reward, split))
            )
    return view if view.children else None


def _label(lang: str, reward: Reward, split: Split) -> str:
    if split is Split.PROMOTION:
        return tr(lang, "doomtrooper-button-promotion", id=reward.id, points=reward.points)
    if split is Split.DESTINY:
        return tr(lang, "doomtrooper-button-destiny", id=reward.id, points=reward.points)
    promotion = split.promotion_of(reward)
    return tr(
        lang, "doomtrooper-button-half", id=reward.id, promotion=promotion, destiny=reward.points - promotion
    )[:80]


def _custom_ids(message: discord.Message | None) -> list[str]:
    if message is None:
        return []
    out: list[str] = []
    for row in message.components:
        for child in getattr(row, "children", ()):
            custom_id = getattr(child, "custom_id", None)
            if custom_id:
                out.append(custom_id)
    return out


def _rebuild(custom_ids: list[str], message: discord.Message | None) -> discord.ui.View | None:
    """The message's other reward buttons, as they were (labels kept)."""
    if not custom_ids or message is None:
        return None
    labels: dict[str, str] = {}
    for row in message.components:
        for child in getattr(row, "children", ()):
            custom_id = getattr(child, "custom_id", None)
            if custom_id:
                labels[custom_id] = getattr(child, "label", None) or "…"
    view = discord.ui.View(timeout=None)
    for custom_id in custom_ids:
        match = TEMPLATE.fullmatch(custom_id)
        if match is None:
            continue
        view.add_item(
            RewardButton(
                int(match["reward"]),
                int(match["player"]),
                Split(match["split"]),
                match["tag"],
                label=labels.get(custom_id, "…"),
            )
        )
    return view if view.children else None
