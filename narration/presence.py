"""Who the werewolves can reach tonight.

- `away_rule`: who is away from the village (an event card sent him out of the room): an away
  player cannot be eaten, and an away werewolf does not eat. The day's vote uses the vote
  rules of narration/vote_rules.py for the same players.
- `prey_rule`: who else the wolves may not choose (Het Oogstfeest: only a neighbour of one of
  them): (state, name) -> the rule that forbids him, or None."""

from __future__ import annotations

from collections.abc import Callable

from narration.state import GameState

AwayRule = Callable[[GameState, str], bool]
AWAY_RULES: list[AwayRule] = []


def away_rule(fn: AwayRule) -> AwayRule:
    AWAY_RULES.append(fn)
    return fn


def away(state: GameState, name: str) -> bool:
    """Whether `name` is away from the village now."""
    return any(rule(state, name) for rule in AWAY_RULES)


PreyRule = Callable[[GameState, str], str | None]
PREY_RULES: list[PreyRule] = []


def prey_rule(fn: PreyRule) -> PreyRule:
    PREY_RULES.append(fn)
    return fn


def prey_blocked(state: GameState, name: str) -> str | None:
    """The rule that keeps the wolves from choosing `name` tonight, or None."""
    for rule in PREY_RULES:
        reason = rule(state, name)
        if reason:
            return reason
    return None


def may_be_eaten(state: GameState, name: str) -> bool:
    return not away(state, name) and prey_blocked(state, name) is None
