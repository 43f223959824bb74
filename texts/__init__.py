"""Every text the app shows or speaks, in every language, kept as gettext catalogues.

Layout (one folder per language; a new language is one more folder plus its voice):

    texts/locale/<domain>.pot                        the template: every message id
    texts/locale/<lang>/LC_MESSAGES/<domain>.po      one language's texts
    texts/locale/<lang>/voice.toml                   the voice that speaks it (espeak-ng names)

Domains: "setups" (cards, boxes, presets, events, professions, mix messages, SetupError's
texts "setup_errors:<name>": id "<data file stem>:<path>"), "narration" (the narrator's lines
and JournalError's texts "journal_error.<name>", id "<section>.<line id>"), "tui" (the
screens), "rules" (the Dutch rulebook quotes in error messages, the quote being the id) and
"argparse" (argparse's own words, "usage: " and the like, the English word being the id; read
through gettext's global API, texts/argparse_words.py).
Other message ids are keys such as "prompt.pick_many"; the Dutch catalogue holds the Dutch text
like any other language. A message with a plural form (msgid_plural) picks its form by the
count passed as `n`, by the language's own plural rule (the Plural-Forms header Babel writes
from CLDR), so "Kies 1 speler" and "Kies 2 spelers" come from one message.

The .po files are the source: they are compiled in memory with Babel when first used and read
by the standard `gettext.GNUTranslations`, so there is no build step and no binary file to keep
in step. A text missing (or marked fuzzy) in a language falls back to Dutch; the test
tests/test_catalogues.py keeps every language complete. `python -m texts.check` reports what a
language still lacks. The catalogues were filled by tools/texts_to_catalogues.py.
"""

from __future__ import annotations

import gettext
import io
import os
import string
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # Babel is imported when a catalogue is first read, not at import time
    from babel.messages.catalog import Catalog

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DEFAULT = "nl"
# "rules": the rulebook quotes the narrator's error messages cite (the RULE constants of the
# card modules); their message id is the Dutch quote itself, gettext's classic way.
DOMAINS = ("setups", "narration", "tui", "rules", "argparse")
# The count a plural message agrees with is always the field `n`.
COUNT = "n"


def _languages() -> tuple[str, ...]:
    found = sorted(p.parent.name for p in LOCALE_DIR.glob("*/LC_MESSAGES"))
    first = [lang for lang in (DEFAULT, "en") if lang in found]
    return (*first, *(lang for lang in found if lang not in first))


# Every language that has a folder of catalogues: Dutch (the default) and English first.
LANGS: tuple[str, ...] = _languages()


def is_language(lang: object) -> bool:
    return isinstance(lang, str) and lang in LANGS


def language_name(lang: str) -> str:
    """The language's name in itself ("Nederlands", "Deutsch"), from Babel's CLDR data."""
    from babel import Locale

    name = Locale.parse(lang).get_display_name(lang) or lang
    return name[:1].upper() + name[1:]


def po_path(lang: str, domain: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


def pot_path(domain: str) -> Path:
    return LOCALE_DIR / f"{domain}.pot"


def fields(text: str) -> set[str]:
    """The `{name}` fields of a text."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def read_catalog(path: Path, lang: str | None = None) -> Catalog:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, locale=lang, abort_invalid=True)


@dataclass(frozen=True)
class Voice:
    """The voice of a language: the espeak-ng voice file for pyttsx3 ("gmw/de") and the name
    the espeak-ng command line takes ("de")."""

    pyttsx3: str
    espeak: str


@cache
def voice(lang: str) -> Voice:
    path = LOCALE_DIR / lang / "voice.toml"
    data = tomllib.loads(path.read_text("utf-8")) if path.is_file() else {}
    return Voice(pyttsx3=str(data.get("pyttsx3", lang)), espeak=str(data.get("espeak", lang)))


def mo_path(lang: str, domain: str) -> Path:
    return po_path(lang, domain).with_suffix(".mo")


def compile_catalogue(lang: str, domain: str) -> bytes:
    """The .mo of one .po, compiled by Babel (fuzzy and empty messages are left out, so those
    fall back to Dutch), written beside the .po when the folder is writable; .mo files are a
    build product (.gitignore), rebuilt whenever the .po is newer."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    path = po_path(lang, domain)
    catalog = read_catalog(path, lang) if path.is_file() else Catalog(locale=lang)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    data = compiled.getvalue()
    target = mo_path(lang, domain)
    try:  # written whole or not at all: another process may be reading it
        partial = target.with_name(f".{target.name}.{os.getpid()}")
        partial.write_bytes(data)
        os.replace(partial, target)
    except OSError:
        pass  # a read-only install: compiled in memory each time
    return data


def mo_file(lang: str, domain: str) -> Path:
    """The .mo of a catalogue, compiled first when it is missing or older than its .po (for
    gettext's global API, which reads .mo files from disk: argparse's words)."""
    _compiled(lang, domain)
    return mo_path(lang, domain)


def compile_all() -> None:
    """Compile every catalogue whose .mo is missing or older than its .po (.ci/setup)."""
    for lang in LANGS:
        for domain in DOMAINS:
            _compiled(lang, domain)


def _compiled(lang: str, domain: str) -> bytes:
    po, mo = po_path(lang, domain), mo_path(lang, domain)
    try:
        if mo.stat().st_mtime >= po.stat().st_mtime:
            return mo.read_bytes()
    except OSError:
        pass
    return compile_catalogue(lang, domain)


class _Translations(gettext.GNUTranslations):
    # gettext's parsed catalogue: {msgid: text, (msgid, form): text}.
    _catalog: dict[str | tuple[str, int], str]

    def message_ids(self) -> tuple[frozenset[str], frozenset[str]]:
        """The translated message ids, and those of them that have plural forms."""
        ids = {key[0] if isinstance(key, tuple) else key for key in self._catalog}
        ids.discard("")  # the header
        plural = {key[0] for key in self._catalog if isinstance(key, tuple)}
        return frozenset(ids), frozenset(plural)


class Texts:
    """One domain's texts in one language (Dutch behind it for anything missing)."""

    def __init__(self, lang: str, domain: str) -> None:
        self.lang = lang
        self.domain = domain
        self._gettext = _Translations(io.BytesIO(_compiled(lang, domain)))
        self.keys, self.plurals = self._gettext.message_ids()
        if lang != DEFAULT:
            dutch = texts(DEFAULT, domain)
            self._gettext.add_fallback(dutch._gettext)
            self.plurals = self.plurals | dutch.plurals
            self.keys = self.keys | dutch.keys

    def has(self, key: str) -> bool:
        return key in self.keys

    def text(self, key: str, **params: Any) -> str:
        """The text of `key` with its fields filled in; a plural message agrees with `n`.
        An unknown key gives the key itself (gettext's way), never an exception."""
        if key in self.plurals:
            count = params.get(COUNT)
            template = self._gettext.ngettext(key, key, count if isinstance(count, int) else 2)
        else:
            template = self._gettext.gettext(key)
        return template.format(**params) if params else template


@cache
def texts(lang: str, domain: str) -> Texts:
    return Texts(lang if is_language(lang) else DEFAULT, domain)


def text(lang: str, domain: str, key: str, **params: Any) -> str:
    return texts(lang, domain).text(key, **params)


def keys_under(lang: str, domain: str, prefix: str) -> list[str]:
    """The keys that start with `prefix` ("events.beul."), sorted."""
    return sorted(k for k in texts(lang, domain).keys if k.startswith(prefix))


def text_list(lang: str, domain: str, key: str) -> tuple[str, ...]:
    """A list kept as `key.0`, `key.1`, ... (an event's questions)."""
    found: list[str] = []
    t = texts(lang, domain)
    while t.has(f"{key}.{len(found)}"):
        found.append(t.text(f"{key}.{len(found)}"))
    return tuple(found)


def localized(key: str, domain: str = "setups") -> dict[str, str]:
    """One text in every language: {"nl": ..., "en": ..., "de": ...}."""
    return {lang: text(lang, domain, key) for lang in LANGS}


def localized_optional(key: str, domain: str = "setups") -> dict[str, str]:
    """Like `localized`, but "" in every language when the text does not exist (an event card
    without a reminder)."""
    if not texts(DEFAULT, domain).has(key):
        return dict.fromkeys(LANGS, "")
    return localized(key, domain)


def localized_list(key: str, domain: str = "setups") -> dict[str, tuple[str, ...]]:
    """A list (`key.0`, `key.1`, ...) in every language that has it."""
    found = {lang: text_list(lang, domain, key) for lang in LANGS}
    return {lang: items for lang, items in found.items() if items}


def with_texts(stem: str, raw: dict[str, Any]) -> dict[str, Any]:
    """A setups data file as it was before its texts moved to the catalogues: every
    "<stem>:<path>" message of the "setups" domain is put back under a key per language, at the
    first step of its path the file does not have ("roles:ziener.name" -> raw["ziener"]["de"]
    ["name"]; a list, "events:x.questions.0", becomes `questions_de`). So a loader reads
    `entry[lang]` for every language in LANGS, as it read `entry["nl"]` and `entry["en"]`."""
    prefix = f"{stem}:"
    for lang in LANGS:
        catalogue = texts(lang, "setups")
        for key in sorted(catalogue.keys):
            if key.startswith(prefix):
                _put(raw, key[len(prefix):].split("."), lang, catalogue.text(key))
    return raw


def _put(node: Any, path: list[str], lang: str, value: str) -> None:
    for depth, segment in enumerate(path):
        child = _child(node, segment)
        if child is None:
            if not isinstance(node, dict):
                return  # an array element the file does not have (any more): nothing to fill
            rest = path[depth:]
            if len(rest) == 2 and rest[1].isdigit():  # a list of texts: `<field>_<lang>`
                items = node.setdefault(f"{rest[0]}_{lang}", [])
                index = int(rest[1])
                items.extend([""] * (index + 1 - len(items)))
                items[index] = value
                return
            target = node.setdefault(lang, {})
            for step in rest[:-1]:
                target = target.setdefault(step, {})
            target[rest[-1]] = value
            return
        node = child
    # The whole path exists: the text is the value of a language key of this table.
    if isinstance(node, dict):
        node[lang] = value


def _child(node: Any, segment: str) -> Any:
    if isinstance(node, dict):
        value = node.get(segment)
        return value if isinstance(value, dict | list) else None
    if isinstance(node, list):
        for item in node:
            if isinstance(item, dict) and str(item.get("id")) == segment:
                return item
    return None
