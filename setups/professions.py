"""Het Dorp's professions: the tile catalogue, checking a table's distribution, and the app's
seeded proposal (farmers, one of each single building, vagrants for the rest).

`propose` is its own function so that the deal (setups/deal.py) can call it too.
"""

from __future__ import annotations

import random
import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import NamedTuple

from setups.catalogue import building_cards
from setups.errors import SetupError
from texts import localized, localized_optional

ZWERVER = "zwerver"
BOER = "boer"


@dataclass(frozen=True)
class Profession:
    id: str
    tiles: int
    building: str | None
    power: str  # permanent, once, conditional, none
    names: dict[str, str]
    plurals: dict[str, str]
    buildings: dict[str, str]
    texts: dict[str, str]

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["nl"]

    def building_name(self, lang: str) -> str:
        return self.buildings.get(lang) or self.buildings["nl"]

    def text(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts["nl"]


@cache
def professions() -> dict[str, Profession]:
    text = resources.files("setups").joinpath("data/professions.toml").read_text("utf-8")
    table: dict[str, Profession] = {}
    for pid, e in tomllib.loads(text).items():
        table[pid] = Profession(
            id=pid, tiles=int(e["tiles"]), building=e.get("building"), power=e["power"],
            names=localized(f"professions:{pid}.name"),
            plurals=localized(f"professions:{pid}.plural"),
            buildings=localized_optional(f"professions:{pid}.building"),
            texts=localized(f"professions:{pid}.text"),
        )
    return table


def profession(pid: str) -> Profession:
    return professions()[pid]


def single_buildings() -> tuple[str, ...]:
    """The professions with one building in the box (all but the farmers and the vagrants)."""
    return tuple(p.id for p in professions().values() if p.building and p.tiles == 1)


def validate_professions(players: tuple[str, ...], roles: tuple[str, ...],
                         chosen: tuple[str, ...]) -> None:
    """Raise SetupError naming what is wrong with a table's distribution and what is allowed."""
    if not chosen:
        needing = sorted(building_cards().intersection(roles))
        if needing:
            raise SetupError("needs_buildings", role=needing[0])
        return
    if len(chosen) != len(players):
        raise SetupError("professions_count", players=len(players), n=len(chosen))
    known = professions()
    for pid in chosen:
        if pid not in known:
            raise SetupError("unknown_profession", profession=pid,
                             known=", ".join(sorted(known)))
    for pid, n in Counter(chosen).items():
        limit = known[pid].tiles
        # Ruling zwervers-onbeperkt: a vagrant has no building, any token can be his bag tile.
        if pid != ZWERVER and n > limit:
            if pid == BOER:
                raise SetupError("profession_limit_boer", limit=limit, profession=pid, n=n)
            raise SetupError("profession_limit", building=known[pid].building, limit=limit,
                             profession=pid, n=n)


class ProposalCounts(NamedTuple):
    farmers: int
    singles: int  # how many single buildings (one of each, as far as they fit)
    vagrants: int


def propose_counts(players: int, singles_in_box: int | None = None) -> ProposalCounts:
    """How many tiles of each kind the app proposes: a quarter of the table farmers (at least
    two, so that they have someone to choose among; at most the six farms), one of each single
    building as far as there is room after the farmers and one vagrant (the veldwachter's
    candidate), the rest vagrants. Which single buildings stay in the box when not all fit is
    drawn by `propose`."""
    farmers = min(profession(BOER).tiles, max(2, players // 4), max(0, players - 1))
    in_box = len(single_buildings()) if singles_in_box is None else singles_in_box
    singles = min(in_box, max(0, players - farmers - 1))
    return ProposalCounts(farmers, singles, players - farmers - singles)


def propose(players: int, seed: int, allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """A seeded distribution: the same player count and seed always give the same tiles to
    the same seats. `allowed`: the professions an edition knows (None: all)."""
    singles = [p for p in single_buildings() if allowed is None or p in allowed]
    counts = propose_counts(players, len(singles))
    rng = random.Random(f"professions:{seed}")
    chosen = sorted(rng.sample(singles, counts.singles), key=singles.index)
    tiles = [BOER] * counts.farmers + chosen + [ZWERVER] * counts.vagrants
    rng.shuffle(tiles)
    return tuple(tiles)
