"""`wakkerdam replay`'s own words (not the scenario checker's diagnostics, which are the
format's) follow the chosen language: Dutch by default, English with --lang en."""

from __future__ import annotations

from pathlib import Path

import pytest

from tui.cli import main

SCENARIO = Path(__file__).parent / "scenarios" / "basis" / "jager_liefdesverdriet.toml"


@pytest.mark.parametrize(("lang", "message"), [
    ([], "wakkerdam replay: noem een scenariobestand, bijvoorbeeld: wakkerdam replay spel.toml"),
    (["--lang", "en"], "wakkerdam replay: name a scenario file, e.g. wakkerdam replay game.toml"),
])
def test_replay_without_a_file_says_what_to_give(capsys: pytest.CaptureFixture[str],
                                                 lang: list[str], message: str) -> None:
    assert main([*lang, "replay"]) == 2
    assert capsys.readouterr().err.strip() == message


@pytest.mark.parametrize(("lang", "line"), [(["--lang", "fr"], "\u00a0: ok"), ([], ": ok")])
def test_a_passing_check_says_ok_in_the_language(capsys: pytest.CaptureFixture[str],
                                                 lang: list[str], line: str) -> None:
    assert main([*lang, "replay", str(SCENARIO), "--check"]) == 0
    assert capsys.readouterr().out.strip() == f"{SCENARIO}{line}"
