"""How a bot pack chooses a meal, shared by the cards that bite (the weerwolven's victim and
the grote_boze_wolf's second one): cards do not import cards, so it lives here.

A claimer first (the seer who spoke), then a player the seer cleared in public (the village
trusts him), else a player the table does not suspect: a suspect is left alive for the village
to vote out. From what a `SeatView` shows only (narration/bot_view.py).
"""

from __future__ import annotations

import random

from narration.bot_view import SeatView


def choose_meal(view: SeatView, prey: list[str], rng: random.Random) -> str:
    """A fresh meal among `prey` (non-empty), ties at random."""
    for tier in ([n for n in prey if n in view.claims],
                 [n for n in prey if view.findings.get(n) is False]):
        if tier:
            return tier[rng.randrange(len(tier))]
    calm = [n for n in prey if view.suspicion(n) <= 0] or prey
    return calm[rng.randrange(len(calm))]
