"""Shared by every test: Hypothesis runs the same examples on every machine (tests/profiles.py),
no test ever touches the real data folder of the person running it, and the setup screen's
balance meter plays few bot games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import profiles

profiles.load()

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
