"""Pilot-test helpers: an app with a silent voice and fresh settings (WAKKERDAM_HOME: the
`home` fixture of tests/conftest.py), pilots that do not paint frames nobody sees, and the
widgets' CSS parsed once per test process instead of once per app."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest
from textual._compositor import Compositor
from textual.css.stylesheet import Stylesheet

from setups.game_setup import GameSetup
from texts import LANGS
from tui.app import WakkerdamApp, create_app
from tui.i18n import language, set_language
from tui.settings import AppSettings
from tui.speech import SilentSpeaker

GROUP = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna")


MakeApp = Callable[..., WakkerdamApp]


# --- frames nobody sees -------------------------------------------------------------------
# Under `run_test` the app still paints every frame (the compositor renders the changed
# regions into strips) and the headless driver throws the frame away: a quarter of the pilot
# tests' CPU. The tests read the screen through `export_screenshot` (screen_text, the
# snapshots), which paints the whole screen itself (`render_update(full=True)`), and through
# the widgets; so by default a pilot skips the partial frames. A test that depends on what a
# widget learns while it paints (the seat map measures itself in `render`), and the whole-game
# pilots (every screen of a game painted for real at least once, so a widget whose painting
# fails still fails a test), are marked `painted`. Textual is pinned exactly (pyproject.toml);
# the check below fails loudly if an upgrade changes the method this replaces.
_render_update = Compositor.render_update
assert list(inspect.signature(_render_update).parameters) == [
    "self", "full", "screen_stack", "simplify"], "textual changed Compositor.render_update"


def _full_frames_only(self: Compositor, full: bool = False, screen_stack: Any = None,
                      simplify: bool = False) -> Any:
    if not full:
        self._dirty_regions.clear()  # as a painted partial frame leaves them
        return None
    return _render_update(self, full=full, screen_stack=screen_stack, simplify=simplify)


# --- CSS parsed once per test process ------------------------------------------------------
# Every app has its own stylesheet, which parses every widget's CSS again the first time the
# widget is used in that app (its cache lives as long as the app): a tenth of opening the
# new-game screen, in each of the hundreds of apps the tests start. The parsed rules depend only
# on the CSS text, where it was read from and the theme's variables, so the tests share them
# across apps (an app parses its sources into the same lists each time it re-reads them). A
# theme change gives other variables, hence its own entries.
_parse_rules = Stylesheet._parse_rules
assert list(inspect.signature(_parse_rules).parameters) == [
    "self", "css", "read_from", "is_default_rules", "tie_breaker", "scope"], \
    "textual changed Stylesheet._parse_rules"
_PARSED: dict[tuple[Any, ...], Any] = {}


def _parse_rules_once(self: Stylesheet, css: str, read_from: Any,
                      is_default_rules: bool = False, tie_breaker: int = 0,
                      scope: str = "") -> Any:
    key = (css, read_from, is_default_rules, tie_breaker, scope,
           tuple(self._variables.items()))
    rules = _PARSED.get(key)
    if rules is None:
        rules = _PARSED[key] = _parse_rules(self, css, read_from, is_default_rules,
                                            tie_breaker, scope)
    return rules


Stylesheet._parse_rules = _parse_rules_once  # type: ignore[method-assign]


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "painted: the pilot paints every frame, as the app does")


@pytest.fixture(autouse=True)
def unseen_frames_not_painted(request: pytest.FixtureRequest,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.get_closest_marker("painted") is None:
        monkeypatch.setattr(Compositor, "render_update", _full_frames_only)


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


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each language in turn as the app's language; the one before is set back after."""
    before = language()
    set_language(request.param)
    yield request.param
    set_language(before)
