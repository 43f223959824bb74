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
    kept_empty: bool = False  # a "nobody" answer is exported (narration/scenario_export.py)


def _load() -> dict[str, KeySpec]:
    """`data/keys.toml` and one `data/keys.<expansion>.toml` per expansion."""
    data = resources.files("narration").joinpath("data")
    keys: dict[str, KeySpec] = {}
    for file in sorted((f for f in data.iterdir()
                        if f.name.startswith("keys") and f.name.endswith(".toml")),
                       key=lambda f: f.name):
        for key, e in tomllib.loads(file.read_text("utf-8")).items():
            if key in keys:
                raise ValueError(f"{file.name}: key {key!r} is defined twice")
            keys[key] = KeySpec(key, e["phase"], e["value"], e["when"], e["rule"], e.get("role"),
                                bool(e.get("kept_empty", False)))
    return keys


KEYS: dict[str, KeySpec] = _load()
