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
from narration.scenario_words import KeyWhen, Quote, Words, where, words
from narration.scenario_words import phase as phase_word
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
    here = where(shown(source), turn.number, turn.phase)
    _run_free(game)
    if game.prompt is None:
        raise ScenarioError("ended", where=here, winner=_winner(game))
    if game.prompt.phase != turn.phase:
        raise ScenarioError("wrong_phase", where=here, phase=phase_word(game.prompt.phase),
                            round=game.prompt.round, want=phase_word(turn.phase))
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
            raise ScenarioError("no_answer", where=here, answer=key, asks=_asks(prompt),
                                why=_why_required(prompt, key))
        try:
            game.answer(value)
        except AnswerError as e:
            # The ruling id (narration/RULINGS.md) stays out of the player's sentence; the
            # checker and the logs read it here.
            ruling = words("ruling", ruling=e.ruling) if e.ruling else ""
            raise ScenarioError("refused", where=here, answer=shown(key), error=str(e),
                                ruling=ruling) from None
    unused = [k for k in turn.answers if k not in used]
    if unused:
        key = unused[0]
        reason = _why_not_asked(game, key, phase, round_number)
        raise ScenarioError("not_asked", where=here, answer=shown(key), reason=reason)


def _why_required(prompt: Prompt, key: str) -> str | Quote | Words:
    """The rule that makes a step required: the engine's own refusal of "nothing", else the
    key's rule from keys.toml."""
    from narration.keys import KEYS

    try:
        prompt.check("")
    except AnswerError as e:
        return str(e)
    if key in KEYS:
        return Quote(KEYS[key].rule)
    return words("required")


def _asks(prompt: Prompt) -> str | Words:
    if prompt.called:
        return words("called", called=", ".join(prompt.called))
    return prompt.kind


def _winner(game: Game) -> str | Words:
    return game.state.winner.camp if game.state.winner else words("nobody")


def _why_not_asked(game: Game, key: str, turn_phase: str, round_number: int) -> str | Words:
    from narration.keys import KEYS

    state = game.state
    skipped = state.skipped.get((turn_phase, round_number), {})
    if key in skipped:
        # (The engine's reason for skipping a card, in English: no catalogue text yet.)
        return str(skipped[key])
    base, _, n = key.partition("#")
    if n and base in KEYS:
        return words("asked_fewer", base=base, n=shown(n))
    if key not in KEYS:
        return words("not_a_key", answer=shown(key))
    spec = KEYS[key]
    if spec.role and not state.in_game(spec.role):
        return words("no_card", role=spec.role)
    if spec.phase not in (turn_phase, "any"):
        return words("other_phase", answer=key, asked=phase_word(spec.phase),
                     phase=phase_word(turn_phase))
    if game.prompt is None:
        return words("game_ended", round=state.round, winner=_winner(game))
    return words("not_called", when=KeyWhen(key))
