"""Every language is complete: the gettext catalogues (texts/locale/<lang>/LC_MESSAGES) hold
every message of the Dutch ones, with the same fields and the plural forms of the language's own
rule, and the migration from the old TOML files is done and can be run again safely."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from texts import COUNT, DOMAINS, LANGS, fields, po_path, read_catalog, text, texts
from texts.check import check

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "texts_to_catalogues.py"
# A translated language beside the two source languages (Dutch and English).
THIRD = next((lang for lang in LANGS if lang not in ("nl", "en")), None)
needs_third = pytest.mark.skipif(THIRD is None, reason="no third language yet")


def test_the_languages_are_found_from_their_folders() -> None:
    assert LANGS[:2] == ("nl", "en")
    for lang in LANGS:
        for domain in DOMAINS:
            assert po_path(lang, domain).is_file(), (lang, domain)
        assert (po_path(lang, "tui").parents[1] / "voice.toml").is_file(), lang


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_text_exists_in_every_language_with_the_same_fields(lang: str, domain: str) -> None:
    problems = check(lang, domain)
    assert not problems.missing, f"{lang} lacks {len(problems.missing)}: {problems.missing[:20]}"
    assert not problems.extra, f"{lang} has texts Dutch has not: {problems.extra[:20]}"
    assert not problems.fields, problems.fields[:20]
    assert not problems.plurals, problems.plurals[:20]
    assert not problems.typography, problems.typography[:20]


@needs_third
def test_the_check_finds_a_missing_text_and_a_wrong_field(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The completeness check can fail: a catalogue with one text left out and one
    field renamed is reported."""
    import texts as texts_module

    copy = tmp_path / "locale"
    shutil.copytree(texts_module.LOCALE_DIR, copy)
    po = copy / str(THIRD) / "LC_MESSAGES" / "tui.po"
    source = po.read_text("utf-8")
    dropped = source.replace('msgid "key.quit"\n', 'msgid "key.quit.gone"\n', 1)
    renamed = dropped.replace("{n}", "{anzahl}", 1)
    assert renamed != source
    po.write_text(renamed, "utf-8")
    monkeypatch.setattr(texts_module, "LOCALE_DIR", copy)
    problems = check(str(THIRD), "tui")
    assert "key.quit" in problems.missing
    assert "key.quit.gone" in problems.extra
    assert problems.fields


def test_a_plural_message_agrees_with_n_in_every_language() -> None:
    assert text("nl", "tui", "prompt.pick_many", n=1).startswith("Kies 1 speler:")
    assert text("nl", "tui", "prompt.pick_many", n=3).startswith("Kies 3 spelers:")
    assert text("en", "tui", "cards.missing", n=1) == "1 player still without a card."
    assert text("en", "tui", "cards.missing", n=2) == "2 players still without a card."
    for lang in ("nl", "en"):  # German "1 Spieler, 2 Spieler": the noun may not change
        one = text(lang, "tui", "cards.missing", n=1)
        two = text(lang, "tui", "cards.missing", n=2)
        assert one != two.replace("2", "1"), f"{lang}: the singular is the plural: {one!r}"
    if "de" in LANGS:
        assert text("de", "tui", "resume.more", n=1) == " und 1 weiterer"
        assert text("de", "tui", "resume.more", n=3) == " und 3 weitere"


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_plural_message_counts_with_n(domain: str) -> None:
    plural = texts("nl", domain).plurals
    for key in plural:
        used = _fields("nl", domain, key)
        if "names" in used and COUNT not in used:
            continue  # agrees with a list of names, n = its length (test_name_lists_agree)
        many = text("nl", domain, key, **dict.fromkeys(used, 2))
        assert COUNT in used, key
        assert "2" in many, key


def _fields(lang: str, domain: str, key: str) -> set[str]:
    catalog = read_catalog(po_path(lang, domain), lang)
    message = catalog.get(key)
    assert message is not None
    forms = message.string if isinstance(message.string, tuple) else (message.string,)
    return set().union(*(fields(str(f)) for f in forms))


def test_no_text_is_left_in_the_old_toml_files() -> None:
    done = subprocess.run([sys.executable, str(TOOL), "--check"], capture_output=True,
                          text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not list((ROOT / "tui" / "data").glob("ui_*.toml"))
    assert not list((ROOT / "narration" / "data").glob("lines*.toml"))


def _tree(tmp_path: Path) -> Path:
    """A copy of the parts of the repository the migration reads and writes."""
    root = tmp_path / "repo"
    shutil.copytree(ROOT / "texts", root / "texts", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "setups" / "data", root / "setups" / "data")
    (root / "tui" / "data").mkdir(parents=True)
    (root / "narration" / "data").mkdir(parents=True)
    (root / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "texts_migrated.json", root / "tools")
    return root


@cache
def _tool() -> ModuleType:
    """tools/texts_to_catalogues.py imported (it is a script, not a package module)."""
    spec = importlib.util.spec_from_file_location("texts_to_catalogues", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _migrate(root: Path) -> str:
    """The migration of the copy at `root`, run in this process (its logic is what these tests
    check; test_no_text_is_left_in_the_old_toml_files runs the real script as a process)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = _tool().main(["--root", str(root)])
    assert code == 0, out.getvalue()
    return out.getvalue()


def _po(root: Path, lang: str, domain: str) -> str:
    return (root / "texts" / "locale" / lang / "LC_MESSAGES" / f"{domain}.po").read_text("utf-8")


def test_the_templates_are_current(tmp_path: Path) -> None:
    """Each domain's .pot (what a translator starts from) lists every message id with its
    Dutch and English text as the catalogues hold them now: a text changed or added in the .po
    files without running tools/texts_to_catalogues.py leaves a stale template."""
    root = _tree(tmp_path)
    _migrate(root)
    for domain in DOMAINS:
        name = f"{domain}.pot"
        assert (root / "texts" / "locale" / name).read_text("utf-8") == \
            (ROOT / "texts" / "locale" / name).read_text("utf-8"), \
            f"texts/locale/{name} is stale: run tools/texts_to_catalogues.py"


@needs_third
def test_the_migration_merges_new_toml_texts_and_is_idempotent(tmp_path: Path) -> None:
    """At merge time other branches bring new texts in the old TOML format: the script adds
    them, leaves every text already in the catalogues alone, and a second run changes nothing."""
    root = _tree(tmp_path)
    dutch_quit = text("nl", "tui", "key.quit")
    (root / "tui" / "data" / "ui_proef.nl.toml").write_text(
        f'"proef.nieuwe_tekst" = "Statistiek"\n"key.quit" = "{dutch_quit}"\n', "utf-8")
    (root / "tui" / "data" / "ui_proef.en.toml").write_text(
        f'"proef.nieuwe_tekst" = "Statistics"\n"key.quit" = "{text("en", "tui", "key.quit")}"\n',
        "utf-8")
    roles = root / "setups" / "data" / "roles.toml"
    roles.write_text(roles.read_text("utf-8") + '\n[nieuwe_kaart]\nbox = "basis"\ncamp = "dorp"\n'
                     'nl = { name = "Nieuwe Kaart", plural = "Nieuwe Kaarten", text = "Tekst." }\n'
                     'en = { name = "New Card", plural = "New Cards", text = "Text." }\n', "utf-8")
    before = _po(root, str(THIRD), "tui")

    report = _migrate(root)
    assert "tui: added proef.nieuwe_tekst" in report
    assert "setups: added roles:nieuwe_kaart.name" in report
    assert "key.quit" not in report  # unchanged since it was migrated: the catalogue decides
    assert 'msgid "proef.nieuwe_tekst"\nmsgstr "Statistiek"' in _po(root, "nl", "tui")
    assert 'msgid "proef.nieuwe_tekst"\nmsgstr "Statistics"' in _po(root, "en", "tui")
    assert 'msgid "proef.nieuwe_tekst"\nmsgstr ""' in _po(root, str(THIRD), "tui")  # to translate
    assert 'msgid "roles:nieuwe_kaart.plural"\nmsgstr "Nieuwe Kaarten"' in _po(root, "nl",
                                                                              "setups")
    assert "Nieuwe Kaart" not in roles.read_text("utf-8")
    assert 'camp = "dorp"' in roles.read_text("utf-8")
    assert not list((root / "tui" / "data").iterdir())
    assert _po(root, str(THIRD), "tui").replace('msgid "proef.nieuwe_tekst"\nmsgstr ""\n\n', "") \
        .strip() == before.strip()

    snapshot = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    assert _migrate(root).strip() == ""
    assert snapshot == {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}


@needs_third
def test_a_toml_text_changed_since_the_migration_updates_and_marks_translations_fuzzy(
        tmp_path: Path) -> None:
    root = _tree(tmp_path)
    state = json.loads((root / "tools" / "texts_migrated.json").read_text("utf-8"))
    assert "key.quit" in state["tui"]
    (root / "tui" / "data" / "ui_common.nl.toml").write_text('"key.quit" = "Stoppen"\n', "utf-8")
    (root / "tui" / "data" / "ui_common.en.toml").write_text(
        f'"key.quit" = "{text("en", "tui", "key.quit")}"\n', "utf-8")
    assert "tui: updated key.quit" in _migrate(root)
    assert 'msgid "key.quit"\nmsgstr "Stoppen"' in _po(root, "nl", "tui")
    assert '#, fuzzy\nmsgid "key.quit"' in _po(root, str(THIRD), "tui")


def test_with_texts_puts_the_texts_back_where_the_old_loaders_read_them() -> None:
    from texts import with_texts

    raw = with_texts("roles", {"ziener": {"box": "basis"}})
    assert raw["ziener"]["box"] == "basis"
    assert raw["ziener"]["nl"]["name"] == "Ziener"
    assert raw["ziener"]["en"]["name"] == "Seer"
    assert set(raw["ziener"]) == {"box", *LANGS}
    events = with_texts("events", {"spiritisme_1": {"timing": "nu"}})
    assert events["spiritisme_1"]["questions_en"][0] == "Am I a plain Villager?"
    presets = with_texts("presets", {"preset": [{"id": "basismix"}]})
    assert presets["preset"][0]["nl"]["name"] == "Basismix"
    assert with_texts("scores", {})["en"]["dorp"] == "favours the village"
    assert with_texts("boxes", {"basis": {}})["basis"]["en"] == "the base game"
