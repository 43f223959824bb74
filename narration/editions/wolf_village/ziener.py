"""Wolf Village's ziener: every night another player, and one thing learnt: is he a werewolf?
"Alleen een weerwolf verschijnt als weerwolf": the handlanger, the vos and an unturned
vervloekte look "geen weerwolf". Her look at the vos kills the vos at dawn (the vos's card)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from narration.bot_view import BALLOT, DAY, SeatView
from narration.callorder import Step
from narration.card import Card, Kind, SecretTurn
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.prompts import Prompt, none_prompt
from narration.shared_policies import bot_claims, bot_looks, bot_votes, remember_look
from narration.state import GameState, Player
from narration.visits import VisitRules, visit_prompt

# On a secret turn she looks at the card as it lay at nightfall; her facts say what she saw.
card = Card("ziener", Kind.ROLE, edition=EDITION,
            secret_turns={"ziener": SecretTurn(facts_say_it=True, looks=True)})


@dataclass
class Findings:
    """What her looks showed her: player -> a werewolf or not (what her bot reads)."""

    wolf: dict[str, bool] = field(default_factory=dict)

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
    state.memo("ziener", Findings).wolf[seen.name] = seen.werewolf
    shown = state.tell("wv_ziener_weerwolf" if seen.werewolf else "wv_ziener_geen_weerwolf",
                       to=("narrator", seer.name), name=seen.name)
    yield none_prompt(state, "ziener_ziet", "", info=(shown,), role="ziener",
                      called=(seer.name,))
    state.say("wv_ziener_slaapt")


# --- how a bot plays the ziener: as the Zygomatic ziener (narration/shared_policies.py: she
# looks at the most suspected player she has not seen, claims once she found a living
# werewolf, votes for him); what she keeps is this card's: "werewolf or not" (the handlanger,
# the vos and an unturned vervloekte look "geen weerwolf", so she clears them).
card.bot_policy("ziener")(bot_looks)
card.bot_policy(DAY)(bot_claims)
card.bot_policy(BALLOT)(bot_votes)


@card.bot_policy("ziener_ziet")
def bot_sees(view: SeatView, prompt: Prompt, rng: random.Random) -> None:
    remember_look(view, view.card_memory(Findings).wolf.get)
