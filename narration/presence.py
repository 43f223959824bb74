"""Who the werewolves can reach tonight.

- `away_rule`: who is away from the village (an event card sent him out of the room): an away
  player cannot be eaten, and an away werewolf does not eat. The day's vote uses the vote
  rules of narration/vote_rules.py for the same players.
- `prey_rule`: who else the wolves may not choose (Het Oogstfeest: only a neighbour of one of
  them): (state, name) -> the rule that forbids him, or None.
- `visit_rule`: whose house a card may not visit tonight (the house rules' schout watches a
  house): (state, card, name) -> the rule that forbids it, or None. The cards that visit a
  house at night (the ziener, the heks's poison, the pyromaan, ...) ask `visit_blocked`.
- `action_fails`: whether a card's night action fails tonight (the house rules' yeti):
  (state, action) -> True when it fails; every hook draws from the seed and the answer
  position, so replays agree.
- `decided_at_dawn`: whether a night action's success is drawn only at the end of the night
  (the house rules' yeti draws the wolves', the potions' and the fire's there): a line at its
  step then says what was done, not what will happen."""

from __future__ import annotations

from collections.abc import Callable

from narration.card import Point
from narration.state import GameState

AWAY_RULE: Point[Callable[[GameState, str], bool]] = Point(
    "away_rule", doc="(state, name) -> True when he is away from the village")
PREY_RULE: Point[Callable[[GameState, str], str | None]] = Point(
    "prey_rule", doc="(state, name) -> the rule that keeps the wolves from choosing him "
                     "tonight, or None")


VISIT_RULE: Point[Callable[[GameState, str, str], str | None]] = Point(
    "visit_rule", doc="(state, card, name) -> the rule that keeps the card from visiting "
                      "the house of `name` tonight, or None")
ACTION_FAILS: Point[Callable[[GameState, str], bool]] = Point(
    "action_fails", doc="(state, action) -> True when that night action fails tonight")
DECIDED_AT_DAWN: Point[Callable[[GameState, str], bool]] = Point(
    "decided_at_dawn", doc="(state, action) -> True when whether that night action succeeds "
                           "is drawn only at the end of the night")


def visit_blocked(state: GameState, card: str, name: str) -> str | None:
    """The rule that keeps `card` from visiting the house of `name` tonight, or None."""
    for rule in state.rules.fns(VISIT_RULE):
        reason = rule(state, card, name)
        if reason:
            return reason
    return None


def visitable(state: GameState, card: str, names: list[str]) -> list[str]:
    """The players of `names` whose house `card` may visit tonight (`visit_blocked` asked for
    each, in order; one lookup when no card of the game watches a house)."""
    if not state.rules.fns(VISIT_RULE):
        return names
    return [name for name in names if not visit_blocked(state, card, name)]


def action_fails(state: GameState, action: str) -> bool:
    """Whether the night action `action` (a card id, or `redden` / `vergif`) fails tonight."""
    rules = state.rules.fns(ACTION_FAILS)
    return bool(rules) and any(rule(state, action) for rule in rules)


def tell_failed(state: GameState, action: str, names: list[str]) -> None:
    """Tell the narrator, at the step, that tonight's `action` on `names` fails (a line in
    place of the one that would say it happened: the genezer "beschermt", the slet "slaapt
    bij")."""
    state.tell("actie_mislukt", action=state.text("word", f"actie_{action}"),
               names=state.names(names), n=len(names))


def decided_at_dawn(state: GameState, action: str) -> bool:
    """Whether the success of the night action `action` is drawn only at the end of the night
    (so that its step may not tell its outcome)."""
    rules = state.rules.fns(DECIDED_AT_DAWN)
    return bool(rules) and any(rule(state, action) for rule in rules)


def away(state: GameState, name: str) -> bool:
    """Whether `name` is away from the village now."""
    rules = state.rules.fns(AWAY_RULE)
    return bool(rules) and any(rule(state, name) for rule in rules)


def prey_blocked(state: GameState, name: str) -> str | None:
    """The rule that keeps the wolves from choosing `name` tonight, or None."""
    for rule in state.rules.fns(PREY_RULE):
        reason = rule(state, name)
        if reason:
            return reason
    return None


def edible(state: GameState, names: list[str]) -> list[str]:
    """The players of `names` the wolves may choose tonight (`may_be_eaten` for each)."""
    rules = state.rules
    if not rules.fns(AWAY_RULE) and not rules.fns(PREY_RULE):
        return names
    return [name for name in names if may_be_eaten(state, name)]


def may_be_eaten(state: GameState, name: str) -> bool:
    rules = state.rules
    if not rules.fns(AWAY_RULE) and not rules.fns(PREY_RULE):
        return True  # no card of this game keeps anybody from the wolves (most games)
    return not away(state, name) and prey_blocked(state, name) is None
