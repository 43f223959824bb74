"""Named moments that rules hook into, so a role adds behaviour without a central `if` chain.

- `grief` (immediate): when a player dies, who dies with him at once (lovers).
- `after_deaths`: when a batch of deaths has fallen, what they still do (the hunter's shot,
  the mayor's successor), in registration order.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from narration.state import GameState, Player

Flow = Generator[Any, Any, None]
GriefHook = Callable[[GameState, Player], list[tuple[str, str]]]
AfterDeathsHook = Callable[[GameState, list[Player]], Flow]
StepHandler = Callable[..., Flow]

GRIEF: list[GriefHook] = []
_AFTER_DEATHS: list[tuple[int, AfterDeathsHook]] = []
AFTER_DEATHS: list[AfterDeathsHook] = []
STEPS: dict[str, StepHandler] = {}


def grief(fn: GriefHook) -> GriefHook:
    GRIEF.append(fn)
    return fn


def after_deaths(order: int) -> Callable[[AfterDeathsHook], AfterDeathsHook]:
    """Register what a batch of deaths still does; lower `order` runs first."""

    def register(fn: AfterDeathsHook) -> AfterDeathsHook:
        _AFTER_DEATHS.append((order, fn))
        _AFTER_DEATHS.sort(key=lambda entry: entry[0])
        AFTER_DEATHS[:] = [f for _, f in _AFTER_DEATHS]
        return fn

    return register


def night_step(name: str) -> Callable[[StepHandler], StepHandler]:
    def register(fn: StepHandler) -> StepHandler:
        STEPS[name] = fn
        return fn

    return register
