"""/doomtrooper …: warriors in play, combat, rewards, sabotage, turns and points.

Thin: options are parsed here (choices, ranges, affiliations, card modifiers), the play layer
does the rest, and bot/ui/doomtrooper_render.py writes the replies. Combat and sabotage replies
are public and carry the reward buttons (bot/ui/doomtrooper_view.py); errors are private.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.doomtrooper import DoomtrooperOps, DoomView, PlayedCards, WarriorSpec
from bot.rules.doomtrooper import MAX_NAME_LENGTH
from bot.rules.doomtrooper_combat import Tactic
from bot.rules.doomtrooper_traits import Status
from bot.ui.base import send_public, table_of
from bot.ui.doomtrooper_options import parse_affiliations, parse_cards, parse_designations, parse_warzone
from bot.ui.doomtrooper_render import combat_text, sabotage_text, view_text
from bot.ui.doomtrooper_view import RewardButton, reward_buttons
from bot.ui.errors import language_of
from bot.ui.i18n import T, tr
from bot.ui.options import table_actor

if TYPE_CHECKING:
    from bot.app import Fatebot

TACTIC_CHOICES = [
    app_commands.Choice(name=T(f"choice-doomtrooper-tactic-{t.value}"), value=t.value) for t in Tactic
]
STATUS_CHOICES = [
    app_commands.Choice(name=T(f"choice-doomtrooper-status-{s.value}"), value=s.value) for s in Status
]

Stat = app_commands.Range[int, -99, 99]
WarriorRef = app_commands.Range[str, 1, 80]
CardsText = app_commands.Range[str, 1, 200]


def check_person(member: discord.Member | discord.User) -> int:
    if member.bot:
        raise DomainError("doomtrooper-ui-error-bot-player", name=member.mention)
    return member.id


@app_commands.guild_only()
class Doomtrooper(
    commands.GroupCog, group_name=T("cmd-doomtrooper"), group_description=T("cmd-doomtrooper-desc")
):
    def __init__(self, bot: Fatebot) -> None:
        self.bot = bot
        self.ops = DoomtrooperOps(bot.play)
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(RewardButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(RewardButton)

    async def _reply(self, interaction: discord.Interaction[Any], view: DoomView) -> None:
        await send_public(interaction, view_text(await language_of(interaction), view))

    async def _warriors(
        self, interaction: discord.Interaction[Any], current: str, *, mine: bool | None
    ) -> list[app_commands.Choice[str]]:
        """Warriors in play matching what was typed: mine=True yours, False others', None all."""
        if interaction.guild_id is None or interaction.channel_id is None:
            return []
        game = (await self.ops.show(interaction.channel_id, interaction.user.id)).game
        if game is None:
            return []
        lang = await language_of(interaction)
        key = current.strip().casefold().removeprefix("#")
        choices = []
        for warrior in game.warriors:
            if mine is not None and (warrior.owner_id == interaction.user.id) != mine:
                continue
            if key and key not in f"{warrior.id} {warrior.name}".casefold():
                continue
            label = tr(
                lang,
                "doomtrooper-choice-warrior",
                id=warrior.id,
                name=warrior.name,
                fight=warrior.fight,
                shoot=warrior.shoot,
                armour=warrior.armour,
                value=warrior.value,
            )
            choices.append(app_commands.Choice(name=label[:100], value=str(warrior.id)))
        return choices[:25]

    # -- the game ------------------------------------------------------------------------------

    @app_commands.command(name=T("cmd-doomtrooper-start"), description=T("cmd-doomtrooper-start-desc"))
    @app_commands.rename(
        opponent=T("opt-doomtrooper-start-opponent"),
        opponent2=T("opt-doomtrooper-start-opponent2"),
        opponent3=T("opt-doomtrooper-start-opponent3"),
        multiple_sabotage=T("opt-doomtrooper-start-multiple_sabotage"),
    )
    @app_commands.describe(
        opponent=T("opt-doomtrooper-start-opponent-desc"),
        opponent2=T("opt-doomtrooper-start-opponent2-desc"),
        opponent3=T("opt-doomtrooper-start-opponent3-desc"),
        multiple_sabotage=T("opt-doomtrooper-start-multiple_sabotage-desc"),
    )
    async def start(
        self,
        interaction: discord.Interaction[Any],
        opponent: discord.Member,
        opponent2: discord.Member | None = None,
        opponent3: discord.Member | None = None,
        multiple_sabotage: bool | None = None,
    ) -> None:
        opponents = [check_person(m) for m in (opponent, opponent2, opponent3) if m is not None]
        view = await self.ops.start(
            table_of(interaction), await table_actor(interaction), opponents, multiple_sabotage
        )
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-doomtrooper-list"), description=T("cmd-doomtrooper-list-desc"))
    async def show_list(self, interaction: discord.Interaction[Any]) -> None:
        await self._reply(interaction, await self.ops.show(table_of(interaction), interaction.user.id))

    @app_commands.command(name=T("cmd-doomtrooper-score"), description=T("cmd-doomtrooper-score-desc"))
    async def score(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.show(table_of(interaction), interaction.user.id, "score")
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-doomtrooper-end_turn"), description=T("cmd-doomtrooper-end_turn-desc"))
    async def end_turn(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.end_turn(table_of(interaction), await table_actor(interaction))
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-doomtrooper-variant"), description=T("cmd-doomtrooper-variant-desc"))
    @app_commands.rename(multiple_sabotage=T("opt-doomtrooper-variant-multiple_sabotage"))
    @app_commands.describe(multiple_sabotage=T("opt-doomtrooper-variant-multiple_sabotage-desc"))
    async def variant(self, interaction: discord.Interaction[Any], multiple_sabotage: bool) -> None:
        view = await self.ops.set_variant(
            table_of(interaction), await table_actor(interaction), multiple_sabotage
        )
        await self._reply(interaction, view)

    @app_commands.command(
        name=T("cmd-doomtrooper-empty_deck"), description=T("cmd-doomtrooper-empty_deck-desc")
    )
    async def empty_deck(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.declare_empty_deck(table_of(interaction), await table_actor(interaction))
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-doomtrooper-end"), description=T("cmd-doomtrooper-end-desc"))
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.end_game(table_of(interaction), await table_actor(interaction))
        await self._reply(interaction, view)

    # -- warriors ------------------------------------------------------------------------------

    @app_commands.command(name=T("cmd-doomtrooper-add"), description=T("cmd-doomtrooper-add-desc"))
    @app_commands.rename(
        name=T("opt-doomtrooper-add-name"),
        fight=T("opt-doomtrooper-add-fight"),
        shoot=T("opt-doomtrooper-add-shoot"),
        armour=T("opt-doomtrooper-add-armour"),
        value=T("opt-doomtrooper-add-value"),
        affiliations=T("opt-doomtrooper-add-affiliations"),
        designations=T("opt-doomtrooper-add-designations"),
        cover=T("opt-doomtrooper-add-cover"),
        detachment=T("opt-doomtrooper-add-detachment"),
    )
    @app_commands.describe(
        name=T("opt-doomtrooper-add-name-desc"),
        fight=T("opt-doomtrooper-add-fight-desc"),
        shoot=T("opt-doomtrooper-add-shoot-desc"),
        armour=T("opt-doomtrooper-add-armour-desc"),
        value=T("opt-doomtrooper-add-value-desc"),
        affiliations=T("opt-doomtrooper-add-affiliations-desc"),
        designations=T("opt-doomtrooper-add-designations-desc"),
        cover=T("opt-doomtrooper-add-cover-desc"),
        detachment=T("opt-doomtrooper-add-detachment-desc"),
    )
    async def add(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, MAX_NAME_LENGTH],
        fight: Stat,
        shoot: Stat,
        armour: Stat,
        value: Stat,
        affiliations: app_commands.Range[str, 1, 200] | None = None,
        designations: app_commands.Range[str, 1, 300] | None = None,
        cover: bool = False,
        detachment: bool = False,
    ) -> None:
        spec = WarriorSpec(
            name=name,
            fight=fight,
            shoot=shoot,
            armour=armour,
            value=value,
            affiliations=parse_affiliations(affiliations),
            designations=parse_designations(designations),
            in_cover=cover,
            detachment=detachment,
        )
        view = await self.ops.add_warrior(table_of(interaction), await table_actor(interaction), spec)
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-doomtrooper-remove"), description=T("cmd-doomtrooper-remove-desc"))
    @app_commands.rename(warrior=T("opt-doomtrooper-remove-warrior"))
    @app_commands.describe(warrior=T("opt-doomtrooper-remove-warrior-desc"))
    async def remove(self, interaction: discord.Interaction[Any], warrior: WarriorRef) -> None:
        view = await self.ops.remove_warrior(table_of(interaction), await table_actor(interaction), warrior)
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-doomtrooper-cover"), description=T("cmd-doomtrooper-cover-desc"))
    @app_commands.rename(
        warrior=T("opt-doomtrooper-cover-warrior"), in_cover=T("opt-doomtrooper-cover-in_cover")
    )
    @app_commands.describe(
        warrior=T("opt-doomtrooper-cover-warrior-desc"), in_cover=T("opt-doomtrooper-cover-in_cover-desc")
    )
    async def cover(self, interaction: discord.Interaction[Any], warrior: WarriorRef, in_cover: bool) -> None:
        view = await self.ops.set_cover(
            table_of(interaction), await table_actor(interaction), warrior, in_cover
        )
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-doomtrooper-status"), description=T("cmd-doomtrooper-status-desc"))
    @app_commands.rename(
        warrior=T("opt-doomtrooper-status-warrior"), status=T("opt-doomtrooper-status-status")
    )
    @app_commands.describe(
        warrior=T("opt-doomtrooper-status-warrior-desc"), status=T("opt-doomtrooper-status-status-desc")
    )
    @app_commands.choices(status=STATUS_CHOICES)
    async def status(self, interaction: discord.Interaction[Any], warrior: WarriorRef, status: str) -> None:
        view = await self.ops.set_status(
            table_of(interaction), await table_actor(interaction), warrior, Status(status)
        )
        await self._reply(interaction, view)

    # -- tactical actions ----------------------------------------------------------------------

    @app_commands.command(name=T("cmd-doomtrooper-attack"), description=T("cmd-doomtrooper-attack-desc"))
    @app_commands.rename(
        attacker=T("opt-doomtrooper-attack-attacker"),
        defender=T("opt-doomtrooper-attack-defender"),
        tactic=T("opt-doomtrooper-attack-tactic"),
        warzone=T("opt-doomtrooper-attack-warzone"),
        attacker_cards=T("opt-doomtrooper-attack-attacker_cards"),
        defender_cards=T("opt-doomtrooper-attack-defender_cards"),
        forced=T("opt-doomtrooper-attack-forced"),
        extra_attack=T("opt-doomtrooper-attack-extra_attack"),
    )
    @app_commands.describe(
        attacker=T("opt-doomtrooper-attack-attacker-desc"),
        defender=T("opt-doomtrooper-attack-defender-desc"),
        tactic=T("opt-doomtrooper-attack-tactic-desc"),
        warzone=T("opt-doomtrooper-attack-warzone-desc"),
        attacker_cards=T("opt-doomtrooper-attack-attacker_cards-desc"),
        defender_cards=T("opt-doomtrooper-attack-defender_cards-desc"),
        forced=T("opt-doomtrooper-attack-forced-desc"),
        extra_attack=T("opt-doomtrooper-attack-extra_attack-desc"),
    )
    @app_commands.choices(tactic=TACTIC_CHOICES)
    async def attack(
        self,
        interaction: discord.Interaction[Any],
        attacker: WarriorRef,
        defender: WarriorRef,
        tactic: str,
        warzone: CardsText | None = None,
        attacker_cards: CardsText | None = None,
        defender_cards: CardsText | None = None,
        forced: bool = False,
        extra_attack: bool = False,
    ) -> None:
        cards = PlayedCards(
            warzone=parse_warzone(warzone),
            attacker=parse_cards(attacker_cards),
            defender=parse_cards(defender_cards),
        )
        report = await self.ops.attack(
            table_of(interaction),
            await table_actor(interaction),
            attacker,
            defender,
            Tactic(tactic),
            cards,
            forced=forced,
            extra_attack=extra_attack,
        )
        lang = await language_of(interaction)
        await send_public(
            interaction, combat_text(lang, report), view=reward_buttons(lang, report.result.rewards)
        )

    @attack.autocomplete("defender")
    async def _attack_defender(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._warriors(interaction, current, mine=None)

    @app_commands.command(name=T("cmd-doomtrooper-sabotage"), description=T("cmd-doomtrooper-sabotage-desc"))
    @app_commands.rename(
        saboteur=T("opt-doomtrooper-sabotage-saboteur"),
        opponent=T("opt-doomtrooper-sabotage-opponent"),
        value_modifier=T("opt-doomtrooper-sabotage-value_modifier"),
    )
    @app_commands.describe(
        saboteur=T("opt-doomtrooper-sabotage-saboteur-desc"),
        opponent=T("opt-doomtrooper-sabotage-opponent-desc"),
        value_modifier=T("opt-doomtrooper-sabotage-value_modifier-desc"),
    )
    async def sabotage(
        self,
        interaction: discord.Interaction[Any],
        saboteur: WarriorRef,
        opponent: discord.Member,
        value_modifier: Stat = 0,
    ) -> None:
        report = await self.ops.sabotage(
            table_of(interaction),
            await table_actor(interaction),
            saboteur,
            check_person(opponent),
            value_modifier,
        )
        lang = await language_of(interaction)
        await send_public(
            interaction, sabotage_text(lang, report), view=reward_buttons(lang, (report.reward,))
        )

    @remove.autocomplete("warrior")
    @cover.autocomplete("warrior")
    @status.autocomplete("warrior")
    @attack.autocomplete("attacker")
    @sabotage.autocomplete("saboteur")
    async def _own_warrior(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._warriors(interaction, current, mine=True)

    @app_commands.command(name=T("cmd-doomtrooper-claim"), description=T("cmd-doomtrooper-claim-desc"))
    @app_commands.rename(
        reward=T("opt-doomtrooper-claim-reward"), promotion=T("opt-doomtrooper-claim-promotion")
    )
    @app_commands.describe(
        reward=T("opt-doomtrooper-claim-reward-desc"), promotion=T("opt-doomtrooper-claim-promotion-desc")
    )
    async def claim(
        self,
        interaction: discord.Interaction[Any],
        reward: app_commands.Range[int, 1, 1_000_000],
        promotion: app_commands.Range[int, 0, 1_000_000],
    ) -> None:
        view = await self.ops.claim(table_of(interaction), await table_actor(interaction), reward, promotion)
        await self._reply(interaction, view)

    @claim.autocomplete("reward")
    async def _claim_reward(
        self, interaction: discord.Interaction[Any], current: int | str
    ) -> list[app_commands.Choice[int]]:
        if interaction.guild_id is None or interaction.channel_id is None:
            return []
        game = (await self.ops.show(interaction.channel_id, interaction.user.id)).game
        if game is None:
            return []
        lang = await language_of(interaction)
        return [
            app_commands.Choice(
                name=tr(
                    lang,
                    "doomtrooper-choice-reward",
                    id=r.id,
                    points=r.points,
                    reason=r.reason,
                    warrior=r.warrior,
                )[:100],
                value=r.id,
            )
            for r in game.pending
            if r.player_id == interaction.user.id
        ][:25]


async def setup(bot: Fatebot) -> None:
    await bot.add_cog(Doomtrooper(bot))
