"""A checkbox, a radio button and a list of checkboxes that read without colour: `X` (or `●`)
when on, blank when off.

Textual's Checkbox and SelectionList show `X` in both states, and its RadioButton `●`, telling
them apart by colour only, which a terminal without colour (or a colour-blind narrator) cannot
see."""

from __future__ import annotations

import textwrap

from rich.segment import Segment
from textual.content import Content
from textual.geometry import Size
from textual.strip import Strip
from textual.widgets import Checkbox, RadioButton, SelectionList


def _unpadded(widget: Checkbox | RadioButton, content: Content) -> Content:
    """A wrapping label without the blank Textual pads it with at its end: that blank, one
    cell past a label that fills the width, was cut to "…" ("... benoemt hem…")."""
    return content.rstrip() if widget.styles.text_wrap == "wrap" else content


class CheckBox(Checkbox):
    def render(self) -> Content:
        self.BUTTON_INNER = "X" if self.value else " "
        return _unpadded(self, super().render())

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """As many lines as the label takes where the style lets it wrap (Textual's toggle
        buttons are always one line high, so a long option ran off the screen)."""
        if self.styles.text_wrap != "wrap":
            return 1
        return max(1, len(textwrap.wrap(self.render().plain, width)))


class RadioOption(RadioButton):
    def render(self) -> Content:
        self.BUTTON_INNER = "●" if self.value else " "
        return _unpadded(self, super().render())

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """As CheckBox: as many lines as the label takes where the style lets it wrap."""
        if self.styles.text_wrap != "wrap":
            return 1
        return max(1, len(textwrap.wrap(self.render().plain, width)))


class MarkedSelectionList(SelectionList[str]):
    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        index = self.scroll_offset.y + y
        if index >= self.option_count or self.get_option_at_index(index).value in self.selected:
            return line
        segments = list(line)
        if len(segments) < 2 or segments[1].text != "X":  # not a line with a box
            return line
        segments[1] = Segment(" ", segments[1].style)
        return Strip(segments, line.cell_length)
