"""This night's call order (or the day's steps) with the current step marked."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from narration.call_plan import day_plan as days_steps
from narration.call_plan import tonight
from narration.engine import Record
from narration.state import GameState
from tui.i18n import t
from tui.step_names import step_label

# A day step an empty answer passes over (DayStep.may_pass: "" at the election, "not today")
# reads this once behind the mark, not done.
PASSED = "– "
WIDTH = 22  # the panel's cells, border and padding included
MARKER = "▶ "
# A label's room on one line: the panel less its border (2), its padding (2) and the marker.
LABEL_CELLS = WIDTH - 4 - cell_len(MARKER)


def panel_label(step: str, edition: str = "") -> str:
    """The step's name as the panel shows it: the name the other screens use, or its short
    form `order.<step>` when that name would wrap ("Burgemeester kiezen": "Burgemeester")."""
    label = step_label(step, edition)
    if cell_len(label) <= LABEL_CELLS:
        return label
    short = t(f"order.{step}")
    return label if short == f"order.{step}" else short


def night_plan(state: GameState) -> list[tuple[str, str]]:
    """(step id, label) of the steps called tonight, in order."""
    edition = state.setup.edition
    plan = [("nacht_valt", panel_label("nacht_valt", edition))]
    plan.extend((step.step, panel_label(step.step, edition)) for step in tonight(state))
    return plan


def day_plan(state: GameState, asked_today: Collection[str] = ()) -> list[tuple[str, str]]:
    """(step id, label) of the day's steps, as their cards declare them and list them today
    (narration.call_plan.day_plan: the election only while the village may elect one, the
    vote as it is held today); a step in `asked_today` stays listed, done."""
    return [(d.step, panel_label(d.step, state.setup.edition))
            for d in days_steps(state, asked_today)]


def every_day_step() -> tuple[str, ...]:
    """Every step a day can list, as the cards of every game declare them."""
    from narration.ruleset import full_ruleset

    return tuple(d.step for d in full_ruleset().day_steps)


class CallOrder(Static):
    DEFAULT_CSS = f"""
    CallOrder {{ width: {WIDTH}; height: 1fr; border: round $primary-darken-2; padding: 0 1; }}
    """

    _marked: tuple[int, str, int] = (-1, "", -1)  # (round, phase, index) last marked
    upcoming = ""  # the step after the marked one ("" at the last)

    def show(self, state: GameState, current: str, records: Sequence[Record] = ()) -> None:
        """Mark `current`; `records` (the game's answers) tell a step held from one the
        table passed over this phase (the election answered "not today")."""
        now = (state.round, state.phase)
        # A step listed on some days only (the election) stays listed, ticked, on the day it
        # was asked (its answer is among this phase's records), and is gone from the next day.
        today = [r for r in records if (r.round, r.phase) == now]
        asked = {current, *(r.step for r in today)}
        plan = night_plan(state) if state.phase == "night" else day_plan(state, asked)
        ids = [s for s, _ in plan]
        # A step that is not in the plan (a reveal, a hunter's shot, a day power) keeps the
        # mark where it was in this phase: it belongs to the step before it.
        if current in ids:
            at = ids.index(current)
        elif self._marked[:2] == (state.round, state.phase):
            at = self._marked[2]
        else:
            at = -1
        self._marked = (state.round, state.phase, at)
        self.upcoming = plan[at + 1][0] if 0 <= at < len(plan) - 1 else ""
        may_pass = {d.step for d in state.rules.day_steps if d.may_pass}
        passed = {r.step for r in today if r.step in may_pass and not r.answer}
        text = Text()
        for i, (step, label) in enumerate(plan):
            done = PASSED if step in passed else "✓ "
            marker, style = (MARKER, "bold reverse") if i == at else (
                (done, "dim") if i < at else ("  ", ""))
            text.append(marker + label + "\n", style=style or None)
        self.update(text)
