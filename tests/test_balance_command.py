"""`wakkerdam balance`: text and JSON output, and a clear line (exit 2) for every bad input."""

from __future__ import annotations

import json
import math

import pytest

from tui.cli import main

MIX = "weerwolf=2,ziener,heks,burger=6"


def test_json_has_games_wins_and_ci(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--players", "10", "--mix", MIX, "--games", "40", "--seed", "2",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 40
    assert math.isclose(sum(data["wins"].values()), 1.0)
    assert set(data["ci"]) == set(data["wins"]) >= {"dorp", "weerwolven"}
    assert data["score"] == 5 and data["capped"] == 0


def test_json_is_reproducible_from_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["balance", "--players", "10", "--mix", MIX, "--games", "30", "--seed", "9", "--json"]
    main(args)
    first = capsys.readouterr().out
    main(args)
    assert capsys.readouterr().out == first


def test_text_output_in_both_languages(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--players", "10", "--mix", MIX, "--games", "20"]) == 0
    out = capsys.readouterr().out
    assert "10 spelers" in out and "dorp" in out and "±" in out and "20 potjes" in out
    assert main(["--lang", "en", "balance", "--players", "10", "--mix", MIX,
                 "--games", "20"]) == 0
    assert "10 players" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "message"), [
    (["--players", "11", "--mix", MIX], "De mix heeft 10 kaarten, maar er zijn 11 spelers"),
    (["--players", "10", "--mix", "wolf=2,burger=8"], "Onbekende kaart 'wolf' in de mix"),
    (["--players", "10", "--mix", "weerwolf=x,burger=9"], "moet een heel getal zijn"),
    (["--players", "3", "--mix", "weerwolf,burger=2"], "minstens 4 spelers"),
    (["--players", "10", "--mix", ""], "--mix is leeg; schrijf bijvoorbeeld"),
    (["--players", "10", "--mix", MIX, "--games", "0"],
     "--games moet tussen 1 en 1000000 liggen, niet 0"),
    (["--players", "10", "--mix", "ziener,burger=9"], "minstens één weerwolf"),
])
def test_bad_input_is_one_clear_line(capsys: pytest.CaptureFixture[str], argv: list[str],
                                     message: str) -> None:
    assert main(["balance", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize(("argv", "message"), [
    (["--players", "10", "--mix", ""], "--mix is empty; write e.g."),
    (["--players", "10", "--mix", "wolf=2,burger=8"], "Unknown role 'wolf' in the mix"),
    (["--players", "10", "--mix", "weerwolf=x,burger=9"], "must be a whole number"),
    (["--players", "10", "--mix", MIX, "--games", "0"],
     "--games must be between 1 and 1000000, not 0"),
])
def test_the_command_refuses_in_the_chosen_language(capsys: pytest.CaptureFixture[str],
                                                    argv: list[str], message: str) -> None:
    assert main(["--lang", "en", "balance", *argv]) == 2
    assert message in capsys.readouterr().err


def test_presets_are_listed_and_playable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--players", "8"]) == 0
    out = capsys.readouterr().out
    assert "basismix" in out and "weerwolf=2,ziener,burger=5" in out and "Best Of voor acht" in out
    assert main(["balance", "--players", "8", "--preset", "best_of_8", "--games", "10",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 10
    assert main(["balance", "--players", "9", "--preset", "best_of_8"]) == 2
    assert "is voor 8 tot 8 spelers, niet 9" in capsys.readouterr().err
    assert main(["balance", "--players", "9", "--preset", "geen"]) == 2
    assert "Onbekend voorstel 'geen'" in capsys.readouterr().err


def test_the_real_command_runs_as_a_user_starts_it() -> None:
    """The smoke test of `wakkerdam balance` as a real process (the others call main())."""
    from tests.engine.helpers import cli

    done = cli("balance", "--players", "10", "--mix", MIX, "--games", "5", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 5
    bad = cli("balance", "--players", "10", "--mix", "weerwolf=2,tovenaar", "--games", "5")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1


def test_json_verdict_is_the_simulations_and_the_score_only_a_hint(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--players", "10", "--mix", MIX, "--games", "60", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    village = data["wins"]["dorp"]
    expected = "dorp" if village > 0.6 else "balans" if village >= 0.4 else "weerwolven"
    assert data["verdict"] == expected
    assert data["score_verdict"] == "dorp"  # score +5: the static hint, beside it
