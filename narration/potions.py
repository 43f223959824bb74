"""The heks's potions: what the heks card, Het Oogstfeest's box, the Bosvruchten event and
the secret turns all read, so it is a record of its own here and not inside one card.

"De Heks heeft twee drankjes die ze elk één keer per spel mag gebruiken": each `*_used` holds
the round it was used in, or None while it is left.
"""

from __future__ import annotations

from dataclasses import dataclass

from narration.state import GameState


@dataclass
class Potions:
    elixir_used: int | None = None
    poison_used: int | None = None
    # Het Oogstfeest: the round the heks tossed her box (once per game).
    box_used: int | None = None

    @property
    def elixir_left(self) -> bool:
        return self.elixir_used is None

    @property
    def poison_left(self) -> bool:
        return self.poison_used is None


def potions(state: GameState) -> Potions:
    return state.memo("heks", Potions)
