"""The balance meter's worker processes start when the new-game screen opens, so its first
verdict does not wait for them; a meter too small to use them (the tests' 25 games) starts none.
"""

from __future__ import annotations

import pytest

from narration.balance import PARALLEL_MIN
from tests.tui.conftest import GROUP, MakeApp
from tests.tui.test_setup_screens import SIZE, open_new_game
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
