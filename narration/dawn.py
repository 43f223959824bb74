"""Dawn, as an explicit pipeline with a fixed order ("De ochtend"):

0. seen       what the village sees first (`AT_DAWN`: the pyromaan's fire)
1. attack     the wolves' victim of the night (or the caught girl in its place); a victim the
              oerwolf infected is not eaten (`infected`)
2. protection what shields the victim: the genezer's `protected`, the fire's `spared`, then
              every `attack_rule` (the dorpsoudste's spare life, event cards, the
              poppenspeler's puppet), which sees the elixir too
3. potions    the witch's elixir cancels the attack; her poison adds a death
4. special    deaths of the night from other roles: `extra_deaths` (the werewolf in the fire),
              then each `night_death` stage in its order (the grote_boze_wolf's second victim,
              the witte_weerwolf, the aap, the kolos)
5. chain      every death announced with its card, in seat order (ruling dood-zitvolgorde:
              the order of the pipeline would tell the wolves' victim from the poison); grief,
              the hunter's shot, the successor
(6. the win check follows in the day flow.)
"""

from __future__ import annotations

from collections.abc import Callable

from narration.deaths import kill
from narration.hooks import Flow, ordered_hook
from narration.state import GameState

# What the village sees as it wakes, before the deaths are told (the burnt building).
AT_DAWN: list[Callable[[GameState], None]] = []
# (state, victim) -> True when the victim survives the attack (after the genezer's protection,
# before the elixir; a rule that cares about the elixir reads state.night["saved"]).
AttackRule = Callable[[GameState, str], bool]
ATTACK_RULES: list[AttackRule] = []
# (state, deaths so far) -> more (name, cause) of tonight, for stage 4.
NightDeaths = Callable[[GameState, list[tuple[str, str]]], list[tuple[str, str]]]
_NIGHT_DEATHS: list[tuple[int, NightDeaths]] = []


def attack_rule(fn: AttackRule) -> AttackRule:
    ATTACK_RULES.append(fn)
    return fn


def night_death(order: int) -> Callable[[NightDeaths], NightDeaths]:
    """Register a stage-4 source of night deaths; lower `order` runs first."""
    return ordered_hook(_NIGHT_DEATHS, order)


def night_deaths(state: GameState) -> list[tuple[str, str]]:
    """Who dies of tonight, in the order of the pipeline, as (name, cause)."""
    log = state.night
    deaths: list[tuple[str, str]] = []
    victim = log.get("victim")                                  # 1. attack
    if victim and log.get("infected") == victim:                #    infected, not eaten
        victim = None
    if victim and log.get("protected") == victim:               # 2. protection
        victim = None
    if victim and (victim in log.get("spared", ())
                   or any(rule(state, victim) for rule in ATTACK_RULES)):
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
    for _, stage in _NIGHT_DEATHS:                              # 4. special
        for name, cause in stage(state, deaths):
            if all(name != dead for dead, _ in deaths):
                deaths.append((name, cause))
    for name, cause in log.get("special", []):                  # 4. special deaths
        if all(name != dead for dead, _ in deaths):
            deaths.append((name, cause))
    return deaths


def dawn(state: GameState) -> Flow:
    for seen in AT_DAWN:                                        # 0. seen
        seen(state)
    deaths = night_deaths(state)
    if not deaths:
        state.say("niemand_dood")
    yield from kill(state, in_seat_order(state, deaths), phase="night")  # 5. chain deaths


def in_seat_order(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The night's deaths as they are announced: by seat, whatever killed whom."""
    seats = {p.name: p.seat for p in state.players}
    return sorted(deaths, key=lambda death: seats[death[0]])
