"""Dawn, as an explicit pipeline with a fixed order ("De ochtend"):

1. attack     the wolves' victim of the night (or the caught girl in its place)
2. protection what shields the victim: the genezer's `protected`, then every `attack_rule`
              (the dorpsoudste's spare life, event cards), which sees the elixir too
3. potions    the witch's elixir cancels the attack; her poison adds a death
4. special    deaths of the night from other roles (expansions)
5. chain      every death announced with its card; grief, the hunter's shot, the successor
(6. the win check follows in the day flow.)
"""

from __future__ import annotations

from collections.abc import Callable

from narration.deaths import kill
from narration.hooks import Flow
from narration.state import GameState

# (state, victim) -> True when the victim survives the attack (after the genezer's protection,
# before the elixir; a rule that cares about the elixir reads state.night["saved"]).
AttackRule = Callable[[GameState, str], bool]
ATTACK_RULES: list[AttackRule] = []


def attack_rule(fn: AttackRule) -> AttackRule:
    ATTACK_RULES.append(fn)
    return fn


def night_deaths(state: GameState) -> list[tuple[str, str]]:
    """Who dies of tonight, in the order of the pipeline, as (name, cause)."""
    log = state.night
    deaths: list[tuple[str, str]] = []
    victim = log.get("victim")                                  # 1. attack
    if victim and log.get("protected") == victim:               # 2. protection
        victim = None
    if victim and any(rule(state, victim) for rule in ATTACK_RULES):
        victim = None
    if victim and log.get("saved") == victim:                   # 3a. elixir
        victim = None
    if victim:
        deaths.append((victim, log.get("victim_cause", "weerwolven")))
    poisoned = log.get("poisoned")                              # 3b. poison
    if poisoned and all(poisoned != name for name, _ in deaths):
        deaths.append((poisoned, "vergif"))
    for name, cause in log.get("special", []):                  # 4. special deaths
        if all(name != dead for dead, _ in deaths):
            deaths.append((name, cause))
    return deaths


def dawn(state: GameState) -> Flow:
    deaths = night_deaths(state)
    if not deaths:
        state.say("niemand_dood")
    yield from kill(state, deaths, phase="night")               # 5. chain deaths
