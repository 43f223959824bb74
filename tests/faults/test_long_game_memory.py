"""A long evening does not make the app grow: after many steps on the game screen, the widgets
that were replaced are released. (Textual's Footer kept every FooterKey it ever built alive,
textual#6666; a 47-player game of 30 rounds reached 127 MB. tui/widgets/footer.py prunes it.)
Counted in live objects, not timed or measured in bytes."""

from __future__ import annotations

import gc
import random
from pathlib import Path

import pytest
from textual.widget import Widget

from narration.engine import Game
from tests.benchmarks.long_game import answer_for, setup_47
from tui.app import WakkerdamApp, create_app
from tui.speech import SilentSpeaker


def live_widgets() -> dict[str, int]:
    gc.collect()
    counts: dict[str, int] = {}
    for thing in gc.get_objects():
        if isinstance(thing, Widget):
            name = type(thing).__name__
            counts[name] = counts.get(name, 0) + 1
    return counts


async def play_rounds(app: WakkerdamApp, pilot: object, game: Game, rounds: int,
                      rnd: random.Random) -> None:
    screen = app.screen
    while game.prompt is not None and game.prompt.round <= rounds:
        screen.submit(answer_for(game.prompt, game.state, rnd))  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]


async def test_widgets_of_past_steps_are_released(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    # The smallest terminal the app lays out for: the widgets are counted, not looked at, and
    # drawing a 47-player game is most of this test's CPU (120x40: 5.9 s, 80x24: 4.0 s).
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup_47())
        await pilot.pause()
        game = app.screen.session.game  # type: ignore[attr-defined]
        rnd = random.Random(1)
        await play_rounds(app, pilot, game, 1, rnd)
        early = live_widgets()
        steps_early = len(game.answers)
        await play_rounds(app, pilot, game, 3, rnd)
        late = live_widgets()
        assert len(game.answers) > 2 * steps_early  # many more steps were shown
        for name in ("FooterKey", "PromptPanel", "PickList", "Static"):
            assert late.get(name, 0) <= early.get(name, 0) + 25, (name, early, late)
