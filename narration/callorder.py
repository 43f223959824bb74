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
    professions: tuple[str, ...] = ()
    nights: str = "all"
    present_with: tuple[str, ...] = ()

    def on_night(self, round_number: int) -> bool:
        """Whether this step is called in this night ("all", "even" or "1-2")."""
        if self.nights == "even":
            return round_number % 2 == 0
        if self.nights == "1-2":
            return round_number <= 2
        return True


@cache
def _table() -> dict[str, tuple[Step, ...]]:
    text = resources.files("narration").joinpath("data/callorder.toml").read_text("utf-8")
    raw = tomllib.loads(text)
    return {
        part: tuple(
            Step(e["step"], tuple(e.get("roles", ())), e.get("key"), e["wake"],
                 bool(e.get("werewolves", False)), tuple(e.get("professions", ())),
                 e.get("nights", "all"), tuple(e.get("with", ())))
            for e in raw.get(part, [])
        )
        for part in ("first_night", "every_night")
    }


def night_steps(round_number: int) -> tuple[Step, ...]:
    table = _table()
    first = table["first_night"] if round_number == 1 else ()
    return tuple(s for s in first + table["every_night"] if s.on_night(round_number))


def all_steps() -> tuple[Step, ...]:
    table = _table()
    return table["first_night"] + table["every_night"]
