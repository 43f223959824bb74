"""A recorded answer in words, as the narrator gave it: player names, the choice's own label,
Ja/Nee, the witch's potions, each ballot; never the raw journaled value."""

from __future__ import annotations

from typing import Any

from narration.lines import has_line
from narration.prompts import CHOICE, PLAYERS, TABLE, VOTE, YESNO, Prompt, choice_label
from narration.state import GameState
from narration.village import building_name
from tui.i18n import t
from tui.step_names import step_label
from tui.widgets.prompt_panel import pass_label


def _field(name: str, value: Any) -> str:
    key = f"edit.field.{name}"
    said = t(key, name=value)
    if said != key:
        return said
    return name if value is True else t("pair", name=name, value=value)


def answer_words(prompt: Prompt, state: GameState, value: Any) -> str:
    """`value`, the normal form of an answer to `prompt`, in the words of the screen."""
    nobody = t("edit.nobody")
    kind = prompt.kind
    if kind == YESNO:
        return t("prompt.yes") if value else t("prompt.no")
    if kind == CHOICE:
        if value in ("", None):
            return pass_label(prompt.key)
        if prompt.labels and value in prompt.choices:
            return prompt.labels[prompt.choices.index(value)]
        return choice_label(state, str(value))
    if kind == TABLE and isinstance(value, dict):
        parts = [_field(name, value[name]) for name in prompt.choices if value.get(name)]
        return ", ".join(parts) or nobody
    if kind == VOTE and isinstance(value, dict):
        ballots = value.get("ballots", value)
        parts = [f"{voter} → {target}" for voter, target in ballots.items()]
        return ", ".join(parts) or nobody
    if isinstance(value, dict):  # the veldwachter's buildings: {building: vagrant}
        parts = [f"{_building(state, str(name))} → {who}" for name, who in value.items() if who]
        return ", ".join(parts) or nobody
    if kind == PLAYERS and isinstance(value, list):
        return ", ".join(str(name) for name in value) or nobody
    if value in (None, ""):
        return nobody
    return str(value)


def _building(state: GameState, name: str) -> str:
    """A building as an answer names it (its id, or its last occupant where the id repeats:
    the farms) in the game's words; the name itself when no building goes by it now."""
    for b in state.buildings:
        if b.id == name:
            return building_name(state, b)
    for b in state.buildings:
        if b.former == name:
            return f"{building_name(state, b)} ({name})"
    return t("edit.building_of", name=name)  # a farm of a player who has since moved out


def cause_words(state: GameState, cause: str) -> str:
    """What a player died of, in the game's language (the line `cause.<id>`); a cause without
    words of its own shows its id."""
    cause = str(cause)
    return state.text("cause", cause) if has_line(state.lang, "cause", cause) else cause


def step_where(phase: str, round_: int, step: str, edition: str = "") -> str:
    """Where an answer was given, as the call order and the game screen name it:
    `Nacht 1 · Ziener`."""
    key = f"phase.{phase}"
    when = t(key, n=round_)
    label = step_label(step, edition)
    return t("edit.where", phase=str(round_) if when == key else when,
             step=step if label == f"step.{step}" else label)
