"""Memory records several cards share the shape of (a card's own record lives in its module).

Each is a dataclass kept under a key in `GameState.memory` and reached with
`state.memo(key, Record)`, so what a card remembers is typed and says what it holds.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Once:
    """A power of one use per game: the round it was used in, or None while it is left."""

    used: int | None = None

    @property
    def left(self) -> bool:
        return self.used is None


@dataclass
class Names:
    """The players a card has marked, in the order marked (the charmed, the angels, ...)."""

    names: list[str] = field(default_factory=list)


@dataclass
class Cards:
    """Card ids a card has met, in order (the cards the ziener has seen)."""

    cards: list[str] = field(default_factory=list)


@dataclass
class Dated:
    """A choice that holds for one day: the round it is for, and what was chosen."""

    round: int = -1
    names: tuple[str, ...] = ()

    def today(self, round_number: int) -> tuple[str, ...]:
        return self.names if self.round == round_number else ()


@dataclass
class ElderLives:
    """The dorpsoudste's lives (the first attack costs the spare one; Best Of reads it for his
    first infection), and the round the village killed him and so lost its powers, or None."""

    lives: int = 2
    powers_lost: int | None = None
