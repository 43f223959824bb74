"""The seeded deal: the same seed and mix always give the same cards to the same seats.

`deal` shuffles the cards; with the dief two cards stay in the middle, and the dief himself is
never one of them (he must be on a seat to be called; the rulebook deals the two extra cards to
the middle). `deal_setup` is the one place a table is dealt from a seed: the secret deal, the
re-deal and the balance simulator all use it. Professions (Het Dorp) belong here too, dealt
from the same seed after the cards, and so are Dubbele Agenda's identity cards
(setups.identities) when the options do not name them yet.
"""

from __future__ import annotations

import random
from collections import Counter

from setups.catalogue import middle_size, role
from setups.dice import shuffle
from setups.errors import SetupError
from setups.game_setup import GameSetup, validate
from setups.identities import with_identities
from setups.options import Options


def deal(players: int, mix: Counter[str], seed: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Shuffle the mix and deal one card a seat; with the dief two cards stay in the middle.

    Returns (cards per seat, middle cards). The dief always lands on a seat.
    """
    deck = sorted(mix.elements())
    middle_count = middle_size(deck)  # the dief's two (roles.toml `middle`)
    if mix["dief"] > 1:
        raise SetupError("deal_one_dief", n=mix["dief"])
    if len(deck) != players + middle_count:
        raise SetupError("deal_count_dief" if middle_count else "deal_count", n=len(deck),
                         players=players, need=players + middle_count)
    rng = random.Random(f"deal:{seed}")
    shuffle(rng, deck)
    if middle_count and "dief" in deck[players:]:
        # Ruling dief-nooit-in-het-midden: swap him with a seat drawn from the same seed, so
        # the deal stays reproducible and every seat remains equally likely to get him.
        at = deck.index("dief", players)
        seat = rng.randrange(players)
        deck[at], deck[seat] = deck[seat], deck[at]
    for at in range(players, len(deck)):
        # Ruling groep-nooit-in-het-midden: a card of a group (the gezusters, the gebroeders)
        # in the middle would leave its group incomplete; it swaps with a seat that holds a
        # card of no group, drawn from the same seed (deals that never put one there are
        # unchanged).
        if role(deck[at]).group > 1:
            seats = [i for i in range(players)
                     if role(deck[i]).group == 1 and deck[i] != "dief"]
            if seats:
                seat = seats[rng.randrange(len(seats))]
                deck[at], deck[seat] = deck[seat], deck[at]
    return tuple(deck[:players]), tuple(deck[players:])


_NO_OPTIONS = Options()  # frozen: every deal without options shares the defaults


def deal_setup(players: tuple[str, ...], mix: Counter[str], seed: int,
               options: Options | None = None, lang: str = "nl",
               professions: tuple[str, ...] = (), edition: str = "") -> GameSetup:
    """Deal `mix` to `players` (seat order) from `seed` and check the result. Raises SetupError.

    `professions` (Het Dorp) are public and bound to seats, not dealt: the narrator took the
    seeded proposal of `setups.professions.propose` or placed them himself."""
    cards, middle = deal(len(players), mix, seed)
    options = with_identities(options or _NO_OPTIONS, players, seed)  # Dubbele Agenda
    setup = GameSetup(players, cards, seed, middle, options, lang, professions, edition)
    validate(setup)
    return setup


def redeal_seed(seed: int) -> int:
    """The next seed for a re-deal with the same setup: fixed by the previous one, so a
    sequence of re-deals is reproducible too."""
    return random.Random(f"redeal:{seed}").randrange(1, 2**31 - 1)
