"""De Raaf (Het Dorp): at the end of each night he may point at a player he suspects; the
narrator lays the raven tile before that player's building, and at the next vote that player
starts with two votes against him. He may mark the herberg, even while the waard has his
immunity (ruling raaf-herberg: the two votes count against the waard, who can then be
eliminated though nobody may vote against him). Never a zwerver, never himself. His call:
narration/raven.py."""

from __future__ import annotations

from collections import Counter

from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import SEEN_AT_DAWN
from narration.hooks import Flow
from narration.raven import marked, raaf_step
from narration.state import GameState, Player
from narration.vote_rules import EXTRA_VOTES

card = Card("raaf", Kind.ROLE)

ZWERVER_RULE = "Een Zwerver mag hij niet aanwijzen."
VOTES = 2


@card.night_step("raaf")
def raaf(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from raaf_step(state, step, living, ZWERVER_RULE))


def mark_seen(state: GameState) -> None:
    name = marked(state)
    if name:
        state.say("raaf_teken", name=name, votes=VOTES)


card.hook(SEEN_AT_DAWN, 20)(mark_seen)


@card.hook(EXTRA_VOTES, 10)
def raven_votes(state: GameState) -> Counter[str]:
    name = marked(state)
    return Counter({name: VOTES}) if name else Counter()
