"""Drive the game screen with keys, as a narrator would, for a chosen answer."""

from __future__ import annotations

from typing import Any

from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, VOTE, YESNO, Prompt


def _number(n: int) -> list[str]:
    return list(str(n))


def keys_for(prompt: Prompt, value: Any) -> list[str]:
    """The key presses that enter `value` for `prompt` on the game screen."""
    kind = prompt.kind
    if kind == NONE:
        return ["enter"]
    if kind == PLAYER:
        n = 0 if not value else prompt.candidates.index(value) + 1
        return [*_number(n), "enter"]
    if kind == PLAYERS:
        keys: list[str] = []
        for name in value:
            keys += ["home"] + ["down"] * prompt.candidates.index(name) + ["space"]
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
        n = 0 if not target else prompt.candidates.index(target) + 1
        return [*keys, *_number(n), "enter"]
    if kind == VOTE:
        if isinstance(value, str):
            n = 0 if not value else prompt.candidates.index(value) + 1
            return [*_number(n), "enter"]
        keys = ["b"]
        for voter in prompt.voters:
            target = value.get(voter, "")
            n = 0 if not target else prompt.candidates.index(target) + 1
            keys += [*_number(n), "enter"]
        return keys
    raise AssertionError(f"no keys for {kind}")


def turn_keys(prompt: Prompt, players: list[str], value: Any) -> list[str]:
    """The key presses that enter `value` on a secret turn (tui/secret_turn.py): one list of
    rows, "nobody" (or the card's pass) first, then every living player or the choices."""
    kind = prompt.kind
    if kind == NONE:
        return ["enter"]
    if kind == PLAYER:
        return [*_number(players.index(value) + 1 if value else 0), "enter"]
    if kind == PLAYERS:
        keys: list[str] = []
        for name in value:
            keys += [*_number(players.index(name) + 1), "enter"]
        return [*keys, "0", "enter"]
    if kind == CHOICE:
        return [*_number(prompt.choices.index(value) + 1 if value else 0), "enter"]
    if kind == YESNO:
        return ["1" if value else "0", "enter"]
    if kind == TABLE:
        target = value.get("vergif", "")
        return ["1" if value.get("redden") else "0", "enter",
                *_number(players.index(target) + 1 if target else 0), "enter"]
    raise AssertionError(f"no turn keys for {kind}")
