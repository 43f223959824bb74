"""Scenario files (SCENARIOS.md): a whole game as the table played it, in TOML."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from narration.errors import ScenarioError
from narration.scenario_words import words
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
        raise ScenarioError("toml", source=source, error=str(e)) from None
    known = {"title", "setup", "turn", "expect"}
    for key in data:
        if key not in known:
            raise ScenarioError("unknown_table", source=source, table=shown(key),
                                known=", ".join(sorted(known)))
    setup_data = data.get("setup")
    if not isinstance(setup_data, dict):
        raise ScenarioError("no_setup", source=source)
    try:
        setup = setup_from_dict(setup_data)
    except SetupError as e:
        raise ScenarioError("setup", source=source, error=e) from None
    raw_turns = data.get("turn", [])
    if not isinstance(raw_turns, list):
        raise ScenarioError("turns_form", source=source)
    turns = []
    for number, raw in enumerate(raw_turns, start=1):
        if not isinstance(raw, dict):
            raise ScenarioError("turn_form", source=source, turn=number)
        answers = dict(raw)
        phase = answers.pop("phase", None)
        if phase not in PHASES:
            raise ScenarioError("turn_phase", source=source, turn=number, phase=repr(phase))
        turns.append(Turn(number, phase, answers))
    expect = data.get("expect", {})
    if not isinstance(expect, dict):
        raise ScenarioError("expect_form", source=source)
    _check_expect(expect, source)
    title = data.get("title", "")
    return Scenario(str(title), setup, tuple(turns), expect)


# The form of each [expect] entry (SCENARIOS.md); --check compares them with the game. Their
# words ('a camp, like winner = "dorp"') are the catalogue's `scenario_error.form.<key>`.
EXPECT_FORMS: dict[str, type] = {
    "winner": str, "alive": list, "said": list, "dead": dict, "roles": dict, "camps": dict,
}


def _check_expect(expect: dict[str, Any], source: str) -> None:
    """Each known [expect] entry has its form (unknown keys are reported by --check)."""
    for key, value in expect.items():
        if key not in EXPECT_FORMS:
            continue
        kind = EXPECT_FORMS[key]
        parts = value if isinstance(value, list) else (
            list(value.values()) if isinstance(value, dict) else [])
        if not isinstance(value, kind) or not all(isinstance(p, str) for p in parts):
            raise ScenarioError("expect_entry", source=source, answer=key,
                                form=words(f"form.{key}"))


def load(path: Path) -> Scenario:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise ScenarioError("unreadable", path=str(path), reason=e.strerror) from None
    except UnicodeDecodeError:
        raise ScenarioError("not_text", path=str(path)) from None
    return parse(text, str(path))
