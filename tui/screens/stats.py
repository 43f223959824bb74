"""The statistics screen: the group's finished games (narration/history.py), from home (s)."""

from __future__ import annotations

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from tui.failures import log_failure
from tui.i18n import t
from tui.screens import localize_bindings
from tui.stats_text import stats_lines
from tui.widgets.footer import Footer


class StatsScreen(Screen[None]):
    DEFAULT_CSS = """
    StatsScreen #stats-title { color: $accent; text-style: bold; margin: 1 2 0 2; }
    StatsScreen #stats-body { margin: 1 2; height: auto; }
    """
    BINDINGS = [Binding("escape,q", "back", "key.back")]

    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)

    def compose(self) -> ComposeResult:
        yield Static(t("stats.title"), id="stats-title")
        with VerticalScroll():
            yield Static("…", id="stats-body")
        yield Footer()

    def on_mount(self) -> None:
        self._load()

    @work(thread=True, exclusive=True)
    def _load(self) -> None:
        """Replay the journals off the screen's thread (many games take a moment)."""
        from narration.history import finished_games, summarize

        try:
            text = "\n".join(stats_lines(summarize(finished_games())))
        except Exception:  # a broken folder must not end the evening
            log_failure("statistics")
            text = t("stats.none")
        self.app.call_from_thread(self._show, text)

    def _show(self, text: str) -> None:
        if self.is_attached:
            self.query_one("#stats-body", Static).update(Content(text))

    def action_back(self) -> None:
        self.app.pop_screen()
