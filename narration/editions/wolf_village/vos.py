"""Wolf Village's vos plays alone: the werewolves' bite does nothing to him; the ziener's look
kills him at dawn ("Bij zonsopgang is ... spoorloos verdwenen", cause `verdwenen`), whatever
protects him; a vote, the hunter's shot or the poison can also end him. Alive when the village
or the wolves would win, he wins in their place (narration/editions/wolf_village/edition.py:
the camp `vos`), unless he is in love."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import BALLOT, SeatView
from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE, NIGHT_DEATH
from narration.editions.wolf_village import EDITION
from narration.ids import Cause
from narration.prompts import Prompt
from narration.state import GameState

card = Card("vos", Kind.ROLE, edition=EDITION, death_lines={Cause.VERDWENEN: "dood_algemeen"})


@card.hook(ATTACK_RULE, 42)
def bite_does_nothing(state: GameState, victim: str) -> bool:
    return state.player(victim).role == "vos"


@card.hook(NIGHT_DEATH, 42)
def seen_by_the_ziener(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    seen = state.night.seen
    if seen and state.player(seen).role == "vos" and state.player(seen).alive:
        return [(seen, Cause.VERDWENEN)]
    return []


# --- how a bot plays the vos ----------------------------------------------------------------
# He wins by staying alive, so he never stands out: he always votes with the day's lead (a
# villager does so only FOLLOW_LEAD of the time), unless the lead is himself or his lover.


@card.bot_policy(BALLOT)
def bot_fox_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    lead = view.lead(prompt, rng)
    return lead if lead and lead not in (view.me, view.lover) else NotImplemented
