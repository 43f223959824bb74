"""De stemming: the day's vote, a rule of every game. The vote itself is a pipeline the day
flow runs (narration/vote.py); this card declares what the vote brings to every ruleset: how
the table hears of the one it puts out."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.ids import Cause

card = Card("stemming", Kind.RULE, death_lines={Cause.STEMMING: "dood_stemming",
                                                Cause.HERSTEMMING: "dood_herstemming"})
