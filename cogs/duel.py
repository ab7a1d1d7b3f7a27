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
from bot.play.game.crews import ModelDuelPlan
from bot.rules.flip.modifiers import FateModifier
from bot.ui.common.base import table_of
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import slash
from bot.ui.common.cooldowns import opening_cooldown
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import reader_language_of, send_private
from bot.ui.common.i18n import T
from bot.ui.common.options import EDITION_CHOICES, Modifiers
from bot.ui.common.reach import play_anywhere
from bot.ui.crew.duel_render import model_duel_text
from bot.ui.crew.options import MODEL_STEMS, ModelName, action_choices, attacker_choices, target_choices
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
        plan: ModelDuelPlan | None = None,
    ) -> None:
        note = None
        if plan is not None:  # told privately: the trigger chances count on the initiator's hand
            resist = request.opponent_stat if request.kind == "o" else None
            note = model_duel_text(
                await reader_language_of(interaction), plan, stat=request.stat, resist=resist, tn=request.tn
            )
        boost = soulstone_boost(soulstone)
        if empower:
            if boost is not None:
                raise DomainError("error-boost-empower-exclusive")
            settings = await self.bot.play.table_settings(table_of(interaction))
            await offer_start_empower(interaction, request, fate_edition(settings, request.edition))
        else:
            async with undone_unless_delivered(interaction):
                duel = await start_duel(interaction, request, boost)
                await post_duel(interaction, duel)
        if note is not None:
            await send_private(interaction, note)

    async def _plan(
        self,
        interaction: discord.Interaction[Any],
        attacker: str | None,
        action: str | None,
        target: str | None,
        modifiers: Modifiers | None,
        edition: app_commands.Choice[str] | None,
    ) -> ModelDuelPlan | None:
        """The duel the game's crews give (None: no model named, numbers typed as before)."""
        if attacker is None and action is None and target is None:
            return None
        if attacker is None or action is None:
            raise DomainError("crew-duel-error-attacker-and-action")
        return await self.bot.play.game_crews.model_duel(
            table_of(interaction),
            interaction.user.id,
            attacker,
            action,
            target,
            modifier=modifiers or FateModifier(0),
            edition_override=edition.value if edition is not None else None,
        )

    @slash(T("cmd-duel-simple"), stems=MODEL_STEMS)
    @opening_cooldown
    @app_commands.choices(soulstone=SOULSTONE_CHOICES, edition=EDITION_CHOICES)
    async def simple(
        self,
        interaction: discord.Interaction[Any],
        stat: Stat | None = None,
        tn: Stat | None = None,
        modifiers: Modifiers | None = None,
        suit: Suits | None = None,
        soulstone: app_commands.Choice[str] | None = None,
        empower: bool = False,
        edition: app_commands.Choice[str] | None = None,
        attacker: ModelName | None = None,
        action: ModelName | None = None,
    ) -> None:
        plan = await self._plan(interaction, attacker, action, None, modifiers, edition)
        # A number typed wins over the card's.
        stat = stat if stat is not None or plan is None else plan.duel.stat
        tn = tn if tn is not None or plan is None else plan.duel.tn
        if stat is None or tn is None:
            raise DomainError("crew-duel-error-simple-numbers")
        request = DuelRequest(
            kind="s",
            stat=stat,
            modifier=_net(modifiers),
            tn=tn,
            tn_suits=suit or frozenset(),
            edition=edition.value if edition is not None else None,
            stat_suits=frozenset() if plan is None or plan.duel.suit is None else frozenset({plan.duel.suit}),
            crew=None if plan is None else plan.ref,
        )
        soul = soulstone.value if soulstone is not None else None
        await self._start(interaction, request, soul, empower, plan)

    @slash(T("cmd-duel-opposed"), stems=MODEL_STEMS)
    @opening_cooldown
    @app_commands.choices(soulstone=SOULSTONE_CHOICES, edition=EDITION_CHOICES)
    async def opposed(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.User | None = None,
        stat: Stat | None = None,
        modifiers: Modifiers | None = None,
        opponent_stat: Stat | None = None,
        opponent_modifiers: Modifiers | None = None,
        soulstone: app_commands.Choice[str] | None = None,
        empower: bool = False,
        tn: Stat | None = None,
        suit: Suits | None = None,
        edition: app_commands.Choice[str] | None = None,
        attacker: ModelName | None = None,
        action: ModelName | None = None,
        target: ModelName | None = None,
    ) -> None:
        table_of(interaction)
        plan = await self._plan(interaction, attacker, action, target, modifiers, edition)
        if plan is not None:
            if plan.duel.resisted_by is None:
                raise DomainError("crew-duel-error-not-resisted", action=plan.duel.action.name)
            if target is None:
                raise DomainError("crew-duel-error-target-needed", action=plan.duel.action.name)
            # A number typed wins over the card's; the opponent is the target's player.
            stat = stat if stat is not None else plan.duel.stat
            opponent_stat = opponent_stat if opponent_stat is not None else plan.duel.resist
            tn = tn if tn is not None else plan.duel.tn
        if stat is None:
            raise DomainError("crew-duel-error-opposed-stat")
        if opponent is not None:
            if opponent.id != interaction.user.id:  # oneself: a duel against one's own model (relent)
                await check_opponent(interaction, opponent, self_key="error-duel-against-yourself")
            resister = opponent.id
        elif plan is not None and plan.opponent is not None:
            resister = plan.opponent
        else:
            raise DomainError("crew-duel-error-opponent")
        if suit and tn is None:
            raise DomainError("error-duel-tn-suits-without-tn")
        request = DuelRequest(
            kind="o",
            stat=stat,
            modifier=_net(modifiers),
            tn=tn,
            tn_suits=suit or frozenset(),
            opponent=resister,
            opponent_stat=opponent_stat,
            opponent_modifier=None if opponent_modifiers is None else opponent_modifiers.net,
            edition=edition.value if edition is not None else None,
            stat_suits=frozenset() if plan is None or plan.duel.suit is None else frozenset({plan.duel.suit}),
            crew=None if plan is None else plan.ref,
        )
        soul = soulstone.value if soulstone is not None else None
        await self._start(interaction, request, soul, empower, plan)

    @simple.autocomplete("attacker")
    @opposed.autocomplete("attacker")
    async def _attackers(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await attacker_choices(interaction, current)

    @simple.autocomplete("action")
    @opposed.autocomplete("action")
    async def _actions(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await action_choices(interaction, current)

    @opposed.autocomplete("target")
    async def _targets(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await target_choices(interaction, current)


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(Duel(bot))
