"""De dag: a rule of every game. The day is the steps its cards declare, run by the day flow
(narration/flow.py `day`) in their declared order; this card declares the day's own steps:
daybreak (with the dawn and the morning) and the discussion (with the moment before the vote).
The election and the vote are declared by their own cards (the mayor's, the vote's)."""

from __future__ import annotations

from narration.card import Card, DayStep, Kind
from narration.dawn import dawn
from narration.hooks import Flow
from narration.ids import DayStepId
from narration.moments import run_moment
from narration.prompts import none_prompt
from narration.state import GameState
from narration.wins import check_win

# (Read once: an enum member read from its class is slow, narration/flow.py.)
_DAG_BEGINT, _DISCUSSIE = DayStepId.DAG_BEGINT, DayStepId.DISCUSSIE


def daybreak(state: GameState) -> Flow:
    """The day begins; the dawn tells the night's deaths, then the morning's moment. Either
    can decide the game."""
    line = state.say(_DAG_BEGINT)
    yield none_prompt(state, _DAG_BEGINT, line)
    yield from dawn(state)
    if check_win(state):
        return
    morning = run_moment(state, "ochtend")
    if morning:  # (no card hooks the morning: nothing changed since the check, none again)
        yield from morning
        check_win(state)


def discussion(state: GameState) -> Flow:
    """The timed discussion, then the moment before the vote, which can decide the game
    before the vote (the barbier; De Zwarte Dood seen through)."""
    line = state.say(_DISCUSSIE)
    yield none_prompt(state, _DISCUSSIE, line, timed=True)
    yield from run_moment(state, "voor_stemming")
    check_win(state)


card = Card("dag", Kind.RULE, day_steps=(DayStep(DayStepId.DAG_BEGINT, 10, daybreak),
                                         DayStep(DayStepId.DISCUSSIE, 30, discussion)))
