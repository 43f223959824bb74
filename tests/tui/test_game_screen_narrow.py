"""The game screen in a narrow column (80x24): the step's heading wraps instead of being cut."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.tui.input_helpers import screen_text
from tests.tui.test_game_screen import SETUP, new_app
from tui.speech import SilentSpeaker


async def test_the_heading_wraps(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        phase = app.screen.query_one("#phase", Static)
        heading = str(phase.render())
        assert heading == "Nacht 1 · Het dorp slaapt"
        assert len(heading) > phase.content_region.width  # too long for one line here
        assert phase.content_region.height >= 2
        words = " ".join(screen_text(app).split())
        assert "Nacht 1 · Het dorp" in words and "slaapt" in words
