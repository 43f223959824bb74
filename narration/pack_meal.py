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
    claims = view.claims
    claimers = [n for n in prey if n in claims]
    if claimers:
        return rng.choice(claimers)
    findings = view.findings
    cleared = [n for n in prey if findings.get(n) is False]
    if cleared:
        return rng.choice(cleared)
    score = view.suspicions().get
    calm = [n for n in prey if score(n, 0.0) <= 0] or prey
    return rng.choice(calm)
