"""De Dorpse Dorpeling: a plain villager whose card shows a villager on both sides, so the whole
village sees who got it at the deal. No power of his own."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.state import GameState

card = Card("dorpse_dorpeling", Kind.ROLE)


@card.moment("voor_het_spel", 250)  # after the groups and the open cards, before the engel's vote
def shown_at_the_deal(state: GameState) -> Flow:
    for player in state.holders("dorpse_dorpeling"):
        state.say("dorpeling_bekend", name=player.name)
    yield from ()
