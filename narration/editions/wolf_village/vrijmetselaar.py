"""Wolf Village's vrijmetselaars come as a pair: two villagers who know each other from the
start (each card shows the other). No night power, and the narrator never calls them."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.state import GameState

card = Card("vrijmetselaar", Kind.ROLE, edition=EDITION)


@card.moment("voor_het_spel", 22)
def know_each_other(state: GameState) -> Flow:
    masons = [p.name for p in state.holders("vrijmetselaar")]
    if masons:
        state.tell("wv_vrijmetselaars", to=("narrator", *masons), names=state.names(masons))
    yield from ()
