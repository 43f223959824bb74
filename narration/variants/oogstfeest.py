"""Variant Het Oogstfeest in Wakkerdam: the village drank too much and the powers work
differently. Enforced by the app: the wolves eat only a neighbour of one of them; the ziener
sees three cards (the chosen one's and his living neighbours', not whose); the jager shoots one
of his two neighbours; the zondebok dies when the village votes out one of his two living
neighbours (not at a tie); the witch has one box toss per game instead of her potions; the
genezer protects himself or a neighbour; the fluitspeler charms one a night (those rules sit
in their role modules). Told to the narrator: the girl spies on the witch only, the dief who
kept his card swaps with a player in the first night, the mayor votes first, Cupido's third
lover."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.callorder import Step
from narration.card import Card, Kind
from narration.deaths import kill
from narration.hooks import Flow
from narration.ids import Cause
from narration.lovers import update_lover_camps
from narration.potions import potions
from narration.presence import PREY_RULE
from narration.prompts import none_prompt, player_prompt
from narration.seats import living_neighbours
from narration.state import GameState
from narration.vote_rules import CONDEMNED_RULE

card = Card("oogstfeest", Kind.VARIANT, when=lambda setup: setup.options.oogstfeest,
            death_lines={Cause.VERGIF: "dood_nacht"})


def on(state: GameState) -> bool:
    return state.setup.options.oogstfeest


@card.moment("voor_het_spel", 201)
def harvest_reminders(state: GameState) -> Flow:
    if on(state):
        state.tell("oogstfeest_herinnering")
    yield from ()


NEIGHBOUR_RULE = "De Weerwolven mogen alleen iemand verslinden die naast een van hen zit."


@card.hook(PREY_RULE, 20)
def only_a_neighbour(state: GameState, name: str) -> str | None:
    if not on(state) or any(state.player(n).werewolf for n in living_neighbours(state, name)):
        return None
    return NEIGHBOUR_RULE


@card.hook(CONDEMNED_RULE, 60)
def scapegoat_for_his_neighbours(state: GameState, name: str,
                                 cause: str) -> Generator[Any, Any, bool]:
    if not on(state):
        return False
    goats = [p for p in state.alive() if p.role == "zondebok" and p.name != name]
    if not goats or name not in living_neighbours(state, goats[0].name):
        return False
    state.say("oogstfeest_zondebok", name=goats[0].name, neighbour=name)
    yield from kill(state, [(goats[0].name, cause)])
    return True


# The box toss: lid and bottom land open or closed (ruling oogstfeest-heks).
OUTCOMES = ("genezen", "burger", "weerwolf", "dood")


@card.override_step("heks", 20, on)
def box_toss(state: GameState, step: Step) -> Flow:
    witches = [p for p in state.players if p.role == "heks"]
    living = [p for p in witches if p.alive]
    if not living:
        return
    mem = potions(state)
    line = state.say(step.wake)
    victim = state.night.victim
    info = (state.tell("heks_slachtoffer", name=victim) if victim
            else state.tell("heks_geen_slachtoffer"),)
    if mem.box_used is not None:
        state.skip("heks", "the heks has tossed the box already (once per game)")
        yield none_prompt(state, step.step, line, info=info, role="heks",
                          called=(living[0].name,))
        state.say("heks_slaapt")
        return
    target = yield player_prompt(state, step.step, "heks", line, state.alive_names(),
                                 optional=True, info=info, role="heks",
                                 called=(living[0].name,))
    if target:
        mem.box_used = state.round
        outcome = state.rng("oogstfeest_doos").choice(OUTCOMES)
        player = state.player(target)
        state.tell(f"doos_{outcome}", name=target)
        if outcome != "dood" and victim == target:
            state.night.saved = target
        if outcome == "burger":
            player.role, player.turned = "burger", False
        elif outcome == "weerwolf":
            player.turned = True
        elif outcome == "dood":
            state.night.special.append((target, "vergif"))
        update_lover_camps(state)
    state.say("heks_slaapt")
