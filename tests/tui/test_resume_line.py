"""A saved game's line on the resume screen agrees with its number of answers in every
language ("1 antwoord", "2 antwoorden"; French has three plural forms)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narration.saved_games import SavedGame
from tui.i18n import language, set_language
from tui.screens.resume import describe

WORDS = {"nl": ("1 antwoord", "2 antwoorden"), "en": ("1 answer", "2 answers"),
         "de": ("1 Antwort", "2 Antworten"), "fr": ("1 réponse", "2 réponses")}


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_the_saved_games_line_agrees_with_its_answers(lang: str) -> None:
    one, two = WORDS[lang]
    players = ("Ann", "Bob", "Cor", "Dirk")
    before = language()
    set_language(lang)
    try:
        single = describe(SavedGame(Path("a.jsonl"), "2026-12-01T20:00:00", players, 1, round=1))
        double = describe(SavedGame(Path("b.jsonl"), "2026-12-01T20:00:00", players, 2, round=1))
    finally:
        set_language(before)
    assert single.endswith(one) and not single.endswith(two)
    assert double.endswith(two)
