"""/league-admin pair|player|result|points|forfeit|delete|default_season: the organisers' side of a league's
season, and the server's default season per edition.

A part of the /league-admin group (cogs/league_admin.py mixes it in: discord.py gathers a
group's commands from the cog's classes), kept apart so each module stays one screenful.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

from bot.play.encounter import Seasons
from bot.play.league.draws import NAME_MAX, LeaguePlay, SeedSource
from bot.play.league.season import DEADLINE_DAYS_MAX, LeagueSeasonPlay
from bot.rules.league.draws import ROUND_MAX, ROUND_MIN
from bot.rules.league.season import FORFEIT_RULES, PAIRING_METHODS, STALL_DAYS_MAX, STALL_RULES, PairingMethod
from bot.rules.league.standings import MAX_POINTS, MAX_VP, PointsRule
from bot.ui.common.base import send_public
from bot.ui.common.commands import choices, slash
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T, tr
from bot.ui.common.options import EDITION_CHOICES
from bot.ui.encounter.options import season_choices
from bot.ui.league.options import guild_of, parse_pairs, require_organiser
from bot.ui.league.season_render import deleted_text, paired_text, player_changed_text, standings_text
from bot.ui.league.tell import tell_paired

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

PAIRS_TEXT_MAX = 2000
METHOD_CHOICES = choices("league-method", PAIRING_METHODS)
FORFEIT_CHOICES = choices("league-forfeit", FORFEIT_RULES)
STALL_CHOICES = choices("league-stall", STALL_RULES)
ACTION_CHOICES = choices("league-player-action", ("add", "remove", "drop"))


class LeagueSeasonAdmin:
    bot: FatebotBase
    seed_source: SeedSource  # tests inject a fixed seed

    def _leagues(self) -> LeaguePlay:
        return LeaguePlay(self.bot.play, seed_source=self.seed_source)

    def _season(self) -> LeagueSeasonPlay:
        return LeagueSeasonPlay(self.bot.play, self._leagues())

    @slash(T("cmd-league-admin-pair"), options="league-admin")
    @app_commands.choices(method=METHOD_CHOICES)
    async def pair(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX],
        method: str = "swiss",
        deadline_days: app_commands.Range[int, 1, DEADLINE_DAYS_MAX] | None = None,
        pairs: app_commands.Range[str, 1, PAIRS_TEXT_MAX] | None = None,
    ) -> None:
        organiser = await require_organiser(interaction, self._leagues())
        manual = parse_pairs(pairs or "") if method == "manual" else []
        view = await self._season().pair(
            guild_of(interaction),
            name,
            interaction.user.id,
            round,
            cast(PairingMethod, method),
            manual=manual,
            deadline_days=deadline_days,
            channel=interaction.channel_id,
            is_organiser=organiser,
        )
        await send_public(interaction, paired_text(await language_of(interaction), view, round))
        await tell_paired(self.bot, view, round)

    @slash(T("cmd-league-admin-player"), options="league-admin")
    @app_commands.choices(action=ACTION_CHOICES)
    async def player(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        action: str,
        user: discord.User,
    ) -> None:
        organiser = await require_organiser(interaction, self._leagues())
        guild, by = guild_of(interaction), interaction.user.id
        if action == "add":
            view = await self._season().add_player(
                guild, name, by, user.id, user.display_name, is_organiser=organiser
            )
        else:
            view = await self._season().remove_player(
                guild, name, by, user.id, drop=action == "drop", is_organiser=organiser
            )
        await send_public(interaction, player_changed_text(await language_of(interaction), view))

    @slash(T("cmd-league-admin-result"), options="league-admin")
    async def result(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX],
        user: discord.User,
        user_vp: app_commands.Range[int, 0, MAX_VP],
        opponent_vp: app_commands.Range[int, 0, MAX_VP],
    ) -> None:
        organiser = await require_organiser(interaction, self._leagues())
        view = await self._season().set_result(
            guild_of(interaction),
            name,
            interaction.user.id,
            round,
            user.id,
            user_vp,
            opponent_vp,
            is_organiser=organiser,
        )
        await send_public(interaction, player_changed_text(await language_of(interaction), view))

    @slash(T("cmd-league-admin-points"), options="league-admin")
    async def points(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        win: app_commands.Range[int, 0, MAX_POINTS] = 3,
        draw: app_commands.Range[int, 0, MAX_POINTS] = 1,
        loss: app_commands.Range[int, 0, MAX_POINTS] = 0,
    ) -> None:
        organiser = await require_organiser(interaction, self._leagues())
        rule = PointsRule(win, draw, loss)
        view = await self._season().set_points(
            guild_of(interaction), name, interaction.user.id, rule, is_organiser=organiser
        )
        await send_public(interaction, standings_text(await language_of(interaction), view))

    @slash(T("cmd-league-admin-forfeit"), options="league-admin")
    @app_commands.choices(rule=FORFEIT_CHOICES, stalled=STALL_CHOICES)
    async def forfeit(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        rule: str,
        stalled: str | None = None,
        stalled_days: app_commands.Range[int, 0, STALL_DAYS_MAX] | None = None,
    ) -> None:
        organiser = await require_organiser(interaction, self._leagues())
        view = await self._season().set_forfeit(
            guild_of(interaction),
            name,
            interaction.user.id,
            rule,
            stall=stalled,
            stall_days=stalled_days,
            is_organiser=organiser,
        )
        await send_public(interaction, player_changed_text(await language_of(interaction), view))

    @slash(T("cmd-league-admin-delete"), options="league-admin")
    async def delete(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        organiser = await require_organiser(interaction, self._leagues())
        record = await self._season().delete(guild_of(interaction), name, is_organiser=organiser)
        await send_public(interaction, deleted_text(await language_of(interaction), record))

    @slash(T("cmd-league-admin-default_season"), options="league-admin-default_season")
    @app_commands.choices(edition=EDITION_CHOICES)
    async def default_season(
        self,
        interaction: discord.Interaction[Any],
        edition: str,
        season: app_commands.Range[str, 1, 100] | None = None,
    ) -> None:
        organiser = await require_organiser(interaction, self._leagues())
        seasons = Seasons(self.bot.play)
        chosen = await seasons.set_server_default(
            guild_of(interaction), edition, season, is_organiser=organiser
        )
        lang, by = await language_of(interaction), interaction.user.mention
        if chosen is None:
            today = (await seasons.resolve(None, None, edition)).season
            text = tr(lang, "season-default-cleared", by=by, edition=edition.upper(), season=today.name)
        else:
            found = chosen.season
            text = tr(
                lang, "season-default-set", by=by, season=found.name, id=found.id, edition=edition.upper()
            )
        await send_public(interaction, text)

    @default_season.autocomplete("season")
    async def _default_season_choices(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        edition = getattr(interaction.namespace, "edition", None)
        return await season_choices(
            self.bot, interaction, current, edition if isinstance(edition, str) else None
        )
