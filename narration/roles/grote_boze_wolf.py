"""De Grote Boze Wolf (Karakters): he wakes with the werewolves; while no werewolf, wolvenkind
or wolfshond has been eliminated he is woken a second time to devour an extra victim on his own,
never a werewolf."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE, NIGHT_DEATH
from narration.hooks import Flow
from narration.ids import Cause
from narration.pack_meal import choose_meal
from narration.presence import may_be_eaten, prey_blocked
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
from narration.state import GameState, Player

card = Card("grote_boze_wolf", Kind.ROLE, death_lines={Cause.GROTE_BOZE_WOLF: "dood_nacht"})

RULE = "Dat mag geen Weerwolf zijn."
OTHER_RULE = ("De Grote Boze Wolf verslindt een extra slachtoffer, naast dat van de Weerwolven "
              "(uitspraak van de spelleider).")


def wolf_eliminated(state: GameState) -> Player | None:
    """The first eliminated werewolf, wolvenkind or wolfshond, or None."""
    for death in state.deaths:
        p = state.player(death.name)
        if p.werewolf or p.role in ("wolvenkind", "wolfshond"):
            return p
    return None


def a_wolf_lost(state: GameState) -> str | None:
    """While no werewolf, wolvenkind or wolfshond is out; once one is, he is never called again
    (nor paused for when dead: the pause would tell his death from a wolf's)."""
    fallen = wolf_eliminated(state)
    if fallen is None:
        return None
    return (f"{fallen.name} ({fallen.role}) has been eliminated, so the grote_boze_wolf no "
            "longer wakes a second time")


@card.night_step("grote_boze_wolf", when=a_wolf_lost)
def grote_boze_wolf(state: GameState, step: Step, living: list[Player]) -> Flow:
    wolf = living[0]
    line = state.say(step.wake)
    first = state.night.victim
    # He devours like the werewolves: whom they may not eat (the waard, an away player, the
    # Oogstfeest's neighbours) he may not either (ruling prooi-grote-boze-wolf).
    prey = [p.name for p in state.alive()
            if not p.werewolf and p.name != first and may_be_eaten(state, p.name)]

    def not_a_werewolf(name: str) -> str | None:
        if state.player(name).werewolf:
            raise rule_error(state, f"{name}:", RULE)
        if name == first:
            raise rule_error(state, f"{name}:", OTHER_RULE,
                             ruling="grote-boze-wolf-ander-slachtoffer")
        blocked = prey_blocked(state, name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    victim = yield player_prompt(state, step.step, "grote_boze_wolf", line, prey, optional=True,
                                 rule=not_a_werewolf, role="grote_boze_wolf",
                                 called=(wolf.name,))
    if victim:
        state.night.second_victim = victim
        state.tell("grote_boze_wolf_kiest", name=victim)
    state.say("grote_boze_wolf_slaapt")


@card.hook(NIGHT_DEATH, 100)
def second_victim(state: GameState, deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    # Ruling grote-boze-wolf-aanval: his victim is a werewolf attack too: the genezer's
    # protection and the attack rules (the poppenspeler's puppet) shield it; the witch's elixir
    # does not (she is shown the wolves' shared victim only).
    victim = state.night.second_victim
    if not victim or state.night.protected == victim:
        return []
    if any(rule(state, victim) for rule in state.rules.fns(ATTACK_RULE)):
        return []
    return [(victim, "grote_boze_wolf")]


# --- how a bot plays the grote_boze_wolf (narration/bots.py) ----------------------------------
# His extra victim is a second meal of the pack's, chosen the pack's way (narration/
# pack_meal.py): a claimer first, then a player the seer cleared, else a player the table does
# not suspect (a suspect is left for the village to vote out); never a werewolf he
# wakes with, nor his lover. The prompt leaves out the pack's own victim already.


@card.bot_policy("grote_boze_wolf")
def bot_second_meal(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the meal this policy knows: the generic answer
    pack = {*view.pack(), view.me, view.lover}
    prey = [c for c in prompt.candidates if c not in pack]
    return choose_meal(view, prey, rng) if prey else ""
