"""Dawn, as an explicit pipeline with a fixed order ("De ochtend"):

1. attack     the wolves' victim of the night (or the caught girl in its place)
2. protection what shields the victim (expansions hook in here)
3. potions    the witch's elixir cancels the attack; her poison adds a death
4. special    deaths of the night from other roles, which no protection stops: each role
              appends (name, cause) to `state.night["special_deaths"]` (the ridder's infection)
5. chain      every death announced with its card; grief, the hunter's shot, the successor
(6. the win check follows in the day flow.)
"""

from __future__ import annotations

from narration.deaths import kill
from narration.hooks import Flow
from narration.state import GameState


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
    for name, cause in log.get("special_deaths", []):           # 4. special deaths
        if all(name != dying for dying, _ in deaths):
            deaths.append((name, cause))
    return deaths


def dawn(state: GameState) -> Flow:
    deaths = night_deaths(state)
    if not deaths:
        state.say("niemand_dood")
    yield from kill(state, deaths, phase="night")               # 5. chain deaths
