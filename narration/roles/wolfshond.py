"""De Wolfshond (Karakters): on the first night he chooses, for good, to play as a villager or
as a werewolf. Chosen the wolves, he wakes with them every night (that same night included:
his choice is asked as the wolves wake, "tegelijk met de Weerwolven") and wins only with them.
Who takes his card later (the dienstmeisje) chooses the next night.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import choice_prompt
from narration.state import GameState, Player
from narration.turning import turn_werewolf


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
