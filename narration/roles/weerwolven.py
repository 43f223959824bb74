"""De Weerwolven: every night they choose one victim together, never a werewolf; when they do
not agree there is no victim."""

from __future__ import annotations

from narration.bot_view import BALLOT, DAY
from narration.callorder import Step
from narration.card import Card, Kind, SecretTurn
from narration.hooks import Flow
from narration.ids import Cause
from narration.presence import AWAY_RULE, away, edible, prey_blocked
from narration.prompts import player_prompt, rule_error
from narration.shared_policies import bot_counter_claims, bot_meal, bot_pack_votes
from narration.state import GameState, Player

card = Card("weerwolven", Kind.RULE, roles=("weerwolf",),
            death_lines={Cause.WEERWOLVEN: "dood_nacht"},
            # On a secret turn each living werewolf votes; their facts name the pack.
            secret_turns={"weerwolven": SecretTurn(facts_say_it=True, pack=True)})

RULE = "Dat slachtoffer mag nooit een andere Weerwolf zijn."


@card.night_step("weerwolven")
def weerwolven(state: GameState, step: Step, living: list[Player]) -> Flow:
    # Away players (an event card) neither eat nor can be eaten tonight.
    if state.rules.fns(AWAY_RULE):
        living = [p for p in living if not away(state, p.name)]
    if not living:
        state.skip("weerwolven", "every living werewolf is away from the village tonight")
        return
    line = state.say(step.wake)
    if state.holders("onschuldig_meisje"):
        # She peeks while the wolves are awake, so she is told so now (rulebook).
        line += " " + state.say("meisje_gluurt")
    info = (state.tell("weerwolven_kiezen", names=state.names([p.name for p in living]),
                       n=len(living)),)
    prey = edible(state, [p.name for p in state.alive() if not p.werewolf])

    def never_a_werewolf(name: str) -> str | None:
        if state.player(name).werewolf and state.player(name).alive:
            raise rule_error(state, f"{name}:", RULE)
        blocked = prey_blocked(state, name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    victim = yield player_prompt(state, step.step, "weerwolven", line, prey, optional=True,
                                 rule=never_a_werewolf, info=info, role="weerwolf",
                                 called=tuple([p.name for p in living]))
    if victim:
        state.night.victim = victim
        state.night.victim_cause = "weerwolven"
        state.night.chosen = victim  # their choice, even if another dies in its place
        state.note("weerwolven_slachtoffer", name=victim)
    else:
        state.note("weerwolven_oneens")
    state.announce("weerwolven_slapen")


# --- how the bots play the pack: narration/shared_policies.py (Wolf Village's pack plays alike)
card.bot_policy("weerwolven")(bot_meal)
card.bot_policy(BALLOT)(bot_pack_votes)
card.bot_policy(DAY)(bot_counter_claims)
