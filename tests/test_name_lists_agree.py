"""A line that lists players agrees in number with the list: with one living werewolf the
narrator reads "The werewolf: Anna.", not "The werewolves: Anna." (seen in the TUI in English,
French and German), and French says "Appelé : Eva" for one player called.

Two checks cover the class: every call in narration/ and tui/ that fills a plural message's
`names` also passes its count `n` (else the catalogue silently takes the plural form), and
every plural message listing `names` reads differently for one name than for two in some
language (else it did not need to be plural) while no language uses a plural noun for one.

Session 14 found lines that filled `names` from a plain (not plural) message, so the scan never
looked at them: "Thumb down: Anna are no werewolves", "Eva mogen vandaag niet stemmen", "Tippe
Anna an: Sie sind verzaubert". Now every call that fills `names` (a line, a state.text, a secret
turn's Fact) passes `n`, and every message with a `{names}` field is a plural message."""

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
    """(path, line, function, message id, the fields it fills) of every call that renders a
    catalogue message: say("id", ...), t("id", ...), state.text("public", "id", ...) (yielded as
    say/tell by its section) and a secret turn's Fact("kind", {...}) (yielded as t of
    "pass.fact.<kind>")."""
    for path in sorted((ROOT / folder).rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            consts = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str)
                      else None for a in node.args]
            if consts[0] is None:
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            keywords = {k.arg for k in node.keywords}
            key = consts[0]
            if name == "text" and len(consts) > 1 and consts[1] is not None:
                name = {"public": "say", "private": "tell"}.get(key, "text")
                key = consts[1]
            elif name == "Fact":
                name, key = "t", f"pass.fact.{key}"
                given = node.args[1] if len(node.args) > 1 else None
                if isinstance(given, ast.Dict):
                    keywords = {k.value for k in given.keys
                                if isinstance(k, ast.Constant) and isinstance(k.value, str)}
            yield path.relative_to(ROOT), node.lineno, name, key, keywords


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


def test_every_call_that_lists_names_counts_them() -> None:
    # A list of players agrees with its length in some language, whatever the message is now.
    missing = [f"{path}:{line} {key}"
               for folder in ("narration", "tui")
               for path, line, name, key, keywords in _calls(folder)
               if (name in ENGINE_CALLS or name in SCREEN_CALLS)
               and "names" in keywords and "n" not in keywords]
    assert not missing, "a list of names rendered without its count n: " + ", ".join(missing)


@pytest.mark.parametrize("domain", ("narration", "tui"))
def test_every_message_listing_names_is_plural(domain: str) -> None:
    catalog = read_catalog(po_path("nl", domain), "nl")
    plural = texts("nl", domain).plurals
    plain = sorted(str(m.id) for m in catalog
                   if m.id and not isinstance(m.id, tuple) and "names" in fields(str(m.string)))
    assert not plain, f"{domain}: a list of names in a message with one form: {plain}"
    assert plural


def test_the_scan_sees_the_calls_it_checks() -> None:
    # The scan must find the werewolves' own line, the screens' "called" line, a state.text
    # line and a secret turn's Fact, else the checks above pass over nothing.
    found = {(name, key, "n" in kw) for _, _, name, key, kw in _calls("narration")}
    assert ("tell", "weerwolven_kiezen", True) in found
    assert ("say", "herstemming_begint", True) in found  # also as state.text("public", ...)
    assert ("t", "pass.fact.weerwolven", True) in found
    assert ("tell", "vos_duim_omlaag", True) in found
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


# Words that say "more than one" in the text before a list (a noun) or in the two words right
# after it (a verb), and words that say "one" right after a list of two.
PLURAL_WORDS = {
    "nl": {"weerwolven", "zijn", "mogen", "doen", "kennen", "jullie", "kaarsen"},
    "en": {"werewolves", "winners", "are", "take", "know", "candles"},
    "fr": {"loups-garous", "appelés", "charmés", "vainqueurs", "sont", "peuvent", "seuls",
           "ils", "participent", "bougies"},
    "de": {"werwölfe", "sind", "dürfen", "machen", "kennen", "eure", "kerzen"},
}
SINGULAR_WORDS = {
    "nl": {"is", "mag", "doet"}, "en": {"is", "takes"}, "fr": {"est", "peut", "n'est"},
    "de": {"ist", "darf", "macht"},
}


def _words(part: str) -> list[str]:
    return [w.strip(".,:;!?()\u00a0").lower() for w in part.split()]


@pytest.mark.parametrize("domain", ("narration", "tui"))
def test_a_list_of_one_name_reads_singular(domain: str) -> None:
    keys = _listing_plurals(domain)
    assert keys, domain
    differ = []
    for key in keys:
        one = {lang: text(lang, domain, key, n=1, names="Anna", name="Cor") for lang in LANGS}
        two = {lang: text(lang, domain, key, n=2, names="Anna and Eva", name="Cor")
               for lang in LANGS}
        if any(one[lang] != two[lang].replace("Anna and Eva", "Anna") for lang in LANGS):
            differ.append(key)
        for lang in LANGS:
            before, _, after = one[lang].partition("Anna")
            wrong = set(_words(before) + _words(after)[:2]) & PLURAL_WORDS.get(lang, set())
            assert not wrong, f"{lang} {key} for one name: {one[lang]!r}"
            lead, _, rest = two[lang].partition("Anna and Eva")
            if lead.strip() and not lead.rstrip().endswith(":"):
                continue  # the names are not the subject ("Unter Anna ist ein Werwolf")
            assert not set(_words(rest)[:1]) & SINGULAR_WORDS.get(lang, set()), (
                f"{lang} {key} for two names: {two[lang]!r}")
    assert "private.vos_duim_omlaag" in differ or domain == "tui", differ
    assert "pass.fact.weerwolven" in differ or domain == "narration", differ


def test_one_living_werewolf_is_named_in_the_singular() -> None:
    assert text("en", "narration", "private.weerwolven_kiezen", n=1, names="Gijs") == \
        "The werewolf: Gijs."
    assert text("en", "narration", "private.weerwolven_kiezen", n=2, names="Anna and Gijs") \
        == "The werewolves: Anna and Gijs."
    if "fr" in LANGS:
        assert text("fr", "tui", "called", n=1, names="Eva") == "Appelé\u00a0: Eva"
        assert text("fr", "tui", "called", n=2, names="Dirk, Hans") == "Appelés\u00a0: Dirk, Hans"
