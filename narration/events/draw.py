"""The morning draw ("De gebeurteniskaarten"): every morning except the first, the player
eliminated most recently draws the top card and reads it aloud; its effect follows.

Order in the `ochtend` moment: the draw runs at order 500. A rule that replaces the card on a
day (the omroeper plays a card from his hand) runs before it (order < 500), plays
its card with `play_card(state, card, omroeper, drawn=False)` and sets
`deck(state).replaced = state.round`; the draw then does nothing that morning. Effects read
the card just played with `last_drawn(state)`.

Setup: `GameSetup.events` is the deck, top card first, or else the options
`event_deck`/`event_cards` choose it and the seed shuffles it (setups.events.table_deck);
option `event_every` draws every 1st, 2nd or 3rd morning; `events_in_force` are
permanent cards in force from the start.
"""

from __future__ import annotations

from narration.card import Card, Kind
from narration.event_deck import deck, last_eliminated, play_card
from narration.hooks import Flow
from narration.state import GameState
from setups.events import event_card, table_deck

card = Card("draw", Kind.EVENT)



@card.moment("voor_het_spel", 100)
def lay_out_deck(state: GameState) -> Flow:
    mem = deck(state)
    mem.pile = list(table_deck(state.setup))
    mem.drawn = []
    mem.in_force = list(state.setup.options.events_in_force)
    for card_id in mem.in_force:
        card = event_card(card_id)
        state.say("gebeurtenis_van_start", card=card.name(state.lang), text=card.text(state.lang))
    yield from ()


def draws_today(state: GameState) -> bool:
    """Every morning except the first, or every 2nd/3rd morning from the second on."""
    if state.round < 2:
        return False
    return (state.round - 2) % state.setup.options.event_every == 0


@card.moment("ochtend", 500)
def morning_draw(state: GameState) -> Flow:
    mem = deck(state)
    if not mem.pile or not draws_today(state):
        return
    if mem.replaced == state.round:
        return  # the omroeper played a card instead
    card_id = mem.pile.pop(0)
    yield from play_card(state, card_id, drawer=last_eliminated(state))
