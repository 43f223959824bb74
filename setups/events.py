"""The Volle Maan event deck: the 36 cards, read once from `data/events.toml`, and the deck a
table plays with (full or a chosen subset, shuffled from the game's seed)."""

from __future__ import annotations

import random
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from setups.errors import SetupError
from texts import localized, localized_list, localized_optional

if TYPE_CHECKING:
    from setups.game_setup import GameSetup

TIMINGS = ("permanent", "uitgesteld", "nu")


@dataclass(frozen=True)
class EventCard:
    id: str
    timing: str
    family: str
    names: dict[str, str]
    texts: dict[str, str]
    reminders: dict[str, str]
    # Spiritisme: the four questions (per language) and what answers each ("tafel" or the id
    # of a question the game state answers, see narration/events/spiritisme.py).
    questions: dict[str, tuple[str, ...]] = field(default_factory=dict)
    answers: tuple[str, ...] = ()

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["nl"]

    def text(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts["nl"]

    def reminder(self, lang: str) -> str:
        return self.reminders.get(lang) or self.reminders["nl"]

    @property
    def permanent(self) -> bool:
        return self.timing == "permanent"


@cache
def event_cards() -> dict[str, EventCard]:
    text = resources.files("setups").joinpath("data/events.toml").read_text("utf-8")
    cards: dict[str, EventCard] = {}
    for card_id, e in tomllib.loads(text).items():
        if e["timing"] not in TIMINGS:
            raise ValueError(f"events.toml: {card_id} has timing {e['timing']!r}")
        cards[card_id] = EventCard(
            card_id, e["timing"], e.get("family", card_id),
            localized(f"events:{card_id}.name"),
            localized(f"events:{card_id}.text"),
            localized_optional(f"events:{card_id}.reminder"),
            localized_list(f"events:{card_id}.questions"),
            tuple(e.get("answers", ())),
        )
    return cards


def event_card(card_id: str) -> EventCard:
    return event_cards()[card_id]


def validate_events(deck: Iterable[str], in_force: Iterable[str]) -> None:
    """Every card is known and in the deck once; cards in force from the start are permanent
    and not also in the deck."""
    known = event_cards()
    seen: set[str] = set()
    for card_id in deck:
        if card_id not in known:
            raise SetupError("unknown_event", card=card_id, known=", ".join(known))
        if card_id in seen:
            raise SetupError("event_twice", card=card_id)
        seen.add(card_id)
    for card_id in in_force:
        if card_id not in known:
            raise SetupError("unknown_event_in_force", card=card_id, known=", ".join(known))
        if not known[card_id].permanent:
            allowed = ", ".join(c.id for c in known.values() if c.permanent)
            raise SetupError("event_not_permanent", card=card_id, allowed=allowed)
        if card_id in seen:
            raise SetupError("event_in_force_and_deck", card=card_id)


def table_deck(setup: GameSetup) -> tuple[str, ...]:
    """The deck a game plays with, top card first: the setup's explicit order (a scenario),
    else the deck chosen in the options, shuffled by the seed, without the cards in force."""
    if setup.events:
        return setup.events
    options = setup.options
    chosen = deck_cards(options.event_deck, options.event_cards, options.events_in_force)
    return shuffled_deck(setup.seed, chosen)


def deck_cards(event_deck: str, picked: Iterable[str], in_force: Iterable[str]) -> list[str]:
    """The cards of the deck the options choose (the Options fields `event_deck`,
    `event_cards`, `events_in_force`), unshuffled: every card or the picked ones, without
    those in force; none without a deck. The set-up screen counts them as the game will."""
    if event_deck == "alle":
        cards: Iterable[str] = event_cards()
    elif event_deck == "keuze":
        cards = picked
    else:
        return []
    forced = set(in_force)
    return [c for c in cards if c not in forced]


def validate_deck(setup: GameSetup) -> None:
    options = setup.options
    if setup.events and options.event_deck:
        raise SetupError("deck_twice")
    if options.event_deck == "keuze" and not options.event_cards:
        raise SetupError("keuze_needs_cards")
    validate_events(options.event_cards, ())
    validate_events(table_deck(setup), options.events_in_force)


def shuffled_deck(seed: int, cards: Iterable[str] | None = None) -> tuple[str, ...]:
    """The deck face down, top card first: the chosen cards (all 36 by default) shuffled by the
    game's seed, so the same seed always gives the same deck."""
    chosen = list(event_cards()) if cards is None else list(cards)
    random.Random(f"{seed}:deck").shuffle(chosen)
    return tuple(chosen)
