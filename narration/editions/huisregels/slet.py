"""De Slet (huisregels): every night she sleeps with a player she names, so she is not home
when someone comes to kill her at night (the wolves' attack and the witch's poison miss her).
When the wolves attack her host she dies too (cause `weerwolven`), also when the witch saves
him; not when he is poisoned (ruling slet-gastheer)."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import ATTACK_RULE, NIGHT_DEATH, NIGHT_SHIELD
from narration.hooks import Flow
from narration.ids import Cause
from narration.memory import Dated
from narration.presence import action_fails, visit_blocked
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player

card = Card("slet", Kind.ROLE, edition="huisregels")

RULE = "De slet slaapt elke nacht bij iemand anders (wijst ze zelf aan)."
SELF_RULE = "De slet slaapt elke nacht bij iemand anders, niet in haar eigen huis."


def host(state: GameState) -> str | None:
    """Whom she sleeps with tonight (None: she is at home)."""
    today = state.recall("slet", Dated).today(state.round)
    return today[0] if today else None


def away_sleepers(state: GameState) -> list[str]:
    return [p.name for p in state.holders("slet") if host(state)]


@card.night_step("slet")
def slet(state: GameState, step: Step, living: list[Player]) -> Flow:
    harlot = living[0]
    others = [n for n in state.alive_names() if n != harlot.name
              and not visit_blocked(state, "slet", n)]
    if not others:
        state.skip("slet", "nobody else is alive")
        return
    line = state.say(step.wake)

    def allowed(name: str) -> str | None:
        if name == harlot.name:
            raise rule_error(state, f"{name}:", SELF_RULE)
        blocked = visit_blocked(state, "slet", name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    target = yield player_prompt(state, step.step, "slet", line, others, must_rule=RULE,
                                 rule=allowed, role="slet", called=(harlot.name,))
    if not action_fails(state, "slet"):  # the yeti's gift: she may stay home after all
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
