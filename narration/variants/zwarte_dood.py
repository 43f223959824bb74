"""Variant De Zwarte Dood (only the narrator knows it): no werewolves are dealt, yet the app
calls them every night as usual. On the first night the narrator picks the victim; from then
on the most recent victim of the Black Death (told in secret during the day) picks the next.
The survivors win when they see that something is wrong (`zwarte_dood_doorzien = true`, asked
before each vote); otherwise the game goes on until the village has died out."""

from __future__ import annotations

from dataclasses import dataclass

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.ids import Cause, DayStepId
from narration.prompts import player_prompt, yesno_prompt
from narration.state import GameState, Winner
from narration.wins import GAME_GOES_ON, WIN_RULE, check_win

card = Card("zwarte_dood", Kind.VARIANT, when=lambda setup: setup.options.zwarte_dood,
            death_lines={Cause.WEERWOLVEN: "dood_nacht"})


@dataclass
class Plague:
    """Tonight's victim until the morning, the latest victim (who picks the next), and
    whether the village has seen through it."""

    candidate: str | None = None
    latest: str | None = None
    seen_through: bool = False


def mem(state: GameState) -> Plague:
    return state.memo("zwarte_dood", Plague)


def on(state: GameState) -> bool:
    return state.setup.options.zwarte_dood


def latest_victim(state: GameState) -> str | None:
    return mem(state).latest


@card.override_step("weerwolven", 20, on)
def black_death(state: GameState, step: Step) -> Flow:
    line = state.say(step.wake)
    picker = latest_victim(state)
    info = (state.tell("zwarte_dood_kiest", name=picker) if picker
            else state.tell("zwarte_dood_spelleider"),)
    victim = yield player_prompt(state, step.step, "weerwolven", line, state.alive_names(),
                                 optional=True, info=info, role="weerwolf",
                                 called=(picker,) if picker else ())
    if victim:
        state.night.victim = victim
        state.night.victim_cause = "weerwolven"  # announced as any night death
        mem(state).candidate = victim
    state.say(step.wake.replace("_wakker", "_slapen"))


@card.moment("ochtend", 51)
def tell_the_victim(state: GameState) -> Flow:
    if not on(state):
        return
    victim, mem(state).candidate = mem(state).candidate, None
    if victim and not state.player(victim).alive:
        mem(state).latest = victim
        state.tell("zwarte_dood_vertel", name=victim)
    yield from ()


@card.moment("voor_stemming", 50)
def seen_through(state: GameState) -> Flow:
    if not on(state):
        return
    line = state.text("public", DayStepId.DISCUSSIE)
    seen = yield yesno_prompt(state, "zwarte_dood_doorzien", "zwarte_dood_doorzien", line,
                              info=(state.tell("zwarte_dood_vraag"),))
    if seen:
        mem(state).seen_through = True
        state.say("zwarte_dood_onthuld")
        check_win(state)


@card.hook(WIN_RULE, 30)
def until_they_see_it(state: GameState) -> Winner | None:
    if not on(state):
        return None
    if mem(state).seen_through:
        return Winner("dorp", [p.name for p in state.players if p.camp == "dorp"])
    return GAME_GOES_ON
