"""The prompts the engine makes without calling the Prompt class (prompts._prompt) are the
prompts the class makes: every field set, each at its default; the checks shared by every
prompt of a language (asking nothing, yes/no) refuse in that game's language."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields

import pytest

from narration.engine import Game
from narration.errors import AnswerError
from narration.ids import PromptKind
from narration.lines import line
from narration.prompts import (
    Prompt,
    _prompt,
    choice_prompt,
    none_prompt,
    player_prompt,
    yesno_prompt,
)
from setups.deal import deal_setup

NAMES = ("A", "B", "C", "D", "E", "F")


def game(lang: str = "nl") -> Game:
    return Game(deal_setup(NAMES, Counter(weerwolf=2, ziener=1, burger=3), 1, lang=lang))


def test_a_prompt_made_without_the_class_has_every_field_the_class_gives() -> None:
    state = game().state
    made = _prompt("ziener", "ziener", PromptKind.PLAYER, state, "line", ("A",), "ziener",
                   ("info",), ("B", "C"))
    by_class = Prompt("ziener", "ziener", PromptKind.PLAYER, state.phase, state.round, "line",
                      ("A",), "ziener", ("info",), ("B", "C"))
    for f in fields(Prompt):  # a field the factory does not set cannot be read: it fails here
        assert getattr(made, f.name) == getattr(by_class, f.name), f.name
    assert made == by_class and repr(made) == repr(by_class)
    assert made.check("anything") == "anything"


def test_the_prompt_functions_give_what_the_class_gives_with_their_fields() -> None:
    state = game().state
    asked = player_prompt(state, "ziener", "ziener", "line", ["B", "C"], optional=True,
                          role="ziener", called=("A",))
    assert asked == Prompt("ziener", "ziener", PromptKind.PLAYER, state.phase, state.round,
                           "line", ("A",), "ziener", (), ("B", "C"), optional=True, high=1)
    chosen = choice_prompt(state, "dief", "dief", "line", ["ziener", "burger"])
    assert chosen == Prompt("dief", "dief", PromptKind.CHOICE, state.phase, state.round, "line",
                            choices=("ziener", "burger"))
    assert none_prompt(state, "nacht_valt", "x") == Prompt(
        "nacht_valt", None, PromptKind.NONE, state.phase, state.round, "x")


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_shared_checks_refuse_in_the_language_of_their_game(lang: str) -> None:
    state = game(lang).state
    with pytest.raises(AnswerError) as refused:
        none_prompt(state, "nacht_valt", "").check("x")
    assert str(refused.value) == line(lang, "error", "need_nothing")
    with pytest.raises(AnswerError) as refused:
        yesno_prompt(state, "harnas", "harnas", "").check("x")
    assert str(refused.value) == line(lang, "error", "need_yesno")
    assert yesno_prompt(state, "harnas", "harnas", "").check(True) is True
    assert yesno_prompt(state, "harnas", "harnas", "").check(None) is False


def test_games_of_two_languages_keep_their_own_checks() -> None:
    dutch, english = game("nl").state, game("en").state
    assert none_prompt(dutch, "n", "").check is none_prompt(dutch, "m", "").check
    assert none_prompt(dutch, "n", "").check is not none_prompt(english, "n", "").check
    assert yesno_prompt(dutch, "h", "h", "").check is not none_prompt(dutch, "n", "").check
