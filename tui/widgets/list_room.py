"""A list of players keeps rows to pick from when a message comes above or below it.

On an 80x24 terminal the zondebok's list (six players, six rows) went down to two once his
refusal and its rule (four lines) came under it: the step's narration above took the rest,
and he picked from two rows. A list that shrinks so, after it was first laid out, asks the
screen (`Squeezed`) for the rows it lacks; the game screen gives them from the oldest lines
of the narration, read by then (tui/screens/game.py). At its first layout a list asks
nothing: the narration of a new step is shown whole.
"""

from __future__ import annotations

from textual import events
from textual.message import Message

MIN_ROWS = 5  # or every row, when the list has fewer


class Squeezed(Message):
    def __init__(self, missing: int) -> None:
        super().__init__()
        self.missing = missing


class KeepsRows:
    """For an OptionList (or SelectionList): posts Squeezed when it shrinks below its rows."""

    _rows_before = 0

    def on_resize(self, event: events.Resize) -> None:
        rows = self.scrollable_content_region.height  # type: ignore[attr-defined]
        before, self._rows_before = self._rows_before, rows
        wanted = min(MIN_ROWS, self.option_count)  # type: ignore[attr-defined]
        if before and rows < before and rows < wanted:
            self.post_message(Squeezed(wanted - rows))  # type: ignore[attr-defined]
