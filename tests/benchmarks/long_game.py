"""A long, legal 47-player game for the benchmarks: a generator of answers, not a bot that tries
to win.

The table below keeps the village alive for many rounds: the werewolves kill one villager most
nights, the special roles aim at villagers only, and every day all living players vote, split
exactly between two villagers, so the tie rule `niemand` sends nobody out. Thirty rounds of
this are a 47-player, 30-round journal with real ballots, deaths, lovers and potions in it.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from narration.engine import Game
from narration.legal_answers import Shares, legal_answer
from narration.prompts import CHOICE, PLAYER, VOTE, Prompt
from narration.state import GameState
from setups.game_setup import GameSetup
from setups.options import Options

PLAYERS_47 = tuple(f"Speler {n:02d}" for n in range(1, 48))
ROLES_47 = ("weerwolf", "weerwolf", "ziener", "heks", "cupido", "jager", "onschuldig_meisje",
            *("burger",) * 40)


def setup_47(seed: int = 47) -> GameSetup:
    roles = list(ROLES_47)
    random.Random(seed).shuffle(roles)
    return GameSetup(PLAYERS_47, tuple(roles), seed,
                     options=Options(mayor_election=False, tie_rule="niemand"))


def _villagers(state: GameState, names: tuple[str, ...]) -> list[str]:
    return [n for n in names if not state.player(n).werewolf]


# The shares of narration/legal_answers.py that keep a game going: nobody skips a kill, says
# yes or passes a choice more than rarely, and the heks poisons seldom.
KEEP_GOING = Shares(skip_player=0.15, yes=0.0, skip_choice=1.0, redden=0.3, vergif=0.1)


def answer_for(prompt: Prompt, state: GameState, rnd: random.Random) -> Any:
    """A legal answer that keeps the game going: narration/legal_answers.py's, aimed at
    villagers only, with the ballots split evenly between two villagers (see the top)."""
    if prompt.kind == VOTE:
        return _tied_ballots(prompt, state, rnd)
    villagers = tuple(_villagers(state, prompt.candidates))
    if prompt.kind == PLAYER and prompt.optional and not villagers:
        return ""
    if prompt.kind == CHOICE and not prompt.optional:
        return prompt.choices[0]
    aimed = replace(prompt, candidates=villagers or prompt.candidates)
    return legal_answer(aimed, state, rnd, KEEP_GOING)


def _tied_ballots(prompt: Prompt, state: GameState, rnd: random.Random) -> dict[str, str]:
    """Every voter votes, split exactly between two villagers (a lover never votes for his
    partner); the odd one out abstains."""
    targets = _villagers(state, prompt.candidates)
    if len(targets) < 2:
        return {}
    a, b = rnd.sample(targets, 2)
    for_a: list[str] = []
    for_b: list[str] = []
    for voter in prompt.voters:
        lover = state.player(voter).lover
        if lover == a or (lover != b and len(for_b) < len(for_a)):
            for_b.append(voter)
        else:
            for_a.append(voter)
    size = min(len(for_a), len(for_b))
    return {**{v: a for v in for_a[:size]}, **{v: b for v in for_b[:size]}}


def play_rounds(setup: GameSetup, rounds: int, seed: int = 1) -> Game:
    """Play until `rounds` whole rounds (night and day) are done; the game must not end."""
    rnd = random.Random(seed)
    game = Game(setup)
    while game.prompt is not None and game.prompt.round <= rounds:
        game.answer(answer_for(game.prompt, game.state, rnd))
    if game.prompt is None:
        raise RuntimeError(f"the long game ended in round {game.state.round}; change the seed")
    return game
