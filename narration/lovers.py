"""The lovers' camp: a pair from different camps plays for itself (the camp geliefden).

Cupido makes the pair (narration/roles/cupido.py); cards that change a lover's camp (an
infection, a turned werewolf, an event card) ask `update_lover_camps` to judge the pair again.
An edition can make more pairs play for themselves (MIXED_PAIR_RULE: Best Of's villager and
fluitspeler).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from narration.card import Point
from narration.state import GameState, Player

MIXED_PAIR_RULE: Point[Callable[[GameState, Player, Player], bool]] = Point(
    "mixed_pair", doc="(state, a, b) -> True when this pair plays for itself too")


def update_lover_camps(state: GameState) -> None:
    """Lovers from different camps (a werewolf and a non-werewolf) form the camp geliefden."""
    lovers = [p for p in state.players if p.lover is not None]
    if len(lovers) != 2:
        return
    a, b = lovers
    mixed = a.werewolf != b.werewolf or any(rule(state, a, b)
                                            for rule in state.rules.fns(MIXED_PAIR_RULE))
    for p in lovers:
        p.camp_override = "geliefden" if mixed else None


@dataclass
class LoverRules:
    """What De Dag der Dwazen changes for the lovers this round: no grief, and they vote
    against each other (narration/events/dag_der_dwazen.py)."""

    no_grief: bool = False
    at_war: bool = False


def lover_rules(state: GameState) -> LoverRules:
    return state.memo("cupido", LoverRules)


def lovers_at_war(state: GameState) -> bool:
    """Whether the lovers must vote against each other today (read only: a ballot check)."""
    return state.recall("cupido", LoverRules).at_war
