"""Random legal games with the Karakters characters of part A mixed into the base game
(hypothesis): they end, the winner fits who is alive and each solo goal, the dead never act,
and replaying the answers rebuilds the identical state."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narration.engine import Game
from narration.legal_answers import legal_answer
from narration.memory import Names
from narration.prompts import VOTE
from narration.roles.engel import WINDOW
from narration.state import GameState
from narration.wins import winner_of
from setups.game_setup import GameSetup
from tests.profiles import examples
from tests.strategies import karakters_setups

from .test_properties import MAX_ROUNDS, snapshot

LAST_ACTS = {"jager", "opvolger"}


def answer_for(game: Game, rnd: random.Random) -> object:
    prompt = game.prompt
    assert prompt is not None
    if prompt.key in ("raadsheer", "dienstmeisje"):
        return rnd.random() < 0.5  # make the rare powers happen often
    if prompt.key == "toneelspeler" and prompt.choices:
        return rnd.choice(prompt.choices)
    if prompt.kind == VOTE:  # the outcome, or ballots never against any partner
        if rnd.random() < 0.2:
            return rnd.choice(["", *prompt.candidates])
        ballots = {}
        for voter in prompt.voters:
            player = game.state.player(voter)
            partners = (player.lover, *player.more_lovers)
            targets = [c for c in prompt.candidates if c not in partners]
            if targets and rnd.random() < 0.9:
                ballots[voter] = rnd.choice(targets)
        return ballots
    return legal_answer(prompt, game.state, rnd)


def play_random(setup: GameSetup, rnd: random.Random) -> Game:
    game = Game(setup)
    first = game.prompt
    assert first is not None
    assert (first.phase, first.round) == (("day", 0) if "engel" in setup.roles else
                                          ("night", 1))
    while game.prompt is not None:
        prompt = game.prompt
        assert prompt.round <= MAX_ROUNDS, "the game does not end"
        state = game.state
        for name in prompt.called:
            assert state.player(name).alive or prompt.step in LAST_ACTS, (prompt.step, name)
        for name in (*prompt.voters, *prompt.candidates):
            assert state.player(name).alive, (prompt.step, name)
        raw = answer_for(game, rnd)
        normal = prompt.check(raw)
        assert prompt.check(normal) == normal
        game.answer(raw)
    return game


def assert_consistent_winner(state: GameState) -> None:
    assert state.winner is not None and state.phase == "end"
    assert winner_of(state) == state.winner
    alive = state.alive()
    camp = state.winner.camp
    if camp == "engel":
        deaths = {d.name: (d.round, d.phase) for d in state.deaths}
        for name in state.winner.players:
            assert deaths[name] in WINDOW and state.player(name).lover is None
    elif camp == "niemand":
        assert not alive
    elif camp == "sektarier":  # the last one left
        assert [p.name for p in alive] == state.winner.players
    elif camp == "geliefden":
        assert len(alive) == 2 and alive[0].lover == alive[1].name
    elif camp == "dorp":
        assert alive and not any(p.werewolf for p in alive)
    else:
        assert camp == "weerwolven" and alive and all(p.werewolf for p in alive)
    for name in state.winner.players:
        assert state.player(name).camp == camp
    for name in state.recall("sektarier", Names).names:  # a winner has left
        assert not state.player(name).alive


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=karakters_setups(), seed=st.integers(0, 2**32))
def test_random_karakters_games_end_consistently_and_replay(setup: GameSetup,
                                                            seed: int) -> None:
    game = play_random(setup, random.Random(seed))
    assert_consistent_winner(game.state)
    assert snapshot(Game(setup, game.answers)) == snapshot(game)
