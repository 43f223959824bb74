"""Random legal Het Dorp games (hypothesis): they end with a consistent winner, the buildings
always agree with the players, zwervers and the immune waard are never offered to the powers
that cannot touch them, the mayor is always chosen among the farmers, and the answers rebuild
the identical state."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narration.engine import Game
from narration.legal_answers import legal_answer
from narration.village import BURNT, EMPTY, INHABITED, is_zwerver, with_power
from setups.game_setup import GameSetup
from setups.professions import ZWERVER
from tests.profiles import examples
from tests.strategies import het_dorp_setups

from .test_properties import assert_consistent_winner, snapshot

MAX_ROUNDS = 60
LAST_ACTS = {"jager", "opvolger", "kasteelheer"}
# Steps whose candidates may never include a zwerver.
NOT_ZWERVERS = {"raaf", "pyromaan", "barbier", "schooljuffrouw"}


def assert_village_consistent(game: Game) -> None:
    state = game.state
    for b in state.buildings:
        if b.status == INHABITED:
            assert b.occupant is not None
            occupant = state.player(b.occupant)
            assert occupant.alive and occupant.profession == b.profession
        else:
            assert b.status in (EMPTY, BURNT) and b.occupant is None
    homes = [b.occupant for b in state.buildings if b.status == INHABITED]
    assert len(homes) == len(set(homes))  # one building a player
    for p in state.alive():
        assert (p.profession == ZWERVER) == (p.name not in homes), p
    mayor = state.mayor()
    farmers = [p for p in state.alive() if p.profession == "boer"]
    if mayor is not None and not farmers:
        raise AssertionError("a mayor without a living farmer")


def play_het_dorp(setup: GameSetup, rnd: random.Random) -> Game:
    game = Game(setup)
    while game.prompt is not None:
        prompt = game.prompt
        assert prompt.round <= MAX_ROUNDS, "the game does not end"
        state = game.state
        assert_village_consistent(game)
        for name in prompt.called:
            assert state.player(name).alive or prompt.step in LAST_ACTS, (prompt.step, name)
        for name in prompt.candidates:
            assert state.player(name).alive, (prompt.step, name)
        if prompt.step in NOT_ZWERVERS:
            assert not any(is_zwerver(state, n) for n in prompt.candidates), prompt.step
        if prompt.step == "burgemeester":
            assert state.round >= 2
            assert all(state.player(n).profession == "boer" for n in prompt.candidates)
        if prompt.step == "opvolger":
            assert all(state.player(n).profession == "boer" for n in prompt.candidates)
        immune = with_power(state, "waard")
        if immune is not None and prompt.step in ("weerwolven", "stemming", "waard"):
            assert immune[0].name not in prompt.candidates, prompt.step
        raw: Any = legal_answer(prompt, state, rnd)
        normal = prompt.check(raw)
        assert prompt.check(normal) == normal
        game.answer(raw)
    assert_village_consistent(game)
    return game


@settings(max_examples=examples(75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=het_dorp_setups(), seed=st.integers(0, 2**32))
def test_random_het_dorp_games_end_consistently_and_replay(setup: GameSetup,
                                                           seed: int) -> None:
    game = play_het_dorp(setup, random.Random(seed))
    assert_consistent_winner(game)
    again = Game(setup, game.answers)
    assert snapshot(again) == snapshot(game)
    assert again.state.buildings == game.state.buildings


@settings(max_examples=examples(40), deadline=None)
@given(setup=het_dorp_setups(), seed=st.integers(0, 2**32), data=st.data())
def test_het_dorp_undo_returns_the_same_state(setup: GameSetup, seed: int,
                                              data: st.DataObject) -> None:
    full = play_het_dorp(setup, random.Random(seed))
    stop = data.draw(st.integers(0, len(full.answers)), label="stop")
    game = Game(setup, full.answers[:stop])
    back = data.draw(st.integers(0, stop), label="back")
    for _ in range(back):
        assert game.undo()
    assert game.state.buildings == Game(setup, full.answers[:stop - back]).state.buildings
