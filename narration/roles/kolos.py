"""De Kolos (25 jaar): devoured by the werewolves, he strikes back: at the end of the night he
is called, shown who the werewolves are, and chooses one who leaves the game with him."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import NIGHT_DEATH
from narration.hooks import Flow
from narration.ids import Cause
from narration.prompts import PLAYER, Prompt, player_prompt
from narration.state import GameState, Player

card = Card("kolos", Kind.ROLE, death_lines={Cause.KOLOS: "dood_nacht"})

RULE = "De Kolos kiest er één uit die samen met hem het spel verlaat."


def devoured(state: GameState, name: str) -> bool:
    """Whether the werewolves (or the grote_boze_wolf) devour him tonight: chosen, not caught
    girl, not infected, not protected, not saved by the elixir (ruling kolos-verslonden)."""
    log = state.night
    if log.protected == name or log.infected == name:
        return False
    if log.victim == name and log.victim_cause == "weerwolven":
        return log.saved != name
    return bool(log.second_victim == name)


def not_devoured(state: GameState) -> str | None:
    """Called only the night he is devoured (never as a pause for a dead kolos)."""
    if any(devoured(state, p.name) for p in state.holders("kolos")):
        return None
    return "the kolos was not devoured tonight"


@card.night_step("kolos", when=not_devoured)
def kolos(state: GameState, step: Step, living: list[Player]) -> Flow:
    colossus = next(p for p in living if devoured(state, p.name))
    wolves = [p.name for p in state.alive() if p.werewolf]
    if not wolves:
        return
    line = state.say(step.wake)
    info = (state.tell("kolos_wolven", to=("narrator", colossus.name),
                       names=state.names(wolves), n=len(wolves)),)
    target = yield player_prompt(state, step.step, "kolos", line, wolves, must_rule=RULE,
                                 info=info, role="kolos", called=(colossus.name,))
    state.night.kolos_target = target
    state.tell("kolos_neemt_mee", name=colossus.name, target=target)
    state.say("kolos_slaapt")


@card.hook(NIGHT_DEATH, 400)
def struck_back(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    target = state.night.kolos_target
    return [(target, "kolos")] if target else []


# --- how a bot plays the kolos (narration/bots.py) --------------------------------------------
# Shown the werewolves, he takes along the one the table suspects least: the suspected ones
# the village is likely to vote out without him. Never his lover while another is in reach.


@card.bot_policy("kolos")
def bot_strikes_back(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    wolves = [c for c in prompt.candidates if c != view.lover] or list(prompt.candidates)
    return view.least_suspected(wolves, rng)
