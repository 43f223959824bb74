"""The bots' dice (setups/dice.py) draw exactly what random.Random draws: a game played
with them is the game played with the stdlib calls."""

from __future__ import annotations

import random

from setups.dice import shuffle


def test_shuffle_draws_what_random_shuffle_draws() -> None:
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in (0, 1, 2, 3, 5, 8, 12, 13, 32, 33, 40):
            mine, stdlib = [f"P{i}" for i in range(n)], [f"P{i}" for i in range(n)]
            shuffle(ours, mine)
            theirs.shuffle(stdlib)
            assert mine == stdlib
        assert ours.random() == theirs.random()


class Loaded(random.Random):
    """A generator of its own kind: shuffles by reversing."""

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
        x.reverse()


def test_another_generator_is_asked_itself() -> None:
    rng = Loaded(1)
    items = [1, 2, 3]
    shuffle(rng, items)
    assert items == [3, 2, 1]
