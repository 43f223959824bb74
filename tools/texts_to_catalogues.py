"""Move the Dutch and English texts from the old TOML data files into the gettext catalogues.

Run from the repository root, as often as you like:

    .venv/bin/python tools/texts_to_catalogues.py          # migrate, then delete/strip the TOML
    .venv/bin/python tools/texts_to_catalogues.py --check  # only say whether anything is left

What it reads (the format every helper still writes):

- narration/data/lines*.{nl,en}.toml   -> texts/locale/<lang>/LC_MESSAGES/narration.po,
                                          message id "<section>.<line id>"
- tui/data/ui_*.{nl,en}.toml            -> tui.po, message id = the TOML key
- the module-level string constants named *RULE* in narration/**/*.py (rulebook quotes cited
  in error messages) and the `rule` of every answer key (narration/data/keys*.toml)
                                        -> rules.po, message id = the Dutch quote (a quote
                                          the code no longer has stays: it harms nothing, and
                                          another branch may still use it)
- setups/data/*.toml                    -> setups.po: every value under a key `nl`/`en` (or a key
                                          ending in `_nl`/`_en`, such as `questions_nl`), with the
                                          message id "<file stem>:<path>" where the path leaves
                                          the language out, an array-of-tables element is named
                                          by its `id` and a list item by its index:
                                          roles.toml [ziener] nl.name -> "roles:ziener.name",
                                          events.toml [x] questions_nl[2] -> "events:x.questions.2",
                                          presets.toml [[preset]] id="basismix" nl.text ->
                                          "presets:preset.basismix.text"; texts.with_texts puts
                                          them back where a loader expects them.

How it merges (idempotent; the catalogues are the source of truth once a text is in them):

- a message id not yet in the catalogues is added to nl and en with the TOML texts, and to every
  other language folder untranslated (empty), so `python -m texts.check` lists it;
- a message id already there is left alone, unless its TOML text changed since the last
  migration (tools/texts_migrated.json keeps a short hash of what was migrated): then nl and en
  take the new TOML text and every other language's translation is marked fuzzy (to redo);
- texts edited in the catalogues (plural forms, fixes) are never overwritten by an unchanged
  TOML text;
- afterwards the lines*/ui_* TOML files are deleted and the nl/en values are removed from the
  setups/data files (tomlkit keeps their comments and the non-text data); a table or file left
  empty goes too;
- the templates texts/locale/<domain>.pot are rewritten with every message id (the Dutch and
  English texts as comments for translators).

New language: `mkdir -p texts/locale/xx/LC_MESSAGES`, run this script (it fills the folder with
every message id, untranslated), add texts/locale/xx/voice.toml, translate (Poedit, Weblate or
any .po editor), and check with `.venv/bin/python -m texts.check xx`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tomllib
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import tomlkit
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from texts import DOMAINS, read_catalog  # noqa: E402

SOURCE_LANGS = ("nl", "en")
HEADER_COMMENT = (
    "# Wakkerdam's texts, language {lang}. This file is the source: edit it (or use Poedit or\n"
    "# Weblate); texts/__init__.py explains the layout, python -m texts.check checks it."
)
STATE = ROOT / "tools" / "texts_migrated.json"
LOCALE_DIR = ROOT / "texts" / "locale"


def po_path(lang: str, domain: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


def pot_path(domain: str) -> Path:
    return LOCALE_DIR / f"{domain}.pot"
HEADER_DATE = datetime(2026, 12, 1, tzinfo=UTC)

Texts = dict[str, dict[str, str]]  # message id -> {lang: text}


def languages() -> list[str]:
    found = sorted(p.parent.name for p in LOCALE_DIR.glob("*/LC_MESSAGES"))
    return [*SOURCE_LANGS, *(lang for lang in found if lang not in SOURCE_LANGS)]


def _flat(data: dict[str, Any], prefix: str = "") -> Iterator[tuple[str, str]]:
    for key, value in data.items():
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", str(value)


def _per_language_files(folder: Path, pattern: str, domain: str,
                        found: dict[str, Texts], used: list[Path]) -> None:
    for lang in SOURCE_LANGS:
        for path in sorted(folder.glob(f"{pattern}.{lang}.toml")):
            used.append(path)
            data = tomllib.loads(path.read_text("utf-8"))
            for key, value in _flat(data):
                found[domain].setdefault(key, {})[lang] = value


def _language_of(key: str) -> tuple[str, str] | None:
    """("nl", "") for the key "nl", ("nl", "questions") for "questions_nl", else None."""
    if key in SOURCE_LANGS:
        return key, ""
    for lang in SOURCE_LANGS:
        if key.endswith(f"_{lang}"):
            return lang, key[: -len(lang) - 1]
    return None


def _segment(item: Any, index: int) -> str:
    return str(item["id"]) if isinstance(item, dict) and "id" in item else str(index)


def _setup_texts(stem: str, data: Any, path: list[str], out: Texts) -> None:
    if isinstance(data, dict):
        for key, value in data.items():
            lang = _language_of(str(key))
            if lang is not None:
                _emit(value, [*path, *([lang[1]] if lang[1] else [])], lang[0], out)
            else:
                _setup_texts(stem, value, [*path, str(key)], out)
    elif isinstance(data, list):
        for index, item in enumerate(data):
            _setup_texts(stem, item, [*path, _segment(item, index)], out)


def _emit(value: Any, path: list[str], lang: str, out: Texts) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            _emit(inner, [*path, str(key)], lang, out)
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            _emit(inner, [*path, str(index)], lang, out)
    elif str(value):  # an empty text ("no reminder") is no message: the loader reads it as ""
        out.setdefault(f"{path[0]}:{'.'.join(path[1:])}", {})[lang] = str(value)


def _strip(node: Any) -> bool:
    """Remove the language values from a tomlkit container; True when it is left empty."""
    if isinstance(node, dict):
        for key in list(node.keys()):
            text = _language_of(str(key)) is not None
            if text or (isinstance(node[key], dict | list) and _strip(node[key])):
                del node[key]
        return len(node) == 0
    if isinstance(node, list):
        for item in node:
            _strip(item)
        return False
    return False


def rule_quotes() -> dict[str, dict[str, str]]:
    """The rulebook quotes of the card modules: `RULE = "..."`, `SELF_RULE = (...)`."""
    import ast

    quotes: dict[str, dict[str, str]] = {}
    for path in sorted((ROOT / "narration").rglob("*.py")):
        for node in ast.parse(path.read_text("utf-8")).body:
            if (isinstance(node, ast.Assign) and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Name) and "RULE" in node.targets[0].id
                    and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
                    and node.value.value):
                quotes[node.value.value] = {"nl": node.value.value}
    # The quotes of the answer keys (`rule` in narration/data/keys*.toml, `replay --keys`).
    for path in sorted((ROOT / "narration" / "data").glob("keys*.toml")):
        for entry in tomllib.loads(path.read_text("utf-8")).values():
            if isinstance(entry, dict) and isinstance(entry.get("rule"), str) and entry["rule"]:
                quotes[entry["rule"]] = {"nl": entry["rule"]}
    return quotes


def read_sources() -> tuple[dict[str, Texts], list[Path], list[Path]]:
    """The texts of the TOML files, the files to delete and the setups files to strip."""
    found: dict[str, Texts] = {domain: {} for domain in DOMAINS}
    delete: list[Path] = []
    _per_language_files(ROOT / "narration/data", "lines*", "narration", found, delete)
    _per_language_files(ROOT / "tui/data", "ui_*", "tui", found, delete)
    found["rules"] = rule_quotes()
    strip: list[Path] = []
    for path in sorted((ROOT / "setups/data").glob("*.toml")):
        before = len(found["setups"])
        _setup_texts(path.stem, tomllib.loads(path.read_text("utf-8")), [path.stem],
                     found["setups"])
        if len(found["setups"]) > before:
            strip.append(path)
    return found, delete, strip


def _digest(texts: dict[str, str]) -> str:
    joined = "\x1f".join(f"{lang}={texts.get(lang, '')}" for lang in SOURCE_LANGS)
    return hashlib.sha1(joined.encode("utf-8")).hexdigest()[:10]


def _load(lang: str, domain: str) -> Catalog:
    path = po_path(lang, domain)
    if path.is_file():
        return read_catalog(path, lang)
    return Catalog(locale=lang, domain=domain, project="Wakkerdam", version="1",
                   creation_date=HEADER_DATE, revision_date=HEADER_DATE,
                   language_team=f"{lang} <wakkerdam>", fuzzy=False,
                   header_comment=HEADER_COMMENT.format(lang=lang))


def _key(message: Message) -> str:
    return str(message.id[0] if isinstance(message.id, tuple) else message.id)


def _find(catalog: Catalog, key: str) -> Message | None:
    found = catalog.get(key)
    if found is not None:
        return found
    for message in catalog:
        if message.id and _key(message) == key:
            return message
    return None


def _write(catalog: Catalog, path: Path) -> bool:
    import io

    out = io.BytesIO()
    write_po(out, catalog, width=0, omit_header=False, no_location=True,
             ignore_obsolete=True, include_previous=False)
    data = out.getvalue()
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def migrate(found: dict[str, Texts]) -> list[str]:
    """Merge the TOML texts into the catalogues; what changed, one line each."""
    state: dict[str, dict[str, str]] = (
        json.loads(STATE.read_text("utf-8")) if STATE.is_file() else {}
    )
    report: list[str] = []
    langs = languages()
    for domain in DOMAINS:
        catalogs = {lang: _load(lang, domain) for lang in langs}
        if domain == "setups":
            for lang, catalog in catalogs.items():
                if _rekey(catalog):
                    report.append(f"setups: {lang} ids now '<file stem>:<path>'")
        seen = state.setdefault(domain, {})
        for key, sources in found[domain].items():
            digest = _digest(sources)
            dutch = _find(catalogs["nl"], key)
            if dutch is not None and seen.get(key, digest) == digest:
                seen[key] = digest  # unchanged in TOML since it was migrated: the catalogue decides
                continue
            changed = dutch is not None
            for lang in langs:
                catalog = catalogs[lang]
                message = _find(catalog, key)
                if lang in sources or (lang in SOURCE_LANGS and message is None):
                    value = sources.get(lang, "")
                    if message is None:
                        catalog.add(key, value)
                    elif message.string != value:
                        catalog.delete(message.id)
                        catalog.add(key, value)
                elif message is None:
                    plural = dutch is not None and isinstance(dutch.id, tuple)
                    if plural:
                        catalog.add((key, key), ("",) * catalog.num_plurals)
                    else:
                        catalog.add(key, "")
                elif changed and message.string:
                    message.flags.add("fuzzy")
            seen[key] = digest
            report.append(f"{domain}: {'updated' if changed else 'added'} {key}")
        # Every language holds every message id (untranslated where new).
        for lang in langs:
            for message in catalogs["nl"]:
                if message.id and _find(catalogs[lang], _key(message)) is None:
                    if isinstance(message.id, tuple):
                        catalogs[lang].add(message.id, ("",) * catalogs[lang].num_plurals)
                    else:
                        catalogs[lang].add(message.id, "")
        for lang, catalog in catalogs.items():
            if _write(catalog, po_path(lang, domain)):
                report.append(f"wrote {po_path(lang, domain).relative_to(ROOT)}")
        if _write(_template(domain, catalogs), pot_path(domain)):
            report.append(f"wrote {pot_path(domain).relative_to(ROOT)}")
    STATE.write_text(json.dumps(state, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                     "utf-8")
    return report


def _rekey(catalog: Catalog) -> bool:
    """A setups catalogue made before the ids were "<file stem>:<path>" ("roles.ziener.name",
    commit c2202e6): its ids get the colon ("roles:ziener.name"), translations kept."""
    old = [m for m in catalog if m.id and ":" not in _key(m)]
    for message in old:
        catalog.delete(message.id)
        key = _key(message).replace(".", ":", 1)
        message.id = (key, key) if isinstance(message.id, tuple) else key
        catalog[message.id if isinstance(message.id, str) else key] = message
    return bool(old)


def _template(domain: str, catalogs: dict[str, Catalog]) -> Catalog:
    template = Catalog(domain=domain, project="Wakkerdam", version="1",
                       creation_date=HEADER_DATE, fuzzy=False,
                       header_comment=HEADER_COMMENT.format(lang="template"))
    for message in catalogs["nl"]:
        if not message.id:
            continue
        english = _find(catalogs["en"], _key(message))
        comments = [f"nl: {_shown(message.string)}"]
        if english is not None:
            comments.append(f"en: {_shown(english.string)}")
        template.add(message.id, "" if not isinstance(message.id, tuple) else ("", ""),
                     auto_comments=comments)
    return template


def _shown(value: Any) -> str:
    if isinstance(value, tuple):
        return " | ".join(str(v) for v in value)
    return str(value)


def clean_sources(delete: list[Path], strip: list[Path]) -> list[str]:
    report: list[str] = []
    for path in delete:
        path.unlink()
        report.append(f"deleted {path.relative_to(ROOT)}")
    for path in strip:
        doc = tomlkit.parse(path.read_text("utf-8"))
        _strip(doc)
        if not doc.keys():
            path.unlink()
            report.append(f"deleted {path.relative_to(ROOT)} (only texts)")
            continue
        path.write_text(tomlkit.dumps(doc), "utf-8")
        report.append(f"stripped the texts from {path.relative_to(ROOT)}")
    return report


def _use_root(root: Path) -> None:
    global ROOT, STATE, LOCALE_DIR
    ROOT, LOCALE_DIR = root, root / "texts" / "locale"
    STATE = root / "tools" / "texts_migrated.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a TOML text is still to migrate")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the repository to work on (default: this one)")
    args = parser.parse_args(argv)
    _use_root(args.root.resolve())
    found, delete, strip = read_sources()
    if args.check:
        left = sum(len(texts) for texts in found.values())
        left -= len(found["rules"])  # the quotes stay in the code: they are the ids
        print(f"{left} texts still in TOML files" if left else "nothing left to migrate")
        return 1 if left else 0
    for line in migrate(found) + clean_sources(delete, strip):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
