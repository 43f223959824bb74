"""Cupido and de Geliefden: two lovers chosen on the first night; one dies, the other dies of
grief at once; a pair from different camps plays for itself."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.ids import Cause
from narration.lovers import lover_rules, lovers_wake, pair_lovers
from narration.shared_policies import bot_pairs
from narration.state import GameState, Player

card = Card("cupido", Kind.ROLE, death_lines={Cause.LIEFDESVERDRIET: "dood_liefdesverdriet"})

CUPIDO_RULE = (
    "Cupido wijst in de eerste nacht twee spelers aan die voor de rest van het spel "
    "verliefd op elkaar zijn."
)


@card.night_step("cupido")
def cupido(state: GameState, step: Step, living: list[Player]) -> Flow:
    return pair_lovers(state, step, living, CUPIDO_RULE, "cupido_slaapt")


@card.night_step("geliefden")
def geliefden(state: GameState, step: Step, living: list[Player]) -> Flow:
    return lovers_wake(state, step)


@card.grief(10)
def lovers_grief(state: GameState, player: Player) -> list[tuple[str, str]]:
    if player.lover is None or lover_rules(state).no_grief:
        return []  # (Dag der dwazen: no grief this round)
    partner = state.player(player.lover)
    return [(partner.name, "liefdesverdriet")] if partner.alive else []


# --- how a bot plays cupido and the lovers: narration/shared_policies.py (the editions'
# cupidos play alike)
card.bot_policy("cupido")(bot_pairs)
