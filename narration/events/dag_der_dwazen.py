"""Dag der dwazen: for this round (today, tonight and the dawn after it) the powers swap: the
Heks with the Ziener, the Jager with the Onschuldig Meisje, the Genezer with the Dorpsoudste;
the lovers must vote against each other and do not die of grief. A pair swaps only when both
cards are in the game (ruling dag-der-dwazen)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.event_deck import clear, pending, set_pending
from narration.hooks import Flow
from narration.lovers import lover_rules
from narration.state import GameState, Player

card = Card("dag_der_dwazen", Kind.EVENT)

PAIRS = {"heks": "ziener", "ziener": "heks", "jager": "onschuldig_meisje",
         "onschuldig_meisje": "jager", "genezer": "dorpsoudste", "dorpsoudste": "genezer"}


def fools_round(state: GameState) -> bool:
    return bool(pending(state, "dwazen"))


@card.effect("dag_der_dwazen")
def fools_day(state: GameState) -> Flow:
    set_pending(state, "dwazen", state.round)
    lovers = lover_rules(state)
    lovers.no_grief = lovers.at_war = True
    swapped = [r for r in PAIRS if state.in_game(r) and state.in_game(PAIRS[r])]
    if swapped:
        state.tell("dwazen_ruil", roles=", ".join(state.role_name(r) for r in swapped))
    yield from ()


@card.moment("na_stemming", 950)
def lovers_at_peace_again(state: GameState) -> Flow:
    lover_rules(state).at_war = False  # the day's vote is over
    yield from ()


@card.moment("ochtend", 10)  # the next morning, after its dawn: the round is over
def round_over(state: GameState) -> Flow:
    if fools_round(state) and pending(state, "dwazen") < state.round:
        clear(state, "dwazen")
        lover_rules(state).no_grief = False
    yield from ()


@card.role_swap_of(PAIRS, 10)
def swapped_power(state: GameState, player: Player) -> str | None:
    if player.role not in PAIRS or not fools_round(state):
        return None
    other = PAIRS[player.role]
    return other if state.in_game(other) else None
