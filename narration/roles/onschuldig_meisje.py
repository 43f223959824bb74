"""Het Onschuldige Meisje: peeks while the wolves are awake; caught, she dies that night
instead of their victim."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind, SecretTurn
from narration.hooks import Flow
from narration.ids import Cause
from narration.prompts import YESNO, Prompt, yesno_prompt
from narration.state import GameState, Player

# Nobody can catch her peeking at a laptop: on the secret nights she is never caught, and
# the question is asked of nobody (ruling doorgeven-meisje).
card = Card("onschuldig_meisje", Kind.ROLE, death_lines={Cause.BETRAPT: "dood_nacht"},
            secret_turns={"meisje_betrapt": SecretTurn(asked=False, answer=False)})


@card.night_step("onschuldig_meisje")
def onschuldig_meisje(state: GameState, step: Step, living: list[Player]) -> Flow:
    girl = living[0]
    # She was told to peek while the wolves were awake (their step); now the narrator is
    # asked what he saw.
    line = state.tell("meisje_vraag")
    caught = yield yesno_prompt(state, step.step, "meisje_betrapt", line,
                                role="onschuldig_meisje", called=(girl.name,))
    if caught:
        # Ruling meisje-betrapt-zonder-slachtoffer: she dies in place of the victim, also when
        # the wolves chose none (narration/RULINGS.md).
        state.night.victim = girl.name
        state.night.victim_cause = "betrapt"
        state.tell("meisje_betrapt")


# --- how a bot plays the onschuldig meisje (narration/bots.py) -------------------------------
# The narrator's answer "was she caught?": yes one night in ten (CAUGHT), a careful peeker.
# What she glimpses is not modelled: she votes with the village.
CAUGHT = 0.1


@card.bot_policy("meisje_betrapt")
def bot_caught(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != YESNO:
        return NotImplemented
    return rng.random() < CAUGHT
