"""/league-admin: organisers only. A league (create, draw, export, reveal), its season (pair,
player, result, points, forfeit, delete), who organises (organiser_role), the server's custom
seasons (season, season_remove) and its default season per edition (default_season).

Organisers are members with Manage Server, or holders of the server's organiser role, which
only Manage Server sets (organiser_role). A table's moderator role makes nobody an organiser.
Discord shows this group only to members with Manage Server (its default permissions); a
server admin may show it to the organiser role, or to anyone, in Server Settings →
Integrations, so every call is checked here as well and refused privately otherwise.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import DomainError
from bot.play.encounter import MAX_UPLOAD_BYTES, clean_season_source
from bot.play.league.draws import NAME_MAX
from bot.play.league.season import CONTACT_WAYS, DEADLINE_DAYS_MAX
from bot.rules.league.draws import ROUND_MAX, ROUND_MIN
from bot.rules.league.names import plain
from bot.rules.league.season import (
    FORFEIT_RULES,
    LATE_DECISIONS,
    PAIRING_METHODS,
    STALL_DAYS_MAX,
    STALL_RULES,
    PairingMethod,
)
from bot.rules.league.standings import MAX_POINTS, MAX_VP, PointsRule
from bot.ui.common.base import send_public
from bot.ui.common.cog_base import FatebotCog
from bot.ui.common.commands import choices, slash
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import T, tr
from bot.ui.common.options import EDITION_CHOICES
from bot.ui.common.roles import check_role_change
from bot.ui.encounter.options import season_choices
from bot.ui.league.html_export import season_files
from bot.ui.league.options import (
    custom_season_choices,
    guild_of,
    league_name_choices,
    own_language,
    parse_pairs,
    require_organiser,
)
from bot.ui.league.render import (
    created_text,
    draw_text,
    export_text,
    season_removed_text,
    season_saved_text,
)
from bot.ui.league.reveal import DYNAMIC_ITEMS, ask_to_reveal
from bot.ui.league.season_render import deleted_text, paired_text, player_changed_text, standings_text
from bot.ui.league.view import SeasonModal, can_manage_server, thread_room

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

SEASON_MAX = 100
PAIRS_TEXT_MAX = 2000
METHOD_CHOICES = choices("league-method", PAIRING_METHODS)
FORFEIT_CHOICES = choices("league-forfeit", FORFEIT_RULES)
STALL_CHOICES = choices("league-stall", STALL_RULES)
ACTION_CHOICES = choices("league-player-action", ("add", "remove", "drop"))
CONTACT_CHOICES = choices("league-contact", CONTACT_WAYS)
LATE_CHOICES = choices("league-late", LATE_DECISIONS)


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class LeagueAdmin(
    FatebotCog,
    commands.GroupCog,
    group_name=T("cmd-league-admin"),
    group_description=T("cmd-league-admin-desc"),
):
    dynamic_items = DYNAMIC_ITEMS

    # -- leagues -----------------------------------------------------------------------------

    @slash(T("cmd-league-create"), options="league")
    @app_commands.choices(stalled=STALL_CHOICES)
    async def create(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        season: app_commands.Range[str, 1, SEASON_MAX],
        stalled: str | None = None,
        stalled_days: app_commands.Range[int, 0, STALL_DAYS_MAX] | None = None,
    ) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        info = await self.bot.play.league.create(
            guild_of(interaction),
            interaction.user.id,
            name,
            season,
            stall=stalled,
            stall_days=stalled_days,
            is_organiser=organiser,
        )
        await send_public(interaction, created_text(await language_of(interaction), info))

    @create.autocomplete("season")
    async def _create_season(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await season_choices(self.bot, interaction, current, None)

    @slash(T("cmd-league-draw"), options="league")
    async def draw(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX],
    ) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        result = await self.bot.play.league.draw(
            guild_of(interaction), interaction.user.id, name, round, is_organiser=organiser
        )
        await send_public(interaction, draw_text(await language_of(interaction), result))

    @slash(T("cmd-league-export"), options="league")
    async def export(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        info, text = await self.bot.play.league.export(guild_of(interaction), name, is_organiser=organiser)
        lang = await language_of(interaction)
        view = await self.bot.play.season.show(info.record.guild_id, info.record.code)
        files = [
            discord.File(io.BytesIO(body.encode("utf-8")), filename=filename)
            for filename, body in season_files(lang, info, view, text)
        ]
        await interaction.response.send_message(
            export_text(lang, info), files=files, allowed_mentions=discord.AllowedMentions.none()
        )

    @slash(T("cmd-league-reveal"), options="league")
    async def reveal(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        await require_organiser(interaction, self.bot.play.league)
        await ask_to_reveal(interaction, self.bot.play.league, name)

    @draw.autocomplete("name")
    @export.autocomplete("name")
    @reveal.autocomplete("name")
    async def _name_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await league_name_choices(interaction, current)

    # -- a league's season ------------------------------------------------------------------

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
        threads: discord.TextChannel | None = None,
    ) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        manual = parse_pairs(pairs or "") if method == "manual" else []
        room = None if threads is None else await thread_room(interaction, threads)
        view = await self.bot.play.season.pair(
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
        if room is not None:
            view = await self.bot.play.places.set_room(view.code, round, room)
        await send_public(interaction, paired_text(await language_of(interaction), view, round))

    @slash(T("cmd-league-admin-player"), options="league-admin")
    @app_commands.choices(action=ACTION_CHOICES)
    async def player(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        action: str,
        user: discord.User,
    ) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        guild, by = guild_of(interaction), interaction.user.id
        if action == "add":
            view = await self.bot.play.season.add_player(
                guild, name, by, user.id, user.display_name, is_organiser=organiser
            )
        else:
            view = await self.bot.play.season.remove_player(
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
        organiser = await require_organiser(interaction, self.bot.play.league)
        view = await self.bot.play.season.set_result(
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
        organiser = await require_organiser(interaction, self.bot.play.league)
        rule = PointsRule(win, draw, loss)
        view = await self.bot.play.season.set_points(
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
        organiser = await require_organiser(interaction, self.bot.play.league)
        view = await self.bot.play.season.set_forfeit(
            guild_of(interaction),
            name,
            interaction.user.id,
            rule,
            stall=stalled,
            stall_days=stalled_days,
            is_organiser=organiser,
        )
        await send_public(interaction, player_changed_text(await language_of(interaction), view))

    @slash(T("cmd-league-admin-disputes"), options="league-admin")
    @app_commands.choices(where=CONTACT_CHOICES)
    async def disputes(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX], where: str
    ) -> None:
        """How this organiser is told of the league's disputes: a DM, a ping here, or no more."""
        organiser = await require_organiser(interaction, self.bot.play.league)
        lang = await language_of(interaction)
        user = interaction.user.id
        view = await self.bot.play.season.set_contact(
            guild_of(interaction),
            name,
            user,
            where,
            interaction.channel_id,
            own_language(interaction) or lang,  # a DM in their own language
            is_organiser=organiser,
        )
        text = tr(lang, f"league-contact-{where}", who=f"<@{user}>", name=plain(view.name))
        await send_private(interaction, text)

    @slash(T("cmd-league-admin-late"), options="league-admin")
    @app_commands.choices(decision=LATE_CHOICES)
    async def late(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, NAME_MAX],
        round: app_commands.Range[int, ROUND_MIN, ROUND_MAX],
        user: discord.User,
        decision: str,
    ) -> None:
        """A report made after the deadline: accept its score, or give the game the league's forfeit."""
        organiser = await require_organiser(interaction, self.bot.play.league)
        view = await self.bot.play.season.decide_late(
            guild_of(interaction), name, interaction.user.id, round, user.id, decision, is_organiser=organiser
        )
        await send_public(interaction, standings_text(await language_of(interaction), view))

    @slash(T("cmd-league-admin-delete"), options="league-admin")
    async def delete(
        self, interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, NAME_MAX]
    ) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        record = await self.bot.play.season.delete(guild_of(interaction), name, is_organiser=organiser)
        await send_public(interaction, deleted_text(await language_of(interaction), record))

    # -- who organises -----------------------------------------------------------------------

    @slash(T("cmd-league-admin-organiser_role"))
    async def organiser_role(
        self, interaction: discord.Interaction[Any], role: discord.Role | None = None
    ) -> None:
        """Set the server's organiser role (Manage Server only); without a role, clear it."""
        manager = can_manage_server(interaction)
        if not manager:
            raise DomainError("league-error-not-server-manager")
        leagues = self.bot.play.league
        guild = guild_of(interaction)
        current = await leagues.organiser_role(guild)
        check_role_change(interaction, current, role, "league-error-organiser-role-unusable")
        await leagues.set_organiser_role(guild, role.id if role else None, can_manage_server=manager)
        lang = await language_of(interaction)
        by = interaction.user.mention
        if role is None:
            await send_public(interaction, tr(lang, "league-organiser-role-cleared", by=by))
        else:
            command = tr(lang, "cmd-league-admin")
            text = tr(lang, "league-organiser-role-set", by=by, role=role.mention, command=command)
            await send_public(interaction, text)

    # -- the server's seasons ----------------------------------------------------------------------

    @slash(T("cmd-league-season"))
    async def season(
        self, interaction: discord.Interaction[Any], file: discord.Attachment | None = None
    ) -> None:
        await require_organiser(interaction, self.bot.play.league)
        lang = await language_of(interaction)
        if file is None:
            await interaction.response.send_modal(SeasonModal(lang, self._save_season))
            return
        if file.size > MAX_UPLOAD_BYTES:  # refuse before downloading it
            raise DomainError("season-error-file-too-large", size=file.size, max=MAX_UPLOAD_BYTES)
        await interaction.response.defer(ephemeral=True, thinking=True)
        raw = await file.read()
        await self._save_season(interaction, clean_season_source(raw))

    async def _save_season(self, interaction: discord.Interaction[Any], text: str) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        saved = await self.bot.play.seasons.save_custom(
            guild_of(interaction), interaction.user.id, text, is_organiser=organiser
        )
        await send_private(interaction, season_saved_text(await language_of(interaction), saved))

    @slash(
        T("cmd-league-season_remove"),
        options="league",
        descriptions={"season": "league-season_remove-season"},
    )
    async def season_remove(
        self, interaction: discord.Interaction[Any], season: app_commands.Range[str, 1, SEASON_MAX]
    ) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        removed = await self.bot.play.seasons.remove_custom(
            guild_of(interaction), season, is_organiser=organiser
        )
        await send_private(interaction, season_removed_text(await language_of(interaction), removed))

    @season_remove.autocomplete("season")
    async def _remove_autocomplete(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return await custom_season_choices(interaction, current)

    @slash(T("cmd-league-admin-default_season"), options="league-admin-default_season")
    @app_commands.choices(edition=EDITION_CHOICES)
    async def default_season(
        self,
        interaction: discord.Interaction[Any],
        edition: str,
        season: app_commands.Range[str, 1, SEASON_MAX] | None = None,
    ) -> None:
        organiser = await require_organiser(interaction, self.bot.play.league)
        seasons = self.bot.play.seasons
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


async def setup(bot: FatebotBase) -> None:
    await bot.add_cog(LeagueAdmin(bot))
