"""SVG snapshots of the setup screens at the smallest (80×24) and a roomy (120×40) terminal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot

from tests.tui.conftest import GROUP, MakeApp

SIZES = [(80, 24), (120, 40)]
Snap = Callable[..., bool]


def keys(*pressed: str) -> Callable[[Pilot[Any]], Any]:
    async def run_before(pilot: Pilot[Any]) -> None:
        await pilot.press(*pressed)
        await pilot.pause()

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_home(snap_compare: Snap, make_app: MakeApp, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_new_game_players(snap_compare: Snap, make_app: MakeApp, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(group=GROUP), terminal_size=size, run_before=keys("n"))


def keys_then_meter(*pressed: str) -> Callable[[Pilot[Any]], Any]:
    """Press keys, then let the balance meter's bots finish (its result is seeded)."""

    async def run_before(pilot: Pilot[Any]) -> None:
        await pilot.press(*pressed)
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_new_game_mix(snap_compare: Snap, make_app: MakeApp, size: tuple[int, int]) -> None:
    assert snap_compare(make_app(group=GROUP), terminal_size=size,
                        run_before=keys_then_meter("n", "pagedown", "plus"))


@pytest.mark.parametrize("size", SIZES)
def test_new_game_preset_and_meter(snap_compare: Snap, make_app: MakeApp,
                                   size: tuple[int, int]) -> None:
    """Preset 2 for eight players (Best Of's suggestion), with the finished balance meter.
    Look at: the meter's line under the mix fits the width, each camp with its share and margin,
    and the count of games played (100, a setting: the app plays 400)."""
    assert snap_compare(make_app(group=GROUP, balance_games=100), terminal_size=size,
                        run_before=keys_then_meter("n", "pagedown", "2"))


def test_new_game_options(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(group=GROUP), terminal_size=(80, 24),
                        run_before=keys("n", "pagedown", "pagedown"))


def test_new_game_start(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(group=GROUP), terminal_size=(80, 24),
                        run_before=keys("n", "pagedown", "pagedown", "pagedown"))


def test_deal_curtain(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(group=GROUP), terminal_size=(80, 24),
                        run_before=keys("n", "ctrl+s"))


def test_settings(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=keys("i"))


def test_home_in_english(snap_compare: Snap, make_app: MakeApp) -> None:
    assert snap_compare(make_app(lang="en"), terminal_size=(80, 24))


def test_boxes_dialog(snap_compare: Snap, make_app: MakeApp) -> None:
    """The boxes owned, opened from the mix step (d), with the base game and Best Of ticked."""
    assert snap_compare(make_app(group=GROUP), terminal_size=(80, 24),
                        run_before=keys("n", "pagedown", "d", "space", "down", "space",
                                        "down", "down", "down", "down", "space"))
