"""Fuzzing answer validation: at any point of a random legal game, any value given to the prompt
(of every kind: player, players, choice, yes/no, the witch's table, the vote) is either accepted
or refused with an AnswerError that changes nothing. An accepted answer applies without error,
is plain JSON, and checks to itself after a trip through the journal (so resume accepts it)."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narration.engine import Game
from narration.errors import AnswerError
from narration.legal_answers import legal_answer
from narration.prompts import NONE, Prompt
from narration.report import state_json
from setups.game_setup import GameSetup
from tests.profiles import examples
from tests.strategies import base_setups, json_values, texts

KINDS_SEEN: set[str] = set()


def values_for(prompt: Prompt, game: Game) -> st.SearchStrategy[Any]:
    """Values aimed at this prompt: its own names and choices, near misses, and junk."""
    return values_aimed_at(tuple(p.name for p in game.state.players), prompt.candidates,
                           prompt.choices)


@cache  # built once per table and prompt (building it at every draw cost more than the test)
def values_aimed_at(names: tuple[str, ...], candidates: tuple[str, ...],
                    choices: tuple[str, ...]) -> st.SearchStrategy[Any]:
    name = st.sampled_from(names) | st.sampled_from(names).map(str.upper) \
        | st.sampled_from(names).map(lambda n: f" {n} ") | texts
    fitting = st.one_of(
        st.sampled_from(candidates) if candidates else name,
        st.sampled_from(choices) if choices else name,
    )
    return st.one_of(
        st.none(), st.just(""), st.booleans(), fitting, name,
        st.lists(name | fitting, max_size=4),
        st.fixed_dictionaries({}, optional={"redden": st.booleans() | json_values(2),
                                            "vergif": name | json_values(2)}),
        st.dictionaries(name, name | json_values(2), max_size=len(names) + 1),
        st.fixed_dictionaries({"ballots": st.dictionaries(name, name, max_size=6)}),
        json_values(8),
    )


def walk(setup: GameSetup, seed: int, stop: int) -> Game:
    rnd = random.Random(seed)
    game = Game(setup)
    while game.prompt is not None and len(game.answers) < stop:
        game.answer(legal_answer(game.prompt, game.state, rnd))
    return game


@settings(max_examples=examples(100), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(setup=base_setups(), seed=st.integers(0, 2**32), stop=st.integers(0, 70), data=st.data())
def test_any_answer_is_applied_or_refused_cleanly(setup: GameSetup, seed: int, stop: int,
                                                  data: st.DataObject) -> None:
    game = walk(setup, seed, stop)
    prompt = game.prompt
    if prompt is None:
        value = data.draw(json_values(4), label="after the end")
        try:
            game.answer(value)
        except AnswerError:
            return
        raise AssertionError("an ended game took an answer")
    KINDS_SEEN.add(prompt.kind)
    before = (state_json(game), len(game.answers))
    for value in data.draw(st.lists(values_for(prompt, game), min_size=1, max_size=6),
                           label="values"):
        try:
            normal = prompt.check(value)
        except AnswerError as e:
            assert str(e) and "\n" not in str(e)
            assert (state_json(game), len(game.answers)) == before  # nothing was applied
            continue
        again = json.loads(json.dumps(normal, ensure_ascii=False, allow_nan=False))
        assert prompt.check(again) == normal, (value, normal)  # resume takes the journaled form
        if prompt.kind == NONE:
            assert normal is None
        game.answer(value)  # applying what the check accepted never fails
        replayed = Game(setup)
        for answer in game.answers:
            replayed.answer(answer)
        assert state_json(replayed) == state_json(game)
        return
