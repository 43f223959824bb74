"""On an 80x24 terminal the vote's list of players keeps every row the column has left: the
texts above it take what they need, empty messages (error, ballot error, tally) take no row and
the blank lines between the texts go, so the narrator sees the candidates (it was one row high
while the ballots were entered)."""

from __future__ import annotations

from pathlib import Path

from narration.prompts import VOTE
from tests.tui.test_game_screen import SETUP, TURNS, drive, new_app
from tui.speech import SilentSpeaker
from tui.widgets.pick_list import PickList


def _rows(pick: PickList) -> int:
    return pick.scrollable_content_region.height


async def test_the_vote_list_fills_the_column_at_80x24(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, [TURNS[0], {"phase": "day", "burgemeester": "Cor"}])
        screen = app.screen
        assert screen.session.game.prompt.kind == VOTE  # type: ignore[attr-defined]
        pick = screen.query_one("#pick", PickList)
        below = screen.query_one("#notice")

        def fills_the_column() -> bool:  # no empty row left between the list and the notice
            return pick.region.bottom == below.region.y

        assert pick.option_count == 9  # nobody and the eight players
        assert fills_the_column()
        assert _rows(pick) >= 8, _rows(pick)

        await pilot.press("b")  # one ballot at a time: the long hint takes more rows
        await pilot.pause()
        assert fills_the_column()
        assert _rows(pick) >= 5, _rows(pick)

        await pilot.press("2", "enter")  # a ballot in: the tally takes its row
        await pilot.pause()
        assert "Bram: 1" in str(screen.query_one("#tally").render())
        assert _rows(pick) >= 4, _rows(pick)
        assert pick.region.bottom == screen.query_one("#tally").region.y
