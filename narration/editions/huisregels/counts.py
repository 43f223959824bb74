"""The "1 of 2 (afhankelijk van het aantal spelers)" of the house text: the fluitspeler's
charms, the raaf's votes and the schooljuffrouw's ban (ruling huisregels-een-of-twee)."""

from __future__ import annotations

from narration.state import GameState


def one_or_two(state: GameState) -> int:
    """2 from the setup's `twee_vanaf` players on (counted at the deal), else 1."""
    return 2 if len(state.players) >= state.setup.options.twee_vanaf else 1
