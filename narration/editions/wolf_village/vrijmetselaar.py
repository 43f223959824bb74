"""Wolf Village's vrijmetselaars come as a pair: two villagers who know each other from the
start (each card shows the other). No night power, and the narrator never calls them."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import BALLOT, SeatView
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.memory import Names
from narration.prompts import Prompt
from narration.state import GameState

card = Card("vrijmetselaar", Kind.ROLE, edition=EDITION)


@card.moment("voor_het_spel", 22)
def know_each_other(state: GameState) -> Flow:
    masons = [p.name for p in state.holders("vrijmetselaar")]
    state.memo("vrijmetselaar", Names).names[:] = masons  # what each card shows
    if masons:
        state.tell("wv_vrijmetselaars", to=("narrator", *masons), names=state.names(masons),
                   n=len(masons))
    yield from ()


# --- how a bot plays a vrijmetselaar --------------------------------------------------------
# He trusts his brother: he never votes for him, and he goes with the day's lead unless that
# is his brother, then with the most suspected other player.


@card.bot_policy(BALLOT)
def bot_mason_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    brothers = set(view.card_memory(Names).names)
    others = [c for c in prompt.candidates if c not in brothers and c != view.lover]
    lead = view.lead(prompt, rng)
    return lead if lead in others else view.most_suspected(others, rng)
