"""SVG snapshots of the game screen at night, by day and at the end, at 80×24 and 120×40: the
layout of the three panes (call order, narration with the prompt, the table of seats), which no
text assertion shows. What each screen says is asserted in test_game_screen.py."""

from __future__ import annotations

from typing import Any

import pytest

from tests.tui.input_helpers import steady
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
        await steady(pilot)

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_night_ziener(snap_compare: Any, size: tuple[int, int]) -> None:
    # Night 1 at the ziener's choice. Keys: enter (the village sleeps), home space down space
    # enter (cupido pairs Anna and Bram), enter (the lovers look). Look at: the curtain is up
    # (cards under the seats, ♥ at Anna and Bram), the call order ticks the done steps and marks
    # ▶ Ziener (at 120×40; at 80×24 the panel gives its room to the narration and the heading
    # says "daarna: Weerwolven"), the list of players fits without a scrollbar at 80×24, the
    # footer has e Wijzigen (cupido's answer can be edited behind the raised curtain), no row
    # of the ziener's list lit (Enter alone looks at nobody).
    assert snap_compare(app(), terminal_size=size,
                        run_before=at([], ["enter", "home", "space", "down", "space", "enter",
                                           "enter"]))


@pytest.mark.parametrize("size", SIZES)
def test_day_vote(snap_compare: Any, size: tuple[int, int]) -> None:
    # Day 1 at the vote, ballots being entered. Keys: 3 enter (Cor is mayor), enter (the debate
    # ends), b (one ballot per voter), 2 enter (Anna votes Bram). Look at: the curtain is down by
    # itself (no cards on the table), ★ at Cor, "Stem van Bram (2/8)" with the running count,
    # e Wijzigen in the footer (the mayor's election is a day answer), no row lit for Bram's
    # ballot (Enter alone takes none); at 80×24 no call order panel, the narration 44 cells wide.
    assert snap_compare(app(), terminal_size=size,
                        run_before=at(TURNS[:1], ["3", "enter", "enter", "b", "2", "enter"]))


@pytest.mark.parametrize("size", SIZES)
def test_end(snap_compare: Any, size: tuple[int, int]) -> None:
    # The whole game of TURNS played. Look at: first the lines the last answer made (the
    # jager shoots Anna, her card, the village's win), then the winner line, every card with
    # the dead (✝) and the lovers (♥) marked, and the course of the game below, fitting both
    # sizes.
    assert snap_compare(app(), terminal_size=size, run_before=at(TURNS, []))
