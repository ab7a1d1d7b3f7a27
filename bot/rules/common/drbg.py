"""The committed shuffle's construction (docs/fair-deck.md): HMAC_DRBG and Fisher-Yates.

HMAC_DRBG with SHA-256 is NIST SP 800-90A's (no prediction resistance, no reseed, no additional
input). One generator is instantiated per shuffle from the game's secret seed, with the deck's
owner, the shuffle's number and the Discord interaction that caused it as the personalization
string; its output is read as big-endian 32-bit words. Fisher-Yates (Durstenfeld) draws each index
without bias by rejection. The cards to shuffle are first sorted by id, so the order depends only
on which cards are shuffled, never on the order they were in. ``tools/check_game.py`` holds an
independent copy (standard library only); docs/fair-deck.md writes down a known-answer vector.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterable

_OUT = 32  # SHA-256's output length
_WORD = 4
_SPAN = 1 << 32


def _mac(key: bytes, data: bytes) -> bytes:
    return hmac.digest(key, data, "sha256")


class HmacDrbg:
    """NIST SP 800-90A HMAC_DRBG (SHA-256): instantiate, then ``generate``."""

    __slots__ = ("_key", "_value")

    def __init__(self, entropy: bytes, nonce: bytes = b"", personalization: bytes = b"") -> None:
        self._key = b"\x00" * _OUT
        self._value = b"\x01" * _OUT
        self._update(entropy + nonce + personalization)

    def _update(self, data: bytes) -> None:
        self._key = _mac(self._key, self._value + b"\x00" + data)
        self._value = _mac(self._key, self._value)
        if data:
            self._key = _mac(self._key, self._value + b"\x01" + data)
            self._value = _mac(self._key, self._value)

    def generate(self, length: int) -> bytes:
        out = bytearray()
        while len(out) < length:
            self._value = _mac(self._key, self._value)
            out += self._value
        self._update(b"")
        return bytes(out[:length])


def personalization(owner: int, number: int, interaction: int | None) -> bytes:
    """What makes each shuffle of a game its own: ``fatebot-shuffle-v1:<owner>:<number>:<interaction>``
    (interaction 0: the shuffle had no Discord interaction, e.g. a step that lapsed)."""
    return f"fatebot-shuffle-v1:{owner}:{number}:{interaction or 0}".encode("ascii")


class _Words:
    """The generator's output as a stream of 32-bit words, one 32-byte ``generate`` at a time."""

    __slots__ = ("_at", "_block", "_drbg")

    def __init__(self, drbg: HmacDrbg) -> None:
        self._drbg = drbg
        self._block = b""
        self._at = 0

    def next(self) -> int:
        if self._at == len(self._block):
            self._block, self._at = self._drbg.generate(_OUT), 0
        word = int.from_bytes(self._block[self._at : self._at + _WORD], "big")
        self._at += _WORD
        return word

    def below(self, bound: int) -> int:
        """A uniform index in ``[0, bound)``: words at or above the largest multiple of
        ``bound`` are rejected, so every index is exactly equally likely."""
        limit = _SPAN - _SPAN % bound
        while True:
            word = self.next()
            if word < limit:
                return word % bound


def derived_order(
    seed: bytes, owner: int, number: int, interaction: int | None, ids: Iterable[int]
) -> list[int]:
    """The shuffled order of the card ids ``ids``, top of the deck first."""
    order = sorted(ids)
    words = _Words(HmacDrbg(seed, b"", personalization(owner, number, interaction)))
    for i in range(len(order) - 1, 0, -1):
        j = words.below(i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def commitment(seed: bytes) -> str:
    """The published commitment to a game's seed: its SHA-256, in hex."""
    return hashlib.sha256(seed).hexdigest()
