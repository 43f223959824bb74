"""A message under a step (a refused answer, the running tally) that takes no row while it says
nothing: on a small terminal (80x24) those rows go to the list of players instead."""

from __future__ import annotations

from textual.visual import VisualType
from textual.widgets import Static


class MessageLine(Static):
    def __init__(self, content: VisualType = "", *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(content, id=id, classes=classes)
        self.display = bool(str(content))

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        super().update(content, layout=True)
        self.display = bool(str(content))
