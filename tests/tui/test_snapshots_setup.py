"""SVG snapshots of the setup screens at the smallest (80×24) and a roomy (120×40) terminal:
whether each step fits and reads well, which text assertions (test_setup_screens.py,
test_mix_step.py) do not show. Keys: n new game, pagedown next step, plus one more of the
highlighted card, 2 preset 2, ctrl+s start, i settings, d the boxes dialog, space ticks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input

from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import steady

SIZES = [(80, 24), (120, 40)]
Snap = Callable[..., bool]


def keys(*pressed: str) -> Callable[[Pilot[Any]], Any]:
    """Press keys, then take the picture only once nothing depends on timing any more."""

    async def run_before(pilot: Pilot[Any]) -> None:
        # One key at a time, each taken before the next: a key pressed while the next step is
        # still being mounted went to the old one (the mix snapshots missed their "plus").
        for key in pressed:
            await pilot.press(key)
            await pilot.pause()
        # The balance meter's bots run in a thread: their line is in the picture or not
        # depending on how fast they were (its result is seeded, so waiting makes it steady).
        await pilot.app.workers.wait_for_complete()
        # A blinking cursor is drawn or not depending on when the picture is taken (under load
        # the players step flaked both ways): keep it steady.
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False
        await steady(pilot)

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_home(snap_compare: Snap, make_app: MakeApp, size: tuple[int, int]) -> None:
    # Look at: the title art and the menu centred at both sizes.
    assert snap_compare(make_app(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_new_game_players(snap_compare: Snap, make_app: MakeApp, size: tuple[int, int]) -> None:
    # Look at: the step bar, the last group's eight names, the keys in the footer.
    assert snap_compare(make_app(group=GROUP), terminal_size=size, run_before=keys("n"))


@pytest.mark.parametrize("size", SIZES)
def test_new_game_mix(snap_compare: Snap, make_app: MakeApp, size: tuple[int, int]) -> None:
    # One card too many (plus on the first card: a third werewolf). Look at: the advice under
    # the card's text, the meter saying the mix must be right first, the problem at the bottom.
    assert snap_compare(make_app(group=GROUP), terminal_size=size,
                        run_before=keys("n", "pagedown", "plus"))


@pytest.mark.parametrize("size", SIZES)
def test_new_game_preset_and_meter(snap_compare: Snap, make_app: MakeApp,
                                   size: tuple[int, int]) -> None:
    """Preset 2 for eight players (Best Of's suggestion), with the finished balance meter.
    Look at: the meter's line under the mix fits the width, each camp with its share and margin,
    and the count of games played (100, a setting: the app plays 400)."""
    assert snap_compare(make_app(group=GROUP, balance_games=100), terminal_size=size,
                        run_before=keys("n", "pagedown", "2"))


def test_new_game_options(snap_compare: Snap, make_app: MakeApp) -> None:
    # Look at: the options step's switches and their explanations fit 80×24; only the pressed
    # radio button of a group has its dot, and the hint shows [X] for on.
    assert snap_compare(make_app(group=GROUP), terminal_size=(80, 24),
                        run_before=keys("n", "pagedown", "pagedown"))


def test_new_game_start(snap_compare: Snap, make_app: MakeApp) -> None:
    # Look at: the two choices (how to deal, how to play), the summary of players and cards,
    # and the start button with its key; only the pressed choice of each group has its dot;
    # the focus is on the first group (how to deal), where the step's hint says to begin.
    assert snap_compare(make_app(group=GROUP), terminal_size=(80, 24),
                        run_before=keys("n", "pagedown", "pagedown", "pagedown"))


def test_deal_curtain(snap_compare: Snap, make_app: MakeApp) -> None:
    # Look at: the deal's curtain shows no card, only who gets the laptop and how to look.
    assert snap_compare(make_app(group=GROUP), terminal_size=(80, 24),
                        run_before=keys("n", "ctrl+s"))


def test_settings(snap_compare: Snap, make_app: MakeApp) -> None:
    # Look at: every setting with its current value fits 80×24.
    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=keys("i"))


def test_home_in_english(snap_compare: Snap, make_app: MakeApp) -> None:
    # Look at: every word of the home screen in English, the layout unchanged.
    assert snap_compare(make_app(lang="en"), terminal_size=(80, 24))


def test_boxes_dialog(snap_compare: Snap, make_app: MakeApp) -> None:
    """The boxes owned, opened from the mix step (d), with the base game and Best Of ticked."""
    assert snap_compare(make_app(group=GROUP), terminal_size=(80, 24),
                        run_before=keys("n", "pagedown", "d", "space", "down", "space",
                                        "down", "down", "down", "down", "space"))
