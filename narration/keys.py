"""The answer keys the engine accepts, with phase, value form and rule (data/keys.toml)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources


@dataclass(frozen=True)
class KeySpec:
    key: str
    phase: str
    value: str
    when: str
    rule: str
    role: str | None = None


def _load() -> dict[str, KeySpec]:
    text = resources.files("narration").joinpath("data/keys.toml").read_text("utf-8")
    return {
        key: KeySpec(key, e["phase"], e["value"], e["when"], e["rule"], e.get("role"))
        for key, e in tomllib.loads(text).items()
    }


KEYS: dict[str, KeySpec] = _load()
