"""The luck report in words (bot/rules/game/luck.py): plain words first, the figures beside them.
At the end of a game (its message, its final board, its record's page) and in /stats."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from bot.ui.common.i18n import tr


def mention(player: str) -> str:
    return f"<@{player}>"


def luck_line(lang: str, player: str, figures: Mapping[str, Any], *, games: int | None = None) -> str:
    """One player's jokers in plain words first, the figures beside them; ``player`` is how to
    name them (a mention in a message, a name in a file)."""
    rarity = Fraction(figures["tail"])
    expected = Fraction(figures["expected"])
    verdict = "usual" if rarity > Fraction(1, 4) else "more" if figures["jokers"] > expected else "fewer"
    line = tr(
        lang,
        "luck-jokers",
        player=player,
        verdict=tr(lang, f"luck-{verdict}"),
        jokers=figures["jokers"],
        cards=figures["cards"],
        expected=f"{float(expected):.1f}",
        one_in=figures["one_in"] or "∞",
    )
    return line if games is None else f"{line} {tr(lang, 'stats-games', count=games)}"


def duels_line(lang: str, player: str, figures: Mapping[str, Any]) -> str:
    """One player's simple duels won against the number expected (bot/rules/game/luck.py)."""
    expected = Fraction(figures["expected"])
    return tr(
        lang,
        "luck-duels",
        player=player,
        won=figures["won"],
        duels=figures["duels"],
        expected=f"{float(expected):.1f}",
        one_in=figures["one_in"] or "∞",
    )


def luck_text(lang: str, luck: Mapping[str, Mapping[str, Any]], name: Callable[[str], str] = mention) -> str:
    """The luck report of a game, one line per player and one for their duels (empty: nobody
    took a card)."""
    if not luck:
        return ""
    lines = [tr(lang, "luck-header")]
    for player, figures in luck.items():
        lines.append(luck_line(lang, name(player), figures))
        if "duels" in figures:
            lines.append(duels_line(lang, name(player), figures["duels"]))
    return "\n".join(lines)
