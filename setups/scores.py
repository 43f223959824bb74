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
from texts import with_texts


@cache
def _data() -> dict[str, Any]:
    raw = resources.files("setups").joinpath("data/scores.toml").read_text("utf-8")
    return with_texts("scores", tomllib.loads(raw))


def card_values(edition: str = "") -> dict[str, int]:
    """Each card's value; an edition's own values (`[editions.<id>]`) replace the table's."""
    own = _data().get("editions", {}).get(edition, {}) if edition else {}
    values = {str(k): int(v) for k, v in _data()["values"].items()}
    values.update({str(k): int(v) for k, v in own.get("values", {}).items()})
    return values


def card_value(role_id: str, edition: str = "") -> int:
    values = card_values(edition)
    if role_id not in values:
        raise SetupError("no_score", role=role_id)
    return values[role_id]


def score(mix: Counter[str], edition: str = "") -> int:
    """The mix's score for the village. The dief's two middle cards count too: they may be
    taken, and the dief's own value accounts for the swap."""
    return sum(card_value(r, edition) * n for r, n in mix.items() if n)


def verdict(value: int, edition: str = "") -> str:
    own = _data().get("editions", {}).get(edition, {}) if edition else {}
    limit = int(own.get("balanced", _data()["balanced"]))
    if value > limit:
        return "dorp"
    if value < -limit:
        return "weerwolven"
    return "balans"


def verdict_text(value: int, lang: str, edition: str = "") -> str:
    return verdict_label(verdict(value, edition), lang, edition=edition)


def verdict_label(verdict_id: str, lang: str, camp_name: str | None = None,
                  edition: str = "") -> str:
    """How a verdict reads: "dorp", "weerwolven", "balans" (in an edition with its own words,
    those: Wolf Village's "gunstig voor het dorp"), or another camp a mix favours (a solo
    card: the simulation's verdict, narration/balance.py), shown by `camp_name`."""
    table = _data().get(lang) or _data()["nl"]
    own = _data().get("editions", {}).get(edition, {}) if edition else {}
    if verdict_id in ("dorp", "weerwolven", "balans"):
        return str((own.get(lang) or table)[verdict_id])
    return str(table["ander"]).format(camp=camp_name or verdict_id)
