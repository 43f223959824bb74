"""SVG snapshots of the game screen at night, by day and at the end, at 80×24 and 120×40."""

from __future__ import annotations

from typing import Any

import pytest

from tests.tui.test_game_screen import SETUP, TURNS, drive
from tui.app import create_app
from tui.settings import AppSettings
from tui.speech import SilentSpeaker

SIZES = [(80, 24), (120, 40)]


def app() -> Any:
    return create_app(speaker_factory=lambda lang: SilentSpeaker(), settings=AppSettings())


def at(turns: list[dict[str, Any]], extra: list[str]) -> Any:
    async def run_before(pilot: Any) -> None:
        pilot.app.start_game(SETUP)
        await pilot.pause()
        await drive(pilot.app, pilot, turns)
        for key in extra:
            await pilot.press(key)
        await pilot.pause()

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_night_ziener(snap_compare: Any, size: tuple[int, int]) -> None:
    # Night 1 at the ziener's choice: curtain up, the call order marks the step.
    assert snap_compare(app(), terminal_size=size,
                        run_before=at([], ["enter", "home", "space", "down", "space", "enter",
                                           "enter"]))


@pytest.mark.parametrize("size", SIZES)
def test_day_vote(snap_compare: Any, size: tuple[int, int]) -> None:
    # Day 1 at the vote, ballots being entered: the curtain is down by itself.
    assert snap_compare(app(), terminal_size=size,
                        run_before=at(TURNS[:1], ["3", "enter", "enter", "b", "2", "enter"]))


@pytest.mark.parametrize("size", SIZES)
def test_end(snap_compare: Any, size: tuple[int, int]) -> None:
    assert snap_compare(app(), terminal_size=size, run_before=at(TURNS, []))
