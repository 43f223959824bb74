"""Scenario files (SCENARIOS.md): a whole game as the table played it, in TOML."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from narration.errors import ScenarioError
from setups.errors import SetupError, shown
from setups.game_setup import GameSetup, setup_from_dict

PHASES = ("night", "day")


@dataclass(frozen=True)
class Turn:
    number: int  # 1-based, as a person counts the [[turn]] tables
    phase: str
    answers: dict[str, Any]


@dataclass(frozen=True)
class Scenario:
    title: str
    setup: GameSetup
    turns: tuple[Turn, ...]
    expect: dict[str, Any] = field(default_factory=dict)


def parse(text: str, source: str = "<scenario>") -> Scenario:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ScenarioError(f"{source}: not valid TOML: {e}.") from None
    known = {"title", "setup", "turn", "expect"}
    for key in data:
        if key not in known:
            raise ScenarioError(
                f"{source}: unknown table '{shown(key)}'; "
                f"a scenario has {', '.join(sorted(known))}."
            )
    setup_data = data.get("setup")
    if not isinstance(setup_data, dict):
        raise ScenarioError(f"{source}: the [setup] table is missing.")
    try:
        setup = setup_from_dict(setup_data)
    except SetupError as e:
        raise ScenarioError(f"{source}, [setup]: {e}") from None
    raw_turns = data.get("turn", [])
    if not isinstance(raw_turns, list):
        raise ScenarioError(f"{source}: turns are written as [[turn]] tables.")
    turns = []
    for number, raw in enumerate(raw_turns, start=1):
        if not isinstance(raw, dict):
            raise ScenarioError(f"{source}, turn {number}: a turn must be a table.")
        answers = dict(raw)
        phase = answers.pop("phase", None)
        if phase not in PHASES:
            raise ScenarioError(
                f"{source}, turn {number}: 'phase' must be \"night\" or \"day\", not {phase!r}."
            )
        turns.append(Turn(number, phase, answers))
    expect = data.get("expect", {})
    if not isinstance(expect, dict):
        raise ScenarioError(f"{source}: [expect] must be a table.")
    _check_expect(expect, source)
    title = data.get("title", "")
    return Scenario(str(title), setup, tuple(turns), expect)


# The form of each [expect] entry (SCENARIOS.md); --check compares them with the game.
EXPECT_FORMS = {
    "winner": (str, 'a camp, like winner = "dorp"'),
    "alive": (list, 'a list of names, like alive = ["Anna", "Bram"]'),
    "said": (list, 'a list of texts, like said = ["De burgers winnen!"]'),
    "dead": (dict, 'a table name = cause, like dead = { Anna = "stemming" }'),
    "roles": (dict, 'a table name = role, like roles = { Anna = "weerwolf" }'),
    "camps": (dict, 'a table name = camp, like camps = { Anna = "dorp" }'),
}


def _check_expect(expect: dict[str, Any], source: str) -> None:
    """Each known [expect] entry has its form (unknown keys are reported by --check)."""
    for key, value in expect.items():
        if key not in EXPECT_FORMS:
            continue
        kind, form = EXPECT_FORMS[key]
        parts = value if isinstance(value, list) else (
            list(value.values()) if isinstance(value, dict) else [])
        if not isinstance(value, kind) or not all(isinstance(p, str) for p in parts):
            raise ScenarioError(f"{source}, [expect]: '{key}' must be {form}.")


def load(path: Path) -> Scenario:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise ScenarioError(f"{path}: cannot be read ({e.strerror}).") from None
    except UnicodeDecodeError:
        raise ScenarioError(f"{path}: not a text file (UTF-8 expected).") from None
    return parse(text, str(path))
