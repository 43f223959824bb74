"""A numbered list to pick from: digits jump to a number, Enter picks.

Letters are left to the screen's keys (curtain, replay, ...), so only digits jump."""

from __future__ import annotations

import time

from textual import events
from textual.widgets import OptionList
from textual.widgets.option_list import Option


class PickList(OptionList):
    """Options are (value, label); the label is shown after its number."""

    def __init__(self, items: list[tuple[str, str]], *, id: str | None = None,
                 numbered_from: int = 1) -> None:
        self.values = [value for value, _ in items]
        self.labels = [label for _, label in items]
        options = [Option(f"{i + numbered_from:>2}  {label}", id=f"o{i}")
                   for i, (_, label) in enumerate(items)]
        super().__init__(*options, id=id)
        self.numbered_from = numbered_from
        self._typed = ""
        self._typed_at = 0.0

    def value_at(self, index: int) -> str:
        return self.values[index]

    def on_key(self, event: events.Key) -> None:
        char = event.character
        if not char or not char.isdigit() or len(char) != 1:
            return
        now = time.monotonic()
        if now - self._typed_at > 1.2:
            self._typed = ""
        self._typed_at = now
        self._typed += char
        event.stop()
        index = int(self._typed) - self.numbered_from
        if not 0 <= index < len(self.values):
            self._typed = char  # start over with this digit
            index = int(char) - self.numbered_from
        if 0 <= index < len(self.values):
            self.highlighted = index
