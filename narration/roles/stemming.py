"""De stemming: the day's vote, a rule of every game. The vote itself is a pipeline
(narration/vote.py); this card declares what the vote brings to every ruleset: how the table
hears of the one it puts out, and the vote as the last of the day's steps, which the day flow
runs in its place (held by a card's step in its place on some days,
narration.call_plan.vote_step_today)."""

from __future__ import annotations

from narration.card import Card, DayStep, Kind
from narration.hooks import Flow
from narration.ids import Cause
from narration.moments import run_moment
from narration.state import GameState
from narration.vote import run_vote
from narration.wins import check_win


def the_vote(state: GameState) -> Flow:
    """Today's vote (or what holds it today), then the moment after the vote; either can
    decide the game."""
    yield from run_vote(state)
    if check_win(state):
        return
    after_vote = run_moment(state, "na_stemming")
    if after_vote:  # (no card hooks it: nothing changed since the check, none again)
        yield from after_vote
        check_win(state)


card = Card("stemming", Kind.RULE, death_lines={Cause.STEMMING: "dood_stemming",
                                                Cause.HERSTEMMING: "dood_herstemming"},
            day_steps=(DayStep("stemming", 40, the_vote, the_vote=True),))
