"""The call order as data: read from `data/callorder.toml`, one entry a step.

The table's `first_night` and `every_night` lists give the combined order of the rulebook. An
edition with an order of its own (Best Of: `[editions.best_of] order = [...]`) lists the same
steps by id in its own order; each step keeps its nights (first night only, even, 1-2). An
edition may add steps of its own (`[[editions.<id>.steps]]`, in the table's format, with
`nights = "1"` for a first-night step); they are known only in its order, and one with the id
of a combined step replaces that step there.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from narration.lines import has_line


@dataclass(frozen=True)
class Step:
    step: str
    roles: tuple[str, ...]
    key: str | None
    wake: str
    werewolves: bool = False
    professions: tuple[str, ...] = ()
    nights: str = "all"
    present_with: tuple[str, ...] = ()
    first_only: bool = False
    # The public line that sends the called cards back to sleep ("" when the step has none).
    sleep: str = ""

    def on_night(self, round_number: int) -> bool:
        """Whether this step is called in this night ("all", "even", "1-2" or "1")."""
        if self.first_only or self.nights == "1":
            return round_number == 1
        if self.nights == "even":
            return round_number % 2 == 0
        if self.nights == "1-2":
            return round_number <= 2
        return True


@cache
def _raw() -> dict[str, Any]:
    text = resources.files("narration").joinpath("data/callorder.toml").read_text("utf-8")
    return tomllib.loads(text)


def _sleep_line(wake: str) -> str:
    """The sleep line that goes with a wake line: `X_wakker` -> `X_slaapt` (one card) or
    `X_slapen` (a group), whichever the lines define."""
    stem = wake.removesuffix("_wakker")
    for candidate in (f"{stem}_slaapt", f"{stem}_slapen"):
        if has_line("nl", "public", candidate):
            return candidate
    return ""


def _step(e: dict[str, Any], first_only: bool = False) -> Step:
    return Step(e["step"], tuple(e.get("roles", ())), e.get("key"), e["wake"],
                bool(e.get("werewolves", False)), tuple(e.get("professions", ())),
                e.get("nights", "all"), tuple(e.get("with", ())),
                first_only=first_only, sleep=e.get("sleep", _sleep_line(e["wake"])))


@cache
def _table() -> dict[str, tuple[Step, ...]]:
    raw = _raw()
    return {part: tuple(_step(e, part == "first_night") for e in raw.get(part, []))
            for part in ("first_night", "every_night")}


@cache
def edition_order(edition: str) -> tuple[Step, ...] | None:
    """The whole night order of an edition with its own call order, or None (the combined
    order). A step id the edition names must exist in the combined table or among the
    edition's own steps."""
    editions = _raw().get("editions", {})
    entry = editions.get(edition) if isinstance(editions, dict) else None
    if not entry:
        return None
    by_id = {s.step: s for s in _table()["first_night"] + _table()["every_night"]}
    by_id.update((e["step"], _step(e)) for e in entry.get("steps", ()))
    unknown = [name for name in entry["order"] if name not in by_id]
    if unknown:
        raise ValueError(f"callorder.toml: edition {edition!r} names unknown steps {unknown}")
    return tuple(by_id[name] for name in entry["order"])


@lru_cache(maxsize=256)  # the same few answers for every night of every game
def night_steps(round_number: int, edition: str = "") -> tuple[Step, ...]:
    own = edition_order(edition) if edition else None
    if own is not None:
        return tuple(s for s in own if s.on_night(round_number))
    table = _table()
    first = table["first_night"] if round_number == 1 else ()
    return tuple(s for s in first + table["every_night"] if s.on_night(round_number))


def all_steps() -> tuple[Step, ...]:
    table = _table()
    return table["first_night"] + table["every_night"]
