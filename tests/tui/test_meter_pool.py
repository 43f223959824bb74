"""The balance meter's worker processes start when the new-game screen opens, so its first
verdict does not wait for them; a meter too small to use them (the tests' 25 games) starts none.
With them, the bots start on the players step for the mix the cards step will show.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.content import Content

from narration.balance import PARALLEL_MIN, simulate_steps
from tests.conftest import TEST_BALANCE_GAMES
from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import open_new_game, screen_text
from tests.tui.test_setup_screens import SIZE, type_name
from tui.balance_meter import changes_height
from tui.screens import new_game


@pytest.mark.parametrize(("games", "started"), [(PARALLEL_MIN, 1), (PARALLEL_MIN - 1, 0)])
async def test_the_meters_pool_starts_with_the_new_game_screen(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, games: int, started: int
) -> None:
    calls: list[None] = []
    monkeypatch.setattr(new_game, "start_pool", lambda: calls.append(None))
    monkeypatch.setattr(new_game, "simulate_steps", lambda *a, **k: iter(()))  # no bot games
    app = make_app(group=GROUP, balance_games=games)
    async with app.run_test(size=SIZE) as pilot:
        await open_new_game(pilot)
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
    assert len(calls) == started


async def test_the_bots_start_on_the_players_step_for_the_mix_of_the_cards_step(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With worker processes the bots play on the players step already, for the mix the cards
    step will open with: it opens with their verdict instead of starting a run. A name more
    changes that mix, and the run with it; the old mix's verdict is never shown."""
    runs: list[int] = []

    def counted(players: int, *args: Any, **kwargs: Any) -> Any:
        runs.append(players)
        return simulate_steps(players, *args, **kwargs)

    monkeypatch.setattr(new_game, "simulate_steps", counted)
    # As if the meter's games went to the worker processes (here they stay in this process).
    monkeypatch.setattr(new_game, "uses_pool", lambda games: True)
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.balance_key is None and runs == [len(GROUP)]
        early = screen.running_key
        await type_name(pilot, "Zoë")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert runs == [len(GROUP), len(GROUP) + 1] and screen.running_key != early
        await pilot.press("pagedown")
        await pilot.pause()
        assert screen.balance_key == screen.running_key
        assert screen.latest_balance is not None and screen.latest_balance[2] == screen.running_key
        assert f"{TEST_BALANCE_GAMES}/{TEST_BALANCE_GAMES} potjes" in " ".join(
            screen_text(app).split())
        assert runs == [len(GROUP), len(GROUP) + 1]  # no second run for the same mix


@pytest.mark.parametrize(("interval", "shown"), [(0.0, [25, 50, 75]), (3600.0, [25, 75])])
async def test_the_running_result_shows_at_most_once_an_interval_and_the_last_always(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, interval: float, shown: list[int]
) -> None:
    """The first batch shows at once, the next only when the interval has passed since, the
    last batch always (the app repaints a few times a second, not once a batch)."""
    games: list[int] = []
    real = new_game.NewGameScreen._show_balance

    def show(screen: new_game.NewGameScreen, shares: Any, played: int, *args: Any) -> None:
        games.append(played)
        real(screen, shares, played, *args)

    monkeypatch.setattr(new_game.NewGameScreen, "_show_balance", show)
    monkeypatch.setattr(new_game.NewGameScreen, "balance_interval", interval)
    app = make_app(group=GROUP, balance_games=75)
    async with app.run_test(size=SIZE) as pilot:
        await open_new_game(pilot)
        await pilot.press("pagedown")
        await app.workers.wait_for_complete()
        await pilot.pause()
    assert games == shown


def test_the_meter_is_laid_out_again_only_when_its_height_changes() -> None:
    short, other_short = Content("Balans: 25/2400"), Content("Balans: 50/2400")
    long, other_long = Content("x " * 50), Content("y " * 60)
    assert not changes_height(short, other_short, 80)  # one line stays one line
    assert not changes_height(long, other_long, 80)  # two lines stay two (max-height 2)
    assert changes_height(short, long, 80) and changes_height(long, short, 80)
    assert changes_height(short, other_short, 0)  # not laid out yet (another step shows)
    assert changes_height("", short, 80)  # the first line the meter shows
