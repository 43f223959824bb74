"""The game screen in a narrow column (80x24): the call order's panel gives its room to the
narration (a 24-cell column put one or two words on a line and left the heks's poison list one
row), the heading names the next step instead, and wraps instead of being cut."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual.widgets import Static

from tests.tui.input_helpers import answer_until, screen_text
from tests.tui.test_game_screen import SETUP, new_app
from tui.app import create_app
from tui.speech import SilentSpeaker
from tui.widgets.call_order import CallOrder


async def test_the_heading_wraps(home: Path) -> None:
    app = create_app(lang="fr", speaker_factory=lambda _lang: SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(replace(SETUP, lang="fr"))
        await pilot.pause()
        phase = app.screen.query_one("#phase", Static)
        heading = str(phase.render())
        assert heading == "Nuit 1 · Le village s'endort · ensuite\N{NO-BREAK SPACE}: Cupidon"
        assert len(heading) > phase.content_region.width  # too long for one line here
        assert phase.content_region.height >= 2
        words = " ".join(screen_text(app).split())
        assert "Nuit 1 · Le village s'endort" in words and "Cupidon" in words


async def test_at_80_columns_the_narration_takes_the_call_orders_room(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        order = app.screen.query_one("#order", CallOrder)
        phase = app.screen.query_one("#phase", Static)
        assert order.display and order.region.width == 22
        assert str(phase.render()) == "Nacht 1 · Het dorp slaapt"  # the panel says what's next
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert order.region.width == 0  # hidden
        assert app.screen.query_one("#line", Static).content_region.width >= 40
        assert str(phase.render()) == "Nacht 1 · Het dorp slaapt · daarna: Cupido"
        await pilot.press("enter")  # Cupido's step: the next one is named
        await pilot.pause()
        assert str(phase.render()) == "Nacht 1 · Cupido · daarna: Geliefden"
        await answer_until(app, pilot, "dag_begint", {
            "cupido": ["Gijs", "Eva"], "weerwolven": "Dirk", "ziener": "Anna", "heks": {}})
        # The step's full name, not the panel's short one ("Burgemeester").
        assert str(phase.render()) == "Dag 1 · Ochtend · daarna: Burgemeester kiezen"


async def test_below_80_columns_the_seat_map_shrinks_too(home: Path) -> None:
    """At 60x20 the seat map kept its 34 columns and left the narration and the lists 24
    (a list row "10  Jet" under a question wrapped word by word): it shrinks below 80."""
    from tui.widgets.table_view import TableView

    app = new_app(SilentSpeaker())
    async with app.run_test(size=(60, 20)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        table = app.screen.query_one(TableView)
        main = app.screen.query_one("#main")
        assert table.region.width == 20
        assert main.content_region.width >= 36
        assert not app.screen.query_one("#order", CallOrder).display
        await pilot.resize_terminal(80, 24)  # from 80 columns on, as before
        await pilot.pause()
        assert table.region.width == 34
