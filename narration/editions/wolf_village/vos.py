"""Wolf Village's vos plays alone: the werewolves' bite does nothing to him; the ziener's look
kills him at dawn ("Bij zonsopgang is ... spoorloos verdwenen", cause `verdwenen`), whatever
protects him; a vote, the hunter's shot or the poison can also end him. Alive when the village
or the wolves would win, he wins in their place (narration/editions/wolf_village/edition.py:
the camp `vos`), unless he is in love."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE, NIGHT_DEATH
from narration.editions.wolf_village import EDITION
from narration.ids import Cause
from narration.state import GameState

card = Card("vos", Kind.ROLE, edition=EDITION)


@card.hook(ATTACK_RULE, 42)
def bite_does_nothing(state: GameState, victim: str) -> bool:
    return state.player(victim).role == "vos"


@card.hook(NIGHT_DEATH, 42)
def seen_by_the_ziener(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    seen = state.night.seen
    if seen and state.player(seen).role == "vos" and state.player(seen).alive:
        return [(seen, Cause.VERDWENEN)]
    return []
