"""The static balance score of a mix: a documented value per card (data/scores.toml), summed.

Positive helps the village, negative the werewolves; `verdict` turns the sum into "dorp",
"weerwolven" or "balans". The simulation (narration/balance.py) is the honest measure; this
score is the quick one players know from other apps.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from functools import cache
from importlib import resources
from typing import Any

from setups.errors import SetupError
from texts import text


@cache
def _data() -> dict[str, Any]:
    text = resources.files("setups").joinpath("data/scores.toml").read_text("utf-8")
    return tomllib.loads(text)


def card_values() -> dict[str, int]:
    return {str(k): int(v) for k, v in _data()["values"].items()}


def card_value(role_id: str) -> int:
    values = card_values()
    if role_id not in values:
        raise SetupError(f"No balance value for the card '{role_id}' (setups/data/scores.toml).")
    return values[role_id]


def score(mix: Counter[str]) -> int:
    """The mix's score for the village. The dief's two middle cards count too: they may be
    taken, and the dief's own value accounts for the swap."""
    return sum(card_value(r) * n for r, n in mix.items() if n)


def verdict(value: int) -> str:
    limit = int(_data()["balanced"])
    if value > limit:
        return "dorp"
    if value < -limit:
        return "weerwolven"
    return "balans"


def verdict_text(value: int, lang: str) -> str:
    return text(lang, "setups", f"scores:{verdict(value)}")
