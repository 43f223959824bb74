"""De Weerhamster (huisregels): a burger the werewolves cannot eat (their attack on him does
nothing, unseen: ruling weerhamster-aanval); when the ziener looks at him he dies at dawn, a
death of the night (cause `ziener`)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE, NIGHT_DEATH
from narration.ids import Cause
from narration.state import GameState

card = Card("weerhamster", Kind.ROLE, edition="huisregels",
            death_lines={Cause.ZIENER: "dood_nacht"})


@card.hook(ATTACK_RULE, 5)
def cannot_be_eaten(state: GameState, victim: str) -> bool:
    if state.player(victim).role != "weerhamster" or state.night.victim_cause != "weerwolven":
        return False
    state.tell("weerhamster_gegeten", name=victim)
    return True


@card.hook(NIGHT_DEATH, 150)
def seen_by_the_ziener(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    seen = state.night.seen
    if not seen or state.player(seen).role != "weerhamster" or not state.player(seen).alive:
        return []
    state.tell("weerhamster_gezien", name=seen)
    return [(seen, Cause.ZIENER)]


# --- how a bot plays the weerhamster: no policy of his own (nothing is asked of him); he votes
# with the village's sense (narration/bots.py).
