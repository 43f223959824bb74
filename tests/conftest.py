"""Shared by every test: no test ever touches the real data folder of the person running it."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _wakkerdam_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
                    ) -> Path:
    """WAKKERDAM_HOME points into a fresh temporary folder (tests may set their own)."""
    home = tmp_path_factory.mktemp("wakkerdam-home")
    monkeypatch.setenv("WAKKERDAM_HOME", str(home))
    return home
