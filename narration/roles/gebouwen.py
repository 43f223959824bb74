"""Het Dorp's buildings when their occupant dies: "Als een bewoner is uitgeschakeld, gaat zijn
tegel terug naar de spelleider en komt het gebouw leeg te staan" (the veldwachter may give it
to a vagrant the next morning: narration/roles/veldwachter.py)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.state import GameState, Player
from narration.village import vacate

card = Card("gebouwen", Kind.PROFESSION)


@card.after_deaths(0)  # before anything the deaths set off: a dead occupant's power is gone at once
def buildings_empty(state: GameState, fallen: list[Player]) -> Flow:
    for player in fallen:
        vacate(state, player)
    return
    yield
