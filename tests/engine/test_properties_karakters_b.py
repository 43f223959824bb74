"""Random legal games with the Karakters wolves and the 25-jaar roles, in the default edition
and in Best Of: they end, the winner fits who is alive, the dead never act, and replaying the
answers rebuilds the identical state."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narration.engine import Game
from narration.legal_answers import legal_answer
from narration.prompts import PLAYERS, Prompt
from narration.replay import play
from narration.report import state_json
from narration.scenario import parse
from narration.scenario_export import export_scenario
from narration.state import GameState
from narration.wins import winner_of
from setups.catalogue import role
from setups.game_setup import GameSetup
from tests.profiles import examples
from tests.strategies import karakters_b_setups

from .test_properties import snapshot

MAX_ROUNDS = 60
LAST_ACTS = {"jager", "opvolger"}


def answer_for(prompt: Prompt, state: GameState, rnd: random.Random) -> Any:
    if prompt.kind == PLAYERS and prompt.key == "aap":
        # Villagers one after another, stopping at will or at the first werewolf card.
        looked: list[str] = []
        for name in rnd.sample(list(prompt.candidates), len(prompt.candidates)):
            looked.append(name)
            if role(state.player(name).role).werewolf or rnd.random() < 0.5:
                break
        return looked if rnd.random() < 0.5 else []
    return legal_answer(prompt, state, rnd)


def play_random(setup: GameSetup, rnd: random.Random) -> Game:
    game = Game(setup)
    while game.prompt is not None:
        prompt = game.prompt
        assert prompt.round <= MAX_ROUNDS, "the game does not end"
        state = game.state
        for name in prompt.called:
            assert state.player(name).alive or prompt.step in LAST_ACTS, (prompt.step, name)
        for name in (*prompt.voters, *prompt.candidates):
            assert state.player(name).alive, (prompt.step, name)
        raw = answer_for(prompt, state, rnd)
        normal = prompt.check(raw)
        assert prompt.check(normal) == normal
        game.answer(raw)
    return game


def assert_consistent_winner(game: Game) -> None:
    state = game.state
    assert state.winner is not None and state.phase == "end"
    assert winner_of(state) == state.winner
    alive = state.alive()
    camp = state.winner.camp
    if camp == "niemand":
        assert not alive
    elif camp == "witte_weerwolf":
        assert [p.role for p in alive] == ["witte_weerwolf"]
    elif camp == "geliefden":
        assert len(alive) == 2 and alive[0].lover == alive[1].name
    elif camp == "dorp":
        assert alive and not any(p.werewolf for p in alive)
    else:
        assert camp == "weerwolven"
        assert alive and all(p.werewolf for p in alive)
    for name in state.winner.players:
        assert state.player(name).camp == camp
    for p in state.players:  # a turned player wins with the wolves, never with the village
        if p.turned and camp == "dorp":
            assert p.name not in state.winner.players


@settings(max_examples=examples(75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=karakters_b_setups(), seed=st.integers(0, 2**32))
def test_random_character_games_end_consistently_and_replay(setup: GameSetup,
                                                            seed: int) -> None:
    game = play_random(setup, random.Random(seed))
    assert_consistent_winner(game)
    assert snapshot(Game(setup, game.answers)) == snapshot(game)
    # The game exported as a scenario (what a user saves at the end) plays back the same, also
    # when a key was asked twice in one turn (`opvolger`, then `opvolger#2`).
    exported = play(parse(export_scenario(game)))
    assert state_json(exported) == state_json(game)
