"""Wolf Village's vrijmetselaars come as a pair: two villagers who know each other from the
start (each card shows the other). No night power, and the narrator never calls them, but for
cards dealt at the table (option echte_kaarten): no card showed the other, so the narrator
wakes them on the first night to look at each other (ruling wv-echte-kaarten)."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import BALLOT, SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.memory import Names
from narration.prompts import Prompt, none_prompt
from narration.state import GameState, Player

card = Card("vrijmetselaar", Kind.ROLE, edition=EDITION)


def _shown(state: GameState, masons: list[str]) -> str:
    return state.tell("wv_vrijmetselaars", to=("narrator", *masons), names=state.names(masons),
                      n=len(masons))


@card.moment("voor_het_spel", 22)
def know_each_other(state: GameState) -> Flow:
    masons = [p.name for p in state.holders("vrijmetselaar")]
    state.memo("vrijmetselaar", Names).names[:] = masons  # what each card shows (the bots')
    if masons and not state.setup.options.echte_kaarten:  # real cards show nobody
        _shown(state, masons)
    yield from ()


def not_called(state: GameState) -> str | None:
    """Only real cards leave the pair to be shown each other by the narrator."""
    if state.setup.options.echte_kaarten:
        return None
    return "each vrijmetselaar's card showed the other at the deal"


@card.night_step("vrijmetselaars", when=not_called)
def meet(state: GameState, step: Step, living: list[Player]) -> Flow:
    line = state.say(step.wake)
    masons = [p.name for p in living]
    yield none_prompt(state, step.step, line, info=(_shown(state, masons),),
                      role="vrijmetselaar", called=tuple(masons))
    state.say(step.sleep)


# --- how a bot plays a vrijmetselaar --------------------------------------------------------
# He trusts his brother: he never votes for him, and he goes with the day's lead unless that
# is his brother, then with the most suspected other player.


@card.bot_policy(BALLOT)
def bot_mason_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    brothers = set(view.card_memory(Names).names)
    others = [c for c in prompt.candidates if c not in brothers and c != view.lover]
    lead = view.lead(prompt, rng)
    return lead if lead in others else view.most_suspected(others, rng)
