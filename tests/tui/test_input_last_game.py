"""The last game's mix and options are offered again for the next game."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.tui.conftest import GROUP, MakeApp
from tui.app import create_app
from tui.screens.new_game import NewGameScreen
from tui.settings import load_settings
from tui.speech import SilentSpeaker
from tui.widgets.check_box import CheckBox


async def test_the_next_game_offers_the_last_mix_and_options(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewGameScreen, "balance_games", 1)  # the meter is not under test
    monkeypatch.setattr(NewGameScreen, "balance_batch", 1)
    app = make_app(group=GROUP)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.press("ctrl+n", "2")  # the mix step, the second preset
        await pilot.pause()
        chosen = Counter(screen.mix)
        await pilot.press("ctrl+n")  # options
        screen.query_one("#opt-reveal", CheckBox).value = False
        screen.query_one("#opt-omroeper", CheckBox).value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
    fresh = create_app(speaker_factory=lambda lang: SilentSpeaker(), settings=load_settings())
    async with fresh.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = fresh.screen
        assert isinstance(screen, NewGameScreen)
        assert Counter(screen.mix) == chosen
        assert not screen.query_one("#opt-reveal", CheckBox).value
        assert screen.query_one("#opt-omroeper", CheckBox).value
