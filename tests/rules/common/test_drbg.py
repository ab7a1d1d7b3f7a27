"""The committed shuffle's construction (docs/fair-deck.md): the generator against NIST's vector,
the shuffle against the doc's known-answer vector, and every card equally likely everywhere."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from bot.rules.common.cards import ALL_CARDS
from bot.rules.common.drbg import HmacDrbg, _Words, derived_order, personalization
from tools import check_game

DOC = Path(__file__).resolve().parents[3] / "docs" / "fair-deck.md"


def test_the_generator_is_nists_hmac_drbg() -> None:
    """NIST CAVP HMAC_DRBG.rsp, [SHA-256], no prediction resistance, no reseed, COUNT = 0: the
    second 1024-bit Generate is ReturnedBits. Both implementations (the bot's, the checker's)."""
    entropy = bytes.fromhex("ca851911349384bffe89de1cbdc46e6831e44d34a4fb935ee285dd14b71a7488")
    nonce = bytes.fromhex("659ba96c601dc69fc902940805ec0ca8")
    returned = (
        "e528e9abf2dece54d47c7e75e5fe302149f817ea9fb4bee6f4199697d04d5b89"
        "d54fbb978a15b5c443c9ec21036d2460b6f73ebad0dc2aba6e624abf07745bc1"
        "07694bb7547bb0995f70de25d6b29e2d3011bb19d27676c07162c8b5ccde0668"
        "961df86803482cb37ed6d5c0bb8d50cf1f50d476aa0458bdaba806f48be9dcb8"
    )
    for drbg in (HmacDrbg(entropy, nonce), check_game.HmacDrbg(entropy, nonce)):
        drbg.generate(128)
        assert drbg.generate(128).hex() == returned


def _vector() -> dict[str, str]:
    block = re.search(r"### Known-answer vector.*?```text\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert block is not None
    return dict(line.split(": ", 1) for line in block.group(1).strip().splitlines())


def test_the_known_answer_vector_of_the_doc() -> None:
    vector = _vector()
    seed = bytes.fromhex(vector["seed"])
    owner, number, interaction = int(vector["owner"]), int(vector["number"]), int(vector["interaction"])
    wanted = personalization(owner, number, interaction)
    assert wanted.decode() == vector["personalization"]
    assert HmacDrbg(seed, b"", wanted).generate(32).hex() == vector["first generate"]
    order = [ALL_CARDS[i].code for i in derived_order(seed, owner, number, interaction, range(54))]
    assert " ".join(order) == vector["order"]
    ids = [check_game.card_id(code) for code in vector["order"].split()]
    assert check_game.derived_order(seed, str(owner), number, str(interaction), ids) == ids
    # Every input of the derivation changes the order (control: the vector is not a constant).
    for other in ((owner + 1, number, interaction), (owner, number + 1, interaction), (owner, number, 1)):
        assert [ALL_CARDS[i].code for i in derived_order(seed, *other, range(54))] != order


def test_the_input_order_does_not_matter() -> None:
    seed = bytes(32)
    assert derived_order(seed, 1, 2, 3, [5, 1, 9, 0]) == derived_order(seed, 1, 2, 3, [0, 9, 5, 1])


def test_index_draws_reject_the_biased_words() -> None:
    """For a bound of 3, 2**32 % 3 == 1: the single word 2**32 - 1 must be rejected."""

    class Fixed(HmacDrbg):
        def __init__(self, blocks: list[bytes]) -> None:
            self.blocks = blocks

        def generate(self, length: int) -> bytes:
            return self.blocks.pop(0)

    top = (2**32 - 1).to_bytes(4, "big")
    words = _Words(Fixed([top + (7).to_bytes(4, "big") + bytes(24)]))
    assert words.below(3) == 7 % 3  # the top word was skipped, not taken as 2**32 - 1 % 3 == 0


# -- every card equally likely in every position ---------------------------------------------------

Shuffle = Callable[[int, Sequence[int]], list[int]]


def _chi_square(shuffle: Shuffle, size: int, trials: int) -> tuple[float, int]:
    """Pearson's statistic over the size × size table of (card, position) counts; its degrees of
    freedom ((size − 1)², each row and column summing to ``trials``)."""
    counts = [[0] * size for _ in range(size)]
    for trial in range(trials):
        for position, card in enumerate(shuffle(trial, range(size))):
            counts[card][position] += 1
    expected = trials / size
    statistic = sum((n - expected) ** 2 / expected for row in counts for n in row)
    return statistic, (size - 1) ** 2


def _derived(trial: int, ids: Sequence[int]) -> list[int]:
    seed = hashlib.sha256(trial.to_bytes(8, "big")).digest()  # seeded: the same seeds every run
    return derived_order(seed, trial % 7, trial % 3, 10**18 + trial, ids)


def _within(statistic: float, df: int) -> bool:
    """Within five standard deviations of the chi-square distribution's mean (sd = √(2·df))."""
    return abs(statistic - df) <= 5 * (2 * df) ** 0.5


def test_every_card_is_equally_likely_in_every_position_of_a_full_deck() -> None:
    statistic, df = _chi_square(_derived, 54, 2700)  # 50 expected per cell
    assert _within(statistic, df), (statistic, df)


def test_a_biased_shuffle_fails_the_same_bound() -> None:
    """Control: the classic mistake (swap each position with any position, n^n paths for n!
    orders) from the same generator, and the same test on a small deck, fails."""

    def naive(trial: int, ids: Sequence[int]) -> list[int]:
        order = sorted(ids)
        words = _Words(HmacDrbg(hashlib.sha256(trial.to_bytes(8, "big")).digest()))
        for i in range(len(order)):
            j = words.below(len(order))
            order[i], order[j] = order[j], order[i]
        return order

    good, df = _chi_square(_derived, 3, 4000)
    bad, _ = _chi_square(naive, 3, 4000)
    assert _within(good, df), good
    assert not _within(bad, df), bad
