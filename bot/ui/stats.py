"""/stats: the luck report over a player's games, or over a league season's (docs/fair-deck.md)."""

from __future__ import annotations

from bot.play.stats import StatsView
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT
from bot.ui.game.luck_render import cards_line, duels_line, luck_line, mention


def stats_text(lang: str, title: str, view: StatsView) -> str:
    """A title, then one line per player: as many as fit one message, then how many more, and
    how many players' figures were not ready by the deadline."""
    players = view.players
    if not players and not view.left_out:
        return tr(lang, "stats-none")
    lines = [f"**{title}**", tr(lang, "luck-header")]
    late = [tr(lang, "stats-left-out", count=view.left_out)] if view.left_out else []
    for shown, found in enumerate(players):
        player = mention(str(found.player))
        line = luck_line(lang, player, found.luck, games=found.games)
        if found.duels is not None:
            line += "\n" + duels_line(lang, player, found.duels)
        if found.cards is not None:
            line += "\n" + cards_line(lang, player, found.cards)
        more = tr(lang, "stats-more", count=len(players) - shown)
        if sum(len(x) + 1 for x in (*lines, line, more, *late)) > MESSAGE_LIMIT:
            lines.append(more)
            break
        lines.append(line)
    return "\n".join([*lines, *late])
