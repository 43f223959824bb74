"""The whole table, one seat a line, when the seat map had to cut a label (key v).

Shows exactly what the seat map shows (cards only while the curtain is up), so nothing more
leaves the curtain than before; any key of Esc, v or Enter closes it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from tui.i18n import t
from tui.screens import localize_bindings


class TableFullScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    TableFullScreen { align: center middle; }
    TableFullScreen #table-full { width: 90%; height: 90%; border: thick $accent;
                                  background: $surface; padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape,v,enter", "close", "key.close"),
    ]

    def __init__(self, lines: list[Text]) -> None:
        super().__init__()
        localize_bindings(self)
        self.lines = lines

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="table-full"):
            yield Static(t("table.full_title"))
            yield Static(Text("\n").join(self.lines))

    def action_close(self) -> None:
        self.dismiss(None)
