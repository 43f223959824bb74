"""De Weerwolven: every night they choose one victim together, never a werewolf; when they do
not agree there is no victim."""

from __future__ import annotations

from collections.abc import Callable

from narration.callorder import Step
from narration.hooks import Flow, night_step
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player

RULE = "Dat slachtoffer mag nooit een andere Weerwolf zijn."

# Who else the wolves may not choose (the waard of Het Dorp): each rule gets a living
# candidate and returns the rule that protects him, or None.
PREY_RULES: list[Callable[[GameState, str], str | None]] = []


def shielded(state: GameState, name: str) -> str | None:
    for prey_rule in PREY_RULES:
        reason = prey_rule(state, name)
        if reason:
            return reason
    return None


@night_step("weerwolven")
def weerwolven(state: GameState, step: Step, living: list[Player]) -> Flow:
    line = state.say(step.wake)
    info = (state.tell("weerwolven_kiezen", names=state.names([p.name for p in living])),)
    prey = [p.name for p in state.alive() if not p.werewolf and not shielded(state, p.name)]

    def never_a_werewolf(name: str) -> str | None:
        if state.player(name).werewolf and state.player(name).alive:
            raise rule_error(state, f"{name}:", RULE)
        reason = shielded(state, name) if state.player(name).alive else None
        if reason:
            raise rule_error(state, f"{name}:", reason)
        return None

    victim = yield player_prompt(state, step.step, "weerwolven", line, prey, optional=True,
                                 rule=never_a_werewolf, info=info, role="weerwolf",
                                 called=tuple(p.name for p in living))
    if victim:
        state.night["victim"] = victim
        state.night["victim_cause"] = "weerwolven"
        state.night["chosen"] = victim  # their choice, even if another dies in its place
        state.tell("weerwolven_slachtoffer", name=victim)
    else:
        state.tell("weerwolven_oneens")
    state.say("weerwolven_slapen")
