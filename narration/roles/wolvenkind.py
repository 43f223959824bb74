"""Het Wolvenkind (Karakters): on the first night he chooses another player as his role model;
the moment the model is eliminated, by any cause, he becomes a werewolf (Player.turned) and
wakes with the wolves from the next night. He wins with the camp he belongs to at the end."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.powers import has_power
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
from narration.state import GameState, Player
from narration.turning import turn_werewolf


@dataclass
class Models:
    """{wolvenkind's name: the model he chose on the first night}."""

    models: dict[str, str] = field(default_factory=dict)


card = Card("wolvenkind", Kind.ROLE)

RULE = ("Het Wolvenkind begint als Burger en kiest in de eerste nacht een andere speler als "
        "rolmodel.")


def models(state: GameState) -> dict[str, str]:
    """{wolvenkind's name: his role model's name}."""
    return state.memo("wolvenkind", Models).models


def has_a_model(state: GameState) -> str | None:
    """After the first night: a living holder without a model (who took the card later, the
    dienstmeisje) chooses one; "Dat mag dezelfde speler zijn als eerst"."""
    if any(p.name not in models(state) for p in state.holders("wolvenkind")):
        return None
    return "the wolvenkind chose his role model on the first night"


@card.night_step("wolvenkind_nieuw", when=has_a_model)
def wolvenkind_nieuw(state: GameState, step: Step, living: list[Player]) -> Flow:
    yield from wolvenkind(state, step, [p for p in living if p.name not in models(state)])


@card.night_step("wolvenkind")
def wolvenkind(state: GameState, step: Step, living: list[Player]) -> Flow:
    child = living[0]
    line = state.say(step.wake)
    others = [n for n in state.alive_names() if n != child.name]

    def another_player(name: str) -> str | None:
        if name == child.name:
            raise rule_error(state, f"{name}:", RULE)
        return None

    model = yield player_prompt(state, step.step, "wolvenkind", line, others, must_rule=RULE,
                                rule=another_player, role="wolvenkind", called=(child.name,))
    models(state)[child.name] = model
    state.tell("wolvenkind_kiest", to=("narrator", child.name), name=child.name, model=model)
    state.say("wolvenkind_slaapt")


@card.grief(40)
def model_dies(state: GameState, player: Player) -> list[tuple[str, str]]:
    """"Wordt het rolmodel uitgeschakeld, dan verandert het Wolvenkind onmiddellijk in een
    Weerwolf": at the model's death, before anything else of the chain."""
    for child_name, model in models(state).items():
        child = state.player(child_name)
        if model != player.name or not child.alive or child.werewolf:
            continue
        if child.role != "wolvenkind" or not has_power(state, child):
            continue
        turn_werewolf(state, child)
        state.tell("wolvenkind_wordt_wolf", to=("narrator", child.name), name=child.name,
                   model=model)
    return []


# --- how a bot plays the wolvenkind (narration/bots.py) ---------------------------------------
# He starts in the village, and the village is stronger while he stays in it: he takes as his
# model a player likely to live long, one the wolves do not bite first (not a claimer, not a
# player the seer cleared) and the village does not vote out (no suspicion): the least
# suspected of those, ties at random; else the least suspected player. Turned already (a
# werewolf), he has nothing to choose for and takes anybody.


@card.bot_policy("wolvenkind")
def bot_models(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    cands = [c for c in prompt.candidates if c != view.me] or list(prompt.candidates)
    claimers = set(view.trusted_claimers())
    quiet = [c for c in cands if c not in claimers and c not in view.findings
             and view.suspicion(c) <= 0]
    return view.least_suspected(quiet or cands, rng)
