"""Why a card's power is lost is shown to the narrator in the game's language.

A power rule (narration/powers.py POWER_RULE) says why twice: in the replay's English words,
which the scenario refusals match, and in the narrator's words on the screen. Each must-fail
scenario below reaches a called card that lost its power; played in every language, the pause
the narrator sees gives the reason in that language, never the replay's English one.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from narration.engine import Game
from narration.errors import ScenarioError
from narration.replay import _play_turn
from narration.scenario import load
from tests.engine.helpers import SCENARIOS
from texts import LANGS

# (scenario, the replay's English reason its refusal names)
LOST = [
    ("huisregels/fouten/schout_heks_binnen", "schout watches the house of Gijs"),
    ("huisregels/fouten/ziener_na_dorpsoudste",
     "every non-werewolf lost his power when the dorpsoudste died"),
    ("volle_maan/fouten/besmette_ziener", "Cor is infected and has lost his powers"),
    ("volle_maan/fouten/ziener_na_dorpsoudste", "villagers lost their powers"),
    ("jubileum/fouten/ziener_zonder_kracht", "lost his power to the wolvenmoeder"),
]


def pauses(name: str, lang: str) -> list[str]:
    """The narrator's 'lost his power' pauses of the scenario played in `lang`, up to where it
    is refused."""
    scenario = load(SCENARIOS / f"{name}.toml")
    game = Game(replace(scenario.setup, lang=lang))
    try:
        for turn in scenario.turns:
            _play_turn(game, turn, name)
    except ScenarioError as e:
        assert "never asked" in str(e)
    else:
        raise AssertionError(f"{name} was played without its refusal")
    return [m.text for m in game.state.messages if m.line_id == "kracht_kwijt_pauze"]


@pytest.mark.parametrize(("name", "why"), LOST, ids=[n for n, _ in LOST])
def test_the_reason_a_power_is_lost_is_in_the_games_language(name: str, why: str) -> None:
    shown = {lang: pauses(name, lang) for lang in LANGS}
    assert shown["en"], f"{name} reaches no card that lost its power"
    for lang in LANGS:
        assert len(shown[lang]) == len(shown["en"]), lang
        if lang != "en":
            assert not any(why in text for text in shown[lang]), (lang, shown[lang])
            assert shown[lang] != shown["en"], lang


def test_the_schout_watch_reads_in_dutch() -> None:
    assert pauses("huisregels/fouten/schout_heks_binnen", "nl") == [
        # (It said "Heks heeft zijn kracht verloren ... Roep hem gewoon op": a he of any card.)
        "Heks heeft de eigen kracht verloren (de Schout houdt vannacht het huis van Gijs in de "
        "gaten: wie daar woont, mag niets doen). Roep de kaart gewoon op; wat er wordt "
        "aangewezen, telt niet."]


@pytest.mark.parametrize("lang", LANGS)
def test_why_the_infection_fails_is_in_the_games_language(lang: str) -> None:
    """The oerwolf infects the victim the genezer protects: the narrator is told why it fails."""
    from setups.game_setup import GameSetup

    names = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
    cards = ("oerwolf", "weerwolf", "genezer", "burger", "burger", "burger", "burger", "burger")
    game = Game(GameSetup(players=names, roles=cards, lang=lang))
    answers = {"genezer": "Eva", "weerwolven": "Eva", "oerwolf": True}
    while game.prompt is not None and game.prompt.phase == "night":
        game.answer(answers.get(game.prompt.key or "") if game.prompt.key else None)
    told = [m.text for m in game.state.messages if m.line_id == "besmetting_mislukt"]
    assert len(told) == 1 and "Eva" in told[0]
    assert lang == "en" or "protects him" not in told[0], told
