"""The boxes a group can own (data/boxes.toml) and how many copies of each card they hold.

`available(owned)` counts the printed cards of every owned box (a box that bundles others, Het
Pact, counts as those boxes); sticker characters (Volle Maan, Het Dorp) are counted apart,
because each one uses up a Gewone Burger card of the base game.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources

from setups.errors import SetupError
from texts import localized


@dataclass(frozen=True)
class Box:
    id: str
    names: dict[str, str]
    cards: dict[str, int]
    stickers: tuple[str, ...]
    includes: tuple[str, ...]
    needs: str | None
    assumed: bool
    titles: tuple[str, ...] = ()  # title cards in this box (the omroeper: Volle Maan)

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["nl"]


@cache
def boxes() -> dict[str, Box]:
    raw = tomllib.loads(resources.files("setups").joinpath("data/boxes.toml").read_text("utf-8"))
    return {
        box_id: Box(
            id=box_id,
            names=localized(f"boxes:{box_id}"),
            cards={str(k): int(v) for k, v in entry.get("cards", {}).items()},
            stickers=tuple(entry.get("stickers", ())),
            includes=tuple(entry.get("includes", ())),
            needs=entry.get("needs"),
            assumed=bool(entry.get("assumed", False)),
            titles=tuple(entry.get("titles", ())),
        )
        for box_id, entry in raw.items()
    }


def title_box(title: str) -> str | None:
    """The box a title card comes in (None: every game has it, the burgemeester)."""
    return next((box.id for box in boxes().values() if title in box.titles), None)


def box_name(box_id: str, lang: str) -> str:
    box = boxes().get(box_id)
    return box.name(lang) if box else box_id


def check_box_ids(owned: frozenset[str] | set[str] | list[str] | tuple[str, ...]) -> None:
    for box_id in owned:
        if box_id not in boxes():
            raise SetupError("unknown_box", box=box_id, known=", ".join(sorted(boxes())))


def expand(owned: frozenset[str] | set[str] | list[str] | tuple[str, ...]) -> frozenset[str]:
    """The owned boxes with the boxes they bundle (Het Pact → its four boxes)."""
    result: set[str] = set()
    todo = list(owned)
    while todo:
        box_id = todo.pop()
        if box_id in result or box_id not in boxes():
            continue
        result.add(box_id)
        todo.extend(boxes()[box_id].includes)
    return frozenset(result)


@dataclass(frozen=True)
class Stock:
    """What the owned boxes hold: printed cards, and sticker characters (each on a burger)."""

    cards: Counter[str]
    stickers: frozenset[str]


def available(owned: frozenset[str] | set[str] | list[str] | tuple[str, ...]) -> Stock:
    cards: Counter[str] = Counter()
    stickers: set[str] = set()
    for box_id in expand(owned):
        box = boxes()[box_id]
        cards.update(box.cards)
        stickers.update(box.stickers)
    return Stock(cards, frozenset(stickers))


def boxes_for(role_ids: list[str] | set[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The boxes a set of cards comes from (each role's own box and the box it needs)."""
    from setups.catalogue import role

    needed: set[str] = set()
    for role_id in role_ids:
        r = role(role_id)
        needed.add(r.box)
        if r.needs:
            needed.add(r.needs)
    order = list(boxes())
    return tuple(sorted(needed, key=lambda b: order.index(b) if b in order else len(order)))
