"""Drive the game screen with keys, as a narrator would, for a chosen answer.

With the game's state, a player is typed by his seat number (the seat map's number, the same
in every list); without it, he is reached with the arrows."""

from __future__ import annotations

from typing import Any

from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, VOTE, YESNO, Prompt
from narration.state import GameState


def _number(n: int) -> list[str]:
    return list(str(n))


def _player(prompt: Prompt, name: str, state: GameState | None, *, nobody: bool) -> list[str]:
    """Keys that light `name` ("" for nobody, listed first) in a player list."""
    if state is not None:
        return _number(state.player(name).seat + 1 if name else 0)
    index = 0 if not name else prompt.candidates.index(name) + (1 if nobody else 0)
    return ["home", *["down"] * index]


def keys_for(prompt: Prompt, value: Any, state: GameState | None = None) -> list[str]:
    """The key presses that enter `value` for `prompt` on the game screen."""
    kind = prompt.kind
    if kind == NONE:
        return ["enter"]
    if kind == PLAYER:
        return [*_player(prompt, value, state, nobody=prompt.optional), "enter"]
    if kind == PLAYERS:
        if not value:
            return ["0", "enter"]  # nobody is said with 0: Enter alone ticks no empty pick
        keys: list[str] = []
        for name in value:
            keys += [*_player(prompt, name, state, nobody=False), "space"]
        return [*keys, "enter"]
    if kind == CHOICE:
        n = 0 if not value else prompt.choices.index(value) + (0 if not prompt.optional else 1)
        if not prompt.optional:
            n += 1
        return [*_number(n), "enter"]
    if kind == YESNO:
        return ["1" if value else "0", "enter"]
    if kind == TABLE:
        keys = ["r"] if value.get("redden") else []
        target = value.get("vergif", "")
        return [*keys, *_player(prompt, target, state, nobody=True), "enter"]
    if kind == VOTE:
        if isinstance(value, str):
            return [*_player(prompt, value, state, nobody=True), "enter"]
        keys = [] if prompt.one_by_one else ["b"]  # (one by one from the start)
        for voter in prompt.voters:
            keys += [*_player(prompt, value.get(voter, ""), state, nobody=True), "enter"]
        return keys
    raise AssertionError(f"no keys for {kind}")


def turn_keys(prompt: Prompt, state: GameState, value: Any) -> list[str]:
    """The key presses that enter `value` on a secret turn (tui/secret_turn.py): one list of
    rows, "nobody" (or the card's pass) first as 0, then every living player by his seat
    number (as on the seat map), or the choices counted from 1."""
    kind = prompt.kind

    def seat(name: str) -> list[str]:
        return _number(state.player(name).seat + 1 if name else 0)

    if kind == NONE:
        return ["enter"]
    if kind == PLAYER:
        return [*seat(value), "enter"]
    if kind == PLAYERS:
        if not value:
            return ["0", "enter"]  # nobody is said with 0: Enter alone ticks no empty pick
        keys: list[str] = []
        for name in value:
            keys += [*seat(name), "enter"]
        return [*keys, "0", "enter"]
    if kind == CHOICE:
        return [*_number(prompt.choices.index(value) + 1 if value else 0), "enter"]
    if kind == YESNO:
        return ["1" if value else "0", "enter"]
    if kind == TABLE:
        target = value.get("vergif", "")
        return ["1" if value.get("redden") else "0", "enter", *seat(target), "enter"]
    raise AssertionError(f"no turn keys for {kind}")
