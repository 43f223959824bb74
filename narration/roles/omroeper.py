"""De Omroeper (bonus character of Karakters, played with Volle Maan): a public title on top
of a card, like the mayor's. The mayor appoints him (never himself: nobody holds both titles);
he gets the event cards the narrator set aside (no Spiritisme cards). Every morning he may read
one card of his choice as a public announcement; it takes effect at once and leaves the game.
After such an announcement, and when a new mayor takes office, the mayor may dismiss him and
appoint another before the vote. Elected mayor, he passes his title on at once. When he dies the
mayor names a successor, who takes the unused cards.

Played with the option `omroeper` (setups/options.py). Keys: `omroeper` (the mayor appoints one
while there is none), `omroeper_opvolger` (the successor of a dead omroeper),
`omroeper_doorgeven` (the omroeper became mayor), `omroeper_ontslag` (the mayor replaces him),
`omroeper_kaart` (the card he reads). How this meets Volle Maan's event deck
(narration/events/), without depending on its code:
- Order in the `ochtend` moment: the omroeper's turn is at order 400, before the event
  draw (order 500). When he reads a card he sets the deck's `replaced` to the round (the draw
  skips that morning) and records it in his `Herald.played`.
- His hand is the game's event cards (`GameSetup.events`, Volle Maan) without Spiritisme cards.
- A card's effect: every CARD_READER hook runs it, `(state, card_id, reader_name)`; the
  deck's `play_card` is hooked there (narration/events/omroeper_cards.py). Without a reader,
  the card is
  announced only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.event_deck import CARD_READER, deck
from narration.hooks import Flow
from narration.mayor import AFTER_ELECTION
from narration.prompts import PLAYER, Prompt, choice_prompt, player_prompt, rule_error
from narration.state import GameState, Player
from narration.wins import winner_of

card = Card("omroeper", Kind.TITLE, when=lambda setup: setup.options.omroeper,
            title_marks={"omroeper": "⚑"})

APPOINT_RULE = ("De Burgemeester benoemt de Omroeper en mag daarvoor niet zichzelf kiezen, want "
                "niemand draagt beide titels tegelijk.")
SUCCESSOR_RULE = ("Sterft de Omroeper, dan kiest de Burgemeester een opvolger die de ongebruikte "
                  "kaarten overneemt.")
PASS_RULE = "Wordt de Omroeper tot Burgemeester gekozen, dan geeft hij zijn functie meteen door."


def in_play(state: GameState) -> bool:
    return state.setup.options.omroeper


@dataclass
class Herald:
    """The omroeper's hand (None until the first one is named; it passes to his successor),
    the cards read [(round, card)], the round of his last announcement, and the mayor who
    named him or kept him."""

    hand: list[str] | None = None
    played: list[tuple[int, str]] = field(default_factory=list)
    announced: int | None = None
    mayor: str | None = None


def mem(state: GameState) -> Herald:
    return state.memo("omroeper", Herald)


def hand_from_setup(state: GameState) -> list[str]:
    """The cards for the first omroeper: the game's event cards without the Spiritisme ones."""
    from setups.events import table_deck

    return [card for card in table_deck(state.setup) if not card.startswith("spiritisme")]


def crier(state: GameState) -> Player | None:
    for p in state.players:
        if p.alive and "omroeper" in p.titles:
            return p
    return None


def give_title(state: GameState, name: str) -> None:
    for p in state.players:
        if "omroeper" in p.titles:
            p.titles.remove("omroeper")
    state.player(name).titles.append("omroeper")
    m = mem(state)
    if m.hand is None:
        m.hand = hand_from_setup(state)
    mayor = state.mayor()
    m.mayor = mayor.name if mayor else None
    state.say("omroeper_benoemd", name=name)
    cards = ", ".join(m.hand) or state.text("word", "niets")
    state.tell("omroeper_kaarten", to=("narrator", name), cards=cards)


def appoint(state: GameState, key: str, line_id: str, *, required: bool, rule: str,
            exclude: tuple[str, ...] = (), **params: str) -> Flow:
    """The mayor names the omroeper; `""` (where not required) means not now."""
    mayor = state.mayor()
    if mayor is None:
        return
    candidates = [n for n in state.alive_names() if n != mayor.name and n not in exclude]

    def not_the_mayor(name: str) -> str | None:
        if name == mayor.name:
            raise rule_error(state, f"{name}:", APPOINT_RULE)
        return None

    line = state.say(line_id, mayor=mayor.name, **params)
    chosen = yield player_prompt(state, "omroeper", key, line, candidates,
                                 optional=not required, must_rule=rule, rule=not_the_mayor,
                                 called=(mayor.name,))
    if chosen:
        give_title(state, chosen)
    else:
        mem(state).mayor = mayor.name


def pass_on_if_mayor(state: GameState) -> Flow:
    """The omroeper who became mayor gives his title to another at once."""
    mayor = state.mayor()
    if mayor is None or "omroeper" not in mayor.titles:
        return
    mayor.titles.remove("omroeper")
    yield from appoint(state, "omroeper_doorgeven", "omroeper_geeft_door", required=True,
                       rule=PASS_RULE, name=mayor.name)


card.hook(AFTER_ELECTION, 10)(pass_on_if_mayor)


@card.after_deaths(951)  # after the mayor's successor (90): the mayor of now names him
def successor(state: GameState, fallen: list[Player]) -> Flow:
    if not in_play(state):
        return
    for dead in fallen:
        if "omroeper" not in dead.titles:
            continue
        dead.titles.remove("omroeper")
        if winner_of(state) is not None or not state.alive_names():
            state.skip("omroeper_opvolger", f"{dead.name}'s death ended the game")
            continue
        if state.mayor() is None:
            state.skip("omroeper_opvolger", "there is no mayor to name the omroeper's successor")
            continue
        yield from appoint(state, "omroeper_opvolger", "omroeper_opvolger", required=True,
                           rule=SUCCESSOR_RULE, name=dead.name)
    yield from pass_on_if_mayor(state)  # a successor mayor who was the omroeper


@card.moment("ochtend", 400)
def announcement(state: GameState) -> Flow:
    herald = crier(state)
    if not in_play(state) or herald is None:
        return
    hand = mem(state).hand or []
    # A card the morning draw already played has left the game (ruling omroeper-kaart-uit-stapel).
    played = {card for _, card in deck(state).drawn}
    hand[:] = [card for card in hand if card not in played]
    if not hand:
        state.skip("omroeper_kaart", "the omroeper has no cards left")
        return
    line = state.say("omroeper_vraag", name=herald.name)
    card = yield choice_prompt(state, "omroeper_kaart", "omroeper_kaart", line, list(hand),
                               optional=True, called=(herald.name,))
    if not card:
        return
    hand.remove(card)
    mem(state).played.append((state.round, card))
    mem(state).announced = state.round
    deck(state).replaced = state.round
    state.say("omroeper_leest", name=herald.name, card=card)
    for reader in state.rules.fns(CARD_READER):
        yield from reader(state, card, herald.name)


@card.moment("voor_stemming", 100)
def appointment_or_dismissal(state: GameState) -> Flow:
    """Before the vote: a mayor without an omroeper may appoint one; after an announcement, or
    with a new mayor, the mayor may dismiss the omroeper and appoint another."""
    mayor = state.mayor()
    if not in_play(state) or mayor is None:
        return
    herald = crier(state)
    if herald is None:
        yield from appoint(state, "omroeper", "omroeper_benoemen", required=False,
                           rule=APPOINT_RULE)
        return
    m = mem(state)
    if m.announced != state.round and m.mayor == mayor.name:
        state.skip("omroeper_ontslag", "the mayor may replace the omroeper only after an "
                   "announcement, or when he is new in office")
        return
    yield from appoint(state, "omroeper_ontslag", "omroeper_ontslag_vraag", required=False,
                       rule=APPOINT_RULE, exclude=(herald.name,), name=herald.name)


# --- how a bot plays the omroeper's appointments (narration/bots.py) --------------------------
# The mayor names as omroeper the player the village trusts most: one the seer cleared in
# public, else a claimer nobody proved a liar, else the least suspected; a werewolf mayor names
# one of his pack. Once named, the mayor keeps his omroeper (he never dismisses him). The cards
# the omroeper reads are left to the generic answers: no bot reads their effects.
KEEPS = "omroeper_ontslag"


@card.bot_policy("omroeper", "omroeper_opvolger", "omroeper_doorgeven", KEEPS)
def bot_appoints(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the appointment this policy knows: the generic answer
    if prompt.key == KEEPS:
        return ""
    cands = [c for c in prompt.candidates if c != view.me] or list(prompt.candidates)
    if view.werewolf:
        pack = [c for c in cands if c in view.pack()]
        if pack:
            return pack[rng.randrange(len(pack))]
        return view.most_suspected(cands, rng)
    claimers = set(view.trusted_claimers())
    for tier in ([c for c in cands if view.findings.get(c) is False],
                 [c for c in cands if c in claimers]):
        if tier:
            return tier[rng.randrange(len(tier))]
    return view.least_suspected(cands, rng)
