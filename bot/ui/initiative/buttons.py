"""The buttons of an initiative's steps, on /initiative's message and on a game's turn message.

Both offer the awaited player the same steps: reflip or keep (M2E soulstones), cheat or
decline, and who goes first. Each message has its own custom ids (``fb:ini:`` for /initiative,
``fb:gi:`` for a game), labels and callback, so each has its subclass of `StepButton`; the
custom id is ``fb:<prefix>:<initiative>:<player>:<action>[:<first>]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import discord

from bot.rules.initiative.state import InitiativePhase
from bot.ui.common.controls import NEVER, IdButton, PlayerOnly
from bot.ui.common.i18n import tr


class StepButton(PlayerOnly, IdButton, template=NEVER, parts={"action": str}):
    """A step of the awaited player: ``action`` on initiative ``record``; ``arg`` who goes first."""

    prefix: ClassVar[str]
    # label keys of the steps: reflip, keep, cheat, decline; me / other (who goes first)
    label_keys: ClassVar[Mapping[str, str]]

    def __init__(
        self, record: int, player: int, action: str, arg: int | None = None, *, label: str = "…"
    ) -> None:
        custom_id = f"fb:{self.prefix}:{record}:{player}:{action}" + (f":{arg}" if arg is not None else "")
        style = (
            discord.ButtonStyle.primary
            if self.primary(action, arg, player)
            else discord.ButtonStyle.secondary
        )
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))
        self.record = record
        self.player = player
        self.action = action
        self.arg = arg

    @staticmethod
    def primary(action: str, arg: int | None, player: int) -> bool:
        """Reflip and cheat stand out, and of the two "who goes first", the presser's own."""
        return action in ("reflip", "cheat") or (action == "first" and arg == player)

    @classmethod
    def for_phase(
        cls, lang: str, record: int, phase: InitiativePhase, awaiting: int, other: int
    ) -> list[discord.ui.Item[Any]]:
        """The awaited player's two buttons in ``phase`` (none in a phase without a choice)."""
        keys = cls.label_keys
        if phase is InitiativePhase.SOULSTONES:
            steps: list[tuple[str, int | None, str]] = [("reflip", None, "reflip"), ("keep", None, "keep")]
        elif phase is InitiativePhase.CHEATING:
            steps = [("cheat", None, "cheat"), ("decline", None, "decline")]
        elif phase is InitiativePhase.CHOOSING:
            steps = [("first", awaiting, "me"), ("first", other, "other")]
        else:
            return []
        return [cls(record, awaiting, action, arg, label=tr(lang, keys[key])) for action, arg, key in steps]
