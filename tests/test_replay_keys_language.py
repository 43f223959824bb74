"""`wakkerdam --lang X replay --keys` lists the keys with its headings, the rulebook quotes and
the editions in that language; without --lang in the settings' language, Dutch by default."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from narration.keys import KEYS
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
