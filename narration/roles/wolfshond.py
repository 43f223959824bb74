"""De Wolfshond (Karakters): on the first night he chooses, for good, to play as a villager or
as a werewolf. Chosen the wolves, he wakes with them every night (that same night included:
his choice is asked as the wolves wake, "tegelijk met de Weerwolven") and wins only with them.
"""

from __future__ import annotations

from narration.callorder import Step
from narration.hooks import Flow, night_step
from narration.prompts import choice_prompt
from narration.state import GameState, Player
from narration.turning import turn_werewolf

RULE = ("In de eerste nacht kiest de Wolfshond of hij als Gewone Burger of als Weerwolf speelt. "
        "De keuze is definitief.")
CAMPS = ["dorp", "weerwolven"]


@night_step("wolfshond")
def wolfshond(state: GameState, step: Step, living: list[Player]) -> Flow:
    dog = living[0]
    line = state.say(step.wake)
    camp = yield choice_prompt(state, step.step, "wolfshond", line, CAMPS, must_rule=RULE,
                               role="wolfshond", called=(dog.name,))
    state.mem("wolfshond")[dog.name] = camp
    if camp == "weerwolven":
        turn_werewolf(state, dog)
        state.tell("wolfshond_wolf", to=("narrator", dog.name), name=dog.name)
    else:
        state.tell("wolfshond_dorp", to=("narrator", dog.name), name=dog.name)
    state.say("wolfshond_slaapt")
