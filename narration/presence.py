"""Who the werewolves can reach tonight.

- `away_rule`: who is away from the village (an event card sent him out of the room): an away
  player cannot be eaten, and an away werewolf does not eat. The day's vote uses the vote
  rules of narration/vote_rules.py for the same players.
- `prey_rule`: who else the wolves may not choose (Het Oogstfeest: only a neighbour of one of
  them): (state, name) -> the rule that forbids him, or None."""

from __future__ import annotations

from collections.abc import Callable

from narration.card import Point
from narration.state import GameState

AWAY_RULE: Point[Callable[[GameState, str], bool]] = Point(
    "away_rule", doc="(state, name) -> True when he is away from the village")
PREY_RULE: Point[Callable[[GameState, str], str | None]] = Point(
    "prey_rule", doc="(state, name) -> the rule that keeps the wolves from choosing him "
                     "tonight, or None")


def away(state: GameState, name: str) -> bool:
    """Whether `name` is away from the village now."""
    return any(rule(state, name) for rule in state.rules.fns(AWAY_RULE))


def prey_blocked(state: GameState, name: str) -> str | None:
    """The rule that keeps the wolves from choosing `name` tonight, or None."""
    for rule in state.rules.fns(PREY_RULE):
        reason = rule(state, name)
        if reason:
            return reason
    return None


def may_be_eaten(state: GameState, name: str) -> bool:
    return not away(state, name) and prey_blocked(state, name) is None
