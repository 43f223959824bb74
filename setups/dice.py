"""A shuffle drawn exactly as `random.Random.shuffle` draws it, with fewer Python calls: the
deal's (setups/deal.py) and the bots' (narration/bots.py, bot_view.py).

`rng.shuffle(x)` calls the Python `_randbelow` once per element; the ranking of suspects
(narration/bot_view.py) shuffles about 19 lists of up to 12 names a game, and every deal
shuffles its cards once. `shuffle` here does the same arithmetic on the same `getrandbits`
draws in one frame, so a game and a deal are exactly those of the stdlib call
(tests/engine/test_bot_dice.py and tests/setups/test_deal_and_scores.py shuffle both side by
side). The frame is written out for each length (made once, the first time a list of that
length is shuffled): Fisher-Yates' steps one after the other with their positions and bit
counts as constants, no loop over a table of steps (8.3k against 10.1k instructions for 9
names; a loop over the steps costs a fifth of it). A single draw needs no copy: `rng.choice`
draws what a copy would (1.3 against 1.1 us, ten draws a game), so the bots call it. Any other
generator than a plain `random.Random` (a subclass may draw differently) is handed to its own
method.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")

_PLAIN = random.Random

Steps = Callable[[list[Any], Callable[[int], int]], None]


@cache  # one frame per length, made the first time a list of that length is shuffled
def _written_out(length: int) -> Steps:
    """Fisher-Yates for a list of `length`, written out: for each position from the last to
    the second, draw `j` below position + 1 as `random.Random._randbelow` does (the bits of
    that bound, again while too large) and swap the two."""
    lines = ["def steps(items, getrandbits):"]
    for i in range(length - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        lines += [f"    j = getrandbits({k})",
                  f"    while j >= {n}:",
                  f"        j = getrandbits({k})",
                  f"    items[{i}], items[j] = items[j], items[{i}]"]
    lines.append("    return None")
    code: dict[str, Any] = {}
    exec("\n".join(lines), code)  # the source above, of constants only
    steps: Steps = code["steps"]
    return steps



def shuffle(rng: random.Random, items: list[T]) -> None:
    """`rng.shuffle(items)`, in place."""
    if type(rng) is not _PLAIN:
        rng.shuffle(items)
        return
    _written_out(len(items))(items, rng.getrandbits)
