"""Wolf Village's heks: a healing potion and a poison, each once in the whole game; she sees the
werewolves' victim; the elixir saves that victim, herself too; the poison kills any other
player she picks, that same night; both in one night allowed. With both used she is still
called (silence would betray her), and nothing is asked."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.ids import Cause
from narration.potions import SECRET_TURN, HeksRules, heks_step
from narration.shared_policies import bot_potions
from narration.state import GameState, Player

card = Card("heks", Kind.ROLE, edition=EDITION, death_lines={Cause.VERGIF: "dood_nacht"},
            secret_turns={"heks": SECRET_TURN})

ONCE_RULE = "De heks heeft twee drankjes, elk voor één gebruik in het hele spel."
VICTIM_RULE = "Het levensdrankje kan het slachtoffer van de weerwolven redden."
SELF_RULE = "De heks kan zichzelf niet vergiftigen."


RULES = HeksRules(ONCE_RULE, VICTIM_RULE, SELF_RULE, "wv_heks_slaapt")


@card.night_step("heks")
def heks(state: GameState, step: Step, living: list[Player]) -> Flow:
    """The Zygomatic heks's call (narration/potions.py) with this text's rules: she has no
    house to be kept from, so nothing blocks her poison."""
    return heks_step(state, step, living, RULES)


# --- how a bot plays the heks: as the Zygomatic heks (narration/shared_policies.py).
card.bot_policy("heks")(bot_potions)
