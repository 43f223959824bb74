"""The lines the app speaks and shows, in Dutch and English, read from data files."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

LANGS = ("nl", "en")


def line_files(lang: str) -> list[Traversable]:
    """`data/lines.{lang}.toml` and one `data/lines.<expansion>.{lang}.toml` per expansion."""
    data = resources.files("narration").joinpath("data")
    return sorted(
        (f for f in data.iterdir()
         if f.name.startswith("lines.") and f.name.endswith(f".{lang}.toml")),
        key=lambda f: f.name,
    )


@cache
def _table(lang: str) -> dict[str, dict[str, str]]:
    """Every line file of one language merged by section; an id defined twice is a bug."""
    merged: dict[str, dict[str, str]] = {}
    for file in line_files(lang):
        for section, entries in tomllib.loads(file.read_text("utf-8")).items():
            target = merged.setdefault(section, {})
            twice = set(target) & set(entries)
            if twice:
                raise ValueError(f"{file.name}: [{section}] defines {sorted(twice)} again")
            target.update(entries)
    return merged


def table(lang: str) -> dict[str, dict[str, str]]:
    """Every line of one language by section (read once)."""
    return _table(lang)


def line(lang: str, section: str, line_id: str, **params: Any) -> str:
    """The text of one line with its fields filled in."""
    template = _table(lang)[section][line_id]
    return template.format(**params) if params else template


def has_line(lang: str, section: str, line_id: str) -> bool:
    return line_id in _table(lang).get(section, {})


def line_ids(lang: str, section: str) -> set[str]:
    return set(_table(lang).get(section, {}))


def join_names(lang: str, names: list[str]) -> str:
    """'Anna, Bram en Cor'."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + f" {line(lang, 'word', 'en')} " + names[-1]
