"""The setup's option and mode steps say that Tab moves between groups, and a checkbox reads
without colour: `X` when on, blank when off (a radio button: its dot only when pressed)."""

from __future__ import annotations

import pytest

from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import screen_text
from tui.screens.new_game import NewGameScreen
from tui.widgets.check_box import CheckBox


async def test_options_and_mode_steps_name_tab_and_checkboxes_read_without_colour(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewGameScreen, "balance_games", 1)  # the meter is not under test
    monkeypatch.setattr(NewGameScreen, "balance_batch", 1)
    app = make_app(group=GROUP)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("ctrl+n", "ctrl+n")  # players › mix › options
        await pilot.pause()
        text = screen_text(app)
        assert "tab / shift+tab: volgende / vorige optie" in text
        mayor = app.screen.query_one("#opt-mayor", CheckBox)
        omroeper = app.screen.query_one("#opt-omroeper", CheckBox)
        assert mayor.value and not omroeper.value
        assert "X" in str(mayor.render()) and "X" not in str(omroeper.render())
        assert "([X] aan, [ ] uit)" in text  # the hint shows the mark (not eaten as markup)
        # A radio button too: only the pressed one of a group shows its dot.
        dots = [str(b.render()) for b in app.screen.query("#tie-rule RadioButton")]
        assert len(dots) > 2 and sum("●" in d for d in dots) == 1, dots
        await pilot.press("ctrl+n")  # › start: deal and mode
        await pilot.pause()
        assert "tab / shift+tab: volgende / vorige groep" in screen_text(app)


async def test_a_multi_pick_reads_without_colour_x_only_at_the_picked_players() -> None:
    from tests.tui.input_helpers import answer_until, twelve
    from tui.app import create_app
    from tui.speech import SilentSpeaker
    from tui.widgets.prompt_panel import MultiPick

    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "cupido"))
        await pilot.pause()
        await answer_until(app, pilot, "cupido")
        await pilot.press("3", "space")
        await pilot.pause()
        many = app.screen.query_one(MultiPick)
        rows = [many.render_line(y).text for y in range(many.option_count)]
        marked = [row for row in rows if "X" in row]
        assert len(marked) == 1 and " 3  " in marked[0], rows
