"""The /games reply: one line per game or waiting step, the player's moves first, with links.

A private Components V2 card: each entry is a section whose link button opens its message, named
by its place (the server and channel where the bot is a member, a DM or group DM; elsewhere the
channel's mention, which the reader's client names), its edition and league round. The
list stops at ``SHOWN`` entries, and always within Discord's limits, with a last line that says
how many more there are.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Any, Final

import discord

from bot.play.games.mine import Entry, Mine
from bot.store.place_repo import DM_GUILD
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT
from bot.ui.common.reply_layout import PRIVATE, note
from bot.ui.notices.send import place_text

if TYPE_CHECKING:
    from bot.ui.common.bot_base import FatebotBase

SHOWN: Final = 10


def link(entry: Entry) -> str | None:
    """Where the entry's message is; None where its server is unknown."""
    if entry.guild_id is None:
        return None
    guild = "@me" if entry.guild_id == DM_GUILD else str(entry.guild_id)
    url = f"https://discord.com/channels/{guild}/{entry.channel_id}"
    return url if entry.message_id is None else f"{url}/{entry.message_id}"


def place_of(bot: FatebotBase, lang: str, table_id: int, guild_id: int | None) -> str:
    """Where a table is: the server and channel, a DM or group DM (one the bot cannot see is
    named as either), or the channel's mention."""
    place = place_text(bot, lang, table_id)
    if guild_id == DM_GUILD and place.startswith("<#"):
        return tr(lang, "games-place-private")
    return place


def owed_text(lang: str, owed: tuple[str, ...]) -> str:
    """Every step owed at one place, once each (with how many where there are several)."""
    counts = Counter(owed)
    return "; ".join(
        tr(lang, f"notice-owed-{what}") + ("" if n == 1 else f" (×{n})") for what, n in counts.items()
    )


def shows_edition(bot: FatebotBase, table_id: int, edition: str | None) -> bool:
    """Whether the table's own name already says the edition (a game's thread is named
    "Ana vs Bob · M4E"): the row then does not say it twice."""
    channel = bot.get_channel(table_id)
    name = getattr(channel, "name", None) if isinstance(channel, discord.Thread) else None
    return edition is not None and isinstance(name, str) and edition.upper() in name.upper().split()


def entry_line(lang: str, entry: Entry, place: str | None = None, *, named: bool = False) -> str:
    """One row: what, with whom, where (``place``: the server and channel, a DM), the edition
    (unless the place's name shows it: ``named``) and league round of a game, its turn, and
    every step the player owes there."""
    kind = tr(lang, f"games-kind-{entry.kind}")
    others = ", ".join(f"<@{p}>" for p in entry.others)
    with_whom = tr(lang, "games-with", kind=kind, others=others) if others else None
    parts = [with_whom or tr(lang, "games-alone", kind=kind)]
    if place:
        parts.append(place)
    if entry.edition is not None and not named:
        parts.append(entry.edition.upper())
    if entry.league is not None and entry.league_round is not None:
        parts.append(tr(lang, "games-league", league=entry.league[:50], round=entry.league_round))
    parts.extend(tr(lang, "games-away", who=f"<@{p}>", until=f"<t:{int(t)}:D>") for p, t in entry.away)
    if entry.turn is not None:
        parts.append(tr(lang, "games-turn", turn=entry.turn) if entry.turn else tr(lang, "games-setup"))
    if entry.owed is not None:
        parts.append(tr(lang, "games-your-move", owed=owed_text(lang, (entry.owed, *entry.also_owed))))
    elif entry.your_move:
        parts.append(tr(lang, "games-your-move-plain"))
    else:  # a game between steps is played at the table; a step waits for someone else
        parts.append(tr(lang, "games-nothing-owed" if entry.turn is not None else "games-waiting"))
    if link(entry) is None:
        parts.append(tr(lang, "games-no-link", channel=f"<#{entry.channel_id}>"))
    return " · ".join(parts)


def games_layout(
    lang: str,
    mine: Mine,
    limit: int = MESSAGE_LIMIT,
    places: Mapping[int, str] | None = None,
    named: Collection[int] = (),
) -> discord.ui.LayoutView | None:
    """The card (None: nothing open, ``games-empty`` says so): the newest entries that fit;
    ``places`` names each table's place (by table id); ``named``: the tables whose name shows
    their game's edition."""
    if not mine.entries:
        return None
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=PRIVATE)
    container.add_item(discord.ui.TextDisplay(tr(lang, "games-title", count=mine.total)))
    container.add_item(discord.ui.Separator(visible=True))
    size, shown = 0, 0
    for entry in mine.entries[:SHOWN]:
        line = entry_line(lang, entry, (places or {}).get(entry.table_id), named=entry.table_id in named)
        more = note(tr(lang, "games-more", count=mine.total - shown - 1))
        if size + len(line) + len(more) > limit:
            break
        url = link(entry)
        text: discord.ui.TextDisplay[Any] = discord.ui.TextDisplay(line)
        if url is None:
            container.add_item(text)
        else:
            button: discord.ui.Button[Any] = discord.ui.Button(label=tr(lang, "games-open"), url=url)
            container.add_item(discord.ui.Section(text, accessory=button))
        size += len(line)
        shown += 1
    if mine.total > shown:
        container.add_item(discord.ui.TextDisplay(note(tr(lang, "games-more", count=mine.total - shown))))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view
