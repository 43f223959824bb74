"""De Heks: a healing potion and a poison, each once per game; both in one night allowed; the
elixir on herself allowed; she is shown the wolves' victim first."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.potions import HeksRules, heks_step
from narration.prompts import (
    TABLE,
    Prompt,
)
from narration.state import GameState, Player

card = Card("heks", Kind.ROLE)

ONCE_RULE = "De Heks heeft twee drankjes die ze elk één keer per spel mag gebruiken."
VICTIM_RULE = "Met het levenselixer wekt ze het slachtoffer van de Weerwolven weer tot leven."
SELF_RULE = ("De Heks mag haar vergif niet op zichzelf gebruiken "
             "(uitspraak, zie narration/RULINGS.md: heks-vergif-zelf).")


RULES = HeksRules(ONCE_RULE, VICTIM_RULE, SELF_RULE, "heks_slaapt")


@card.night_step("heks")
def heks(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from heks_step(state, step, living, RULES))


# --- how a bot plays the heks (narration/bots.py) ---------------------------------------------
# She is shown the wolves' victim (the names in her prompt's lines). She saves him with her
# elixir SAVE_SHARE of the time, herself always. She keeps her poison for a sure target: a
# werewolf the seer exposed in public, else a player the table clearly suspects (at least
# POISON_SUSPICION, narration/bot_view.py); never herself, the victim or her lover.
SAVE_SHARE = 0.8
POISON_SUSPICION = 2.0


@card.bot_policy("heks")
def bot_potions(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != TABLE:
        return NotImplemented  # not the potions this policy knows: the generic answer
    answer: dict[str, Any] = {}
    victims = view.shown()
    victim = victims[0] if victims else None
    if "redden" in prompt.choices and victim and (victim == view.me
                                                  or rng.random() < SAVE_SHARE):
        answer["redden"] = True
    if "vergif" in prompt.choices:
        targets = [c for c in prompt.candidates if c not in (view.me, victim, view.lover)]
        exposed = [c for c in targets if view.findings.get(c)]
        suspect = view.most_suspected(targets, rng)
        if exposed:
            answer["vergif"] = exposed[rng.randrange(len(exposed))]
        elif suspect and view.suspicion(suspect) >= POISON_SUSPICION:
            answer["vergif"] = suspect
    return answer
