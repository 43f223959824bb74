"""De stemming: the day's vote, a rule of every game. The vote itself is a pipeline the day
flow runs (narration/vote.py); this card declares what the vote brings to every ruleset: how
the table hears of the one it puts out, and the vote's place at the end of the day's steps
(held by a card's step in its place on some days, narration.call_plan.vote_step_today)."""

from __future__ import annotations

from narration.card import Card, DayStep, Kind
from narration.ids import Cause

card = Card("stemming", Kind.RULE, death_lines={Cause.STEMMING: "dood_stemming",
                                                Cause.HERSTEMMING: "dood_herstemming"},
            day_steps=(DayStep("stemming", 40, the_vote=True),))
