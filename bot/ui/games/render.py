"""The /games reply: one line per game or waiting step, the player's moves first, with links.

Plain text in a private reply (as ``/league list`` lists): a message link renders in Discord as
the channel and server it leads to, which names the server better than the bot could (it may not
be a member there). The list stops at ``SHOWN`` entries, and always within Discord's limit, with
a last line that says how many more there are.
"""

from __future__ import annotations

from typing import Final

from bot.play.games.mine import Entry, Mine
from bot.store.place_repo import DM_GUILD
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT

SHOWN: Final = 10


def link(entry: Entry) -> str | None:
    """Where the entry's message is; None where its server is unknown."""
    if entry.guild_id is None:
        return None
    guild = "@me" if entry.guild_id == DM_GUILD else str(entry.guild_id)
    url = f"https://discord.com/channels/{guild}/{entry.channel_id}"
    return url if entry.message_id is None else f"{url}/{entry.message_id}"


def entry_line(lang: str, entry: Entry) -> str:
    kind = tr(lang, f"games-kind-{entry.kind}")
    others = ", ".join(f"<@{p}>" for p in entry.others)
    with_whom = tr(lang, "games-with", kind=kind, others=others) if others else None
    parts = [with_whom or tr(lang, "games-alone", kind=kind)]
    if entry.turn is not None:
        parts.append(tr(lang, "games-turn", turn=entry.turn) if entry.turn else tr(lang, "games-setup"))
    if entry.owed is not None:
        parts.append(tr(lang, "games-your-move", owed=tr(lang, f"notice-owed-{entry.owed}")))
    elif entry.your_move:
        parts.append(tr(lang, "games-your-move-plain"))
    else:  # a game between steps is played at the table; a step waits for someone else
        parts.append(tr(lang, "games-nothing-owed" if entry.turn is not None else "games-waiting"))
    url = link(entry)
    where = url if url is not None else tr(lang, "games-no-link", channel=f"<#{entry.channel_id}>")
    return "• " + " · ".join(parts) + " — " + where


def games_text(lang: str, mine: Mine, limit: int = MESSAGE_LIMIT) -> str:
    if not mine.entries:
        return tr(lang, "games-empty")
    lines = [tr(lang, "games-title", count=mine.total)]
    shown = 0
    for entry in mine.entries[:SHOWN]:
        line = entry_line(lang, entry)
        more = tr(lang, "games-more", count=mine.total - shown - 1)
        if len("\n".join([*lines, line, more])) > limit:
            break
        lines.append(line)
        shown += 1
    if mine.total > shown:
        lines.append(tr(lang, "games-more", count=mine.total - shown))
    return "\n".join(lines)
