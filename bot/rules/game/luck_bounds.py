"""How unusual a luck figure is, with bounded work (docs/fair-deck.md, "Bounded work").

A figure is a count or a sum of independent variables, each with its own distribution (a card
is a joker or not; a duel is won or not; a flip's card used is worth 0 … 14). Its tail, the
probability of a total at least that far from the expected one on the same side, is exact
(integer polynomials multiplied out) up to a size whose cost is small and fixed; beyond, it is
the normal approximation with a continuity correction, and its error is bounded by the
Berry–Esseen inequality for independent, not identically distributed variables:

    sup_x |P(S ≤ x) − Φ((x − μ) / σ)| ≤ C · Σ E|X_i − μ_i|³ / σ³,   C = 0.5600

(I. G. Shevtsova, 2010). S takes integer values, so P(S ≤ k) = P(S ≤ k + ½) and the bound holds
at the half-integer the approximation reads. The approximation's cost is linear in the count.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import erfc, sqrt

BERRY_ESSEEN = 0.5600
# Float rounding of the sums below (a few thousand terms, each well inside 1e-15 relative):
# far under this margin, which the stated error includes.
ROUNDING = 1e-9


@dataclass(frozen=True, slots=True)
class Tail:
    """A tail probability: exact (``error`` 0) or approximate within ``error`` either way."""

    value: Fraction | float
    error: float = 0.0

    @property
    def exact(self) -> bool:
        return isinstance(self.value, Fraction)

    def one_in(self) -> int | None:
        """ "1 game in N": exact, one over the tail rounded; approximate, the least N the bound
        allows (one over the largest tail it allows, rounded down, at least 1)."""
        if isinstance(self.value, Fraction):
            return None if self.value == 0 else round(1 / self.value)
        return max(1, int(1 / min(1.0, self.value + self.error)))

    def to_json(self) -> dict[str, object]:
        if isinstance(self.value, Fraction):
            return {"tail": str(self.value), "one_in": self.one_in()}
        return {
            "tail": repr(self.value),
            "one_in": self.one_in(),
            "approximation": "normal",
            "error": repr(self.error),
        }


def _phi_upper(z: float) -> float:
    """P(Z ≥ z) for a standard normal Z."""
    return 0.5 * erfc(z / sqrt(2.0))


def normal_tail(mean: float, variance: float, third: float, observed: int, above: bool) -> Tail:
    """P(S ≥ observed) (``above``) or P(S ≤ observed), S integer-valued with ``mean``,
    ``variance`` > 0 and Σ E|X_i − μ_i|³ = ``third``: the normal approximation and its bound."""
    sigma = sqrt(variance)
    if above:
        value = _phi_upper((observed - 0.5 - mean) / sigma)
    else:
        value = _phi_upper((mean - observed - 0.5) / sigma)
    error = BERRY_ESSEEN * third / sigma**3 + ROUNDING
    return Tail(min(1.0, max(0.0, value)), error)


def bernoulli_moments(chances: tuple[Fraction, ...] | list[Fraction]) -> tuple[float, float]:
    """Σ p(1 − p) and Σ E|X − p|³ = Σ p(1 − p)(p² + (1 − p)²) of independent Bernoulli(p)."""
    variance = third = 0.0
    for chance in chances:
        p = float(chance)
        q = 1.0 - p
        variance += p * q
        third += p * q * (p * p + q * q)
    return variance, third


def bernoulli_tail(chances: tuple[Fraction, ...] | list[Fraction], observed: int) -> Tail:
    """The normal approximation of a Poisson-binomial tail on the observed side (its mean exact)."""
    mean = sum(chances, Fraction(0))
    variance, third = bernoulli_moments(chances)
    if variance == 0:  # every chance 0 or 1: the count is certain, the tail is 1
        return Tail(Fraction(1))
    return normal_tail(float(mean), variance, third, observed, observed >= mean)


def sum_moments(ways: tuple[int, ...], total: int) -> tuple[float, float, float]:
    """Mean, variance and E|X − μ|³ of a variable worth v with probability ways[v] / total."""
    mean = sum(v * w for v, w in enumerate(ways)) / total
    variance = sum(w * (v - mean) ** 2 for v, w in enumerate(ways)) / total
    third = sum(w * abs(v - mean) ** 3 for v, w in enumerate(ways)) / total
    return mean, variance, third
