"""This night's call order (or the day's steps) with the current step marked."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from narration.call_plan import tonight, vote_step_today
from narration.engine import Record
from narration.mayor import election
from narration.state import GameState
from tui.i18n import t
from tui.step_names import step_label

DAY_STEPS = ("dag_begint", "burgemeester", "discussie", "stemming")
# The day steps an empty answer passes over ("" at the election: "not today"): once behind the
# mark they read "–", not done.
MAY_PASS = ("burgemeester",)
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


def day_plan(state: GameState, elected_today: bool = False) -> list[tuple[str, str]]:
    """(step id, label) of the day's steps. The mayor's election is listed only while the
    village may elect one (narration.mayor.election: not with a mayor, not on day 0 of the
    engel, not with the election switched off as in Wolf Village's Basis, not after Wolf
    Village's day 1), or, `elected_today`, as done on the day its step was asked."""
    elects = elected_today or (state.round > 0 and election(state).closed is None)
    steps = [s for s in DAY_STEPS if s != "burgemeester" or elects]
    # The vote as it is held today: a card's step in its place, or none (Groot wantrouwen,
    # Zondvloed; narration.call_plan.vote_step_today).
    vote = vote_step_today(state)
    steps = [vote if s == "stemming" else s for s in steps if s != "stemming" or vote]
    return [(s, panel_label(s, state.setup.edition)) for s in steps]


class CallOrder(Static):
    DEFAULT_CSS = f"""
    CallOrder {{ width: {WIDTH}; height: 1fr; border: round $primary-darken-2; padding: 0 1; }}
    """

    _marked: tuple[int, str, int] = (-1, "", -1)  # (round, phase, index) last marked
    upcoming = ""  # the step after the marked one ("" at the last)
    # (round, phase) of the day whose election was asked: it stays listed (ticked) that
    # day once a mayor is elected, and is gone from the next day on.
    _asked: tuple[int, str] = (-1, "")

    def show(self, state: GameState, current: str, records: Sequence[Record] = ()) -> None:
        """Mark `current`; `records` (the game's answers) tell a step held from one the
        table passed over this phase (the election answered "not today")."""
        if current == "burgemeester":
            self._asked = (state.round, state.phase)
        plan = night_plan(state) if state.phase == "night" else day_plan(
            state, self._asked == (state.round, state.phase))
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
        passed = {r.step for r in records if r.step in MAY_PASS and not r.answer
                  and (r.round, r.phase) == (state.round, state.phase)}
        text = Text()
        for i, (step, label) in enumerate(plan):
            done = PASSED if step in passed else "✓ "
            marker, style = (MARKER, "bold reverse") if i == at else (
                (done, "dim") if i < at else ("  ", ""))
            text.append(marker + label + "\n", style=style or None)
        self.update(text)
