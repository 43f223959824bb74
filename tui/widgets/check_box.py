"""A checkbox and a radio button that read without colour: `X` (or `●`) when on, blank when
off.

Textual's Checkbox shows `X` in both states, and its RadioButton `●`, telling them apart by
colour only, which a terminal without colour (or a colour-blind narrator) cannot see."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox, RadioButton


class CheckBox(Checkbox):
    def render(self) -> Content:
        self.BUTTON_INNER = "X" if self.value else " "
        return super().render()


class RadioOption(RadioButton):
    def render(self) -> Content:
        self.BUTTON_INNER = "●" if self.value else " "
        return super().render()
