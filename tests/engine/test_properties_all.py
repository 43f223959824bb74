"""Random legal games that mix every expansion at once (hypothesis): every implemented role,
Het Dorp's professions, a Volle Maan event deck and variant, the omroeper, and the Best Of
edition where the mix fits its box. Each expansion was built and tested with its own roles;
these games prove they work together: a game always ends, its winner fits who is alive, and
the answers rebuild the identical state. The headless bots play such setups too."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narration.bots import MAX_ROUNDS as BOT_ROUNDS
from narration.bots import Bots, play_bot_game, play_headless
from narration.engine import Game
from narration.errors import AnswerError
from narration.prompts import Prompt
from narration.replay import play
from narration.scenario import load
from narration.state import GameState
from narration.wins import winner_of
from setups.catalogue import roles
from setups.game_setup import GameSetup
from tests.profiles import examples
from tests.strategies import all_setups

from .helpers import SCENARIOS
from .test_properties import snapshot
from .test_properties_volle_maan import DEAD_MAY_ACT
from .test_properties_volle_maan import answer as volle_maan_answer

MAX_ROUNDS = 60
LAST_ACTS = DEAD_MAY_ACT | {"kasteelheer"}


def answer(game: Game, rnd: random.Random, bots: Bots) -> None:
    """A random answer from what the prompt offers; when the engine refuses it (a rule the
    prompt cannot express, like the witch's one potion a night), the bots' fallbacks."""
    prompt = game.prompt
    assert prompt is not None
    try:
        game.answer(volle_maan_answer(prompt, game.state, rnd))
        return
    except AnswerError:
        pass
    bots.answer(prompt)


def assert_prompt_sane(prompt: Prompt, state: GameState) -> None:
    assert prompt.round <= MAX_ROUNDS, "the game does not end"
    assert prompt.phase in ("night", "day"), (prompt.step, prompt.phase)
    for name in prompt.called:  # the dead act only their last acts (and the spirits' cards)
        assert state.player(name).alive or prompt.step in LAST_ACTS, (prompt.step, name)
    for name in (*prompt.voters, *prompt.candidates):
        assert state.player(name).alive, (prompt.step, name)


def play_random(setup: GameSetup, rnd: random.Random) -> Game:
    game = Game(setup)
    bots = Bots(game, rnd.getrandbits(32))
    while game.prompt is not None:
        assert_prompt_sane(game.prompt, game.state)
        answer(game, rnd, bots)
    return game


def assert_consistent_winner(game: Game) -> None:
    state = game.state
    assert state.winner is not None and state.phase == "end"
    assert winner_of(state) == state.winner
    alive = state.alive()
    camp = state.winner.camp
    if camp == "niemand":
        assert not alive
    elif camp == "geliefden":
        lovers = {p.name for p in alive if p.lover is not None}
        assert lovers and all(p.name in lovers for p in alive)
    elif camp == "dorp":
        assert alive and not any(p.werewolf for p in alive)
    elif camp == "weerwolven":
        assert any(p.werewolf for p in alive)
    # The solo camps (fluitspeler, witte weerwolf, engel, sektarier, ...) are judged by
    # winner_of itself, checked above; whoever is named as a winner took part in the game.
    for name in state.winner.players:
        state.player(name)


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.filter_too_much])
@given(setup=all_setups(), seed=st.integers(0, 2**32))
def test_games_mixing_every_expansion_end_consistently_and_replay(setup: GameSetup,
                                                                  seed: int) -> None:
    game = play_random(setup, random.Random(seed))
    assert_consistent_winner(game)
    assert snapshot(Game(setup, game.answers)) == snapshot(game)


CAMPS = {"niemand", "dorp", "weerwolven", "geliefden", *(r.camp for r in roles().values())}


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.filter_too_much])
@given(setup=all_setups(), seed=st.integers(0, 2**32))
def test_the_bots_play_every_mix_to_the_end(setup: GameSetup, seed: int) -> None:
    result = play_bot_game(setup, seed)
    assert result.rounds <= BOT_ROUNDS
    assert result.winner in CAMPS
    for more in range(1, 4):  # the balance meter plays many seeds of one setup
        assert play_headless(setup, seed + more) in CAMPS


def test_titus_growls_no_more_once_the_village_killed_the_dorpsoudste() -> None:
    path = SCENARIOS / "samen" / "titus_dorpsoudste_weggestemd.toml"
    game = play(load(path), str(path))
    growls = [m for m in game.state.messages if "De beer van Titus gromt." in str(m)]
    assert len(growls) == 1  # the first morning only; Anna still sits beside him on the second
