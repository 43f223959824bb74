"""A refusal a player reads is a plain sentence in his language: where it applies a ruling of
narration/RULINGS.md (the rulebook left the case open) it says so in words, and never shows a
repository path; the ruling's id stays in the error (`ruling`) and in the scenario checker's
message, for the logs and the `.refusal` sidecars."""

from __future__ import annotations

import re

import pytest

from narration.engine import Game
from narration.errors import AnswerError, ScenarioError
from narration.replay import play
from narration.scenario import load, parse

from .helpers import ROOT, SCENARIOS

LANGS = ("nl", "en", "de", "fr")
RULING_WORDS = {"nl": "uitspraak van de spelleider", "en": "the narrator's ruling",
                "de": "Entscheidung der Spielleitung", "fr": "décision du meneur de jeu"}
PATH = re.compile(r"RULINGS|\.md\b|narration/|tests/")


def _refusal(name: str, lang: str, step: str) -> AnswerError:
    """Play the must-fail scenario `name` in `lang` answer by answer and return the refusal
    of its `step` answer."""
    path = SCENARIOS / f"{name}.toml"
    text = path.read_text("utf-8").replace("[setup]\n", f'[setup]\nlang = "{lang}"\n', 1)
    scenario = parse(text, str(path))
    answers = scenario.turns[0].answers
    game = Game(scenario.setup)
    while game.prompt is not None:
        prompt = game.prompt
        value = answers.get(prompt.key or prompt.step, None if prompt.kind == "none" else "")
        if prompt.step == step:
            with pytest.raises(AnswerError) as refused:
                game.answer(value)
            return refused.value
        game.answer(value)
    raise AssertionError(f"{name} never asked {step}")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "step", "ruling"), [
    ("basis/fouten/ziener_zichzelf", "ziener", "ziener-zelf"),
    ("jubileum/fouten/aap_zichzelf", "aap", "aap-zelf"),
    ("huisregels/fouten/schout_zichzelf", "schout", "schout-zelf"),
    ("basis/fouten/heks_vergif_zelf", "heks", "heks-vergif-zelf"),
])
def test_a_ruled_refusal_says_ruling_in_words_without_a_path(
        lang: str, name: str, step: str, ruling: str) -> None:
    refused = _refusal(name, lang, step)
    assert not PATH.search(str(refused)), str(refused)
    assert RULING_WORDS[lang] in str(refused)
    assert refused.ruling == ruling


def test_the_scenario_checker_still_names_the_ruling() -> None:
    with pytest.raises(ScenarioError) as refused:
        play(load(SCENARIOS / "jubileum" / "fouten" / "aap_zichzelf.toml"))
    assert "aap-zelf" in str(refused.value)
    assert not PATH.search(str(refused.value))


@pytest.mark.parametrize("lang", LANGS)
def test_no_text_a_player_can_see_names_a_repository_path(lang: str) -> None:
    folder = ROOT / "texts" / "locale" / lang / "LC_MESSAGES"
    for domain in ("rules", "narration", "tui", "setups"):
        text = (folder / f"{domain}.po").read_text("utf-8")
        shown = [line for line in text.splitlines()
                 if line.startswith(("msgid", "msgstr")) and PATH.search(line)]
        assert shown == [], (domain, shown[:3])


def test_no_card_quote_in_the_code_names_a_repository_path() -> None:
    quotes = re.compile(r'^[A-Z_]*RULE[A-Z_]* = \(?"[^\n]*(?:\n\s+"[^\n]*)*', re.MULTILINE)
    found = [(str(p.relative_to(ROOT)), m.group(0)) for p in (ROOT / "narration").rglob("*.py")
             for m in quotes.finditer(p.read_text("utf-8")) if PATH.search(m.group(0))]
    assert found == []
