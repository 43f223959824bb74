"""The call order as data: read from `data/callorder.toml`, one entry a step."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True)
class Step:
    step: str
    roles: tuple[str, ...]
    key: str | None
    wake: str
    werewolves: bool = False


@cache
def _table() -> dict[str, tuple[Step, ...]]:
    text = resources.files("narration").joinpath("data/callorder.toml").read_text("utf-8")
    raw = tomllib.loads(text)
    return {
        part: tuple(
            Step(e["step"], tuple(e.get("roles", ())), e.get("key"), e["wake"],
                 bool(e.get("werewolves", False)))
            for e in raw.get(part, [])
        )
        for part in ("first_night", "every_night")
    }


def night_steps(round_number: int) -> tuple[Step, ...]:
    table = _table()
    first = table["first_night"] if round_number == 1 else ()
    return first + table["every_night"]


def all_steps() -> tuple[Step, ...]:
    table = _table()
    return table["first_night"] + table["every_night"]
