"""Named moments that rules hook into, so a role adds behaviour without a central `if` chain.

- `grief` (immediate): when a player dies, who dies with him at once (lovers).
- `after_deaths`: when a batch of deaths has fallen, what they still do (the hunter's shot,
  the mayor's successor), in registration order.
- moments of the game (`moment(name, order)`), run by the flow in this order:
  `voor_het_spel` (before the first night: the engel's day-0 vote, the sektarier's groups),
  `begin_nacht` (after "the village sleeps"), `einde_nacht` (after the last step of the night),
  `ochtend` (after dawn's deaths and the win check: the bear's growl, the medium, the event
  card or the omroeper, the veldwachter), `voor_stemming` (after the debate: the
  schooljuffrouw's ban, the waard's vote), `na_stemming` (after the vote and its deaths: the
  stotterende_raadsheer's second vote). The flow checks for a winner after `voor_het_spel`,
  `ochtend`, `voor_stemming` and the vote.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, TypeVar

from narration.state import GameState, Player

Flow = Generator[Any, Any, None]
GriefHook = Callable[[GameState, Player], list[tuple[str, str]]]
AfterDeathsHook = Callable[[GameState, list[Player]], Flow]
StepHandler = Callable[..., Flow]

GRIEF: list[GriefHook] = []
AFTER_DEATHS: list[tuple[int, AfterDeathsHook]] = []  # (order, hook), lowest order first
STEPS: dict[str, StepHandler] = {}

Hook = TypeVar("Hook", bound=Callable[..., Any])


def ordered_hook(entries: list[tuple[int, Hook]], order: int) -> Callable[[Hook], Hook]:
    """A decorator that adds a hook to `entries`, kept sorted by `order` (lower runs first;
    equal orders keep their registration order)."""

    def register(fn: Hook) -> Hook:
        entries.append((order, fn))
        entries.sort(key=lambda entry: entry[0])
        return fn

    return register


def grief(fn: GriefHook) -> GriefHook:
    GRIEF.append(fn)
    return fn


def after_deaths(order: int) -> Callable[[AfterDeathsHook], AfterDeathsHook]:
    """Register what a batch of deaths still does; lower `order` runs first."""
    return ordered_hook(AFTER_DEATHS, order)


# A step called only on some nights by its own rule (the kolos when he was devoured, the
# grote_boze_wolf while no wolf died): `(state) -> why it is not due, or None`, checked before
# anything else, so a step that is not due is neither called nor paused for, dead holder or
# not. It only reads the state (the call-order list asks it too).
StepWhen = Callable[[GameState], str | None]
STEP_WHEN: dict[str, StepWhen] = {}


def night_step(name: str, when: StepWhen | None = None) -> Callable[[StepHandler], StepHandler]:
    def register(fn: StepHandler) -> StepHandler:
        STEPS[name] = fn
        if when is not None:
            STEP_WHEN[name] = when
        return fn

    return register


@dataclass(frozen=True)
class StepOverride:
    """A variant or event card that plays a night step its own way tonight (De Zwarte Dood
    calls the werewolves although nobody holds their card; Het Oogstfeest's witch tosses the
    box). `applies` decides per night; `run(state, step)` replaces the whole step."""

    applies: Callable[[GameState], bool]
    run: Callable[..., Flow]


STEP_OVERRIDES: dict[str, list[StepOverride]] = {}


def override_step(name: str, applies: Callable[[GameState], bool]) -> Callable[
        [Callable[..., Flow]], Callable[..., Flow]]:
    def register(fn: Callable[..., Flow]) -> Callable[..., Flow]:
        STEP_OVERRIDES.setdefault(name, []).append(StepOverride(applies, fn))
        return fn

    return register


def step_override(state: GameState, name: str) -> StepOverride | None:
    for override in STEP_OVERRIDES.get(name, ()):
        if override.applies(state):
            return override
    return None


MomentHook = Callable[[GameState], Flow]
MOMENT_NAMES = ("voor_het_spel", "begin_nacht", "einde_nacht", "ochtend", "voor_stemming",
                "na_stemming")
_MOMENTS: dict[str, list[tuple[int, MomentHook]]] = {name: [] for name in MOMENT_NAMES}


def moment(name: str, order: int) -> Callable[[MomentHook], MomentHook]:
    """Register what happens at a named moment of the game; lower `order` runs first."""
    if name not in _MOMENTS:
        raise ValueError(f"unknown moment {name!r}; known: {', '.join(MOMENT_NAMES)}")
    return ordered_hook(_MOMENTS[name], order)


def run_moment(state: GameState, name: str) -> Flow:
    for _, fn in list(_MOMENTS[name]):
        if state.phase == "end":
            return
        yield from fn(state)
