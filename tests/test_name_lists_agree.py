"""A line that lists players agrees in number with the list: with one living werewolf the
narrator reads "The werewolf: Anna.", not "The werewolves: Anna." (seen in the TUI in English,
French and German), and French says "Appelé : Eva" for one player called.

Two checks cover the class: every call in narration/ and tui/ that fills a plural message's
`names` also passes its count `n` (else the catalogue silently takes the plural form), and
every plural message listing `names` reads differently for one name than for two in some
language (else it did not need to be plural) while no language uses a plural noun for one."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from texts import LANGS, fields, po_path, read_catalog, text, texts

ROOT = Path(__file__).resolve().parents[1]
# The calls that render a catalogue message: engine lines (section "private"/"public"/...)
# and the screens' `t`. The message id is the first argument.
ENGINE_CALLS = {"say": "public", "announce": "public", "tell": "private", "note": "private"}
SCREEN_CALLS = {"t"}


def _calls(folder: str) -> Iterator[tuple[Path, int, str, str, set[str | None]]]:
    for path in sorted((ROOT / folder).rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            keywords = {k.arg for k in node.keywords}
            yield path.relative_to(ROOT), node.lineno, name, first.value, keywords


def _engine_plurals() -> set[str]:
    return set(texts("nl", "narration").plurals)


def _screen_plurals() -> set[str]:
    return set(texts("nl", "tui").plurals)


def test_every_list_of_names_in_a_plural_message_is_counted() -> None:
    engine, screen = _engine_plurals(), _screen_plurals()
    missing = []
    for path, line, name, key, keywords in _calls("narration"):
        section = ENGINE_CALLS.get(name)
        if section and f"{section}.{key}" in engine and "n" not in keywords:
            missing.append(f"{path}:{line} {section}.{key}")
    for path, line, name, key, keywords in _calls("tui"):
        if name in SCREEN_CALLS and key in screen and "n" not in keywords:
            missing.append(f"{path}:{line} {key}")
    assert not missing, "a plural message rendered without its count n: " + ", ".join(missing)


def test_the_scan_sees_the_calls_it_checks() -> None:
    # The scan must find the werewolves' own line and the screens' "called" line, else the
    # check above passes over nothing.
    found = {(name, key) for _, _, name, key, _ in _calls("narration")}
    assert ("tell", "weerwolven_kiezen") in found
    assert ("t", "called") in {(name, key) for _, _, name, key, _ in _calls("tui")}


def _listing_plurals(domain: str) -> list[str]:
    """The plural messages that list players ({names}), with no other field but {name}."""
    catalog = read_catalog(po_path("nl", domain), "nl")
    keys = []
    for key in texts("nl", domain).plurals:
        message = catalog.get(key)
        assert message is not None, key
        forms: Any = message.string  # a plural message: a tuple of forms
        used = set().union(*(fields(str(form)) for form in forms))
        if "names" in used and used <= {"names", "name", "n"}:
            keys.append(key)
    return sorted(keys)


@pytest.mark.parametrize("domain", ("narration", "tui"))
def test_a_list_of_one_name_reads_singular(domain: str) -> None:
    keys = _listing_plurals(domain)
    assert keys, domain
    for key in keys:
        one = {lang: text(lang, domain, key, n=1, names="Anna", name="Cor") for lang in LANGS}
        two = {lang: text(lang, domain, key, n=2, names="Anna and Eva", name="Cor")
               for lang in LANGS}
        assert any(one[lang] != two[lang].replace("Anna and Eva", "Anna") for lang in LANGS), \
            f"{key}: the same text for one name as for two in every language"
        for lang, plural_word in (("nl", "weerwolven"), ("en", "werewolves"),
                                  ("fr", "Loups-Garous"), ("de", "Werwölfe"),
                                  ("fr", "Appelés")):
            if lang in LANGS:
                assert plural_word not in one[lang].split("Anna")[0], (
                    f"{lang} {key} for one name: {one[lang]!r}")


def test_one_living_werewolf_is_named_in_the_singular() -> None:
    assert text("en", "narration", "private.weerwolven_kiezen", n=1, names="Gijs") == \
        "The werewolf: Gijs."
    assert text("en", "narration", "private.weerwolven_kiezen", n=2, names="Anna and Gijs") \
        == "The werewolves: Anna and Gijs."
    if "fr" in LANGS:
        assert text("fr", "tui", "called", n=1, names="Eva") == "Appelé\u00a0: Eva"
        assert text("fr", "tui", "called", n=2, names="Dirk, Hans") == "Appelés\u00a0: Dirk, Hans"
