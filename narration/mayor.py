"""The mayor's election and his successor's candidates: part of every game.

The burgemeester is a title, not a card: the village elects him on a day the narrator picks
while there is none (`elect`, the day step ELECTION_STEP that the mayor cards declare).
Other cards change who may be chosen through ELECTION_RULE (Het Dorp: from round 2 the
farmers choose among themselves; a dying mayor names a living farmer), and act on a new
election through AFTER_ELECTION (the omroeper elected mayor passes his title). The successor
itself is the burgemeester card's (narration/roles/burgemeester.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from narration.card import DayStep, Point
from narration.hooks import Flow
from narration.prompts import player_prompt
from narration.state import GameState


@dataclass(frozen=True)
class Candidates:
    """Who may be chosen (`names`), or why nobody can be (`closed`); `rule` is the rule text
    that a refused answer quotes, and `chosen_by` the public line that calls the electors."""

    names: list[str]
    closed: str | None = None
    rule: str = ""
    chosen_by: str = "burgemeester_verkiezing"


# (state, "burgemeester" | "opvolger") -> Candidates, or None to leave it to the next rule;
# without a rule: anyone alive.
ELECTION_RULE: Point[Callable[[GameState, str], Candidates | None]] = Point(
    "election_rule", doc="(state, key) -> Candidates or None")
AFTER_ELECTION: Point[Callable[[GameState], Flow]] = Point(
    "after_election", doc="(state) -> Flow: a new mayor was elected")


def candidates(state: GameState, key: str) -> Candidates:
    """Who may be elected mayor today (key "burgemeester") or named successor ("opvolger")."""
    for rule in state.rules.fns(ELECTION_RULE):
        found = rule(state, key)
        if found is not None:
            return found
    return Candidates(state.alive_names())


@dataclass
class MayorMemory:
    """Whether the village has done away with its mayor for good (a dorpsgek's reveal on a
    mayor, or an event)."""

    abolished: bool = False


def mayor_memory(state: GameState) -> MayorMemory:
    return state.memo("burgemeester", MayorMemory)


def election(state: GameState) -> Candidates:
    """Who the village may elect mayor now, or why it elects none (`closed`): the election
    is switched off, there is a mayor, the mayor is abolished, or a card's rule closes it
    (Wolf Village: day 1 only). The day flow and the narrator's day panel ask the same."""
    mayor = state.mayor()
    if not state.setup.options.mayor_election or mayor is not None:
        return Candidates([], closed="there is a mayor already" if mayor else
                          "the mayor election is switched off (option mayor_election)")
    if mayor_memory(state).abolished:
        return Candidates([], closed="the village has no mayor for the rest of the game")
    return candidates(state, "burgemeester")


def elect(state: GameState) -> Flow:
    """The day's optional election: the answer "" means "not today"."""
    found = election(state)
    if found.closed:
        state.skip("burgemeester", found.closed)
        return
    line = state.text("public", found.chosen_by)
    chosen = yield player_prompt(state, "burgemeester", "burgemeester", line, found.names,
                                 optional=not found.rule, must_rule=found.rule)
    if chosen:
        state.announce(found.chosen_by)
        state.player(chosen).titles.append("burgemeester")
        state.announce("burgemeester_gekozen", name=chosen)
        for after in state.rules.fns(AFTER_ELECTION):
            yield from after(state)


def elects_today(state: GameState) -> bool:
    """Whether today's day holds the election: while the village may elect one (`election`:
    not with a mayor, not with the election switched off as in Wolf Village's Basis, not
    after Wolf Village's day 1), and not on day 0 of the engel."""
    return state.round > 0 and election(state).closed is None


# The day's election as the call-order panel lists it, declared by each edition's mayor card:
# "" means "not today", so once passed it reads as passed, not as done.
ELECTION_STEP = DayStep("burgemeester", 20, elect, may_pass=True, listed=elects_today)
