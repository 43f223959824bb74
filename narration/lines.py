"""The lines the app speaks and shows, in Dutch and English, read from data files."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any

LANGS = ("nl", "en")


@cache
def _table(lang: str) -> dict[str, dict[str, str]]:
    text = resources.files("narration").joinpath(f"data/lines.{lang}.toml").read_text("utf-8")
    data: dict[str, dict[str, str]] = tomllib.loads(text)
    return data


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
