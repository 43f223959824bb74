"""De Toneelspeler: before the game three open cards with a special power (no werewolf card) lie
in the middle of the table. Every night he may take one and use its power until the next night
(Player.acting: the steps that call that card call him too); a used card leaves the table.

Without `actor_cards` in the setup the game draws three cards that are not dealt, from the seed
(ruling toneelspeler-kaarten).
"""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.errors import WakkerdamError
from narration.hooks import Flow
from narration.memory import Cards
from narration.prompts import CHOICE, Prompt, choice_prompt, none_prompt
from narration.state import GameState, Player
from setups.karakters import ACTOR_CARD_COUNT, playable_actor_cards
from setups.scores import card_value

card = Card("toneelspeler", Kind.ROLE, keeps_memory=True)

CARD = "toneelspeler"


def open_cards(state: GameState) -> list[str]:
    return list(state.memo(CARD, Cards).cards)


@card.moment("voor_het_spel", 200)  # "Leg de kaarten klaar voor ... de Toneelspeler"
def lay_out_cards(state: GameState) -> Flow:
    if not state.in_game(CARD):
        return
    cards = list(state.setup.actor_cards)
    if not cards:
        dealt = set(state.setup.roles) | set(state.setup.middle)
        pool = [c for c in playable_actor_cards() if c not in dealt]
        cards = state.rng("toneelspeler_kaarten").sample(pool, min(ACTOR_CARD_COUNT, len(pool)))
    state.memo(CARD, Cards).cards = cards
    state.say("toneelspeler_kaarten", cards=state.names([state.role_name(c) for c in cards]))
    yield from ()


@card.moment("begin_nacht", 100)  # the borrowed power lasts "tot de volgende nacht"
def curtain_falls(state: GameState) -> Flow:
    for player in state.players:
        player.acting = None
    yield from ()


@card.night_step("toneelspeler")
def toneelspeler(state: GameState, step: Step, living: list[Player]) -> Flow:
    actor = living[0]
    line = state.say(step.wake)
    cards = open_cards(state)
    if not cards:
        state.skip("toneelspeler", "no open cards are left on the table")
        info = (state.tell("toneelspeler_geen_kaarten"),)
        yield none_prompt(state, step.step, line, info=info, role=CARD, called=(actor.name,))
        state.say("toneelspeler_slaapt")
        return
    info = (state.tell("toneelspeler_keuze",
                       cards=state.names([state.role_name(c) for c in cards])),)
    card = yield choice_prompt(state, step.step, "toneelspeler", line, cards, optional=True,
                               info=info, role=CARD, called=(actor.name,))
    if card:
        cards.remove(card)
        state.memo(CARD, Cards).cards = cards
        actor.acting = card
        state.tell("toneelspeler_speelt", name=actor.name, role=state.role_name(card))
    state.say("toneelspeler_slaapt")


# --- how a bot plays the toneelspeler (narration/bots.py) -------------------------------------
# Every night he takes the open card worth most to the village by the meter's card score
# (setups/data/scores.toml; ties at random): a borrowed power used tonight is better than one
# kept, since an unused card helps nobody. Infected (a werewolf now), he takes the card worth
# least to the village.


@card.bot_policy("toneelspeler")
def bot_acts(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != CHOICE or not prompt.choices:
        return NotImplemented  # not the choice this policy knows: the generic answer
    try:
        worth = {c: card_value(c) for c in prompt.choices}
    except WakkerdamError:
        return NotImplemented  # a card without a value: the generic answer
    cards = list(prompt.choices)
    rng.shuffle(cards)
    pick = min if view.werewolf else max
    return pick(cards, key=lambda c: worth[c])
