"""Random legal games with the Volle Maan characters, the full event deck and one of the
booklet's variants (hypothesis): they end, the winner fits who is alive (the fluitspeler's
solo win and the variants' win rules included), the dead only act their last acts, and the
answers rebuild the identical state."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from narration.engine import Game
from narration.legal_answers import legal_answer
from narration.lovers import LoverRules
from narration.memory import Names
from narration.prompts import PLAYER, PLAYERS, VOTE, Prompt
from narration.state import GameState
from narration.wins import winner_of
from setups.game_setup import GameSetup
from tests.profiles import examples
from tests.strategies import volle_maan_setups

from .test_properties import snapshot

MAX_ROUNDS = 60
# Prompts that call players who are dead: last acts, and the spirits of the event cards.
DEAD_MAY_ACT = {"jager", "opvolger", "zondebok", "beul_opvolger", "dubbelagent", "straf",
                "spiritisme_antwoord"}


def answer(prompt: Prompt, state: GameState, rnd: random.Random) -> Any:
    assert prompt.optional or prompt.kind != PLAYER or prompt.candidates, (
        f"{prompt.step} must be answered but has no candidates")
    if prompt.kind == PLAYERS:  # any legal count, not always the most
        return rnd.sample(list(prompt.candidates), rnd.randint(prompt.low, prompt.high))
    if prompt.step == "dolle_nacht_kijken":  # each wolf looks at another player's card
        return {w: rnd.choice([c for c in prompt.candidates if c != w]) for w in prompt.voters
                if len(prompt.candidates) > 1}
    value = legal_answer(prompt, state, rnd)
    if prompt.kind == VOTE and isinstance(value, dict) and state.recall(
            "cupido", LoverRules).at_war:  # Dag der dwazen: the lovers vote against each other
        for voter in list(value):
            lover = state.player(voter).lover
            if lover is not None and state.player(lover).alive:
                if lover in prompt.candidates:
                    value[voter] = lover
                else:
                    del value[voter]
    return value


def play_random(setup: GameSetup, rnd: random.Random) -> Game:
    game = Game(setup)
    while game.prompt is not None:
        prompt = game.prompt
        assert prompt.round <= MAX_ROUNDS, "the game does not end"
        assert prompt.phase in ("night", "day"), (prompt.step, prompt.phase)
        state = game.state
        dead_may_act = DEAD_MAY_ACT | ({"weerwolven"} if setup.options.zwarte_dood else set())
        for name in prompt.called:  # (the Black Death's last victim picks the next)
            assert state.player(name).alive or prompt.step in dead_may_act, (prompt.step, name)
        for name in (*prompt.voters, *prompt.candidates):
            assert state.player(name).alive, (prompt.step, name)
        raw = answer(prompt, state, rnd)
        normal = prompt.check(raw)
        assert prompt.check(normal) == normal
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
    elif camp == "fluitspeler":
        charmed = set(state.recall("fluitspeler", Names).names)
        pipers = [p for p in alive if p.role == "fluitspeler"]
        assert pipers and all(p.name in charmed for p in alive if p not in pipers)
    elif camp == "geliefden":
        assert len(alive) == 2 and alive[0].lover == alive[1].name
    elif camp == "dorp":
        assert alive and not any(p.werewolf for p in alive)
    else:
        assert camp == "weerwolven"
        assert any(p.werewolf for p in alive)
        others = [p for p in alive if not (p.werewolf or p.camp == "weerwolven")]
        assert not others or (state.setup.options.besmetting and len(others) == 1)
    for name in state.winner.players:
        assert state.player(name).camp == camp or (
            camp == "fluitspeler" and state.player(name).role == "fluitspeler")


@settings(max_examples=examples(75), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=volle_maan_setups(), seed=st.integers(0, 2**32))
def test_random_volle_maan_games_end_consistently_and_replay(setup: GameSetup,
                                                            seed: int) -> None:
    game = play_random(setup, random.Random(seed))
    assert_consistent_winner(game)
    assert snapshot(Game(setup, game.answers)) == snapshot(game)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=volle_maan_setups(), seed=st.integers(0, 2**32))
def test_a_volle_maan_game_exports_to_a_scenario_that_replays_it(setup: GameSetup,
                                                                  seed: int) -> None:
    from narration.replay import play
    from narration.report import differences, state_json
    from narration.scenario import parse
    from narration.scenario_export import export_scenario

    game = play_random(setup, random.Random(seed))
    # A key asked twice in one turn (a mayor who dies at dawn and his successor voted out the
    # same day) is written `opvolger`, then `opvolger#2`.
    scenario = parse(export_scenario(game, "export"))
    again = play(scenario)
    assert differences(again, scenario.expect) == []
    assert state_json(again) == state_json(game)
