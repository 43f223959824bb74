"""De Genezer (Volle Maan): called before the werewolves, he protects one player until morning;
himself allowed, never the same player two nights in a row, never the onschuldig_meisje. His
call: narration/protection.py."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.protection import ProtectionRules, genezer_step
from narration.seats import living_neighbours
from narration.state import GameState, Player

card = Card("genezer", Kind.ROLE)

RULE = ("De Genezer wijst elke nacht een speler aan die tot de ochtend beschermd is tegen de "
        "Weerwolven.")
TWICE_RULE = ("De Genezer mag zichzelf beschermen, maar nooit twee nachten achter elkaar "
              "dezelfde speler.")
GIRL_RULE = "Het Onschuldige Meisje kan hij niet beschermen."
HARVEST_RULE = "De Genezer beschermt alleen zichzelf of een van zijn directe buren."
RULES = ProtectionRules(RULE, TWICE_RULE)


@card.night_step("genezer")
def genezer(state: GameState, step: Step, living: list[Player]) -> Flow:
    near: set[str] | None = None
    if state.setup.options.oogstfeest:  # Het Oogstfeest: himself or a direct neighbour
        near = {living[0].name, *living_neighbours(state, living[0].name)}

    def forbid(healer: Player, name: str) -> str | None:
        if state.player(name).role == "onschuldig_meisje":
            return GIRL_RULE
        if near is not None and name not in near:
            return HARVEST_RULE
        return None

    return (yield from genezer_step(state, step, living, RULES, forbid))
