"""/fulminato …: Fulminato's initiative tracker, action points, attacks, tests and dice.

Thin: options are parsed here (choices, ranges, name lists), the play layer does the rest, and
bot/ui/fulminato_render.py writes the replies. Tracker replies are public and carry the turn
buttons (bot/ui/fulminato_view.py); errors are private (the tree's error handler).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.fulminato import AttackRequest, FulminatoOps, FulminatoView
from bot.rules.dice import MAX_EXPRESSION_LENGTH
from bot.rules.fulminato import MAX_NAME_LENGTH
from bot.rules.fulminato_actions import Action
from bot.rules.fulminato_attack import AttackKind, CalledTarget, DefenderState, Weapon
from bot.rules.fulminato_dice import DIE_STEPS, parse_die
from bot.rules.fulminato_grapple import GrappleAction
from bot.rules.fulminato_wounds import HitLocation, Limb, Wound
from bot.ui.base import send_public, table_of
from bot.ui.errors import language_of
from bot.ui.fulminato_procedures_render import grapple_text, opposed_text
from bot.ui.fulminato_render import attack_text as render_attack
from bot.ui.fulminato_render import roll_text, skill_test_text, view_text
from bot.ui.fulminato_view import FulminatoTurnButton, turn_buttons
from bot.ui.i18n import T
from bot.ui.options import table_actor

if TYPE_CHECKING:
    from bot.app import Fatebot

MAX_TEST_DICE = 5
NAME_LIST_MAX = 400

DIE_CHOICES = [app_commands.Choice(name=T(f"choice-fulminato-die-{s}"), value=s) for s in DIE_STEPS]
KIND_CHOICES = [
    app_commands.Choice(name=T(f"choice-fulminato-kind-{k.value}"), value=k.value) for k in AttackKind
]
WEAPON_CHOICES = [
    app_commands.Choice(name=T(f"choice-fulminato-weapon-{w.value}"), value=w.value) for w in Weapon
]
STATE_CHOICES = [
    app_commands.Choice(name=T(f"choice-fulminato-state-{s.value}"), value=s.value) for s in DefenderState
]
CALLED_TARGETS: dict[str, CalledTarget] = {"head": HitLocation.HEAD, **{limb.value: limb for limb in Limb}}
CALLED_CHOICES = [
    app_commands.Choice(name=T(f"choice-fulminato-called-{key}"), value=key) for key in CALLED_TARGETS
]
WOUND_CHOICES = [
    app_commands.Choice(name=T(f"choice-fulminato-wound-{w.value}"), value=w.value) for w in Wound
]
GRAPPLE_CHOICES = [
    app_commands.Choice(name=T(f"choice-fulminato-grapple-{a.value}"), value=a.value) for a in GrappleAction
]
ACTION_CHOICES = [
    app_commands.Choice(name=T(f"choice-fulminato-action-{a.value}"), value=a.value) for a in Action
]

Name = app_commands.Range[str, 1, MAX_NAME_LENGTH]


def parse_names(value: str | None) -> list[str]:
    """`Ana, Bandit , Wolf` → ["Ana", "Bandit", "Wolf"]; given but naming nobody is an error."""
    if value is None:
        return []
    names = [" ".join(part.split()) for part in value.split(",")]
    names = [name for name in names if name]
    if not names:
        raise DomainError("fulminato-ui-error-no-names", value=value[:100])
    return names


def parse_dice(value: str) -> list[int]:
    """`d8 d6`, `d8+d6` or `8,6` → [8, 6]."""
    parts = [part for part in re.split(r"[\s,+]+", value.strip()) if part]
    if not parts:
        raise DomainError("fulminato-ui-error-dice", value=value[:100])
    if len(parts) > MAX_TEST_DICE:
        raise DomainError("fulminato-ui-error-too-many-dice", max=MAX_TEST_DICE)
    return [parse_die(part) for part in parts]


@app_commands.guild_only()
class Fulminato(commands.GroupCog, group_name=T("cmd-fulminato"), group_description=T("cmd-fulminato-desc")):
    def __init__(self, bot: Fatebot) -> None:
        self.bot = bot
        self.ops = FulminatoOps(bot.play)
        super().__init__()

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(FulminatoTurnButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(FulminatoTurnButton)

    async def _reply(self, interaction: discord.Interaction[Any], view: FulminatoView) -> None:
        lang = await language_of(interaction)
        await send_public(interaction, view_text(lang, view), view=turn_buttons(lang, view))

    async def _names(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        if interaction.guild_id is None or interaction.channel_id is None:
            return []
        state = (await self.ops.show(interaction.channel_id, interaction.user.id)).state
        # Complete the last name of a comma-separated list, keeping the ones before it.
        head, _, last = current.rpartition(",")
        prefix = f"{head}, " if head else ""
        key = last.strip().casefold()
        choices = []
        for entry in state.roster:
            if key in entry.name.casefold():
                value = f"{prefix}{entry.name}"[:100]
                choices.append(app_commands.Choice(name=value, value=value))
        return choices[:25]

    # -- roster --------------------------------------------------------------------------------

    @app_commands.command(name=T("cmd-fulminato-add"), description=T("cmd-fulminato-add-desc"))
    @app_commands.rename(
        name=T("opt-fulminato-add-name"),
        mind=T("opt-fulminato-add-mind"),
        grace=T("opt-fulminato-add-grace"),
        owner=T("opt-fulminato-add-owner"),
    )
    @app_commands.describe(
        name=T("opt-fulminato-add-name-desc"),
        mind=T("opt-fulminato-add-mind-desc"),
        grace=T("opt-fulminato-add-grace-desc"),
        owner=T("opt-fulminato-add-owner-desc"),
    )
    @app_commands.choices(mind=DIE_CHOICES, grace=DIE_CHOICES)
    async def add(
        self,
        interaction: discord.Interaction[Any],
        name: Name,
        mind: int,
        grace: int,
        owner: discord.Member | None = None,
    ) -> None:
        if owner is not None and owner.bot:
            raise DomainError("fulminato-ui-error-bot-owner", name=owner.mention)
        view = await self.ops.add(
            table_of(interaction),
            await table_actor(interaction),
            name,
            mind,
            grace,
            owner.id if owner is not None else None,
        )
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-fulminato-remove"), description=T("cmd-fulminato-remove-desc"))
    @app_commands.rename(name=T("opt-fulminato-remove-name"))
    @app_commands.describe(name=T("opt-fulminato-remove-name-desc"))
    async def remove(self, interaction: discord.Interaction[Any], name: Name) -> None:
        view = await self.ops.remove(table_of(interaction), await table_actor(interaction), name)
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-fulminato-show"), description=T("cmd-fulminato-show-desc"))
    async def show(self, interaction: discord.Interaction[Any]) -> None:
        await self._reply(interaction, await self.ops.show(table_of(interaction), interaction.user.id))

    # -- the fight -----------------------------------------------------------------------------

    @app_commands.command(name=T("cmd-fulminato-start"), description=T("cmd-fulminato-start-desc"))
    @app_commands.rename(
        surprisers=T("opt-fulminato-start-surprisers"), surprised=T("opt-fulminato-start-surprised")
    )
    @app_commands.describe(
        surprisers=T("opt-fulminato-start-surprisers-desc"), surprised=T("opt-fulminato-start-surprised-desc")
    )
    async def start(
        self,
        interaction: discord.Interaction[Any],
        surprisers: app_commands.Range[str, 1, NAME_LIST_MAX] | None = None,
        surprised: app_commands.Range[str, 1, NAME_LIST_MAX] | None = None,
    ) -> None:
        view = await self.ops.start(
            table_of(interaction),
            await table_actor(interaction),
            surprisers=parse_names(surprisers),
            surprised=parse_names(surprised),
        )
        await self._reply(interaction, view)

    @start.autocomplete("surprisers")
    @start.autocomplete("surprised")
    async def _name_list(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._names(interaction, current)

    @app_commands.command(name=T("cmd-fulminato-next"), description=T("cmd-fulminato-next-desc"))
    async def next(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.next_turn(table_of(interaction), await table_actor(interaction))
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-fulminato-next_round"), description=T("cmd-fulminato-next_round-desc"))
    async def next_round(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.next_round(table_of(interaction), await table_actor(interaction))
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-fulminato-delay"), description=T("cmd-fulminato-delay-desc"))
    @app_commands.rename(after=T("opt-fulminato-delay-after"))
    @app_commands.describe(after=T("opt-fulminato-delay-after-desc"))
    async def delay(self, interaction: discord.Interaction[Any], after: Name) -> None:
        view = await self.ops.delay(table_of(interaction), await table_actor(interaction), after)
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-fulminato-act"), description=T("cmd-fulminato-act-desc"))
    @app_commands.rename(action=T("opt-fulminato-act-action"), combatant=T("opt-fulminato-act-combatant"))
    @app_commands.describe(
        action=T("opt-fulminato-act-action-desc"), combatant=T("opt-fulminato-act-combatant-desc")
    )
    @app_commands.choices(action=ACTION_CHOICES)
    async def act(
        self, interaction: discord.Interaction[Any], action: str, combatant: Name | None = None
    ) -> None:
        view = await self.ops.act(
            table_of(interaction), await table_actor(interaction), Action(action), combatant
        )
        await self._reply(interaction, view)

    @app_commands.command(name=T("cmd-fulminato-end"), description=T("cmd-fulminato-end-desc"))
    async def end(self, interaction: discord.Interaction[Any]) -> None:
        view = await self.ops.end(table_of(interaction), await table_actor(interaction))
        await self._reply(interaction, view)

    # -- rolls ---------------------------------------------------------------------------------

    @app_commands.command(name=T("cmd-fulminato-attack"), description=T("cmd-fulminato-attack-desc"))
    @app_commands.rename(
        kind=T("opt-fulminato-attack-kind"),
        characteristic=T("opt-fulminato-attack-characteristic"),
        skill=T("opt-fulminato-attack-skill"),
        weapon=T("opt-fulminato-attack-weapon"),
        ranks=T("opt-fulminato-attack-ranks"),
        bonus=T("opt-fulminato-attack-bonus"),
        shield=T("opt-fulminato-attack-shield"),
        armour=T("opt-fulminato-attack-armour"),
        extra=T("opt-fulminato-attack-extra"),
        defence_ranks=T("opt-fulminato-attack-defence_ranks"),
        flankers=T("opt-fulminato-attack-flankers"),
        defender_state=T("opt-fulminato-attack-defender_state"),
        surprised_ranks=T("opt-fulminato-attack-surprised_ranks"),
        damage=T("opt-fulminato-attack-damage"),
        hit_points=T("opt-fulminato-attack-hit_points"),
        called=T("opt-fulminato-attack-called"),
        attacker=T("opt-fulminato-attack-attacker"),
        defender=T("opt-fulminato-attack-defender"),
        cover=T("opt-fulminato-attack-cover"),
        hit_points_left=T("opt-fulminato-attack-hit_points_left"),
        wound=T("opt-fulminato-attack-wound"),
    )
    @app_commands.describe(
        kind=T("opt-fulminato-attack-kind-desc"),
        characteristic=T("opt-fulminato-attack-characteristic-desc"),
        skill=T("opt-fulminato-attack-skill-desc"),
        weapon=T("opt-fulminato-attack-weapon-desc"),
        ranks=T("opt-fulminato-attack-ranks-desc"),
        bonus=T("opt-fulminato-attack-bonus-desc"),
        shield=T("opt-fulminato-attack-shield-desc"),
        armour=T("opt-fulminato-attack-armour-desc"),
        extra=T("opt-fulminato-attack-extra-desc"),
        defence_ranks=T("opt-fulminato-attack-defence_ranks-desc"),
        flankers=T("opt-fulminato-attack-flankers-desc"),
        defender_state=T("opt-fulminato-attack-defender_state-desc"),
        surprised_ranks=T("opt-fulminato-attack-surprised_ranks-desc"),
        damage=T("opt-fulminato-attack-damage-desc"),
        hit_points=T("opt-fulminato-attack-hit_points-desc"),
        called=T("opt-fulminato-attack-called-desc"),
        attacker=T("opt-fulminato-attack-attacker-desc"),
        defender=T("opt-fulminato-attack-defender-desc"),
        cover=T("opt-fulminato-attack-cover-desc"),
        hit_points_left=T("opt-fulminato-attack-hit_points_left-desc"),
        wound=T("opt-fulminato-attack-wound-desc"),
    )
    @app_commands.choices(characteristic=DIE_CHOICES, skill=DIE_CHOICES)
    @app_commands.choices(
        kind=KIND_CHOICES,
        weapon=WEAPON_CHOICES,
        defender_state=STATE_CHOICES,
        called=CALLED_CHOICES,
        wound=WOUND_CHOICES,
    )
    async def attack(
        self,
        interaction: discord.Interaction[Any],
        kind: str,
        characteristic: int,
        skill: int,
        weapon: str = Weapon.WEAPON.value,
        ranks: app_commands.Range[int, -10, 10] = 0,
        bonus: app_commands.Range[int, -50, 50] = 0,
        shield: app_commands.Range[int, 0, 50] = 0,
        armour: app_commands.Range[int, 0, 50] = 0,
        extra: app_commands.Range[int, -50, 50] = 0,
        defence_ranks: app_commands.Range[int, -10, 10] = 0,
        flankers: app_commands.Range[int, 0, 20] = 0,
        defender_state: str | None = None,
        surprised_ranks: app_commands.Range[int, -10, -1] | None = None,
        damage: app_commands.Range[str, 1, 100] | None = None,
        hit_points: app_commands.Range[int, 1, 10_000] | None = None,
        called: str | None = None,
        attacker: Name | None = None,
        defender: Name | None = None,
        cover: bool = False,
        hit_points_left: app_commands.Range[int, 0, 10_000] | None = None,
        wound: str | None = None,
    ) -> None:
        request = AttackRequest(
            kind=AttackKind(kind),
            characteristic=characteristic,
            skill=skill,
            weapon=Weapon(weapon),
            ranks=ranks,
            bonus=bonus,
            shield=shield,
            armour=armour,
            extra=extra,
            defence_ranks=defence_ranks,
            flankers=flankers,
            defender_state=None if defender_state is None else DefenderState(defender_state),
            surprised_die_ranks=surprised_ranks,
            damage=damage,
            victim_hit_points=hit_points,
            called=None if called is None else CALLED_TARGETS[called],
            attacker=attacker,
            defender=defender,
            cover=cover,
            hit_points_left=hit_points_left,
            wound=None if wound is None else Wound(wound),
        )
        report = await self.ops.attack(table_of(interaction), interaction.user.id, request)
        await send_public(interaction, render_attack(await language_of(interaction), report))

    # -- opposed rolls and grapples ------------------------------------------------------------

    @app_commands.command(name=T("cmd-fulminato-opposed"), description=T("cmd-fulminato-opposed-desc"))
    @app_commands.rename(
        attacker_dice=T("opt-fulminato-opposed-attacker_dice"),
        defender_dice=T("opt-fulminato-opposed-defender_dice"),
        attacker_ranks=T("opt-fulminato-opposed-attacker_ranks"),
        defender_ranks=T("opt-fulminato-opposed-defender_ranks"),
        attacker=T("opt-fulminato-opposed-attacker"),
        defender=T("opt-fulminato-opposed-defender"),
    )
    @app_commands.describe(
        attacker_dice=T("opt-fulminato-opposed-attacker_dice-desc"),
        defender_dice=T("opt-fulminato-opposed-defender_dice-desc"),
        attacker_ranks=T("opt-fulminato-opposed-attacker_ranks-desc"),
        defender_ranks=T("opt-fulminato-opposed-defender_ranks-desc"),
        attacker=T("opt-fulminato-opposed-attacker-desc"),
        defender=T("opt-fulminato-opposed-defender-desc"),
    )
    async def opposed(
        self,
        interaction: discord.Interaction[Any],
        attacker_dice: app_commands.Range[str, 1, 100],
        defender_dice: app_commands.Range[str, 1, 100],
        attacker_ranks: app_commands.Range[int, -10, 10] = 0,
        defender_ranks: app_commands.Range[int, -10, 10] = 0,
        attacker: Name | None = None,
        defender: Name | None = None,
    ) -> None:
        report = await self.ops.opposed(
            table_of(interaction),
            interaction.user.id,
            parse_dice(attacker_dice),
            parse_dice(defender_dice),
            attacker_ranks=attacker_ranks,
            defender_ranks=defender_ranks,
            attacker=attacker,
            defender=defender,
        )
        await send_public(interaction, opposed_text(await language_of(interaction), report))

    @app_commands.command(name=T("cmd-fulminato-grapple"), description=T("cmd-fulminato-grapple-desc"))
    @app_commands.rename(
        action=T("opt-fulminato-grapple-action"),
        dice=T("opt-fulminato-grapple-dice"),
        against=T("opt-fulminato-grapple-against"),
        heavy_object=T("opt-fulminato-grapple-heavy_object"),
        after_failed_tie=T("opt-fulminato-grapple-after_failed_tie"),
        ranks=T("opt-fulminato-grapple-ranks"),
        grappler=T("opt-fulminato-grapple-grappler"),
        grappled=T("opt-fulminato-grapple-grappled"),
    )
    @app_commands.describe(
        action=T("opt-fulminato-grapple-action-desc"),
        dice=T("opt-fulminato-grapple-dice-desc"),
        against=T("opt-fulminato-grapple-against-desc"),
        heavy_object=T("opt-fulminato-grapple-heavy_object-desc"),
        after_failed_tie=T("opt-fulminato-grapple-after_failed_tie-desc"),
        ranks=T("opt-fulminato-grapple-ranks-desc"),
        grappler=T("opt-fulminato-grapple-grappler-desc"),
        grappled=T("opt-fulminato-grapple-grappled-desc"),
    )
    @app_commands.choices(action=GRAPPLE_CHOICES)
    async def grapple(
        self,
        interaction: discord.Interaction[Any],
        action: str,
        dice: app_commands.Range[str, 1, 100],
        against: app_commands.Range[str, 1, 100] | None = None,
        heavy_object: bool = False,
        after_failed_tie: bool = False,
        ranks: app_commands.Range[int, -10, 10] = 0,
        grappler: Name | None = None,
        grappled: Name | None = None,
    ) -> None:
        report = await self.ops.grapple(
            table_of(interaction),
            interaction.user.id,
            GrappleAction(action),
            parse_dice(dice),
            parse_dice(against) if against is not None else (),
            heavy_object=heavy_object,
            after_failed_tie=after_failed_tie,
            ranks=ranks,
            grappler=grappler,
            grappled=grappled,
        )
        await send_public(interaction, grapple_text(await language_of(interaction), report))

    @remove.autocomplete("name")
    @delay.autocomplete("after")
    @act.autocomplete("combatant")
    @attack.autocomplete("attacker")
    @attack.autocomplete("defender")
    @opposed.autocomplete("attacker")
    @opposed.autocomplete("defender")
    @grapple.autocomplete("grappler")
    @grapple.autocomplete("grappled")
    async def _one_name(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._names(interaction, current.replace(",", " "))

    @app_commands.command(name=T("cmd-fulminato-test"), description=T("cmd-fulminato-test-desc"))
    @app_commands.rename(
        dice=T("opt-fulminato-test-dice"),
        difficulty=T("opt-fulminato-test-difficulty"),
        ranks=T("opt-fulminato-test-ranks"),
        bonus=T("opt-fulminato-test-bonus"),
    )
    @app_commands.describe(
        dice=T("opt-fulminato-test-dice-desc"),
        difficulty=T("opt-fulminato-test-difficulty-desc"),
        ranks=T("opt-fulminato-test-ranks-desc"),
        bonus=T("opt-fulminato-test-bonus-desc"),
    )
    async def test(
        self,
        interaction: discord.Interaction[Any],
        dice: app_commands.Range[str, 1, 50],
        difficulty: app_commands.Range[int, 0, 100],
        ranks: app_commands.Range[int, -10, 10] = 0,
        bonus: app_commands.Range[int, -50, 50] = 0,
    ) -> None:
        report = await self.ops.test(
            table_of(interaction), interaction.user.id, parse_dice(dice), difficulty, ranks, bonus
        )
        await send_public(interaction, skill_test_text(await language_of(interaction), report))

    @app_commands.command(name=T("cmd-fulminato-roll"), description=T("cmd-fulminato-roll-desc"))
    @app_commands.rename(expression=T("opt-fulminato-roll-expression"))
    @app_commands.describe(expression=T("opt-fulminato-roll-expression-desc"))
    async def roll(
        self,
        interaction: discord.Interaction[Any],
        expression: app_commands.Range[str, 1, MAX_EXPRESSION_LENGTH],
    ) -> None:
        report = await self.ops.roll(table_of(interaction), interaction.user.id, expression)
        await send_public(interaction, roll_text(await language_of(interaction), report))


async def setup(bot: Fatebot) -> None:
    await bot.add_cog(Fulminato(bot))
