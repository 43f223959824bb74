"""What the event cards share: the deck's memory, which cards are in force, who was eliminated
first and last, and the points where other cards meet the deck.

An effect is a flow `(state) -> Flow` that an event family's card hooks with
`@card.effect("card_id", ...)` (the keyed point EFFECT); it runs right after the card is read
aloud (narration/events/draw.py). Effects that act later (the next vote, the next night) write
what is pending into the deck memory and hook vote rules, attack rules or moments that read
it. Memory: the `Deck` record under "gebeurtenissen": the pile left (top first), the cards
drawn [(round, card)], the permanent cards in force, the round an omroeper replaced the draw,
and what each card still waits for (`pending`, keyed by card id; each card's own value).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from narration.card import EFFECT, Point
from narration.hooks import Flow
from narration.prompts import none_prompt
from narration.state import GameState
from setups.events import event_card

# The omroeper reads a card from his hand: each reader `(state, card_id, reader) -> Flow`
# plays it (narration/events/omroeper_cards.py).
CARD_READER: Point[Callable[[GameState, str, str], Flow]] = Point(
    "card_reader", doc="(state, card_id, reader name) -> Flow: plays the card")
# The waarzegster's questions: `(state, card, number) -> the question's text or None`.
QUESTION_TEXT: Point[Callable[[GameState, str, int], str | None]] = Point(
    "question_text", doc="(state, card, number) -> text or None")
SPIRITISME_CARDS = tuple(f"spiritisme_{n}" for n in range(1, 6))


@dataclass
class Deck:
    pile: list[str] = field(default_factory=list)
    drawn: list[tuple[int, str]] = field(default_factory=list)
    in_force: list[str] = field(default_factory=list)
    # The round an omroeper read a card instead of the morning draw.
    replaced: int | None = None
    # What a card drawn (or in force) still waits for, by card id: each card's own value.
    pending: dict[str, Any] = field(default_factory=dict)


def deck(state: GameState) -> Deck:
    return state.memo("gebeurtenissen", Deck)


def in_force(state: GameState, card_id: str) -> bool:
    return card_id in deck(state).in_force


def pending(state: GameState, card_id: str) -> Any:
    """What a delayed card still waits for (None when nothing)."""
    return deck(state).pending.get(card_id)


def set_pending(state: GameState, card_id: str, value: Any) -> None:
    deck(state).pending[card_id] = value


def clear(state: GameState, card_id: str) -> None:
    deck(state).pending.pop(card_id, None)


def last_drawn(state: GameState) -> str:
    """The card just played (its id): what an effect reads to know which card it is."""
    return deck(state).drawn[-1][1]


def today(state: GameState, card_id: str) -> bool:
    """Whether a card drawn this morning rules today (its value is this round)."""
    return bool(pending(state, card_id) == state.round)


def first_eliminated(state: GameState) -> str | None:
    return state.deaths[0].name if state.deaths else None


def last_eliminated(state: GameState) -> str | None:
    return state.deaths[-1].name if state.deaths else None


def cards_in_force(state: GameState) -> list[str]:
    """The permanent cards in force now (ids), in the order they came into play."""
    return list(deck(state).in_force)


def drawn_today(state: GameState) -> str | None:
    """The card drawn this morning (its id), while it is still this round's day."""
    drawn = deck(state).drawn
    if drawn and drawn[-1][0] == state.round and state.phase == "day":
        return str(drawn[-1][1])
    return None


def play_card(state: GameState, card_id: str, drawer: str | None, *,
              drawn: bool = True) -> Flow:
    """Read one card aloud, show the narrator its reminder, and apply its effect. `drawn`:
    say who draws it from the deck (False for a card played from a hand, the omroeper's)."""
    card = event_card(card_id)
    mem = deck(state)
    mem.drawn.append((state.round, card_id))
    if drawn and drawer:
        state.say("gebeurtenis_trekt", name=drawer)
    elif drawn:
        state.say("gebeurtenis_spelleider")
    text = state.say("gebeurtenis_kaart", card=card.name(state.lang), text=card.text(state.lang))
    info: tuple[str, ...] = ()
    if card.reminder(state.lang):
        info = (state.tell("gebeurtenis_herinnering", text=card.reminder(state.lang)),)
    yield none_prompt(state, "gebeurtenis", text, info=info)
    if card.permanent:
        mem.in_force.append(card_id)
    effect = state.rules.keyed(EFFECT, card_id)
    if effect is not None:
        yield from effect.fn(state)
