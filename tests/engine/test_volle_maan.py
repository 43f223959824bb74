"""Volle Maan: the must-fail scenarios of tests/scenarios/volle_maan/fouten (each refused with a
message naming the turn, the key and the rule), and facts a scenario's [expect] cannot state."""

from __future__ import annotations

from pathlib import Path

import pytest

from narration.errors import WakkerdamError
from narration.replay import play
from narration.scenario import load

from .helpers import SCENARIOS

VOLLE_MAAN = SCENARIOS / "volle_maan"
BAD = sorted((VOLLE_MAAN / "fouten").glob("*.toml"))

ERRORS: dict[str, tuple[str, ...]] = {
    "burgemeester_na_dorpsgek": ("turn 4 (day)", "key 'burgemeester'", "never asked",
                                 "no mayor for the rest of the game"),
    "dorpsgek_stemt": ("turn 4 (day)", "key 'stemming'", "Cor mag nu niet stemmen"),
    "fluitspeler_een": ("turn 1 (night)", "key 'fluitspeler'", "precies 2"),
    "fluitspeler_zichzelf": ("turn 1 (night)", "key 'fluitspeler'",
                             "De Fluitspeler kan zichzelf niet betoveren"),
    "genezer_meisje": ("turn 1 (night)", "key 'genezer'", "Dirk",
                       "Het Onschuldige Meisje kan hij niet beschermen"),
    "genezer_ontbreekt": ("turn 1 (night)", "key 'genezer'", "cannot be passed",
                          "De Genezer wijst elke nacht een speler aan"),
    "genezer_twee_keer": ("turn 3 (night)", "key 'genezer'", "Eva",
                          "nooit twee nachten achter elkaar dezelfde speler"),
    "jager_na_dorpsoudste": ("turn 4 (day)", "key 'jager'", "never asked", "lost his power"),
    "ziener_na_dorpsoudste": ("turn 3 (night)", "key 'ziener'", "never asked",
                              "villagers lost their powers"),
    "zondebok_andere_stemmer": ("turn 4 (day)", "key 'stemming'", "Eva mag nu niet stemmen",
                                "Stemmers: Dirk, Fleur"),
    "zondebok_kiest_niemand": ("turn 2 (day)", "key 'zondebok'", "1 tot"),
    "zondebok_stemming_vervalt": ("turn 4 (day)", "key 'stemming'", "never asked",
                                  "nobody may vote today"),
}


def test_every_error_file_has_an_expectation() -> None:
    assert sorted(p.stem for p in BAD) == sorted(ERRORS)


@pytest.mark.parametrize("path", BAD, ids=lambda p: p.stem)
def test_error_scenario_is_refused(path: Path) -> None:
    assert path.read_text(encoding="utf-8").startswith("# MUST FAIL:")
    with pytest.raises(WakkerdamError) as caught:
        play(load(path), str(path))
    message = str(caught.value)
    assert "\n" not in message
    for part in ERRORS[path.stem]:
        assert part in message, f"{part!r} not in {message!r}"


def scenario(name: str):  # type: ignore[no-untyped-def]
    return play(load(VOLLE_MAAN / f"{name}.toml"))


def test_the_lovers_charm_does_not_pass_on() -> None:
    game = scenario("fluitspeler_geliefde")
    state = game.state
    charmed = state.memory["fluitspeler"]["charmed"]
    assert "Dirk" in charmed and "Eva" not in charmed
    assert state.winner is None and game.prompt is not None


def test_the_elders_first_attack_is_told_to_the_narrator_only() -> None:
    game = scenario("dorpsoudste_eerste_aanval")
    told = [m for m in game.state.messages if m.line_id == "dorpsoudste_overleeft"]
    assert len(told) == 1 and not told[0].public and told[0].to == ("narrator",)
    assert not any("Dorpsoudste" in s for s in game.state.announcements()[:12])


def test_the_genezer_is_called_before_the_werewolves() -> None:
    game = scenario("genezer_beschermt")
    steps = [r.step for r in game.records if r.round == 1 and r.phase == "night"]
    assert steps.index("genezer") < steps.index("weerwolven")
