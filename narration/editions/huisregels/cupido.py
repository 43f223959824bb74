"""Eros (the house rules' Cupido) and de geliefden: on the first night Eros points at two
people who are in love for ever; when one dies the other dies of grief at once. Eros is the one
night action the yeti's gift does not touch. Which pairs play for themselves: rules.py."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.ids import Cause
from narration.lovers import lovers_wake, pair_lovers
from narration.shared_policies import bot_pairs
from narration.state import GameState, Player

card = Card("cupido", Kind.ROLE, edition="huisregels",
            death_lines={Cause.LIEFDESVERDRIET: "dood_liefdesverdriet"})

RULE = ("Eros wijst in de eerste nacht 2 mensen aan die voor eeuwig en altijd verliefd op "
        "elkaar zullen worden.")


@card.night_step("cupido")
def eros(state: GameState, step: Step, living: list[Player]) -> Flow:
    return pair_lovers(state, step, living, RULE, "eros_slaapt")


@card.night_step("geliefden")
def geliefden(state: GameState, step: Step, living: list[Player]) -> Flow:
    return lovers_wake(state, step)


@card.grief(10)
def lovers_grief(state: GameState, player: Player) -> list[tuple[str, str]]:
    if player.lover is None:
        return []
    partner = state.player(player.lover)
    return [(partner.name, "liefdesverdriet")] if partner.alive else []


# --- how a bot plays Eros: as the Zygomatic cupido (narration/shared_policies.py).
card.bot_policy("cupido")(bot_pairs)
