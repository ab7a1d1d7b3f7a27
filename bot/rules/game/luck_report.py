"""A game's whole luck report (docs/fair-deck.md): the jokers, then the cards used, then the
duels, each figure complete or left out. ``fill`` computes them in that order (cheapest first)
into a ``LuckReport`` and stops at the budget's deadline (``Budget.stop``): what it finished
stands, the rest is named in ``left_out``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.rules.game.luck import Budget, Luck, Stopped, duel_luck, duels_json, joker_luck
from bot.rules.game.luck_cards import CardLuck, card_luck

JOKERS, CARDS, DUELS = "jokers", "cards_used", "duels"  # the figures, in the order computed


@dataclass(frozen=True, slots=True)
class Figure:
    """One figure of every player: the counts (for /stats) and the record's JSON."""

    luck: Mapping[str, Luck | CardLuck]
    json: Mapping[str, dict[str, Any]]


class LuckReport:
    """Filled by ``fill``, perhaps in another thread: each figure is set once, complete."""

    def __init__(self) -> None:
        self.figures: dict[str, Figure] = {}

    def snapshot(self) -> LuckReport:
        copy = LuckReport()
        copy.figures = dict(self.figures)
        return copy

    @property
    def left_out(self) -> list[str]:
        return [name for name in (JOKERS, CARDS, DUELS) if name not in self.figures]

    def jokers(self) -> Mapping[str, Luck]:
        found = self.figures.get(JOKERS)
        return {} if found is None else {p: v for p, v in found.luck.items() if isinstance(v, Luck)}

    def duels(self) -> Mapping[str, Luck]:
        found = self.figures.get(DUELS)
        return {} if found is None else {p: v for p, v in found.luck.items() if isinstance(v, Luck)}

    def cards(self) -> Mapping[str, CardLuck]:
        found = self.figures.get(CARDS)
        return {} if found is None else {p: v for p, v in found.luck.items() if isinstance(v, CardLuck)}

    def to_json(self, players: Sequence[str]) -> dict[str, dict[str, Any]]:
        """The record's ``luck``: per player, the jokers, with the duels and cards used beside."""
        jokers = self.figures.get(JOKERS)
        if jokers is None:
            return {}
        out: dict[str, dict[str, Any]] = {}
        for player in players:
            if player not in jokers.json:
                continue
            out[player] = dict(jokers.json[player])
            for name in (DUELS, CARDS):
                figure = self.figures.get(name)
                if figure is not None and player in figure.json:
                    out[player][name] = figure.json[player]
        return out


def attach(record: dict[str, Any], report: LuckReport) -> None:
    """Put the report in the record: ``luck``, and ``luck_left_out`` naming the figures that
    were not ready by the deadline (absent when none was left out)."""
    record["luck"] = report.to_json([str(p) for p in record["players"]])
    if report.left_out:
        record["luck_left_out"] = report.left_out


def fill(record: Mapping[str, Any], report: LuckReport, budget: Budget | None = None) -> None:
    """Compute the report's figures in order, each set once complete, until the budget stops."""
    budget = Budget() if budget is None else budget
    try:
        jokers = joker_luck(record["decks"])
        report.figures[JOKERS] = Figure(jokers, {p: v.to_json(budget) for p, v in jokers.items()})
        cards = card_luck(record, budget)
        report.figures[CARDS] = Figure(cards, {p: v.to_json(budget) for p, v in cards.items()})
        duels = duel_luck(record, budget)
        report.figures[DUELS] = Figure(duels, {p: duels_json(v, budget) for p, v in duels.items()})
    except Stopped:
        return


def full_report(record: Mapping[str, Any]) -> LuckReport:
    """The whole report at once, without a deadline (its work is bounded all the same)."""
    report = LuckReport()
    fill(record, report)
    return report
