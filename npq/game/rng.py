"""The seeded generator carried inside the game state.

A game is its configuration, its seed and its action list (DESIGN "Architecture"): every chance
event -- shuffles, the Wind Indicator spin, Venture draws -- takes its numbers from this
generator, whose whole state is two integers, so it serialises to JSON and hashes with the rest
of the state. It is counter based (SplitMix64): the n-th output depends only on the seed and n,
and a draw returns the next generator instead of mutating this one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

__all__ = ["Rng"]

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")


def _mix(z: int) -> int:
    """The SplitMix64 output function (Steele, Lea & Flood 2014)."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass(frozen=True, slots=True)
class Rng:
    """A pure counter-based generator: ``seed`` fixes the stream, ``counter`` the position."""

    seed: int
    counter: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """A generator at the start of the stream of ``seed`` (any non-negative integer)."""
        if seed < 0:
            raise ValueError(f"seed must be >= 0, got {seed}")
        return cls(_mix(seed & _MASK) ^ (seed >> 64), 0)

    def next64(self) -> tuple[int, Rng]:
        """The next 64-bit output and the advanced generator."""
        value = _mix((self.seed + (self.counter + 1) * _GOLDEN) & _MASK)
        return value, Rng(self.seed, self.counter + 1)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError(f"n must be positive, got {n}")
        limit = ((1 << 64) // n) * n
        rng = self
        while True:
            value, rng = rng.next64()
            if value < limit:
                return value % n, rng

    def random(self) -> tuple[float, Rng]:
        """A uniform float in ``[0, 1)`` with 53 random bits."""
        value, rng = self.next64()
        return (value >> 11) / float(1 << 53), rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """``items`` in a uniformly random order (Fisher-Yates) and the advanced generator."""
        out = list(items)
        rng = self
        for i in range(len(out) - 1, 0, -1):
            j, rng = rng.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One element of a non-empty sequence, uniformly."""
        index, rng = self.below(len(items))
        return items[index], rng
