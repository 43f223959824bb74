"""Wolf Village's ziener: every night another player, and one thing learnt: is he a werewolf?
"Alleen een weerwolf verschijnt als weerwolf": the handlanger, the vos and an unturned
vervloekte look "geen weerwolf". Her look at the vos kills the vos at dawn (the vos's card)."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.prompts import none_prompt
from narration.state import GameState, Player
from narration.visits import VisitRules, visit_prompt

card = Card("ziener", Kind.ROLE, edition=EDITION)

RULE = "Elke nacht kiest de ziener één andere speler en ontdekt of die een weerwolf is."
SELF_RULE = "De ziener kan niet naar zichzelf kijken."


RULES = VisitRules(RULE, SELF_RULE, "nobody else is alive to look at")


@card.night_step("ziener")
def ziener(state: GameState, step: Step, living: list[Player]) -> Flow:
    seer = living[0]
    target = yield from visit_prompt(state, step, seer, "ziener", RULES)
    if target is None:
        return
    seen = state.player(target)
    state.night.seen = seen.name  # the vos dies of it at dawn
    shown = state.tell("wv_ziener_weerwolf" if seen.werewolf else "wv_ziener_geen_weerwolf",
                       to=("narrator", seer.name), name=seen.name)
    yield none_prompt(state, "ziener_ziet", "", info=(shown,), role="ziener",
                      called=(seer.name,))
    state.say("wv_ziener_slaapt")
