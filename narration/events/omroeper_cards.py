"""Where the omroeper (narration/roles/omroeper.py) meets the event deck: a card he reads is
played through `play_card(..., drawn=False)`, and it leaves the game, so it is taken out of the
draw pile too (ruling omroeper-kaart-uit-stapel). His turn (order 400) comes before the morning
draw (order 500), which he replaces that morning (`vervangen`, set by his turn)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.event_deck import CARD_READER, deck, play_card
from narration.hooks import Flow
from narration.state import GameState

card = Card("omroeper_cards", Kind.EVENT)


def read_card(state: GameState, card_id: str, omroeper: str) -> Flow:
    pile: list[str] = deck(state).pile
    if card_id in pile:
        pile.remove(card_id)
    yield from play_card(state, card_id, omroeper, drawn=False)


card.hook(CARD_READER, 10)(read_card)
