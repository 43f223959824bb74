"""De Genezer (huisregels): every night he picks someone who cannot die that night in any way
but grief; never himself, never the same player two nights in a row. The wolves' attack, the
poison, the witte weerwolf, the fire, the slet's fate with her host, the ziener's look at the
weerhamster: none kills him that night (ruling huisregels-genezer); grief and a death of the
day (the jager's shot at dawn) still do."""

from __future__ import annotations

from dataclasses import dataclass

from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import NIGHT_SHIELD
from narration.hooks import Flow
from narration.presence import action_fails, visit_blocked
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player

card = Card("genezer", Kind.ROLE, edition="huisregels")


@dataclass
class Protection:
    """Whom he protected last, and in which night (not the same player twice in a row)."""

    last: str | None = None
    last_round: int | None = None

RULE = "De genezer mag iedere nacht iemand kiezen die die nacht niet zal sterven."
SELF_RULE = "Hij mag niet zichzelf aanwijzen."
TWICE_RULE = "Hij mag ook niet 2 keer achter elkaar dezelfde speler aanwijzen."


@card.night_step("genezer")
def genezer(state: GameState, step: Step, living: list[Player]) -> Flow:
    healer = living[0]
    mem = state.memo("genezer", Protection)
    # "2 keer achter elkaar": only last night's choice is barred (a night he was not called
    # breaks the row, as in the Zygomatic game).
    last = mem.last if mem.last_round == state.round - 1 else None
    cands = [p.name for p in state.alive() if p.name not in (healer.name, last)
             and not visit_blocked(state, "genezer", p.name)]
    if not cands:
        state.skip("genezer", "there is nobody the genezer may protect tonight")
        return
    line = state.say(step.wake)

    def allowed(name: str) -> str | None:
        if name == healer.name:
            raise rule_error(state, f"{name}:", SELF_RULE)
        if name == last:
            raise rule_error(state, f"{name}:", TWICE_RULE)
        blocked = visit_blocked(state, "genezer", name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    info = (state.tell("genezer_niet", name=last),) if last else ()
    target = yield player_prompt(state, step.step, "genezer", line, cands, must_rule=RULE,
                                 rule=allowed, info=info, role="genezer",
                                 called=(healer.name,))
    mem.last, mem.last_round = target, state.round
    if not action_fails(state, "genezer"):
        state.night.protected = target
    state.tell("genezer_beschermt", name=target)
    state.say("genezer_slaapt")


@card.hook(NIGHT_SHIELD, 10)
def cannot_die_tonight(state: GameState, name: str, cause: str) -> bool:
    return name == state.night.protected and cause != "liefdesverdriet"
