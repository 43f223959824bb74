"""Dawn, as an explicit pipeline with a fixed order ("De ochtend"):

0. seen       what the village sees first (`AT_DAWN`: the pyromaan's fire)
1. attack     the wolves' victim of the night (or the caught girl in its place)
2. protection what shields the victim (expansions hook in here; `spared`: the fire)
3. potions    the witch's elixir cancels the attack; her poison adds a death
4. special    deaths of the night from other roles (`extra_deaths`: the werewolf in the fire)
5. chain      every death announced with its card; grief, the hunter's shot, the successor
(6. the win check follows in the day flow.)
"""

from __future__ import annotations

from collections.abc import Callable

from narration.deaths import kill
from narration.hooks import Flow
from narration.state import GameState

# What the village sees as it wakes, before the deaths are told (the burnt building).
AT_DAWN: list[Callable[[GameState], None]] = []


def night_deaths(state: GameState) -> list[tuple[str, str]]:
    """Who dies of tonight, in the order of the pipeline, as (name, cause)."""
    log = state.night
    deaths: list[tuple[str, str]] = []
    victim = log.get("victim")                                  # 1. attack
    if victim and log.get("protected") == victim:               # 2. protection
        victim = None
    if victim and victim in log.get("spared", ()):
        victim = None
    if victim and log.get("saved") == victim:                   # 3a. elixir
        victim = None
    if victim:
        deaths.append((victim, log.get("victim_cause", "weerwolven")))
    poisoned = log.get("poisoned")                              # 3b. poison
    if poisoned and all(poisoned != name for name, _ in deaths):
        deaths.append((poisoned, "vergif"))
    for name, cause in log.get("extra_deaths", ()):             # 4. special
        if all(name != dead for dead, _ in deaths):
            deaths.append((name, cause))
    return deaths


def dawn(state: GameState) -> Flow:
    for seen in AT_DAWN:                                        # 0. seen
        seen(state)
    deaths = night_deaths(state)
    if not deaths:
        state.say("niemand_dood")
    yield from kill(state, deaths, phase="night")               # 5. chain deaths
