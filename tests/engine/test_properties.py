"""Random legal base games (hypothesis): they end, the winner fits who is alive, the dead never
act, and the answers, the journal, and undo/redo all rebuild the identical state."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narration.engine import Game
from narration.journal import Journal, resume
from narration.legal_answers import legal_answer
from narration.report import state_json
from narration.wins import winner_of
from setups.game_setup import GameSetup
from tests.profiles import examples
from tests.strategies import base_setups

MAX_ROUNDS = 60
# Prompts that call a player who has just died: his last act.
LAST_ACTS = {"jager", "opvolger"}


def play_random(setup: GameSetup, rnd: random.Random) -> Game:
    game = Game(setup)
    while game.prompt is not None:
        prompt = game.prompt
        assert prompt.round <= MAX_ROUNDS, "the game does not end"
        state = game.state
        for name in prompt.called:  # the dead never act (except their last act)
            assert state.player(name).alive or prompt.step in LAST_ACTS, (prompt.step, name)
        for name in prompt.voters:
            assert state.player(name).alive
        for name in prompt.candidates:  # and are never chosen
            assert state.player(name).alive, (prompt.step, name)
        raw = legal_answer(prompt, state, rnd)
        normal = prompt.check(raw)
        assert prompt.check(normal) == normal  # the journaled form checks to itself
        game.answer(raw)
    return game


def assert_consistent_winner(game: Game) -> None:
    state = game.state
    assert state.winner is not None and state.phase == "end"
    alive = state.alive()
    camp = state.winner.camp
    assert winner_of(state) == state.winner
    if camp == "niemand":
        assert not alive
    elif camp == "geliefden":
        assert len(alive) == 2 and alive[0].lover == alive[1].name
        assert alive[0].werewolf != alive[1].werewolf
    elif camp == "dorp":
        assert alive and not any(p.werewolf for p in alive)
        assert any(p.camp == "dorp" for p in alive)
    else:
        assert camp == "weerwolven"
        assert alive and all(p.werewolf for p in alive)
    for name in state.winner.players:
        assert state.player(name).camp == camp


def snapshot(game: Game) -> tuple[Any, ...]:
    return (state_json(game), game.state.messages, game.state.memory, game.records)


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=base_setups(), seed=st.integers(0, 2**32))
def test_random_games_end_consistently_and_replay(setup: GameSetup, seed: int) -> None:
    rnd = random.Random(seed)
    game = play_random(setup, rnd)
    assert_consistent_winner(game)
    again = Game(setup, game.answers)
    assert snapshot(again) == snapshot(game)


@settings(max_examples=examples(30), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(setup=base_setups(), seed=st.integers(0, 2**32))
def test_journal_rebuilds_the_same_state(tmp_path: Path, setup: GameSetup,
                                         seed: int) -> None:
    rnd = random.Random(seed)
    game = play_random(setup, rnd)
    path = tmp_path / f"game-{rnd.getrandbits(32)}.jsonl"
    journal = Journal.create(setup, path)
    replayed = Game(setup)
    for value in game.answers:
        journal.answer(replayed.answer(value))
    resumed, _, warnings = resume(path)
    assert warnings == []
    assert snapshot(resumed) == snapshot(game)


@settings(max_examples=examples(80), deadline=None)
@given(setup=base_setups(), seed=st.integers(0, 2**32), data=st.data())
def test_undo_then_redo_returns_the_same_state(setup: GameSetup, seed: int,
                                               data: st.DataObject) -> None:
    rnd = random.Random(seed)
    full = play_random(setup, rnd)
    stop = data.draw(st.integers(0, len(full.answers)), label="stop")
    game = Game(setup, full.answers[:stop])
    before = snapshot(game)
    back = data.draw(st.integers(0, stop), label="back")
    for _ in range(back):
        assert game.undo()
    assert snapshot(game) == snapshot(Game(setup, full.answers[:stop - back]))
    for _ in range(back):
        assert game.redo()
    assert not game.redo()
    assert snapshot(game) == before
