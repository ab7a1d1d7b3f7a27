"""Blind crews in a game: the public commitment, the chooser's private copy, the reveal of both.

Before the reveal the public text names only who chose and the commitment (a fixed-length
hash), never the crew, its size or its models; the chooser's own copy is private.
"""

from __future__ import annotations

from bot.play.game.crews import CrewChoice
from bot.rules.crew.blind import CrewEntry, GameCrew
from bot.rules.crew.cards import ModelCard, parse_card
from bot.rules.league.names import plain
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import bold, note
from bot.ui.crew.render import TEXT_BUDGET, fit


def committed_text(lang: str, choice: CrewChoice) -> str:
    """Public: who committed, and the commitment."""
    return "\n".join(
        [
            bold(tr(lang, "crew-game-committed", player=f"<@{choice.mine.player}>")),
            f"`{choice.mine.commitment}`",
            note(tr(lang, "crew-game-revealed-later" if not choice.revealed else "crew-game-both-in")),
        ]
    )


def private_text(lang: str, choice: CrewChoice) -> str:
    """Only the chooser: the crew they committed and its salt."""
    crew = choice.mine.crew
    return "\n".join(
        [
            bold(tr(lang, "crew-game-you-chose", name=plain(crew.name), count=len(crew.models))),
            tr(lang, "crew-game-salt", salt=choice.mine.salt),
            note(tr(lang, "crew-game-both-in" if choice.revealed else "crew-game-private-note")),
        ]
    )


def _stats(card: ModelCard) -> str:
    return f"Df {card.df} · Wp {card.wp} · Sp {card.sp} · Sz {card.sz} · Hp {card.hp}"


def model_line(lang: str, model: CrewEntry, leader: bool) -> str:
    cost = "" if model.cost is None else f" ({model.cost})"
    upgrades = f" + {', '.join(map(plain, model.upgrades))}" if model.upgrades else ""
    star = "★ " if leader else "• "
    stats = tr(lang, "crew-no-card") if model.card is None else _stats(parse_card(model.card))
    return f"{star}{plain(model.name)}{cost}{upgrades} — {stats}"


def revealed_text(lang: str, chosen: GameCrew) -> str:
    """Public, once both are in: one player's crew with its models' numbers, salt and commitment."""
    crew = chosen.crew
    head = bold(
        tr(
            lang,
            "crew-game-revealed",
            player=f"<@{chosen.player}>",
            name=plain(crew.name),
            faction=plain(crew.faction) if crew.faction else tr(lang, "crew-no-faction"),
        )
    )
    proof = tr(lang, "crew-game-proof", salt=chosen.salt, commitment=chosen.commitment)
    lines = [model_line(lang, m, i == 0) for i, m in enumerate(crew.models)]
    return "\n".join([head, *fit(lines, lang, TEXT_BUDGET - len(head) - len(proof) - 1), proof])
