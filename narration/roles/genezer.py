"""De Genezer (Volle Maan): called before the werewolves, he protects one player until morning;
himself allowed, never the same player two nights in a row, never the onschuldig_meisje."""

from __future__ import annotations

from dataclasses import dataclass

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import player_prompt, rule_error
from narration.seats import living_neighbours
from narration.state import GameState, Player


@dataclass
class GenezerMemory:
    """Whom he protected last, and in which night (not the same player twice in a row)."""

    last: str | None = None
    last_round: int | None = None


card = Card("genezer", Kind.ROLE)

RULE = ("De Genezer wijst elke nacht een speler aan die tot de ochtend beschermd is tegen de "
        "Weerwolven.")
TWICE_RULE = ("De Genezer mag zichzelf beschermen, maar nooit twee nachten achter elkaar "
              "dezelfde speler.")
GIRL_RULE = "Het Onschuldige Meisje kan hij niet beschermen."
HARVEST_RULE = "De Genezer beschermt alleen zichzelf of een van zijn directe buren."


@card.night_step("genezer")
def genezer(state: GameState, step: Step, living: list[Player]) -> Flow:
    healer = living[0]
    mem = state.memo("genezer", GenezerMemory)
    # "Twee nachten achter elkaar": only last night's choice is barred (a night he was not
    # called, e.g. powers lost, breaks the row).
    last = mem.last if mem.last_round == state.round - 1 else None
    cands = [p.name for p in state.alive()
             if p.name != last and p.role != "onschuldig_meisje"]
    if state.setup.options.oogstfeest:  # Het Oogstfeest: himself or a direct neighbour
        near = {healer.name, *living_neighbours(state, healer.name)}
        cands = [n for n in cands if n in near]
    if not cands:  # e.g. alone with himself protected last night: nobody he may protect
        state.skip("genezer", "there is nobody the genezer may protect tonight")
        return
    line = state.say(step.wake)

    def allowed(name: str) -> str | None:
        if name == last:
            raise rule_error(state, f"{name}:", TWICE_RULE)
        if state.player(name).role == "onschuldig_meisje":
            raise rule_error(state, f"{name}:", GIRL_RULE)
        if name not in cands and state.setup.options.oogstfeest:
            raise rule_error(state, f"{name}:", HARVEST_RULE)
        return None

    info = (state.tell("genezer_niet", name=last),) if last else ()
    target = yield player_prompt(state, step.step, "genezer", line, cands, must_rule=RULE,
                                 rule=allowed, info=info, role="genezer",
                                 called=(healer.name,))
    mem.last, mem.last_round = target, state.round
    state.night.protected = target
    state.tell("genezer_beschermt", name=target)
    state.say("genezer_slaapt")
