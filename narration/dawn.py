"""Dawn, as an explicit pipeline with a fixed order ("De ochtend"):

0. seen       what the village sees first (`SEEN_AT_DAWN`: the pyromaan's fire)
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

from narration.card import Point
from narration.deaths import kill
from narration.hooks import Flow
from narration.state import GameState

SEEN_AT_DAWN: Point[Callable[[GameState], None]] = Point(
    "at_dawn", doc="(state): what the village sees as it wakes, before the deaths are told "
                   "(the burnt building)")
ATTACK_RULE: Point[Callable[[GameState, str], bool]] = Point(
    "attack_rule", doc="(state, victim) -> True when the victim survives the attack (after "
                       "the genezer's protection, before the elixir; a rule that cares about "
                       "the elixir reads state.night.saved)")
MORNING_NEWS: Point[Callable[[GameState, list[tuple[str, str]]], bool]] = Point(
    "morning_news", doc="(state, the night's deaths) -> True when the rule has said what the "
                        "night brought (wolf_village's sentences), instead of 'nobody died'")
NIGHT_SHIELD: Point[Callable[[GameState, str, str], bool]] = Point(
    "night_shield", doc="(state, name, cause) -> True when nothing of tonight can kill him "
                        "(the house rules' genezer); the last stage before the chain")
NIGHT_DEATH: Point[Callable[[GameState, list[tuple[str, str]]], list[tuple[str, str]]]] = Point(
    "night_death", doc="(state, deaths so far) -> more (name, cause) of tonight, for stage 4")


def night_deaths(state: GameState) -> list[tuple[str, str]]:
    """Who dies of tonight, in the order of the pipeline, as (name, cause)."""
    log = state.night
    deaths: list[tuple[str, str]] = []
    victim = log.victim                                  # 1. attack
    if victim and log.infected == victim:                #    infected, not eaten
        victim = None
    if victim and log.protected == victim:               # 2. protection
        victim = None
    attack_rules = state.rules.fns(ATTACK_RULE)
    if victim and (victim in log.spared
                   or (attack_rules and any(rule(state, victim) for rule in attack_rules))):
        victim = None
    if victim and log.saved == victim:                   # 3a. elixir
        victim = None
    if victim:
        deaths.append((victim, log.victim_cause))
    poisoned = log.poisoned                              # 3b. poison
    if poisoned and all(poisoned != name for name, _ in deaths):
        deaths.append((poisoned, "vergif"))
    for name, cause in log.extra_deaths:             # 4. special
        if all(name != dead for dead, _ in deaths):
            deaths.append((name, cause))
    for stage in state.rules.fns(NIGHT_DEATH):                  # 4. special
        for name, cause in stage(state, deaths):
            if all(name != dead for dead, _ in deaths):
                deaths.append((name, cause))
    for name, cause in log.special:                  # 4. special deaths
        if all(name != dead for dead, _ in deaths):
            deaths.append((name, cause))
    shields = state.rules.fns(NIGHT_SHIELD)          # 4b. who nothing tonight can kill
    if shields:
        deaths = [(name, cause) for name, cause in deaths
                  if not any(shield(state, name, cause) for shield in shields)]
    return deaths


def dawn(state: GameState) -> Flow:
    for seen in state.rules.fns(SEEN_AT_DAWN):                  # 0. seen
        seen(state)
    deaths = night_deaths(state)
    told = False
    for news in state.rules.fns(MORNING_NEWS):
        told = news(state, deaths) or told
    if not deaths and not told:
        state.announce("niemand_dood")
    if deaths:
        yield from kill(state, in_seat_order(state, deaths), phase="night")  # 5. chain deaths


def in_seat_order(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The night's deaths as they are announced: by seat, whatever killed whom."""
    if len(deaths) < 2:
        return list(deaths)
    return sorted(deaths, key=lambda death: state.player(death[0]).seat)
