"""The voice tests speak English with espeak-ng, as they speak Dutch, wherever Piper is installed
(CI installs its English voice, a machine without it never had it): one engine everywhere, and
the Piper model (about 2.5 CPU s to load and speak, in a child process) only where it is the
point, the tests marked `piper` (test_voice_engines.py)."""

from __future__ import annotations

import pytest

from narration.voice import catalog


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "piper: the test sees the installed Piper voices")


@pytest.fixture(autouse=True)
def piper_only_where_marked(request: pytest.FixtureRequest,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.get_closest_marker("piper") is None:
        monkeypatch.setattr(catalog, "piper_available", lambda: False)
