"""Every scenario file, through the same code path as `wakkerdam replay --check`.

Scenarios under `fouten/` break a rule on purpose: test_must_fail.py checks each is refused with
the message its `.refusal` sidecar names.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narration.engine import Game
from narration.replay import play
from narration.report import differences, state_json
from narration.scenario import load

from .helpers import FOUTEN, SCENARIOS, cli, run_cli

GOOD = sorted(p for p in SCENARIOS.rglob("*.toml") if "fouten" not in p.parts)


def rel(path: Path) -> str:
    return str(path.relative_to(SCENARIOS))


@pytest.mark.parametrize("path", GOOD, ids=rel)
def test_scenario_holds(path: Path) -> None:
    scenario = load(path)
    assert scenario.title, f"{path.name} has no title"
    assert scenario.expect, f"{path.name} has no [expect] table"
    game = play(scenario, str(path))
    assert differences(game, scenario.expect) == []


def test_the_base_game_scenarios_cover_the_base_game() -> None:
    """Not a file count: together the base-game scenarios deal every base card, answer every
    base key, reach every cause of death and every end the base game has."""
    base = [load(p) for p in GOOD if p.parent.name == "basis"]
    assert len(base) >= 30
    dealt = {role for s in base for role in s.setup.roles}
    assert dealt >= {"weerwolf", "burger", "ziener", "jager", "cupido", "heks",
                     "onschuldig_meisje", "dief"}
    answered = {key.split("#")[0] for s in base for turn in s.turns for key in turn.answers}
    assert answered >= {"dief", "cupido", "ziener", "weerwolven", "meisje_betrapt", "heks",
                        "burgemeester", "opvolger", "jager", "stemming", "burgemeester_beslist",
                        "herstemming"}
    causes = {cause for s in base for cause in s.expect.get("dead", {}).values()}
    assert causes >= {"weerwolven", "vergif", "stemming", "herstemming", "jager",
                      "liefdesverdriet", "betrapt"}
    ends = {s.expect.get("winner") for s in base}
    assert ends >= {"dorp", "weerwolven", "geliefden", "niemand", None}  # None: still running


# --- the real command line -----------------------------------------------------------------

CLI_SAMPLE = ["voorbeeld", "jager_liefdesverdriet", "geliefden_winnen", "dief_gedwongen"]


@pytest.mark.parametrize("name", CLI_SAMPLE)
def test_cli_check_passes(name: str) -> None:
    path = SCENARIOS / "basis" / f"{name}.toml"
    done = run_cli("replay", str(path), "--check")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(": ok")


def test_cli_check_fails_with_exit_1(tmp_path: Path) -> None:
    """The smoke test of `wakkerdam replay` as a real process (the others run it in-process)."""
    text = (SCENARIOS / "basis" / "jager_liefdesverdriet.toml").read_text(encoding="utf-8")
    wrong = tmp_path / "wrong.toml"
    wrong.write_text(text.replace('Anna = "jager"', 'Anna = "stemming"'), encoding="utf-8")
    done = cli("replay", str(wrong), "--check")
    assert done.returncode == 1
    # (In the game's language: a Dutch scenario is checked in Dutch, test_replay_frames.py.)
    assert "dead.Anna: verwacht 'stemming', gekregen 'jager'" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("name", ["heks_vergif_zelf", "kapotte_toml", "onbekende_rol",
                                  "dode_ziener"])
def test_cli_broken_input_exits_2(name: str) -> None:
    done = run_cli("replay", str(FOUTEN / f"{name}.toml"), "--check")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert done.stderr.startswith("wakkerdam replay: ")


def test_cli_missing_file_exits_2(tmp_path: Path) -> None:
    done = run_cli("replay", str(tmp_path / "nope.toml"))
    assert done.returncode == 2
    assert "kan niet gelezen worden" in done.stderr  # the command's language (Dutch)
    assert "Traceback" not in done.stderr
    assert "cannot be read" in run_cli("--lang", "en", "replay", str(tmp_path / "x")).stderr


def test_cli_json_shows_lover_camps() -> None:
    import json

    done = run_cli("replay", str(SCENARIOS / "basis" / "geliefden_kamp.toml"), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    players = {p["name"]: p for p in data["players"]}
    assert players["Bram"]["camp"] == "geliefden" and players["Bram"]["lover"] == "Hanna"
    assert players["Hanna"]["camp"] == "geliefden" and players["Hanna"]["lover"] == "Bram"
    assert players["Anna"]["camp"] == "weerwolven" and players["Anna"]["lover"] is None
    assert data["status"] == "running" and data["winner"] is None


def test_same_camp_lovers_win_with_the_village_after_death() -> None:
    game = play(load(SCENARIOS / "basis" / "geliefden_zelfde_kamp.toml"))
    winner = state_json(game)["winner"]
    assert winner["camp"] == "dorp"
    assert {"Eva", "Fleur", "Hanna"} <= set(winner["players"])
    assert "Anna" not in winner["players"]


def test_two_camp_lovers_win_alone() -> None:
    game = play(load(SCENARIOS / "basis" / "geliefden_winnen.toml"))
    assert state_json(game)["winner"] == {"camp": "geliefden", "players": ["Anna", "Dirk"]}


def test_hidden_dead_roles_pause_and_do_not_reveal() -> None:
    """reveal_dead_roles = false: the dead ziener is still woken (a pause), no card is named."""
    game = play(load(SCENARIOS / "basis" / "dode_ziener_verborgen.toml"))
    said = game.state.announcements()
    call = "Ziener, word wakker. Wijs een speler aan van wie je de kaart wilt zien."
    assert said.count(call) == 2
    assert not any(" was Ziener." in s or " was Burger" in s for s in said)
    pauses = [m for m in game.state.messages if m.line_id == "dode_rol_pauze"]
    assert len(pauses) == 1 and not pauses[0].public


def night_lines(game: Game, round_number: int) -> list[str]:
    return [m.line_id for m in game.state.messages
            if m.public and m.phase == "night" and m.round == round_number]


def test_a_dead_role_is_called_like_a_living_one() -> None:
    """The dead ziener's call: wake line, pause, sleep line, then the wolves, as when alive."""
    dead = play(load(SCENARIOS / "basis" / "dode_ziener_slaapt_weer.toml"))
    lines = night_lines(dead, 2)
    assert lines[lines.index("ziener_wakker"):][:3] == ["ziener_wakker", "ziener_slaapt",
                                                      "weerwolven_wakker"]
    alive = night_lines(dead, 1)
    assert alive[alive.index("ziener_wakker"):][:3] == lines[lines.index("ziener_wakker"):][:3]


def test_a_role_that_lost_its_power_is_called_like_one_that_can() -> None:
    """The wolvenmoeder's victim keeps being called (wake, pause, sleep) though he cannot act."""
    from narration.card import Card, Kind
    from narration.powers import POWER_RULE, Lost
    from narration.ruleset import build_ruleset

    setup = load(SCENARIOS / "basis" / "dode_ziener_verborgen.toml").setup
    game = Game(setup)
    lost = Card("test_power_lost", Kind.RULE)
    lost.hook(POWER_RULE, 5)(
        lambda state, player: Lost("lost", "lost") if player.role == "ziener" else None)
    game.state.rules = build_ruleset((*game.state.rules.cards, lost))
    game.answer(None)  # the night falls
    lines = []
    while game.prompt is not None and game.prompt.step != "weerwolven":
        assert game.prompt.key is None, "the ziener who lost his power is asked nothing"
        lines += [m.line_id for m in game.fresh_messages() if m.public]
        game.answer(None)
    lines += [m.line_id for m in game.fresh_messages() if m.public]
    assert lines[lines.index("ziener_wakker"):][:3] == ["ziener_wakker", "ziener_slaapt",
                                                      "weerwolven_wakker"]


def test_dawn_shot_is_a_day_death() -> None:
    """Ruling jager-schot-overdag: the night's victim dies in the night, the shot by day."""
    game = play(load(SCENARIOS / "basis" / "jager_weerwolven.toml"))
    deaths = [(d["name"], d["phase"], d["round"]) for d in state_json(game)["deaths"]]
    assert deaths == [("Dirk", "night", 1), ("Bram", "day", 1)]


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """`wakkerdam replay --keys | head -1`: the pipe closes, the command stops quietly."""
    import subprocess
    import sys

    from .helpers import ROOT

    proc = subprocess.Popen([sys.executable, "-m", "tui.cli", "replay", "--keys"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0
    assert "Traceback" not in err
