"""The bots' dice, drawn exactly as `random.Random` draws them, with fewer Python calls.

A balance game rolls a few hundred dice, most of them through `rng.randrange(len(x))` (three
Python frames: randrange, _randbelow, _randbelow_with_getrandbits) and `rng.shuffle(x)` (one
frame per element). These do the same arithmetic on the same `getrandbits` draws in one frame,
so a game plays exactly as it did with the stdlib calls (tests/engine/test_bot_dice.py rolls
both side by side). Any other generator than a plain `random.Random` (a subclass may draw
differently) is handed to its own methods.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_PLAIN = random.Random


def below(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` for n > 0."""
    if type(rng) is not _PLAIN:
        return rng.randrange(n)
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def pick(rng: random.Random, items: Sequence[T]) -> T:
    """`items[rng.randrange(len(items))]` for a non-empty sequence."""
    n = len(items)
    if type(rng) is not _PLAIN:
        return items[rng.randrange(n)]
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return items[r]


def _steps(length: int) -> tuple[tuple[int, int, int], ...]:
    """Fisher-Yates' steps for a list of `length`: (position, choices, bits to draw)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(length - 1, 0, -1))


_STEPS = tuple(_steps(length) for length in range(33))


def shuffle(rng: random.Random, items: list[T]) -> None:
    """`rng.shuffle(items)`, in place."""
    if type(rng) is not _PLAIN:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    length = len(items)
    for i, n, k in _STEPS[length] if length < len(_STEPS) else _steps(length):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
