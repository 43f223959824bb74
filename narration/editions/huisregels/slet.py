"""De Slet (huisregels): every night she sleeps with a player she names, so she is not home
when someone comes to kill her at night (the wolves' attack and the witch's poison miss her).
When the wolves attack her host she dies too (cause `weerwolven`), also when the witch saves
him; not when he is poisoned (ruling slet-gastheer)."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE, NIGHT_DEATH, NIGHT_SHIELD
from narration.hooks import Flow
from narration.ids import Cause
from narration.memory import Dated
from narration.presence import action_fails, tell_failed
from narration.prompts import PLAYER, Prompt
from narration.state import GameState, Player
from narration.visits import VisitRules, visit_prompt

card = Card("slet", Kind.ROLE, edition="huisregels", death_lines={Cause.WEERWOLVEN: "dood_nacht"})

RULE = "De slet slaapt elke nacht bij iemand anders (wijst ze zelf aan)."
SELF_RULE = "De slet slaapt elke nacht bij iemand anders, niet in haar eigen huis."


def host(state: GameState) -> str | None:
    """Whom she sleeps with tonight (None: she is at home)."""
    today = state.recall("slet", Dated).today(state.round)
    return today[0] if today else None


def away_sleepers(state: GameState) -> list[str]:
    return [p.name for p in state.holders("slet") if host(state)]


RULES = VisitRules(RULE, SELF_RULE, "nobody else is alive")


@card.night_step("slet")
def slet(state: GameState, step: Step, living: list[Player]) -> Flow:
    harlot = living[0]
    target = yield from visit_prompt(state, step, harlot, "slet", RULES)
    if target is None:
        return
    if action_fails(state, "slet"):  # the yeti's gift: she stays home after all
        tell_failed(state, "slet", [target])
    else:
        night = state.memo("slet", Dated)
        night.round, night.names = state.round, (target,)
        state.tell("slet_bij", name=target)
    state.say("slet_slaapt")


@card.hook(ATTACK_RULE, 6)
def not_home(state: GameState, victim: str) -> bool:
    if victim in away_sleepers(state) and state.player(victim).role == "slet":
        state.tell("slet_niet_thuis", name=victim)
        return True
    return False


@card.hook(NIGHT_SHIELD, 20)
def poison_misses(state: GameState, name: str, cause: str) -> bool:
    return cause == Cause.VERGIF and name in away_sleepers(state)


@card.hook(NIGHT_DEATH, 160)
def dies_with_her_host(state: GameState,
                       deaths: list[tuple[str, str]]) -> list[tuple[str, str]]:
    guest = host(state)
    if guest is None or state.night.victim != guest or state.night.victim_cause != "weerwolven":
        return []
    return [(p.name, Cause.WEERWOLVEN) for p in state.holders("slet")]


# --- how a bot plays the slet ---------------------------------------------------------------
# She dies with her host when the wolves eat him, and the pack eats the claimed seer, those she
# cleared and players nobody suspects (narration/shared_policies.py `bot_meal`), leaving
# suspects for the vote. So she sleeps with the player the table suspects most: the host the
# pack is least likely to eat (a werewolf host is never eaten). Never a claimer or a cleared
# player while another host is offered.


@card.bot_policy("slet")
def bot_sleeps(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the night this policy knows: the generic answer
    risky = set(view.claims) | {n for n, wolf in view.findings.items() if not wolf}
    hosts = [c for c in prompt.candidates if c not in risky] or list(prompt.candidates)
    return view.most_suspected(hosts, rng)
