"""`wakkerdam --help` and every subcommand's --help speak the chosen language (--lang, else the
settings' language, Dutch when nothing is saved): our help texts from the "tui" catalogue's
`cli.help.*`, argparse's own words ("usage:", "options", its error messages) from the
"argparse" catalogues through gettext, the standard way."""

from __future__ import annotations

import gettext
import json
import os
import re
from pathlib import Path

import pytest

from texts import LANGS, po_path, read_catalog, text, texts
from tui.cli import main

COMMANDS: dict[str, tuple[str, ...]] = {
    "": ("description", "lang", "commands", "replay", "say", "voices", "balance", "stats"),
    "replay": ("replay", "replay_file", "replay_json", "replay_check", "replay_keys"),
    "say": ("say", "say_text", "say_lang", "say_out", "say_voice", "say_ambience"),
    "voices": ("voices",),
    "balance": ("balance", "balance_players", "balance_mix", "balance_preset", "balance_json",
                "balance_edition"),  # (--games and --seed: their defaults fill the text)
    "stats": ("stats", "stats_json", "stats_csv"),
}
ARGPARSE_ENGLISH = ("usage:", "show this help message and exit", "positional arguments")


def _flat(words: str) -> str:
    return " ".join(words.split())


@pytest.fixture(autouse=True)
def wide(monkeypatch: pytest.MonkeyPatch) -> None:
    """argparse wraps at the terminal's width (COLUMNS): wide enough that no text is split."""
    monkeypatch.setenv("COLUMNS", "400")


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as done:
        main([*argv, "--help"])
    assert done.value.code == 0
    return _flat(capsys.readouterr().out)


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("lang", LANGS)
def test_every_help_is_in_the_chosen_language(
        lang: str, command: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(capsys, "--lang", lang, *([command] if command else []))
    argparse_words = texts(lang, "argparse")
    assert out.startswith(_flat(argparse_words.text("usage: ")) + " wakkerdam")
    assert _flat(argparse_words.text("show this help message and exit")) in out
    for key in COMMANDS[command]:
        assert _flat(text(lang, "tui", f"cli.help.{key}")) in out, key
    if lang != "en":
        for english in ARGPARSE_ENGLISH:
            assert english not in out, (lang, english)


def test_without_lang_the_help_follows_the_settings_then_dutch(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _help(capsys).startswith("gebruik: wakkerdam")
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"lang": "fr"}), "utf-8")
    assert _help(capsys, "replay").startswith("utilisation : wakkerdam replay")
    assert _help(capsys, "--lang", "de", "stats").startswith("Aufruf: wakkerdam stats")
    # An unknown --lang is refused in the settings' language, naming what is allowed.
    with pytest.raises(SystemExit) as refused:
        main(["--lang", "xx"])
    assert refused.value.code == 2
    err = capsys.readouterr().err
    assert "wakkerdam\u00a0: erreur\u00a0: argument --lang\u00a0: choix invalide\u00a0: 'xx'" in err
    assert "'nl', 'en', 'de', 'fr'" in err


def test_argparse_refusals_are_translated_and_gettext_is_put_back(
        capsys: pytest.CaptureFixture[str]) -> None:
    before = (gettext.textdomain(), os.environ.get("LANGUAGE"))
    with pytest.raises(SystemExit):
        main(["--lang", "de", "balance"])
    err = capsys.readouterr().err
    assert "wakkerdam balance: Fehler: folgende Argumente sind erforderlich: --players" in err
    with pytest.raises(SystemExit):
        main(["--lang", "nl", "balance", "--players", "acht"])
    assert "argument --players: ongeldige waarde (int): 'acht'" in capsys.readouterr().err
    assert (gettext.textdomain(), os.environ.get("LANGUAGE")) == before


PLACEHOLDER = re.compile(r"%(\([a-z_]+\))?[sr]")


@pytest.mark.parametrize("lang", LANGS)
def test_argparse_translations_keep_its_placeholders(lang: str) -> None:
    """argparse fills its words with %-formatting: a lost or renamed placeholder would crash
    the refusal it was meant to explain."""
    catalog = read_catalog(po_path(lang, "argparse"), lang)
    messages = [m for m in catalog if m.id]
    assert len(messages) >= 15
    for message in messages:
        assert sorted(PLACEHOLDER.findall(str(message.string))) == \
            sorted(PLACEHOLDER.findall(str(message.id))), (lang, message.id)
        if lang == "en":
            assert message.string == message.id


def test_argparse_speaks_the_language_also_when_its_catalogue_cannot_be_written(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A read-only install: no .mo beside the .po; gettext reads a copy in the temp folder."""
    import tempfile

    import texts.argparse_words as words

    monkeypatch.setattr(words, "mo_file", lambda lang, domain: tmp_path / "absent.mo")
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(tmp_path))
    assert _help(capsys, "--lang", "de").startswith("Aufruf: wakkerdam")
    assert list(tmp_path.glob("wakkerdam-locale-*/de/LC_MESSAGES/argparse.mo"))
