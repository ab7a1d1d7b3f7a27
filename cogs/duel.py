"""/duel simple and /duel opposed: duels from each player's own deck, step by step.

The duel lives in the play layer as an open (pending) record; its public message carries the
awaited player's controls (bot/ui/duel/view.py) and is redrawn after every step.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.common.core import fate_edition
from bot.play.common.results import Lapsed
from bot.play.duel.steps import DUEL_KIND
from bot.rules.flip.modifiers import FateModifier
from bot.ui.common.base import table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.i18n import T
from bot.ui.common.options import EDITION_CHOICES, Modifiers
from bot.ui.common.reach import play_anywhere
from bot.ui.duel.inputs import SOULSTONE_CHOICES, Stat, Suits, check_opponent, soulstone_boost
from bot.ui.duel.message import show_lapsed
from bot.ui.duel.start import DuelRequest, DuelStartEmpowerSelect, offer_start_empower, start_duel
from bot.ui.duel.view import DYNAMIC_ITEMS, post_duel

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

log = logging.getLogger(__name__)


def _net(modifier: FateModifier | None) -> int:
    return 0 if modifier is None else modifier.net


@play_anywhere
class Duel(
    FatebotCog,
    commands.GroupCog,
    group_name=T("cmd-duel"),
    group_description=T("cmd-duel-desc"),
):
    dynamic_items = (*DYNAMIC_ITEMS, DuelStartEmpowerSelect)

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.lapse_handlers[DUEL_KIND] = self.close_lapsed

    async def close_lapsed(self, item: Lapsed) -> None:
        """A duel nobody finished: its message shows the outcome of the rules' defaults."""
        await show_lapsed(self.bot, item)

    async def _start(
        self,
        interaction: discord.Interaction[Any],
        request: DuelRequest,
        soulstone: str | None,
        empower: bool,
    ) -> None:
        boost = soulstone_boost(soulstone)
        if empower:
            if boost is not None:
                raise DomainError("error-boost-empower-exclusive")
            settings = await self.bot.play.table_settings(table_of(interaction))
            await offer_start_empower(interaction, request, fate_edition(settings, request.edition))
            return
        async with undone_unless_delivered(interaction):
            duel = await start_duel(interaction, request, boost)
            await post_duel(interaction, duel)

    @slash(T("cmd-duel-simple"))
    @opening_cooldown
    @app_commands.choices(soulstone=SOULSTONE_CHOICES, edition=EDITION_CHOICES)
    async def simple(
        self,
        interaction: discord.Interaction[Any],
        stat: Stat,
        tn: Stat,
        modifiers: Modifiers | None = None,
        suit: Suits | None = None,
        soulstone: app_commands.Choice[str] | None = None,
        empower: bool = False,
        edition: app_commands.Choice[str] | None = None,
    ) -> None:
        request = DuelRequest(
            kind="s",
            stat=stat,
            modifier=_net(modifiers),
            tn=tn,
            tn_suits=suit or frozenset(),
            edition=edition.value if edition is not None else None,
        )
        await self._start(interaction, request, soulstone.value if soulstone is not None else None, empower)

    @slash(T("cmd-duel-opposed"))
    @opening_cooldown
    @app_commands.choices(soulstone=SOULSTONE_CHOICES, edition=EDITION_CHOICES)
    async def opposed(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.User,
        stat: Stat,
        modifiers: Modifiers | None = None,
        opponent_stat: Stat | None = None,
        opponent_modifiers: Modifiers | None = None,
        soulstone: app_commands.Choice[str] | None = None,
        empower: bool = False,
        tn: Stat | None = None,
        suit: Suits | None = None,
        edition: app_commands.Choice[str] | None = None,
    ) -> None:
        table_of(interaction)
        if opponent.id != interaction.user.id:  # oneself: a duel against one's own model (relent)
            await check_opponent(interaction, opponent, self_key="error-duel-against-yourself")
        if suit and tn is None:
            raise DomainError("error-duel-tn-suits-without-tn")
        request = DuelRequest(
            kind="o",
            stat=stat,
            modifier=_net(modifiers),
            tn=tn,
            tn_suits=suit or frozenset(),
            opponent=opponent.id,
            opponent_stat=opponent_stat,
            opponent_modifier=None if opponent_modifiers is None else opponent_modifiers.net,
            edition=edition.value if edition is not None else None,
        )
        await self._start(interaction, request, soulstone.value if soulstone is not None else None, empower)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Duel(bot))
