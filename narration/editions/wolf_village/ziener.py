"""Wolf Village's ziener: every night another player, and one thing learnt: is he a werewolf?
"Alleen een weerwolf verschijnt als weerwolf": the handlanger, the vos and an unturned
vervloekte look "geen weerwolf". Her look at the vos kills the vos at dawn (the vos's card)."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.prompts import none_prompt, player_prompt, rule_error
from narration.state import GameState, Player

card = Card("ziener", Kind.ROLE, edition=EDITION)

RULE = "Elke nacht kiest de ziener één andere speler en ontdekt of die een weerwolf is."
SELF_RULE = "De ziener kan niet naar zichzelf kijken."


@card.night_step("ziener")
def ziener(state: GameState, step: Step, living: list[Player]) -> Flow:
    seer = living[0]
    others = [n for n in state.alive_names() if n != seer.name]
    if not others:
        state.skip("ziener", "nobody else is alive to look at")
        return
    line = state.say(step.wake)

    def not_herself(name: str) -> str | None:
        if name == seer.name:
            raise rule_error(state, f"{name}:", SELF_RULE)
        return None

    target = yield player_prompt(state, step.step, "ziener", line, others, must_rule=RULE,
                                 rule=not_herself, role="ziener", called=(seer.name,))
    seen = state.player(target)
    state.night.seen = seen.name  # the vos dies of it at dawn
    shown = state.tell("wv_ziener_weerwolf" if seen.werewolf else "wv_ziener_geen_weerwolf",
                       to=("narrator", seer.name), name=seen.name)
    yield none_prompt(state, "ziener_ziet", "", info=(shown,), role="ziener",
                      called=(seer.name,))
    state.say("wv_ziener_slaapt")
