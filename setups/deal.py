"""The seeded deal: the same seed and mix always give the same cards to the same seats."""

from __future__ import annotations

import random
from collections import Counter

from setups.errors import SetupError


def deal(players: int, mix: Counter[str], seed: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Shuffle the mix and deal one card a seat; with the dief two cards stay in the middle.

    Returns (cards per seat, middle cards).
    """
    deck = sorted(mix.elements())
    middle_count = 2 if mix["dief"] else 0
    if len(deck) != players + middle_count:
        extra = " plus two middle cards for the dief" if middle_count else ""
        raise SetupError(
            f"The mix has {len(deck)} cards; {players} players need {players + middle_count}"
            f"{extra}."
        )
    rng = random.Random(f"deal:{seed}")
    rng.shuffle(deck)
    return tuple(deck[:players]), tuple(deck[players:])
