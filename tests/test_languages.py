"""English is complete: every Dutch line and screen text has an English twin with the same
fields, so switching language never shows a key or raises a missing field."""

from __future__ import annotations

import string
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def flat(path: Path) -> dict[str, str]:
    data = tomllib.loads(path.read_text("utf-8"))
    out: dict[str, str] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            out.update({f"{key}.{k}": v for k, v in value.items()})
        else:
            out[key] = value
    return out


PAIRS = [
    (nl, nl.with_name(nl.name[: -len(".nl.toml")] + ".en.toml"))
    for nl in sorted((ROOT / "narration/data").glob("lines*.nl.toml"))
    + sorted((ROOT / "tui/data").glob("ui_*.nl.toml"))
]


@pytest.mark.parametrize("nl, en", PAIRS, ids=[p[0].name for p in PAIRS])
def test_every_dutch_text_has_an_english_twin_with_the_same_fields(nl: Path, en: Path) -> None:
    dutch, english = flat(nl), flat(en)
    assert set(dutch) == set(english), (
        f"only Dutch: {sorted(set(dutch) - set(english))}; "
        f"only English: {sorted(set(english) - set(dutch))}"
    )
    for key in dutch:
        assert fields(dutch[key]) == fields(english[key]), key


def test_every_role_has_both_languages() -> None:
    from setups.catalogue import roles

    for role in roles().values():
        assert role.name("en") and role.name("nl") and role.text("en") and role.text("nl")
