"""bot/ui/common/commands.py and cog_base.py: commands declared by key, and what every cog shares."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import choices, slash
from bot.ui.common.i18n import FluentTranslator, T
from bot.ui.common.options import EDITION_CHOICES


def tree() -> app_commands.CommandTree[discord.Client]:
    return app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))


async def payload(command: app_commands.Command[Any, ..., Any]) -> dict[str, Any]:
    """What Discord is sent for the command, with every language's names and descriptions."""
    return await command.get_translated_payload(tree(), FluentTranslator())


class ByHand(commands.Cog):
    @app_commands.command(name=T("cmd-flip"), description=T("cmd-flip-desc"))
    @app_commands.rename(
        modifiers=T("opt-flip-modifiers"), reason=T("opt-flip-reason"), edition=T("opt-flip-edition")
    )
    @app_commands.describe(
        modifiers=T("opt-flip-modifiers-desc"),
        reason=T("opt-flip-reason-desc"),
        edition=T("opt-flip-edition-desc"),
    )
    async def flip(
        self,
        interaction: discord.Interaction[Any],
        modifiers: str | None = None,
        reason: str | None = None,
        edition: str | None = None,
    ) -> None:
        pass

    @app_commands.command(name=T("cmd-game-score"), description=T("cmd-game-score-desc"))
    @app_commands.rename(player=T("opt-game-player"), soulstones=T("opt-game-soulstones-change"))
    @app_commands.describe(player=T("opt-game-player-desc"), soulstones=T("opt-game-soulstones-change-desc"))
    async def score(
        self, interaction: discord.Interaction[Any], player: str | None = None, soulstones: int = 0
    ) -> None:
        pass

    @app_commands.command(name=T("cmd-league-season_remove"), description=T("cmd-league-season_remove-desc"))
    @app_commands.rename(season=T("opt-league-season"))
    @app_commands.describe(season=T("opt-league-season_remove-season-desc"))
    async def season_remove(self, interaction: discord.Interaction[Any], season: str) -> None:
        pass


class BySlash(commands.Cog):
    @slash(T("cmd-flip"))
    async def flip(
        self,
        interaction: discord.Interaction[Any],
        modifiers: str | None = None,
        reason: str | None = None,
        edition: str | None = None,
    ) -> None:
        pass

    @slash(T("cmd-game-score"), options="game", stems={"soulstones": "game-soulstones-change"})
    async def score(
        self, interaction: discord.Interaction[Any], player: str | None = None, soulstones: int = 0
    ) -> None:
        pass

    @slash(
        T("cmd-league-season_remove"),
        options="league",
        descriptions={"season": "league-season_remove-season"},
    )
    async def season_remove(self, interaction: discord.Interaction[Any], season: str) -> None:
        pass


async def test_slash_declares_what_the_decorators_wrote_by_hand() -> None:
    for name in ("flip", "score", "season_remove"):
        assert await payload(getattr(BySlash, name)) == await payload(getattr(ByHand, name)), name


async def test_the_payload_tells_the_keys_apart() -> None:
    """Control: a different key gives a different payload, so the comparison above can fail."""
    wrong = slash(T("cmd-game-score"), options="game")(BySlash.score.callback)  # no `stems`
    assert await payload(wrong) != await payload(ByHand.score)


class Shared(commands.Cog):
    async def do_roll(self, interaction: discord.Interaction[Any], expression: str) -> None:
        pass


class RollsByHand(commands.Cog):
    @app_commands.command(name=T("cmd-roll"), description=T("cmd-roll-desc"))
    @app_commands.rename(expression=T("opt-roll-expression"))
    @app_commands.describe(expression=T("opt-roll-expression-desc"))
    async def roll(self, interaction: discord.Interaction[Any], expression: str) -> None:
        pass

    @app_commands.command(name=T("cmd-fulminato-roll"), description=T("cmd-fulminato-roll-desc"))
    @app_commands.rename(expression=T("opt-fulminato-roll-expression"))
    @app_commands.describe(expression=T("opt-fulminato-roll-expression-desc"))
    async def fulminato_roll(self, interaction: discord.Interaction[Any], expression: str) -> None:
        pass


async def test_one_callback_serves_two_commands_each_with_its_own_keys() -> None:
    roll = slash(T("cmd-roll"))(Shared.do_roll)
    fulminato_roll = slash(T("cmd-fulminato-roll"))(Shared.do_roll)
    assert await payload(roll) == await payload(RollsByHand.roll)
    assert await payload(fulminato_roll) == await payload(RollsByHand.fulminato_roll)
    assert not hasattr(Shared.do_roll, "__discord_app_commands_param_rename__")


async def test_choices_are_named_by_key() -> None:
    made = choices("edition", ["m4e", "m3e", "m2e"])
    translator = FluentTranslator()
    assert [await c.get_translated_payload(translator) for c in made] == [
        await c.get_translated_payload(translator) for c in EDITION_CHOICES
    ]


class Button(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"test:cog-base"):
    pass


class Recorder:
    def __init__(self) -> None:
        self.items: list[type[discord.ui.DynamicItem[Any]]] = []

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        self.items.extend(items)

    def remove_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        for item in items:
            self.items.remove(item)


class WithButton(FatebotCog):
    dynamic_items = (Button,)


async def test_a_cog_registers_its_controls_while_loaded() -> None:
    recorder = Recorder()
    bot: Any = recorder
    cog = WithButton(bot)
    assert cog.bot is bot and recorder.items == []
    await cog.cog_load()
    assert recorder.items == [Button]
    await cog.cog_unload()
    assert recorder.items == []
