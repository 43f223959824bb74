"""Who is away from the village (an event card sent him out of the room): an away player
cannot be eaten, and an away werewolf does not eat. Cards register an `away_rule`; the day's
vote uses the vote rules of narration/vote_rules.py for the same players."""

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
