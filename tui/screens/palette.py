"""Textual's command palette with its own words in the app's language.

Textual (8.2.8, pinned) lets an app set the palette's placeholder (`placeholder=`), but its
"No matches found" is written into `CommandPalette._start_no_matches_countdown`, with no
argument, attribute or message to change it: the play-test read it in English in every
language. This palette shows the same line, in the same way (after the same short wait, and
only for a search that found nothing), with the catalogue's `palette.no_matches`. It reads
private names of Textual's palette (the pinned version's; tests/tui/test_palette_words.py
fails if an upgrade changes them).
"""

from __future__ import annotations

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

from tui.i18n import t


class Palette(CommandPalette):
    def __init__(self) -> None:
        super().__init__(id="--command-palette", placeholder=t("palette.search"))

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """As Textual's, with our words (its own comments said why it waits and when)."""
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:
                self.query_one(CommandList).add_option(Option(
                    Align.center(Text(t("palette.no_matches"), style="not bold")),
                    disabled=True, id=self._NO_MATCHES))
                self._list_visible = True
            else:  # discovering (nothing typed): an empty list needs no notice
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
