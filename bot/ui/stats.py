"""/stats: the luck report over a player's games, or over a league season's (docs/fair-deck.md)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.play.stats import PlayerLuck
from bot.rules.game.luck import duels_json
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT
from bot.ui.game.luck_render import cards_line, duels_line, luck_line, mention


def stats_text(lang: str, title: str, players: Sequence[PlayerLuck]) -> str:
    """A title, then one line per player: as many as fit one message, then how many more."""
    if not players:
        return tr(lang, "stats-none")
    lines = [f"**{title}**", tr(lang, "luck-header")]
    for shown, found in enumerate(players):
        player = mention(str(found.player))
        line = luck_line(lang, player, found.luck.to_json(), games=found.games)
        if found.duels.chances:
            line += "\n" + duels_line(lang, player, duels_json(found.duels))
        if found.cards.flips:
            line += "\n" + cards_line(lang, player, found.cards.to_json())
        more = tr(lang, "stats-more", count=len(players) - shown)
        if sum(len(x) + 1 for x in (*lines, line, more)) > MESSAGE_LIMIT:
            lines.append(more)
            break
        lines.append(line)
    return "\n".join(lines)
