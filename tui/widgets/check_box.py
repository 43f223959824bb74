"""A checkbox that reads without colour: `X` when on, blank when off.

Textual's Checkbox shows `X` in both states and tells them apart by colour only, which a
terminal without colour (or a colour-blind narrator) cannot see."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox


class CheckBox(Checkbox):
    def render(self) -> Content:
        self.BUTTON_INNER = "X" if self.value else " "
        return super().render()
