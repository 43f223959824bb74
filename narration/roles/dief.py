"""De Dief: on the first night he may swap his card for one of the two middle cards; when both
are werewolves he must."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import CHOICE, Prompt, choice_prompt
from narration.state import GameState, Player
from setups.catalogue import role

card = Card("dief", Kind.ROLE)

FORCED_RULE = (
    "Liggen er twee Weerwolven in het midden, dan is ruilen verplicht en wordt de Dief een "
    "Weerwolf."
)


@card.night_step("dief")
def dief(state: GameState, step: Step, living: list[Player]) -> Flow:
    thief = living[0]
    cards = list(state.middle)
    forced = len(cards) == 2 and all(role(c).werewolf for c in cards)
    line = state.say(step.wake)
    info = [state.tell("dief_kaarten", cards=", ".join(state.role_name(c) for c in cards))]
    if forced:
        info.append(state.tell("dief_moet"))
    choice = yield choice_prompt(state, step.step, "dief", line, list(dict.fromkeys(cards)),
                                 optional=not forced, must_rule=FORCED_RULE, info=tuple(info),
                                 role="dief", called=(thief.name,))
    if choice:
        state.middle[state.middle.index(choice)] = thief.role
        thief.role = choice
        state.tell("dief_geruild", name=thief.name, role=state.role_name(choice))
    else:
        state.tell("dief_houdt", name=thief.name)
    state.say("dief_slaapt")


# --- how a bot plays the dief (narration/bots.py) ---------------------------------------------
# Shown the two middle cards, he takes a werewolf card TAKE_WEREWOLF of the time (when there
# is one), else a card with a power over a plain burger, else he keeps his own.
TAKE_WEREWOLF = 0.5


@card.bot_policy("dief")
def bot_swaps(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != CHOICE or not prompt.choices:
        return NotImplemented  # not the swap this policy knows: the generic answer
    wolves = [c for c in prompt.choices if role(c).werewolf]
    if wolves and (rng.random() < TAKE_WEREWOLF or not prompt.optional):
        return wolves[0]
    powers = [c for c in prompt.choices if not role(c).werewolf and c != "burger"]
    if powers:
        return powers[rng.randrange(len(powers))]
    return "" if prompt.optional else prompt.choices[0]
