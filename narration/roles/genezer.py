"""De Genezer (Volle Maan): called before the werewolves, he protects one player until morning;
himself allowed, never the same player two nights in a row, never the onschuldig_meisje."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
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
