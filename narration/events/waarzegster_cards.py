"""Where the waarzegster (narration/roles/waarzegster.py) meets the event deck: "De spelleider
legt voor het spel de vijf Spiritisme-kaarten apart", so with her card in the game the
Spiritisme cards never lie in the draw pile (nor in the omroeper's hand, which is the pile), and
the questions she reads are the cards' own texts (setups/data/events.toml)."""

from __future__ import annotations

from narration.card import Card, Kind, has_events
from narration.event_deck import QUESTION_TEXT, SPIRITISME_CARDS, deck
from narration.hooks import Flow
from narration.state import GameState
from setups.events import event_cards

card = Card("waarzegster_cards", Kind.EVENT,
            when=lambda setup: has_events(setup) or "waarzegster" in (*setup.roles, *setup.middle))


def in_game(state: GameState) -> bool:
    return "waarzegster" in (*state.setup.roles, *state.setup.middle)


@card.moment("voor_het_spel", 110)  # right after the deck is laid out (order 100)
def set_aside_spiritisme(state: GameState) -> Flow:
    if in_game(state):
        pile: list[str] = deck(state).pile
        pile[:] = [card for card in pile if card not in SPIRITISME_CARDS]
    yield from ()


def card_question(state: GameState, card: str, number: int) -> str | None:
    questions = event_cards()[card].questions.get(state.lang) if card in event_cards() else None
    if not questions or not 1 <= number <= len(questions):
        return None
    return questions[number - 1]


card.hook(QUESTION_TEXT, 10)(card_question)
