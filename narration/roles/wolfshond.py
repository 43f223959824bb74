"""De Wolfshond (Karakters): on the first night he chooses, for good, to play as a villager or
as a werewolf. Chosen the wolves, he wakes with them every night (that same night included:
his choice is asked as the wolves wake, "tegelijk met de Weerwolven") and wins only with them.
Who takes his card later (the dienstmeisje) chooses the next night.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.errors import WakkerdamError
from narration.hooks import Flow
from narration.prompts import CHOICE, Prompt, choice_prompt
from narration.state import GameState, Player
from narration.turning import turn_werewolf
from setups.scores import card_value, score


@dataclass
class Choices:
    """{wolfshond's name: the camp he chose, "dorp" or "weerwolven"}."""

    choices: dict[str, str] = field(default_factory=dict)


card = Card("wolfshond", Kind.ROLE)

RULE = ("In de eerste nacht kiest de Wolfshond of hij als Gewone Burger of als Weerwolf speelt. "
        "De keuze is definitief.")
CAMPS = ["dorp", "weerwolven"]


def choices(state: GameState) -> dict[str, str]:
    """{wolfshond's name: "dorp" or "weerwolven"}."""
    return state.memo("wolfshond", Choices).choices


def chosen(state: GameState) -> str | None:
    """The first night; later only for a living holder who has not chosen (a new card holder:
    the dienstmeisje), so a dead or decided wolfshond is never paused for."""
    if state.round == 1 or any(p.name not in choices(state) for p in state.holders("wolfshond")):
        return None
    return "the wolfshond chose on the first night (the choice is final)"


@card.night_step("wolfshond", when=chosen)
def wolfshond(state: GameState, step: Step, living: list[Player]) -> Flow:
    dog = next((p for p in living if p.name not in choices(state)), living[0])
    line = state.say(step.wake)
    camp = yield choice_prompt(state, step.step, "wolfshond", line, CAMPS, must_rule=RULE,
                               role="wolfshond", called=(dog.name,))
    choices(state)[dog.name] = camp
    if camp == "weerwolven":
        turn_werewolf(state, dog)
        state.tell("wolfshond_wolf", to=("narrator", dog.name), name=dog.name)
    else:
        state.tell("wolfshond_dorp", to=("narrator", dog.name), name=dog.name)
    state.say("wolfshond_slaapt")


# --- how a bot plays the wolfshond (narration/bots.py) ----------------------------------------
# He picks the camp most likely to win once his own choice is counted. The cards in play are
# public (the narrator calls every card each night), and the meter's card score
# (setups/data/scores.toml: positive helps the village) weighs them: with the other cards'
# score s, as a werewolf the game leans s + value(weerwolf) (to the wolves when negative), as a
# villager s + value(burger); he joins the side with the larger lean. Ties go to the village.
AS_WOLF, AS_VILLAGER = "weerwolven", "dorp"


@card.bot_policy("wolfshond")
def bot_chooses(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != CHOICE or not {AS_WOLF, AS_VILLAGER} <= set(prompt.choices):
        return NotImplemented  # not the choice this policy knows: the generic answer
    cards = Counter(view.cards_in_play())
    cards["wolfshond"] -= 1
    try:
        rest = score(+cards)
        wolf_lean = -(rest + card_value("weerwolf"))
        village_lean = rest + card_value("burger")
    except WakkerdamError:
        return NotImplemented  # a card without a value: the generic answer
    return AS_WOLF if wolf_lean > village_lean else AS_VILLAGER
