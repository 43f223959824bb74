"""What a balance worker process has ready before its first game, loaded once in the
forkserver (narration/balance.py starts its pool with this module preloaded): the engine, the
bots, the card index, the catalogues and the lines, warmed by one game of the rulebook's base
mix, and the meter's own module, whose functions the workers run. Every worker forked from
the server starts with all of it in memory, so a pool starts in a fraction of a second instead
of each worker importing and warming up on its own (~1 s).

Importing this module plays that one game (a few milliseconds once warm); nothing else
imports it.
"""

from __future__ import annotations

from collections import Counter

import narration.balance  # noqa: F401  (each worker's tasks and its start are there)
from narration.bots import play_bot_game
from setups.deal import deal_setup

WARM_MIX = Counter(weerwolf=3, ziener=1, burger=8)


def warm_up() -> None:
    """Play one game so every lazily read table (catalogue, lines, call order) is read."""
    names = tuple(f"P{i + 1}" for i in range(12))
    play_bot_game(deal_setup(names, WARM_MIX, 1), 1, validated=True)


warm_up()
