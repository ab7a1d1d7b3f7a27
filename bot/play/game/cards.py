"""A running game's cards stay with the game: its players' hands and decks outside the game's own
steps, and the table settings that decide its cards.

At a real table a player draws or discards outside the draw phase only when an ability says so
("draw a card", "discard a card"), in front of the opponent: the discarded cards lie face up on
the discard pile, the drawn ones are counted but unseen. So while a game runs, ``/hand draw`` and
``/hand discard`` by one of its players on a deck the game uses are public game events (the log,
then the board); nobody else touches that deck. Nobody resets or reshuffles a game's deck by
hand: the game shuffles it at the end of each turn. And the edition, the deck mode and the
fair-deck setting of the table stay as the game began until ``/game end``.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.errors import DomainError
from bot.play.common.work import Work
from bot.play.game.log import log_event
from bot.play.game.state import GameState, load_game
from bot.rules.common.cards import Card

HAND = "hand"  # a log event: a player drew or discarded outside the game's steps


async def game_of_deck(work: Work, owner: int) -> GameState | None:
    """The game running at this table whose cards come from deck ``owner`` (None: none does)."""
    state = await load_game(work)
    if state is None or owner not in state.owners:
        return None
    return state


def _players(state: GameState) -> dict[str, str]:
    first, second = state.players
    return {"first": f"<@{first}>", "second": f"<@{second}>"}


async def hand_in_game(work: Work, player: int, owner: int) -> GameState | None:
    """The game whose deck ``owner`` a hand command of ``player`` uses; only its players may
    (a bystander at a shared-deck table would be drawing from the game's deck)."""
    state = await game_of_deck(work, owner)
    if state is not None and player not in state.players:
        raise DomainError("handdeck-error-not-your-game", **_players(state))
    return state


async def refuse_game_deck(work: Work, owner: int, command: str) -> None:
    """A reset or reshuffle by hand of a deck a running game uses is refused (nothing changes)."""
    state = await game_of_deck(work, owner)
    if state is not None:
        raise DomainError(f"handdeck-error-{command}-in-game", **_players(state))


async def refuse_setting_under_a_game(work: Work, setting: str) -> None:
    """``/table <setting>`` (game, deck, fair_deck) waits for the end of the table's game."""
    state = await load_game(work)
    if state is not None:
        raise DomainError(f"handdeck-error-setting-{setting}", **_players(state))


def log_hand_draw(work: Work, player: int, drawn: int, held: int) -> None:
    """A draw outside the game's steps: how many cards (never which), and the hand's size now."""
    if drawn:
        log_event(work, HAND, player, {"player": player, "drew": drawn, "hand": held})


def log_hand_discard(work: Work, player: int, cards: Sequence[Card], held: int) -> None:
    """A discard outside the game's steps: the cards, face up on the discard pile now."""
    log_event(work, HAND, player, {"player": player, "discarded": [c.code for c in cards], "hand": held})
