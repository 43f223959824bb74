"""The morning draw ("De gebeurteniskaarten"): every morning except the first, the player
eliminated most recently draws the top card and reads it aloud; its effect follows.

Order in the `ochtend` moment: the draw runs at order 500. A rule that replaces the card on a
day (the omroeper plays a card from his hand) runs before it (order < 500), plays
its card with `play_card(state, card, omroeper, drawn=False)` and sets
`deck(state)["vervangen"] = state.round`; the draw then does nothing that morning. Effects read
the card just played from `deck(state)["getrokken"][-1]`.

Setup: `GameSetup.events` is the deck, top card first, or else the options
`event_deck`/`event_cards` choose it and the seed shuffles it (setups.events.table_deck);
option `event_every` draws every 1st, 2nd or 3rd morning; `events_in_force` are
permanent cards in force from the start.
"""

from __future__ import annotations

from narration.card import EFFECT, Card, Kind
from narration.events.cards import deck, last_eliminated
from narration.hooks import Flow
from narration.prompts import none_prompt
from narration.state import GameState
from setups.events import event_card, table_deck

card = Card("draw", Kind.EVENT)



@card.moment("voor_het_spel", 100)
def lay_out_deck(state: GameState) -> Flow:
    mem = deck(state)
    mem["stapel"] = list(table_deck(state.setup))
    mem["getrokken"] = []
    mem["actief"] = list(state.setup.options.events_in_force)
    for card_id in mem["actief"]:
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
    if not mem.get("stapel") or not draws_today(state):
        return
    if mem.get("vervangen") == state.round:
        return  # the omroeper played a card instead
    card_id = mem["stapel"].pop(0)
    yield from play_card(state, card_id, drawer=last_eliminated(state))


def play_card(state: GameState, card_id: str, drawer: str | None, *,
              drawn: bool = True) -> Flow:
    """Read one card aloud, show the narrator its reminder, and apply its effect. `drawn`:
    say who draws it from the deck (False for a card played from a hand, the omroeper's)."""
    card = event_card(card_id)
    mem = deck(state)
    mem.setdefault("getrokken", []).append((state.round, card_id))
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
        mem.setdefault("actief", []).append(card_id)
    effect = state.rules.keyed(EFFECT, card_id)
    if effect is not None:
        yield from effect.fn(state)
