"""A prompt that asks nothing (prompts.none_prompt) takes only the answers that say nothing,
the same at every prompt: its allowed values are made once and shared."""

from __future__ import annotations

from collections import Counter

import pytest

from narration.engine import Game
from narration.errors import AnswerError
from narration.prompts import none_prompt
from setups.deal import deal_setup


@pytest.mark.parametrize("value", ["x", 0, False, {"a": 1}, ["a"], 2])
def test_a_prompt_that_asks_nothing_refuses_an_answer(value: object) -> None:
    game = Game(deal_setup(("A", "B", "C", "D", "E", "F"),
                           Counter(weerwolf=2, ziener=1, burger=3), 1))
    prompt = none_prompt(game.state, "nacht_valt", "")
    with pytest.raises(AnswerError):
        prompt.check(value)


def test_a_prompt_that_asks_nothing_takes_nothing_at_every_prompt() -> None:
    game = Game(deal_setup(("A", "B", "C", "D", "E", "F"),
                           Counter(weerwolf=2, ziener=1, burger=3), 1))
    for _ in range(2):  # a second prompt takes the same: nothing shared was changed
        prompt = none_prompt(game.state, "nacht_valt", "")
        values: tuple[object, ...] = (None, True, "", {}, [], 1, 1.0)
        for value in values:
            assert prompt.check(value) is None
