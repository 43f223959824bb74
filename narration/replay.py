"""Replay: play a scenario's turns through the real engine, with no screen and no voice.

Inside a turn each key answers the prompt of that step whenever the engine asks it; prompts
that need no answer run by themselves; an optional prompt without a key passes; a required one
is an error; a key the engine never asked in that turn is an error that says why.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from narration.engine import Game
from narration.errors import AnswerError, ScenarioError
from narration.prompts import Prompt
from narration.scenario import Scenario, Turn
from setups.errors import shown


def play(scenario: Scenario, source: str = "<scenario>") -> Game:
    game = Game(scenario.setup)
    for turn in scenario.turns:
        _play_turn(game, turn, source)
    _run_free(game)
    return game


def repeat_key(key: str, n: int) -> str:
    """The name of the n-th answer to one key in one turn: `opvolger`, then `opvolger#2`, … (a
    mayor who dies at dawn and his successor voted out the same day)."""
    return key if n == 1 else f"{key}#{n}"


def _run_free(game: Game) -> None:
    """Run the prompts that need no answer, up to the first that does (or the end)."""
    while game.prompt is not None and not game.prompt.needs_answer:
        game.answer(None)


def _play_turn(game: Game, turn: Turn, source: str) -> None:
    where = f"{shown(source)}, turn {turn.number} ({turn.phase})"
    _run_free(game)
    if game.prompt is None:
        raise ScenarioError(
            f"{where}: the game has already ended (winner: {_winner(game)}); remove this turn."
        )
    if game.prompt.phase != turn.phase:
        raise ScenarioError(
            f"{where}: the game is in the {game.prompt.phase} of round {game.prompt.round}, "
            f"not in a {turn.phase}."
        )
    phase, round_number = game.prompt.phase, game.prompt.round
    used: set[str] = set()
    asked: Counter[str] = Counter()
    while game.prompt is not None and (game.prompt.phase, game.prompt.round) == (
        phase, round_number
    ):
        prompt = game.prompt
        if not prompt.needs_answer:
            game.answer(None)
            continue
        asked[prompt.key or prompt.step] += 1
        key = repeat_key(prompt.key or prompt.step, asked[prompt.key or prompt.step])
        if key in turn.answers and key not in used:
            used.add(key)
            value: Any = turn.answers[key]
        elif prompt.optional:
            value = ""
        else:
            raise ScenarioError(
                f"{where}, key '{key}': the engine asks '{key}' ({_asks(prompt)}) and the turn "
                f"has no answer for it; this step cannot be passed: {_why_required(prompt, key)}"
            )
        try:
            game.answer(value)
        except AnswerError as e:
            # The ruling id (narration/RULINGS.md) stays out of the player's sentence; the
            # checker and the logs read it here.
            ruling = f" (ruling {e.ruling})" if e.ruling else ""
            raise ScenarioError(f"{where}, key '{shown(key)}': {e}{ruling}") from None
    unused = [k for k in turn.answers if k not in used]
    if unused:
        key = unused[0]
        reason = _why_not_asked(game, key, phase, round_number)
        raise ScenarioError(f"{where}, key '{shown(key)}': never asked in this turn: {reason}.")


def _why_required(prompt: Prompt, key: str) -> str:
    """The rule that makes a step required: the engine's own refusal of "nothing", else the
    key's rule from keys.toml."""
    from narration.keys import KEYS

    try:
        prompt.check("")
    except AnswerError as e:
        return str(e)
    if key in KEYS:
        return f"“{KEYS[key].rule}”"
    return "an answer is required here"


def _asks(prompt: Prompt) -> str:
    if prompt.called:
        return "called: " + ", ".join(prompt.called)
    return prompt.kind


def _winner(game: Game) -> str:
    return game.state.winner.camp if game.state.winner else "none"


def _why_not_asked(game: Game, key: str, phase: str, round_number: int) -> str:
    from narration.keys import KEYS

    state = game.state
    skipped = state.skipped.get((phase, round_number), {})
    if key in skipped:
        return str(skipped[key])
    base, _, n = key.partition("#")
    if n and base in KEYS:
        return (f"'{base}' was not asked {shown(n)} times in this turn (`{base}#N` answers "
                f"the N-th time the same key is asked in one turn)")
    if key not in KEYS:
        return f"'{shown(key)}' is not an answer key (see `wakkerdam replay --keys`)"
    spec = KEYS[key]
    if spec.role and not state.in_game(spec.role):
        return f"no player holds the card '{spec.role}' in this game"
    if spec.phase not in (phase, "any"):
        return f"'{key}' is asked in the {spec.phase}, not in the {phase}"
    if game.prompt is None:
        return f"the game ended in round {state.round} (winner: {_winner(game)})"
    return f"the rules did not call for it ({spec.when})"
