"""The luck report in words (bot/rules/game/luck.py): plain words first, the figures beside them.
At the end of a game (its message, its final board, its record's page) and in /stats."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from bot.ui.common.i18n import tr


def mention(player: str) -> str:
    return f"<@{player}>"


def rarity_words(lang: str, figures: Mapping[str, Any]) -> str:
    """How unusual a figure is, in words: "as unusual as 1 game in N" ("nothing unusual": N = 1);
    an approximate tail (docs/fair-deck.md, "Bounded work") says so, with its error bound."""
    figure = figures["one_in"]
    common = "yes" if figure == 1 else "no"
    if figures.get("approximation"):
        return tr(
            lang,
            "luck-rarity-approx",
            common=common,
            one_in=one_in(figure),
            error=error_text(figures["error"]),
        )
    return tr(lang, "luck-rarity", common=common, one_in=one_in(figure))


def error_text(error: str) -> str:
    """An approximation's error bound, rounded up to two significant digits (never shown smaller)."""
    value = float(error)
    shown = float(f"{value:.1e}")
    if shown < value:
        shown = float(f"{value * (1 + 1e-2):.1e}")
    return f"{shown:.2g}"


def one_in(figure: int | None) -> str:
    """ "1 game in N": N as is up to a billion, beyond as 3.2×10^528 (an exact tail can be that
    rare, and a line must stay short); ∞ when it cannot happen."""
    if figure is None:
        return "∞"
    if figure < 10**9:
        return str(figure)
    digits = str(figure)
    return f"{digits[0]}.{digits[1]}×10^{len(digits) - 1}"


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
        rarity=rarity_words(lang, figures),
    )
    return line if games is None else f"{line} {tr(lang, 'stats-games', count=games)}"


def duels_line(lang: str, player: str, figures: Mapping[str, Any]) -> str:
    """One player's duels won against the number expected (bot/rules/game/luck.py)."""
    expected = Fraction(figures["expected"])
    return tr(
        lang,
        "luck-duels-dealt",
        player=player,
        won=figures["won"],
        duels=figures["duels"],
        expected=f"{float(expected):.1f}",
        rarity=rarity_words(lang, figures),
    )


def cards_line(lang: str, player: str, figures: Mapping[str, Any]) -> str:
    """One player's mean card used against the mean expected (bot/rules/game/luck_cards.py)."""
    mean, expected = Fraction(figures["mean"]), Fraction(figures["expected"])
    usual = Fraction(figures["tail"]) > Fraction(1, 4)
    verdict = "usual" if usual else "higher" if mean > expected else "lower"
    return tr(
        lang,
        "luck-cards",
        player=player,
        verdict=tr(lang, f"luck-cards-{verdict}"),
        mean=f"{float(mean):.1f}",
        flips=figures["flips"],
        expected=f"{float(expected):.1f}",
        rarity=rarity_words(lang, figures),
    )


def left_out_line(lang: str, left_out: Sequence[str]) -> str:
    """The figures not ready by the deadline (docs/fair-deck.md, "Bounded work")."""
    names = ", ".join(tr(lang, f"luck-figure-{name}") for name in left_out)
    return tr(lang, "luck-left-out", figures=names)


def record_luck_text(lang: str, record: Mapping[str, Any], name: Callable[[str], str] = mention) -> str:
    """A record's luck report, and what of it was left out (empty: nothing to say)."""
    return luck_text(lang, record.get("luck", {}), name, left_out=record.get("luck_left_out", ()))


def luck_text(
    lang: str,
    luck: Mapping[str, Mapping[str, Any]],
    name: Callable[[str], str] = mention,
    *,
    left_out: Sequence[str] = (),
) -> str:
    """The luck report of a game, one line per player, one for their duels and one for the cards
    their flips gave, then the figures left out (empty: nobody took a card)."""
    if not luck:
        return left_out_line(lang, left_out) if left_out else ""
    lines = [tr(lang, "luck-header")]
    for player, figures in luck.items():
        lines.append(luck_line(lang, name(player), figures))
        if "duels" in figures:
            lines.append(duels_line(lang, name(player), figures["duels"]))
        if "cards_used" in figures:
            lines.append(cards_line(lang, name(player), figures["cards_used"]))
    if left_out:
        lines.append(left_out_line(lang, left_out))
    return "\n".join(lines)
