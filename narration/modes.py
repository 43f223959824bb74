"""How a table plays: who reads the screen at night.

- `verteller`: a narrator who does not play reads the screen and enters what players point at.
- `doorgeven`: nobody narrates; the laptop is passed round, every living player takes a secret
  turn each night (see narration/secret_night.py), and the day is played in the open.
- `verteller_speelt_mee`: as `doorgeven`, but one player also steers the day; he sees no
  secret he would not see as a player.

The mode is stored in the journal header, so a resumed game keeps it.
"""

from __future__ import annotations

VERTELLER = "verteller"
DOORGEVEN = "doorgeven"
VERTELLER_SPEELT_MEE = "verteller_speelt_mee"

MODES = (VERTELLER, DOORGEVEN, VERTELLER_SPEELT_MEE)


def secret_nights(mode: str) -> bool:
    """Whether the nights are played as secret turns, one per living player."""
    return mode in (DOORGEVEN, VERTELLER_SPEELT_MEE)
