"""`wakkerdam --lang X replay --keys` lists the keys with its headings, the rulebook quotes and
the editions in that language; without --lang in the settings' language, Dutch by default."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from narration.keys import KEYS
from setups.karakters import SETUP_FIELDS
from setups.options import OPTION_KEYS, TIE_RULES, Options
from texts import LANGS, text, texts
from tui.cli import main


@pytest.mark.parametrize("lang", LANGS)
def test_the_keys_list_is_in_the_chosen_language(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", lang, "replay", "--keys"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == text(lang, "tui", "replay_keys.answers")
    assert text(lang, "tui", "replay_keys.options") in lines
    quote = KEYS["cupido"].rule
    shown = texts(lang, "rules").text(quote)
    assert text(lang, "tui", "replay_keys.rule", rule=shown) in out
    if lang != "nl":
        assert shown != quote and quote not in out  # the Dutch quote, translated
    for key in KEYS:
        assert f"  {key} " in out


def test_without_lang_the_list_follows_the_settings_then_dutch(
        home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--keys"]) == 0
    assert capsys.readouterr().out.startswith(text("nl", "tui", "replay_keys.answers"))
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps({"lang": "en"}), "utf-8")
    assert main(["replay", "--keys"]) == 0
    assert capsys.readouterr().out.startswith("Answer keys ([[turn]] tables):")


def _shown(lang: str, key: str) -> str:
    """A listing text as printed (the templates write literal braces as `{{ }}`)."""
    return text(lang, "tui", f"replay_keys.{key}").format(tie_rules=", ".join(TIE_RULES))


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_listing_is_in_the_chosen_language(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Value forms, conditions, phases, rulebook quotes, options and fields: all from the
    catalogues of `lang`, none left in English (or Dutch) where the language says otherwise."""
    assert main(["--lang", lang, "replay", "--keys"]) == 0
    out = capsys.readouterr().out
    english = texts("en", "rules")
    for spec in KEYS.values():
        value, when = _shown(lang, f"key.{spec.key}.value"), _shown(lang, f"key.{spec.key}.when")
        phase = _shown(lang, f"phase.{spec.phase}")
        assert re.search(rf"^  {re.escape(spec.key)} +{re.escape(phase)} +{re.escape(value)}$",
                         out, re.M), (lang, spec.key)
        assert text(lang, "tui", "replay_keys.when", when=when) in out
        rule = texts(lang, "rules").text(spec.rule)
        assert text(lang, "tui", "replay_keys.rule", rule=rule) in out
        if lang != "nl":
            assert rule != spec.rule, f"{lang} lacks the quote of {spec.key}"
        if lang != "en":
            assert spec.value not in out or spec.value == value, (lang, spec.key)
            assert english.text(spec.rule) not in out or english.text(spec.rule) == rule
    for key in OPTION_KEYS:
        assert f"  {key:22} {_shown(lang, f'option.{key}')}" in out
    for key in SETUP_FIELDS:
        assert f"  {key:22} {_shown(lang, f'field.{key}')}" in out
    assert "{" not in out.replace("{ ", "").replace("{n}", "")  # no field left unfilled


def test_the_english_listing_is_the_key_data_in_step() -> None:
    """keys.toml keeps the English value forms and conditions (the replay's own explanations
    quote them); the English catalogue says the same, so the two cannot drift apart."""
    for spec in KEYS.values():
        assert _shown("en", f"key.{spec.key}.value") == spec.value, spec.key
        assert _shown("en", f"key.{spec.key}.when") == spec.when, spec.key


def test_every_option_has_a_help_text() -> None:
    """The listed options are every field of Options, each with its text in Dutch (and so, by
    the catalogue check, in every language)."""
    assert set(OPTION_KEYS) == {f.name for f in dataclasses.fields(Options)}
    dutch = texts("nl", "tui")
    for key in OPTION_KEYS:
        assert dutch.has(f"replay_keys.option.{key}"), key
    assert "burgemeester, herstemming, lot, niemand" in _shown("nl", "option.tie_rule")
