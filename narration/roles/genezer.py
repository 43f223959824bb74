"""De Genezer (Volle Maan): called before the werewolves, he protects one player until morning;
himself allowed, never the same player two nights in a row, never the onschuldig_meisje. His
call: narration/protection.py."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import PLAYER, Prompt
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


# --- how a bot plays the genezer (narration/bots.py) ------------------------------------------
# The wolves bite a claimed seer first and whom she cleared next (narration/roles/weerwolven.py),
# so he shields where the bite is likely: a living claimer nobody has proved a liar, else a
# player the seer cleared in public, else himself SELF_SHARE of the nights (the rules allow
# it), else the player the table suspects least. The prompt's candidates already leave out
# last night's choice, so he never shields the same player twice in a row. Infected (a
# werewolf now), he shields himself or his pack.
SELF_SHARE = 0.5


@card.bot_policy("genezer")
def bot_protects(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the protection this policy knows: the generic answer
    cands = list(prompt.candidates)
    if view.werewolf:
        own = [c for c in cands if c == view.me or c in view.pack()] or cands
        return own[rng.randrange(len(own))]
    claimers = set(view.trusted_claimers()) - {view.me}
    for tier in ([c for c in cands if c in claimers],
                 [c for c in cands if view.findings.get(c) is False]):
        if tier:
            return tier[rng.randrange(len(tier))]
    if view.me in cands and rng.random() < SELF_SHARE:
        return view.me
    return view.least_suspected([c for c in cands if c != view.me] or cands, rng)
