"""The raaf's night call and his mark, which the Zygomatic raaf (Het Dorp) and the house
rules' play alike: at night he may point at a player he suspects (never himself, never a
zwerver, who has no building); that player starts the next vote with votes against him, as
many as each card's text says. Each card gives its own zwerver quote.

A house the schout watches cannot be visited, and the yeti's gift may make the letter fail:
the call asks those checks (narration/presence.py), which do nothing where no card hooks
them."""

from __future__ import annotations

from narration.callorder import Step
from narration.hooks import Flow
from narration.memory import Dated
from narration.presence import action_fails, tell_failed, visit_blocked
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player
from narration.village import is_zwerver

SELF_RULE = ("De Raaf wijst een speler aan die hij verdenkt, niet zichzelf "
             "(uitspraak van de spelleider).")


def raaf_step(state: GameState, step: Step, living: list[Player], zwerver_rule: str) -> Flow:
    """His call: an optional player, remembered for the next vote."""
    raven = living[0]
    line = state.say(step.wake)
    suspects = [n for n in state.alive_names() if n != raven.name and not is_zwerver(state, n)
                and not visit_blocked(state, "raaf", n)]

    def allowed(name: str) -> str | None:
        if name == raven.name:
            raise rule_error(state, f"{name}:", SELF_RULE, ruling="raaf-zelf")
        if is_zwerver(state, name):
            raise rule_error(state, f"{name}:", zwerver_rule)
        blocked = visit_blocked(state, "raaf", name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    mark = yield player_prompt(state, step.step, "raaf", line, suspects, optional=True,
                               rule=allowed, role="raaf", called=(raven.name,))
    if mark:
        state.tell("raaf_kiest", name=mark)
    if mark and action_fails(state, "raaf"):  # the house rules' yeti
        tell_failed(state, "raaf", [mark])
    elif mark:
        letter = state.memo("raaf", Dated)
        letter.round, letter.names = state.round, (mark,)
    state.say("raaf_slaapt")


def marked(state: GameState) -> str | None:
    """Who carries the raven's mark into today's vote (set last night, still standing)."""
    today = state.recall("raaf", Dated).today(state.round)
    name = today[0] if today else ""
    if not name or not state.player(name).alive:
        return None
    if is_zwerver(state, name):
        return None  # ruling raaf-brand: his building burnt that night, the tile lies nowhere
    return str(name)
