"""The veldwachter's answers in the edit list are words: each building by its name, then the
vagrant who took it; the journaled table `{'kasteel': 'P10'}` showed as it was stored."""

from __future__ import annotations

import pytest

from tests.engine.test_edit_past import _het_dorp_game
from tui.answer_words import answer_words
from tui.i18n import set_language


@pytest.mark.parametrize("seed", [2, 5])  # a building named by its id; a farm by its occupant
def test_a_building_given_by_the_veldwachter_is_said_in_words(seed: int) -> None:
    set_language("nl")
    game = _het_dorp_game(seed)
    asked = zip(game.asked_prompts(), game.records, strict=True)
    given = [(prompt, record) for prompt, record in asked if record.step == "veldwachter"]
    assert given  # the game has the answers this test is about
    for prompt, record in given:
        words = answer_words(prompt, game.state, record.answer)
        assert "{" not in words and "'" not in words
        (building, vagrant), = record.answer.items()
        assert words.endswith(f"→ {vagrant}")
        assert not words.startswith(f"{building} ")  # the id or the farmer's name alone
