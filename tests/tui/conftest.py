"""Pilot-test helpers: an app with a silent voice and fresh settings (WAKKERDAM_HOME: the
`home` fixture of tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from setups.game_setup import GameSetup
from tui.app import WakkerdamApp, create_app
from tui.settings import AppSettings
from tui.speech import SilentSpeaker

GROUP = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna")


MakeApp = Callable[..., WakkerdamApp]


@pytest.fixture
def make_app() -> MakeApp:
    """`make_app(lang="nl", group=(...))`: an app with a silent voice and fresh settings."""

    def make(lang: str = "nl", group: Iterable[str] = (), **settings: Any) -> WakkerdamApp:
        return create_app(
            lang=lang,
            speaker_factory=lambda _lang: SilentSpeaker(),
            settings=AppSettings(lang=lang, last_group=list(group), **settings),
        )

    return make


class StartRecorder:
    """Stands in for `app.start_game`: remembers (setup, mode) instead of pushing the game."""

    def __init__(self) -> None:
        self.calls: list[tuple[GameSetup, str]] = []

    def __call__(self, setup: GameSetup, mode: str = "verteller") -> None:
        self.calls.append((setup, mode))


@pytest.fixture
def recorder() -> StartRecorder:
    return StartRecorder()
