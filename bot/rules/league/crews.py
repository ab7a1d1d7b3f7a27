"""Crew declarations: per round, each player of a game declares in secret what the league asks
(their master, or any short text), committed by SHA-256 like secret schemes, and revealed when
both players of the game have declared, so that neither can answer the other's choice.

The commitment (``fatebot-league-crew-v1``) is the lower-case hex SHA-256 of the UTF-8 JSON
object with exactly these keys, sorted, no spaces (``json.dumps(..., sort_keys=True,
separators=(",", ":"), ensure_ascii=False)``): ``v`` 1, ``league`` the league's code, ``round``,
``player`` (the Discord id), ``text`` (exactly as revealed) and ``salt`` (32 lower-case hex
digits, a random 128-bit number). ``docs/leagues.md`` shows how to recompute it.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass

from bot.errors import DomainError

CREW_TEXT_MAX = 80
FACTION_MAX = 40
VERSION = 1


@dataclass(frozen=True, slots=True)
class Declaration:
    """A player's secret text for a round. ``revealed`` once both players have declared."""

    round: int
    player: int
    text: str
    salt: str
    commitment: str
    at: float
    revealed: bool = False


def clean_text(raw: str, limit: int = CREW_TEXT_MAX) -> str:
    text = " ".join(raw.split())
    if not text or len(text) > limit:
        raise DomainError("league-error-declare-length", max=limit)
    return text


def new_salt(rng: random.Random) -> str:
    return f"{rng.getrandbits(128):032x}"


def commitment(code: str, round_no: int, player: int, text: str, salt: str) -> str:
    document = {"v": VERSION, "league": code, "round": round_no, "player": player, "text": text, "salt": salt}
    raw = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()
