"""De Heks: a healing potion and a poison, each once per game; both in one night allowed; the
elixir on herself allowed; she is shown the wolves' victim first."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.ids import Cause
from narration.potions import SECRET_TURN, HeksRules, heks_step
from narration.shared_policies import bot_potions
from narration.state import GameState, Player

card = Card("heks", Kind.ROLE, death_lines={Cause.VERGIF: "dood_nacht"},
            secret_turns={"heks": SECRET_TURN})

ONCE_RULE = "De Heks heeft twee drankjes die ze elk één keer per spel mag gebruiken."
VICTIM_RULE = "Met het levenselixer wekt ze het slachtoffer van de Weerwolven weer tot leven."
SELF_RULE = "De Heks mag haar vergif niet op zichzelf gebruiken (uitspraak van de spelleider)."


RULES = HeksRules(ONCE_RULE, VICTIM_RULE, SELF_RULE, "heks_slaapt",
                  no_self_poison_ruling="heks-vergif-zelf")


@card.night_step("heks")
def heks(state: GameState, step: Step, living: list[Player]) -> Flow:
    return heks_step(state, step, living, RULES)


# --- how a bot plays the heks: narration/shared_policies.py (Wolf Village's heks plays alike)
card.bot_policy("heks")(bot_potions)
