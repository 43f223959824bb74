"""The registry of event-card effects and what they share: the deck's memory, which cards are in
force, and who was eliminated first and last.

An effect is a flow `(state) -> Flow` registered with `@effect("card_id", ...)`; it runs right
after the card is read aloud (narration/events/draw.py). Effects that act later (the next
vote, the next night) write what is pending into the deck memory and register vote rules,
attack rules or moments that read it. Memory, under `state.mem("gebeurtenissen")`:
`stapel` the deck left (top first), `getrokken` [(round, card)], `actief` permanent cards in
force, `vervangen` the round an omroeper replaced the draw, and one entry per pending card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from narration.hooks import Flow
from narration.state import GameState

Effect = Callable[[GameState], Flow]
EFFECTS: dict[str, Effect] = {}


def effect(*card_ids: str) -> Callable[[Effect], Effect]:
    def register(fn: Effect) -> Effect:
        for card_id in card_ids:
            EFFECTS[card_id] = fn
        return fn

    return register


def deck(state: GameState) -> dict[str, Any]:
    return state.mem("gebeurtenissen")


def in_force(state: GameState, card_id: str) -> bool:
    return card_id in deck(state).get("actief", [])


def pending(state: GameState, card_id: str) -> Any:
    """What a delayed card still waits for (None when nothing)."""
    return deck(state).get(card_id)


def set_pending(state: GameState, card_id: str, value: Any) -> None:
    deck(state)[card_id] = value


def clear(state: GameState, card_id: str) -> None:
    deck(state).pop(card_id, None)


def today(state: GameState, card_id: str) -> bool:
    """Whether a card drawn this morning rules today (its value is this round)."""
    return bool(pending(state, card_id) == state.round)


def first_eliminated(state: GameState) -> str | None:
    return state.deaths[0].name if state.deaths else None


def last_eliminated(state: GameState) -> str | None:
    return state.deaths[-1].name if state.deaths else None


def cards_in_force(state: GameState) -> list[str]:
    """The permanent cards in force now (ids), in the order they came into play."""
    return list(deck(state).get("actief", []))


def drawn_today(state: GameState) -> str | None:
    """The card drawn this morning (its id), while it is still this round's day."""
    drawn = deck(state).get("getrokken", [])
    if drawn and drawn[-1][0] == state.round and state.phase == "day":
        return str(drawn[-1][1])
    return None
