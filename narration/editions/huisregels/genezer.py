"""De Genezer (huisregels): every night he picks someone who cannot die that night in any way
but grief; never himself, never the same player two nights in a row. The wolves' attack, the
poison, the witte weerwolf, the fire, the slet's fate with her host, the ziener's look at the
weerhamster: none kills him that night (ruling huisregels-genezer); grief and a death of the
day (the jager's shot at dawn) still do. His call, which the Zygomatic genezer plays alike
with its own text: narration/protection.py."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import NIGHT_SHIELD
from narration.hooks import Flow
from narration.protection import ProtectionRules, genezer_step
from narration.shared_policies import bot_protects
from narration.state import GameState, Player

card = Card("genezer", Kind.ROLE, edition="huisregels")

RULE = "De genezer mag iedere nacht iemand kiezen die die nacht niet zal sterven."
SELF_RULE = "Hij mag niet zichzelf aanwijzen."
TWICE_RULE = "Hij mag ook niet 2 keer achter elkaar dezelfde speler aanwijzen."
RULES = ProtectionRules(RULE, TWICE_RULE)


def not_himself(healer: Player, name: str) -> str | None:
    return SELF_RULE if name == healer.name else None


@card.night_step("genezer")
def genezer(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from genezer_step(state, step, living, RULES, not_himself))


@card.hook(NIGHT_SHIELD, 10)
def cannot_die_tonight(state: GameState, name: str, cause: str) -> bool:
    return name == state.night.protected and cause != "liefdesverdriet"


# --- how a bot plays the genezer (narration/shared_policies.py `bot_protects`): the seer who
# came out, else the player the table trusts most (never himself: his prompt does not offer
# him).
card.bot_policy("genezer")(bot_protects)
