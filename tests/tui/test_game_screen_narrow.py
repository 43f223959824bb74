"""The game screen in a narrow column (80x24): the step's heading wraps instead of being cut,
and the vote list shows several players, not one row."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.tui.test_game_screen import SETUP, TURNS, drive, new_app, screen_text
from tui.speech import SilentSpeaker
from tui.widgets.pick_list import PickList

VISIBLE_ROWS = 5  # the vote list's minimum: five players (or four and "nobody") at a glance


async def test_the_heading_wraps_and_the_vote_list_keeps_its_rows(home: Path) -> None:
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
        await drive(app, pilot, [TURNS[0], {"phase": "day", "burgemeester": "Cor"}])
        await pilot.pause()
        assert app.screen.session.game.prompt.step == "stemming"  # type: ignore[attr-defined]
        votes = app.screen.query_one(PickList)
        assert votes.content_region.height >= VISIBLE_ROWS
        # Every row it has can be scrolled into view: none lies under the screen's edge.
        votes.scroll_visible(animate=False)
        await pilot.pause()
        assert votes.region.bottom <= app.screen.size.height - 1  # above the footer
