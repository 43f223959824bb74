"""Screen texts in Dutch (default) and English, read from `tui/data/ui_*.{lang}.toml`.

Each area of the UI has its own pair of files (ui_game, ui_setup, ...); keys must be unique
across them. A missing English text falls back to Dutch, a missing key shows the key itself.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any

_lang = "nl"


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in ("nl", "en") else "nl"


def language() -> str:
    return _lang


@cache
def _texts(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    folder = resources.files("tui").joinpath("data")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.startswith("ui_") and entry.name.endswith(f".{lang}.toml"):
            merged.update(tomllib.loads(entry.read_text("utf-8")))
    return merged


def t(key: str, **params: Any) -> str:
    text = _texts(_lang).get(key) or _texts("nl").get(key) or key
    return text.format(**params) if params else text
