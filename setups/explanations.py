"""What each card does, in two plain sentences, as its player sees it on his secret turn."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources


@cache
def _table() -> dict[str, dict[str, str]]:
    text = resources.files("setups").joinpath("data/role_explanations.toml").read_text("utf-8")
    data: dict[str, dict[str, str]] = tomllib.loads(text)
    return data


def explanation(role_id: str, lang: str) -> str:
    """The two sentences for `role_id` in `lang` (Dutch when the language has none); "" when
    the role has no explanation yet."""
    entry = _table().get(role_id, {})
    return entry.get(lang) or entry.get("nl", "")


def explained_roles() -> set[str]:
    return set(_table())
