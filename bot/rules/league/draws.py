"""League draws that anyone can check: commit to a secret seed, derive each round from it.

The algorithm, version ``fatebot-league-v1`` (``docs/leagues.md`` has a standalone script
that recomputes it with the standard library and the season's TOML file):

1. The organiser's seed is 32 random bytes (the store passes ``secrets.token_bytes(32)`` to
   ``new_seed``). At ``/league-admin create`` the bot publishes ``commitment(seed)``, the lower-case
   hex SHA-256 of the seed. At ``/league-admin reveal`` it publishes the seed as 64 hex characters.
2. Round ``n`` (1..999): ``key = HMAC-SHA256(key=seed, msg=b"fatebot-league-v1|round=<n>")``
   with ``n`` written in decimal without leading zeros; ``rng = random.Random(int.from_bytes(key,
   "big"))`` (Python's Mersenne Twister seeded with that integer).
3. ``encounters.derive_encounter(season, rng)``:
   a. side FIRST's deck: ``cards = list(range(54)); rng.shuffle(cards)``; then side SECOND's
      deck the same way. Card id ``i`` < 52 is value ``i % 13 + 1`` of suit
      ``(Rams, Crows, Masks, Tomes)[i // 13]``; 52 is the Black Joker (value 0), 53 the Red
      Joker (value 14). The top of a deck is the *last* element: a flip is ``cards.pop()``.
   b. the scenario flip, strategy, deployment and scheme pool exactly as described in
      ``bot.rules.encounter.generation`` (M4E scheme cards: ``names = sorted(scheme_cards);
      rng.shuffle(names); pool = names[:3]``, using the same ``rng`` after both deck shuffles).
4. The draw's canonical row (``LeagueDraw.row``) is what is stored, exported as CSV and
   compared by ``verify``.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.errors import DomainError
from bot.rules.encounter.generation import Encounter, derive_encounter
from bot.rules.encounter.seasons import Season

ALGORITHM = "fatebot-league-v1"
SEED_BYTES = 32
ROUND_MIN = 1
ROUND_MAX = 999

ROW_FIELDS: tuple[str, ...] = (
    "round",
    "season",
    "attacker",
    "attacker_card",
    "defender_card",
    "strategy",
    "strategy_choices",
    "deployment",
    "schemes",
    "scheme_values",
    "flips",
)


def new_seed(entropy: bytes) -> bytes:
    """A league seed from the caller's random bytes (``secrets.token_bytes(32)``)."""
    if len(entropy) != SEED_BYTES:
        raise ValueError(f"a league seed is {SEED_BYTES} bytes, got {len(entropy)}")
    return bytes(entropy)


def _hex64(text: str) -> str | None:
    cleaned = text.strip().lower()
    if len(cleaned) == 2 * SEED_BYTES and all(ch in string.hexdigits for ch in cleaned):
        return cleaned
    return None


def parse_seed(text: str) -> bytes:
    """A seed typed by a user: exactly 64 hexadecimal characters."""
    cleaned = _hex64(text)
    if cleaned is None:
        raise DomainError("league-error-seed-invalid", length=len(text.strip()))
    return bytes.fromhex(cleaned)


def seed_hex(seed: bytes) -> str:
    return new_seed(seed).hex()


def commitment(seed: bytes) -> str:
    """What is published before any draw: the hex SHA-256 of the seed."""
    return hashlib.sha256(new_seed(seed)).hexdigest()


def parse_commitment(text: str) -> str:
    cleaned = _hex64(text)
    if cleaned is None:
        raise DomainError("league-error-commitment-invalid", length=len(text.strip()))
    return cleaned


def check_round(round_no: int) -> int:
    if not ROUND_MIN <= round_no <= ROUND_MAX:
        raise DomainError("league-error-round-out-of-range", round=round_no, min=ROUND_MIN, max=ROUND_MAX)
    return round_no


def round_key(seed: bytes, round_no: int) -> bytes:
    message = f"{ALGORITHM}|round={check_round(round_no)}".encode()
    return hmac.new(new_seed(seed), message, hashlib.sha256).digest()


def round_random(seed: bytes, round_no: int) -> random.Random:
    return random.Random(int.from_bytes(round_key(seed, round_no), "big"))


@dataclass(frozen=True, slots=True)
class LeagueDraw:
    round: int
    encounter: Encounter

    def row(self) -> dict[str, str]:
        """The canonical, CSV-ready form of the draw (keys are ``ROW_FIELDS``)."""
        encounter = self.encounter
        values = [pick.value for pick in encounter.schemes]
        return {
            "round": str(self.round),
            "season": encounter.season_id,
            "attacker": encounter.attacker.value,
            "attacker_card": encounter.attacker_card.code,
            "defender_card": encounter.defender_card.code,
            "strategy": encounter.strategy or "",
            "strategy_choices": "|".join(encounter.strategy_choices),
            "deployment": encounter.deployment,
            "schemes": "|".join(encounter.scheme_names),
            "scheme_values": "|".join(str(v) for v in values if v is not None),
            "flips": " ".join(record.token for record in encounter.flips),
        }


def draw_round(season: Season, seed: bytes, round_no: int) -> LeagueDraw:
    """Round ``round_no``'s encounter, fully determined by the seed and the season."""
    return LeagueDraw(round_no, derive_encounter(season, round_random(seed, round_no)))


@dataclass(frozen=True, slots=True)
class RoundMismatch:
    round: int | None  # None when the stored round number itself is unreadable
    field: str
    stored: str
    expected: str


@dataclass(frozen=True, slots=True)
class VerifyReport:
    commitment_ok: bool
    rounds_checked: tuple[int, ...]
    mismatches: tuple[RoundMismatch, ...]

    @property
    def ok(self) -> bool:
        return self.commitment_ok and not self.mismatches

    @property
    def bad_rounds(self) -> tuple[int, ...]:
        return tuple(sorted({m.round for m in self.mismatches if m.round is not None}))


def verify(
    season: Season, seed: bytes, published_commitment: str, stored_rounds: Iterable[Mapping[str, str]]
) -> VerifyReport:
    """Recompute every stored round from the revealed seed and report each field that differs.

    ``stored_rounds`` are canonical rows (``LeagueDraw.row`` or CSV ``DictReader`` rows).
    """
    commitment_ok = hmac.compare_digest(commitment(seed), published_commitment.strip().lower())
    mismatches: list[RoundMismatch] = []
    checked: list[int] = []
    for row in stored_rounds:
        stored_round = str(row.get("round", "")).strip()
        readable = stored_round.isascii() and stored_round.isdigit()
        if not readable or not ROUND_MIN <= int(stored_round) <= ROUND_MAX:
            mismatches.append(RoundMismatch(None, "round", stored_round, f"{ROUND_MIN}..{ROUND_MAX}"))
            continue
        round_no = int(stored_round)
        if round_no in checked:
            mismatches.append(RoundMismatch(round_no, "round", stored_round, "each round once"))
            continue
        checked.append(round_no)
        expected = draw_round(season, seed, round_no).row()
        for field in ROW_FIELDS:
            stored = str(row.get(field, ""))
            if stored != expected[field]:
                mismatches.append(RoundMismatch(round_no, field, stored, expected[field]))
    return VerifyReport(commitment_ok, tuple(checked), tuple(mismatches))
