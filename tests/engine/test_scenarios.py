"""Every scenario file, through the same code path as `wakkerdam replay --check`.

Scenarios under `fouten/` break a rule on purpose: each must be refused with a message that
names the turn, the key and the rule or reason (the substrings in ERRORS).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from narration.engine import Game
from narration.replay import play
from narration.report import differences, state_json
from narration.scenario import load

from .helpers import FOUTEN, SCENARIOS, assert_refused, cli

GOOD = sorted(p for p in SCENARIOS.rglob("*.toml") if "fouten" not in p.parts)
BAD = sorted(FOUTEN.glob("*.toml"))


def rel(path: Path) -> str:
    return str(path.relative_to(SCENARIOS))


@pytest.mark.parametrize("path", GOOD, ids=rel)
def test_scenario_holds(path: Path) -> None:
    scenario = load(path)
    assert scenario.title, f"{path.name} has no title"
    assert scenario.expect, f"{path.name} has no [expect] table"
    game = play(scenario, str(path))
    assert differences(game, scenario.expect) == []


def test_enough_base_game_scenarios() -> None:
    assert len([p for p in GOOD if p.parent.name == "basis"]) >= 30


# file -> substrings the refusal must contain: the turn, the key, the rule or reason.
ERRORS: dict[str, tuple[str, ...]] = {
    "derde_opvolger": ("turn 4 (day)", "key 'opvolger#3'", "never asked",
                       "not asked 3 times"),
    "beslist_zonder_burgemeester": ("turn 2 (day)", "key 'burgemeester_beslist'", "never asked",
                                    "living mayor"),
    "burgemeester_beslist_niet_gelijk": ("turn 2", "key 'burgemeester_beslist'", "Bram",
                                         "Mogelijk: Anna, Eva"),
    "burgemeester_in_de_nacht": ("turn 1 (night)", "key 'burgemeester'", "never asked",
                                 "asked in the day"),
    "cupido_een_speler": ("turn 1", "key 'cupido'", "precies 2"),
    "cupido_ontbreekt": ("turn 1", "key 'cupido'", "cannot be passed",
                         "Cupido wijst in de eerste nacht twee spelers aan"),
    "cupido_tweede_nacht": ("turn 3 (night)", "key 'cupido'", "never asked", "first night"),
    "dief_gedwongen_leeg": ("turn 1", "key 'dief'", "ruilen verplicht"),
    "dief_gedwongen_weggelaten": ("turn 1", "key 'dief'", "cannot be passed",
                                  "ruilen verplicht"),
    "dief_kaart_niet_in_midden": ("turn 1", "key 'dief'", "'heks'", "burger, weerwolf"),
    "dief_weerwolf_als_slachtoffer": ("turn 1", "key 'weerwolven'", "Anna",
                                      "nooit een andere Weerwolf"),
    "dode_stemt": ("turn 2", "key 'stemming'", "Fleur mag nu niet stemmen"),
    "dode_ziener": ("turn 3 (night)", "key 'ziener'", "never asked", "ziener is dead"),
    "dode_ziener_verborgen": ("turn 3 (night)", "key 'ziener'", "never asked",
                              "ziener is dead"),
    "dubbele_speler": ("[setup]", "Two players are called 'anna'"),
    "geliefde_stemt_partner": ("turn 2", "key 'stemming'", "Eva → Gijs",
                               "Een Geliefde mag nooit tegen zijn partner stemmen"),
    "heks_beide_op": ("turn 3", "key 'heks'", "never asked", "both of the heks's potions"),
    "heks_drankje_op": ("turn 3", "key 'heks'", "redden", "elk één keer per spel"),
    "heks_redden_zonder_slachtoffer": ("turn 1", "key 'heks'", "geen slachtoffer",
                                       "levenselixer"),
    "heks_vergif_zelf": ("turn 1", "key 'heks'", "vergif = Cor", "heks-vergif-zelf"),
    "jager_schiet_niet": ("turn 2 (day)", "key 'jager'", "cannot be passed",
                          "kiest hij een andere speler"),
    "kapotte_toml": ("kapotte_toml.toml", "not valid TOML", "line 2"),
    "meisje_betrapt_dood": ("turn 3", "key 'meisje_betrapt'", "never asked",
                            "onschuldig_meisje is dead"),
    "onbekende_rol": ("[setup]", "Unknown role 'tovenaar'", "known roles"),
    "onbekende_sleutel": ("turn 1", "key 'wolven'", "not an answer key"),
    "onbekende_speler": ("turn 1", "key 'weerwolven'", "'Zoë' speelt niet mee"),
    "opvolger_na_einde": ("turn 2", "key 'opvolger'", "never asked", "ended the game"),
    "opvolger_neergeschoten": ("turn 2", "key 'opvolger'", "Anna is dood"),
    "opvolger_ontbreekt": ("turn 2", "key 'opvolger'", "cannot be passed",
                           "met zijn laatste adem een opvolger"),
    "rol_niet_in_spel": ("turn 1", "key 'heks'", "never asked", "no player holds the card"),
    "spel_al_voorbij": ("turn 3 (night)", "already ended", "winner: dorp"),
    "stem_op_dode": ("turn 2", "key 'stemming'", "Fleur is dood"),
    "te_weinig_rollen": ("[setup]", "8 players but 7 roles"),
    "tweede_burgemeester": ("turn 4", "key 'burgemeester'", "never asked",
                            "there is a mayor already"),
    "verkeerde_fase": ("turn 1 (day)", "in the night of round 1"),
    "weerwolf_kiest_weerwolf": ("turn 1", "key 'weerwolven'", "Bram",
                                "nooit een andere Weerwolf"),
    "ziener_ontbreekt": ("turn 1", "key 'ziener'", "cannot be passed",
                         "wijst elke nacht een speler aan"),
    "ziener_zichzelf": ("turn 1", "key 'ziener'", "Dirk", "ziener-zelf"),
}


def test_every_error_file_has_an_expectation() -> None:
    assert sorted(p.stem for p in BAD) == sorted(ERRORS)


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.stem)
def test_error_scenario_is_refused(path: Path) -> None:
    assert_refused(path, ERRORS[path.stem])


# --- the real command line -----------------------------------------------------------------

CLI_SAMPLE = ["voorbeeld", "jager_liefdesverdriet", "geliefden_winnen", "dief_gedwongen"]


@pytest.mark.parametrize("name", CLI_SAMPLE)
def test_cli_check_passes(name: str) -> None:
    path = SCENARIOS / "basis" / f"{name}.toml"
    done = cli("replay", str(path), "--check")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith(": ok")


def test_cli_check_fails_with_exit_1(tmp_path: Path) -> None:
    text = (SCENARIOS / "basis" / "jager_liefdesverdriet.toml").read_text(encoding="utf-8")
    wrong = tmp_path / "wrong.toml"
    wrong.write_text(text.replace('Anna = "jager"', 'Anna = "stemming"'), encoding="utf-8")
    done = cli("replay", str(wrong), "--check")
    assert done.returncode == 1
    assert "dead.Anna: expected 'stemming', got 'jager'" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("name", ["heks_vergif_zelf", "kapotte_toml", "onbekende_rol",
                                  "dode_ziener"])
def test_cli_broken_input_exits_2(name: str) -> None:
    done = cli("replay", str(FOUTEN / f"{name}.toml"), "--check")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert done.stderr.startswith("wakkerdam replay: ")


def test_cli_missing_file_exits_2(tmp_path: Path) -> None:
    done = cli("replay", str(tmp_path / "nope.toml"))
    assert done.returncode == 2
    assert "cannot be read" in done.stderr
    assert "Traceback" not in done.stderr


def test_cli_json_shows_lover_camps() -> None:
    import json

    done = cli("replay", str(SCENARIOS / "basis" / "geliefden_kamp.toml"), "--json")
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
    assert said.count("Ziener, word wakker. Wijs een speler aan wiens kaart je wilt zien.") == 2
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
    from narration.powers import POWER_RULE
    from narration.ruleset import build_ruleset

    setup = load(SCENARIOS / "basis" / "dode_ziener_verborgen.toml").setup
    game = Game(setup)
    lost = Card("test_power_lost", Kind.RULE)
    lost.hook(POWER_RULE, 5)(lambda state, player: "lost" if player.role == "ziener" else None)
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
