"""Blind crews (issue 44 §5): at a game's start each player commits to one of their crews, and
both are revealed together once both have committed, so the first to choose leaks nothing.

The construction is the secret schemes' (``bot/rules/scheme.py``, docs/secret-schemes.md): the
commitment is the lower-case hex SHA-256 of a canonical JSON document (sorted keys, no spaces,
UTF-8, ``ensure_ascii=False``) holding the table, the game (its start in milliseconds), the
player, what is chosen and a random 128-bit salt written as 32 lower-case hex digits. Here what
is chosen is the whole crew as the game uses it: its name, faction, soulstone cache and each
model with its cost, upgrades and card (the canonical card notation, ``bot/rules/crew/cards.py``,
or ``null`` for a model without a card), so the numbers a game plays with are bound at the
commitment and cannot change after the opponent's choice is known. The document's keys are
exactly ``v`` (1), ``kind`` ("crew"), ``table``, ``game``, ``player``, ``crew`` and ``salt``.

Until both have committed, only the commitment is public (a fixed-length hash: it tells nothing
of the crew's name or size), and the chooser's own replies are private.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.errors import DomainError
from bot.rules.crew.cards import ModelCard, card_key, parse_card
from bot.rules.scheme import new_salt

VERSION = 1
KIND = "crew"
LAST_TURN_TO_CHOOSE = 0  # the crews are hired during the setup, before turn 1


@dataclass(frozen=True, slots=True)
class CrewEntry:
    """A model as the game hires it: the card is its canonical notation (None: no card)."""

    name: str
    cost: int | None
    upgrades: tuple[str, ...]
    card: str | None


@dataclass(frozen=True, slots=True)
class CrewSnapshot:
    name: str
    faction: str | None
    cache: int | None
    models: tuple[CrewEntry, ...]

    def document(self) -> dict[str, Any]:
        """The crew as the commitment and the game's record write it."""
        return {
            "name": self.name,
            "faction": self.faction,
            "cache": self.cache,
            "models": [
                {"name": m.name, "cost": m.cost, "upgrades": list(m.upgrades), "card": m.card}
                for m in self.models
            ],
        }


@dataclass(frozen=True, slots=True)
class GameCrew:
    """A player's crew for the game: committed, then revealed with the opponent's."""

    player: int
    crew: CrewSnapshot
    salt: str  # 32 hex digits
    commitment: str  # 64 hex digits
    revealed: bool = False
    damage: tuple[int, ...] = ()  # damage each model has taken (by hiring order; missing: 0)

    def damage_of(self, index: int) -> int:
        return self.damage[index] if index < len(self.damage) else 0

    def health(self, index: int) -> tuple[int, int] | None:
        """(health left, health) of a model with a card; None without a card."""
        card = self.crew.models[index].card
        if card is None:
            return None
        hp = parse_card(card).hp
        return max(0, hp - self.damage_of(index)), hp


@dataclass(frozen=True, slots=True)
class DuelModels:
    """Which models a duel from the crews is between, by their labels in the game, and the action:
    the duel's public message names them from its start to its end (public: a duel from the
    crews needs both crews revealed). ``target`` None: a simple duel, aimed at nobody."""

    attacker: str
    action: str
    target: str | None = None


@dataclass(frozen=True, slots=True)
class DuelLink:
    """A duel started from the crews: the attacker's action and its target, so that the duel's
    damage lands on that model when the duel ends. Written in the unit that starts the duel, with
    its id (``duel`` None: a plan an older version wrote before the start; never matched)."""

    player: int
    attacker: str  # the attacker's label (``labels``)
    action: str
    target_player: int
    target: int  # the target model's index in its crew
    target_label: str
    damage: tuple[int, ...]  # the action's damage track
    duel: int | None = None


def canonical(table_id: int, game_id: int, player: int, crew: CrewSnapshot, salt: str) -> bytes:
    """The exact bytes hashed into a crew's commitment (tools/check_game.py builds the same)."""
    document = {
        "v": VERSION,
        "kind": KIND,
        "table": table_id,
        "game": game_id,
        "player": player,
        "crew": crew.document(),
        "salt": salt,
    }
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def commitment(table_id: int, game_id: int, player: int, crew: CrewSnapshot, salt: str) -> str:
    return hashlib.sha256(canonical(table_id, game_id, player, crew, salt)).hexdigest()


def verify(chosen: GameCrew, table_id: int, game_id: int) -> bool:
    return chosen.commitment == commitment(table_id, game_id, chosen.player, chosen.crew, chosen.salt)


def of_player(crews: Sequence[GameCrew], player: int) -> GameCrew | None:
    return next((c for c in crews if c.player == player), None)


def choose(
    crews: Sequence[GameCrew],
    players: Sequence[int],
    player: int,
    crew: CrewSnapshot,
    *,
    table_id: int,
    game_id: int,
    turn: int,
    rng: random.Random,
) -> tuple[GameCrew, ...]:
    """Commit ``player``'s crew (once, during the setup); the second commitment reveals both."""
    if player not in players:
        raise DomainError("crew-game-error-not-a-player")
    if turn > LAST_TURN_TO_CHOOSE:
        raise DomainError("crew-game-error-too-late")
    if of_player(crews, player) is not None:
        raise DomainError("crew-game-error-chosen")
    salt = new_salt(rng)
    mine = GameCrew(player, crew, salt, commitment(table_id, game_id, player, crew, salt))
    out = (*crews, mine)
    if all(of_player(out, p) is not None for p in players):
        out = tuple(replace(c, revealed=True) for c in out)
    return out


def visible_to(crews: Sequence[GameCrew], viewer: int | None) -> tuple[GameCrew, ...]:
    """The crews ``viewer`` may see: the revealed ones and their own (None: a public view)."""
    return tuple(c for c in crews if c.revealed or (viewer is not None and c.player == viewer))


def revealed_crews(crews: Sequence[GameCrew]) -> tuple[GameCrew, ...]:
    return tuple(c for c in crews if c.revealed)


def cards_of(chosen: GameCrew) -> dict[str, ModelCard]:
    """Each model's card (by the model's name as hired), models without a card left out."""
    return {m.name: parse_card(m.card) for m in chosen.crew.models if m.card is not None}


def with_damage(crews: Sequence[GameCrew], player: int, index: int, total: int) -> tuple[GameCrew, ...]:
    """The crews with ``player``'s model ``index`` at ``total`` damage taken."""
    out = []
    for chosen in crews:
        if chosen.player == player:
            damage = list(chosen.damage) + [0] * (len(chosen.crew.models) - len(chosen.damage))
            damage[index] = total
            chosen = replace(chosen, damage=tuple(damage))
        out.append(chosen)
    return tuple(out)


def labels(crew: CrewSnapshot) -> tuple[str, ...]:
    """Each hired model's name in the game, in hiring order: a model hired more than once is
    numbered (``Death Marshal #1``, ``Death Marshal #2``) so that each is one model on the table."""
    keys = [card_key(m.name) for m in crew.models]
    seen: dict[str, int] = {}
    out = []
    for model, key in zip(crew.models, keys, strict=True):
        seen[key] = seen.get(key, 0) + 1
        out.append(f"{model.name} #{seen[key]}" if keys.count(key) > 1 else model.name)
    return tuple(out)


def find_model(chosen: GameCrew, label: str) -> tuple[int, CrewEntry] | None:
    """The model of ``chosen``'s crew a player named: its label, or its name when only one
    model of the crew has it (the first one otherwise)."""
    wanted = card_key(label)
    names = labels(chosen.crew)
    for index, name in enumerate(names):
        if card_key(name) == wanted:
            return index, chosen.crew.models[index]
    for index, model in enumerate(chosen.crew.models):
        if card_key(model.name) == wanted:
            return index, model
    return None
