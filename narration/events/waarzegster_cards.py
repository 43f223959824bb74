"""Where the waarzegster (narration/roles/waarzegster.py) meets the event deck: "De spelleider
legt voor het spel de vijf Spiritisme-kaarten apart", so with her card in the game the
Spiritisme cards never lie in the draw pile (nor in the omroeper's hand, which is the pile), and
the questions she reads are the cards' own texts (setups/data/events.toml)."""

from __future__ import annotations

from narration.events.cards import deck
from narration.hooks import Flow, moment
from narration.roles.waarzegster import CARDS, QUESTION_TEXTS
from narration.state import GameState
from setups.events import event_cards


def in_game(state: GameState) -> bool:
    return "waarzegster" in (*state.setup.roles, *state.setup.middle)


@moment("voor_het_spel", 11)  # right after the deck is laid out (order 10)
def set_aside_spiritisme(state: GameState) -> Flow:
    if in_game(state):
        pile: list[str] = deck(state).get("stapel", [])
        pile[:] = [card for card in pile if card not in CARDS]
    yield from ()


def card_question(state: GameState, card: str, number: int) -> str | None:
    questions = event_cards()[card].questions.get(state.lang) if card in event_cards() else None
    if not questions or not 1 <= number <= len(questions):
        return None
    return questions[number - 1]


QUESTION_TEXTS.append(card_question)
