"""Shared by every test: Hypothesis runs the same examples on every machine, no test ever touches
the real data folder of the person running it, and the setup screen's balance meter plays few
bot games.

Hypothesis profiles (pick one with `HYPOTHESIS_PROFILE=name`; `ci` is the default):
- `ci`: derandomized (the examples follow from each test's name) and no example database, so a
  run passes or fails the same way on every machine and every time;
- `explore`: random, with the example database, and `EXPLORE_FACTOR` times each test's number
  of examples: for long hunting runs by hand. What it finds becomes a scenario file under
  tests/scenarios/ (see tests/scenarios/README.md), so CI keeps checking it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

EXPLORE_FACTOR = 20

settings.register_profile("ci", derandomize=True, database=None, deadline=None,
                          print_blob=True)
settings.register_profile("explore", derandomize=False, deadline=None, print_blob=True,
                          max_examples=100 * EXPLORE_FACTOR,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# The meter's default (400 games per mix) takes seconds; the tests check what it shows, not
# its precision. A test about the count itself sets `AppSettings(balance_games=...)`.
TEST_BALANCE_GAMES = 25


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """WAKKERDAM_HOME (data, cache, settings, logs) in this test's own temporary folder, so tests
    never share files and can run in parallel (tests may point it elsewhere)."""
    home = tmp_path / "home"
    monkeypatch.setenv("WAKKERDAM_HOME", str(home))
    monkeypatch.setenv("WAKKERDAM_BALANCE_GAMES", str(TEST_BALANCE_GAMES))
    yield home
