"""Every voice test gets its own WAKKERDAM_HOME (cache, settings and log in a tmp dir)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
