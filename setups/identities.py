"""Dubbele Agenda (Volle Maan): the secret identity cards, dealt from the game's seed.

The rulebook's set is 2 Weerwolf identities and Gewone Burgers for the rest, for 7 to 9 players
("Met meer spelers heb je een tweede basisspel nodig"). The count follows the players so:
2 Weerwolf identities for 7 to 11 players; from 12 on one a four players (12: 3, 16: 4, a
second box's cards); below 7 (outside the booklet's range) one. The identities are dealt from
the same seed as the cards, by a draw of their own, so a re-deal deals them again too.
"""

from __future__ import annotations

import random
from dataclasses import replace

from setups.errors import SetupError
from setups.options import Options

SMALLEST_BOOKLET_TABLE = 7


def identity_wolves(players: int) -> int:
    """How many Weerwolf identity cards a table of `players` gets."""
    if players < SMALLEST_BOOKLET_TABLE:
        return 1
    return max(2, players // 4)


def deal_identities(players: tuple[str, ...], seed: int,
                    wolves: int | None = None) -> tuple[str, ...]:
    """The players (seat order) who get a Weerwolf identity card. Raises SetupError."""
    count = identity_wolves(len(players)) if wolves is None else wolves
    if not 1 <= count < len(players):
        raise SetupError("identity_count", most=max(1, len(players) - 1), players=len(players),
                         n=count)
    chosen = set(random.Random(f"identiteit:{seed}").sample(range(len(players)), count))
    return tuple(name for i, name in enumerate(players) if i in chosen)


def with_identities(options: Options, players: tuple[str, ...], seed: int) -> Options:
    """`options` with the identity cards dealt, when Dubbele Agenda is on and nobody holds one
    yet (a setup file or the physical cards name them themselves); else `options` unchanged."""
    if not options.dubbele_agenda or options.identiteit_weerwolf:
        return options
    return replace(options, identiteit_weerwolf=deal_identities(players, seed))
