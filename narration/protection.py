"""The genezer's night call, which the Zygomatic genezer (Volle Maan) and the house rules'
play alike: he names a living player he protects tonight, never the one he protected last
night (a night he was not called breaks the row). Each card says whom else he may not name
(`forbid`) and gives its own rule quotes; what the protection stops is each card's (the
Zygomatic one: the wolves' attack, narration/dawn.py; the house one: every death but grief).

A house the schout watches cannot be visited, and the yeti's gift may make the protection
fail: the call asks those checks (narration/presence.py), which do nothing where no card
hooks them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from narration.callorder import Step
from narration.hooks import Flow
from narration.presence import action_fails, tell_failed, visit_blocked
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player


@dataclass
class Protection:
    """Whom he protected last, and in which night (not the same player twice in a row)."""

    last: str | None = None
    last_round: int | None = None


@dataclass(frozen=True)
class ProtectionRules:
    """One text's quotes: that he must name somebody, and that last night's is barred."""

    must: str
    twice: str


def genezer_step(state: GameState, step: Step, living: list[Player], rules: ProtectionRules,
                 forbid: Callable[[Player, str], str | None]) -> Flow:
    """His call; `forbid(healer, name)` is the card's quote that keeps him from `name`."""
    healer = living[0]
    mem = state.memo("genezer", Protection)
    last = mem.last if mem.last_round == state.round - 1 else None
    cands = [p.name for p in state.alive() if p.name != last and forbid(healer, p.name) is None
             and not visit_blocked(state, "genezer", p.name)]
    if not cands:  # e.g. alone with himself protected last night: nobody he may protect
        state.skip("genezer", "there is nobody the genezer may protect tonight")
        return
    line = state.say(step.wake)

    def allowed(name: str) -> str | None:
        if name == last:
            raise rule_error(state, f"{name}:", rules.twice)
        barred = forbid(healer, name) or visit_blocked(state, "genezer", name)
        if barred:
            raise rule_error(state, f"{name}:", barred)
        return None

    info = (state.tell("genezer_niet", name=last),) if last else ()
    target = yield player_prompt(state, step.step, "genezer", line, cands, must_rule=rules.must,
                                 rule=allowed, info=info, role="genezer",
                                 called=(healer.name,))
    mem.last, mem.last_round = target, state.round
    if action_fails(state, "genezer"):  # the house rules' yeti
        tell_failed(state, "genezer", [target])
    else:
        state.night.protected = target
        state.tell("genezer_beschermt", name=target)
    state.say("genezer_slaapt")
