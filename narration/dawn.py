"""Dawn, as an explicit pipeline with a fixed order ("De ochtend"):

1. attack     the wolves' victim of the night (or the caught girl in its place)
2. protection what shields the victim (expansions hook in here)
3. potions    the witch's elixir cancels the attack; her poison adds a death
4. special    deaths of the night from other roles, each `night_death` stage in its order
              (the ridder's infection)
5. chain      every death announced with its card; grief, the hunter's shot, the successor
(6. the win check follows in the day flow.)
"""

from __future__ import annotations

from collections.abc import Callable

from narration.deaths import kill
from narration.hooks import Flow
from narration.state import GameState

# (state, deaths so far) -> more (name, cause) of tonight, for stage 4.
NightDeaths = Callable[[GameState, list[tuple[str, str]]], list[tuple[str, str]]]
_NIGHT_DEATHS: list[tuple[int, NightDeaths]] = []


def night_death(order: int) -> Callable[[NightDeaths], NightDeaths]:
    """Register a stage-4 source of night deaths; lower `order` runs first."""

    def register(fn: NightDeaths) -> NightDeaths:
        _NIGHT_DEATHS.append((order, fn))
        _NIGHT_DEATHS.sort(key=lambda entry: entry[0])
        return fn

    return register


def night_deaths(state: GameState) -> list[tuple[str, str]]:
    """Who dies of tonight, in the order of the pipeline, as (name, cause)."""
    log = state.night
    deaths: list[tuple[str, str]] = []
    victim = log.get("victim")                                  # 1. attack
    if victim and log.get("protected") == victim:               # 2. protection
        victim = None
    if victim and log.get("saved") == victim:                   # 3a. elixir
        victim = None
    if victim:
        deaths.append((victim, log.get("victim_cause", "weerwolven")))
    poisoned = log.get("poisoned")                              # 3b. poison
    if poisoned and all(poisoned != name for name, _ in deaths):
        deaths.append((poisoned, "vergif"))
    for _, stage in _NIGHT_DEATHS:                              # 4. special
        for name, cause in stage(state, deaths):
            if all(name != dead for dead, _ in deaths):
                deaths.append((name, cause))
    return deaths


def dawn(state: GameState) -> Flow:
    deaths = night_deaths(state)
    if not deaths:
        state.say("niemand_dood")
    yield from kill(state, deaths, phase="night")               # 5. chain deaths
