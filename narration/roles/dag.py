"""De dag: a rule of every game. The day itself is run by the flow (narration/flow.py:
daybreak, dawn, the morning, the election, the discussion, the vote); this card declares the
day's own steps that the narrator's call-order panel lists: daybreak and the discussion. The
election and the vote are declared by their own cards (the mayor's, the vote's)."""

from __future__ import annotations

from narration.card import Card, DayStep, Kind
from narration.ids import DayStepId

card = Card("dag", Kind.RULE, day_steps=(DayStep(DayStepId.DAG_BEGINT, 10),
                                         DayStep(DayStepId.DISCUSSIE, 30)))
