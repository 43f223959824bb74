"""`wakkerdam replay` frames a refused scenario in a language, not in English whatever the
language: "beurt 1 (nacht), sleutel 'burgemeester': in deze beurt nooit gevraagd: ..." in a
Dutch game. `str()` of the error stays English: the `.refusal` sidecars pin it (see
test_must_fail.py) and the logs read it."""

from __future__ import annotations

from pathlib import Path

import pytest

from narration.errors import ScenarioError
from narration.replay import play
from narration.scenario import load

from .helpers import SCENARIOS, run_cli

MUST_FAIL = sorted(SCENARIOS.rglob("fouten/*.toml"))
# The English frame's own words: none may be left in another language's refusal.
ENGLISH_FRAME = (", turn ", " (night)", " (day)", "key '", "never asked", "cannot be passed",
                 "the engine asks", "has already ended", "is not an answer key",
                 "not valid TOML", "the rules did not call", "no player holds")
NIGHT_MAYOR = SCENARIOS / "basis" / "fouten" / "burgemeester_in_de_nacht.toml"


def refusal(path: Path) -> ScenarioError | None:
    try:
        play(load(path), str(path))
    except ScenarioError as e:
        return e
    return None


def test_the_dutch_game_is_refused_in_dutch() -> None:
    done = run_cli("replay", str(NIGHT_MAYOR))
    assert done.returncode == 2
    assert "beurt 1 (nacht), sleutel 'burgemeester': in deze beurt nooit gevraagd" in \
        done.stderr, done.stderr
    assert not any(words in done.stderr for words in ENGLISH_FRAME), done.stderr


def test_a_german_game_is_refused_in_german(tmp_path: Path) -> None:
    text = NIGHT_MAYOR.read_text("utf-8").replace("[setup]\n", '[setup]\nlang = "de"\n', 1)
    path = tmp_path / "nacht.toml"
    path.write_text(text, "utf-8")
    done = run_cli("replay", str(path))
    assert done.returncode == 2
    assert "Zug 1 (Nacht), Schlüssel 'burgemeester': in diesem Zug nie gefragt" in done.stderr
    assert not any(words in done.stderr for words in ENGLISH_FRAME), done.stderr


@pytest.mark.parametrize("lang", ["nl", "de", "fr"])
def test_every_refused_turn_is_framed_in_the_language(lang: str) -> None:
    framed = 0
    for path in MUST_FAIL:
        error = refusal(path)
        if error is None:
            continue  # refused before the game (its setup): SetupError's own texts
        said = error.text(lang)
        assert not any(words in said for words in ENGLISH_FRAME), (path.name, said)
        assert str(error) != said
        framed += 1
    assert framed > 100


@pytest.mark.parametrize(("lang", "first", "also"), [
    ("nl", "winner: verwacht 'niemand', gekregen 'dorp'",
     "  ook: dead.Anna: verwacht 'stemming', gekregen 'jager'"),
    ("en", "winner: expected 'niemand', got 'dorp'",
     "  also: dead.Anna: expected 'stemming', got 'jager'"),
])
def test_check_says_what_differs_in_the_games_language(
        tmp_path: Path, lang: str, first: str, also: str) -> None:
    text = (SCENARIOS / "basis" / "jager_liefdesverdriet.toml").read_text("utf-8")
    text = text.replace('Anna = "jager"', 'Anna = "stemming"').replace(
        "[setup]\n", f'[setup]\nlang = "{lang}"\n', 1).replace(
        'winner = "dorp"', 'winner = "niemand"', 1)
    wrong = tmp_path / "wrong.toml"
    wrong.write_text(text, "utf-8")
    done = run_cli("replay", str(wrong), "--check")
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert lines[0].endswith(first), done.stderr
    assert also in lines, done.stderr
