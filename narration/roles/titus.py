"""Titus en zijn Dansende Beer: every morning, right after the night's victims are known, the
bear growls when a werewolf sits directly beside Titus (living neighbours only: the dead have
left the table). Infected himself (Player.turned), his bear growls every morning."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.powers import power_blocked
from narration.prompts import none_prompt
from narration.seats import nearest_living_players
from narration.state import GameState, Player

card = Card("titus", Kind.ROLE)


def tamers(state: GameState) -> list[Player]:
    return [p for p in state.alive() if "titus" in (p.role, p.acting)]


@card.night_step("titus")
def titus(state: GameState, step: Step, living: list[Player]) -> Flow:
    """First night: the narrator learns who Titus is (so he can watch his neighbours)."""
    tamer = living[0]
    line = state.say(step.wake)
    info = (state.tell("titus_is", name=tamer.name),)
    yield none_prompt(state, step.step, line, info=info, role="titus", called=(tamer.name,))
    state.say("titus_slaapt")


@card.moment("ochtend", 100)  # "Grom van de beer", right after the night's victims
def growl(state: GameState) -> Flow:
    for tamer in tamers(state):
        lost = power_blocked(state, tamer)
        if lost:  # ruling kracht-kwijt-overdag: no growl (the wolvenmoeder, Besmetting, ...)
            state.tell("beer_kracht_kwijt", name=tamer.name, reason=lost.words)
            continue
        beside = nearest_living_players(state, tamer)
        if tamer.turned or any(p.werewolf for p in beside):
            state.say("beer_gromt")
        else:
            state.tell("beer_stil", name=tamer.name)
    yield from ()
