"""The command palette offers Textual's screenshot (an SVG file on disk) only of a screen that
shows no card: not of the narrator's table behind a raised curtain, not of a hand-over screen
(pass-the-laptop's turns, the secret deal), where the file would keep a player's card after
the laptop went round."""

from __future__ import annotations

from narration.modes import DOORGEVEN
from tests.tui.input_helpers import twelve
from tui.app import WakkerdamApp, create_app
from tui.i18n import t
from tui.screens.game import GameScreen
from tui.screens.handover import HandOverScreen
from tui.speech import SilentSpeaker


def new_app() -> WakkerdamApp:
    return create_app(speaker_factory=lambda lang: SilentSpeaker())


def offered(app: WakkerdamApp) -> list[str]:
    return [c.title for c in app.get_system_commands(app.screen)]


async def test_no_screenshot_of_the_narrators_table_behind_the_curtain() -> None:
    app = new_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "ziener"))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        if screen.curtain_up:
            await pilot.press("c")
        assert not screen.curtain_up
        assert t("palette.Screenshot") in offered(app)  # a public screen may be kept
        await pilot.press("c")
        assert screen.curtain_up
        assert t("palette.Screenshot") not in offered(app)
        assert "Screenshot" not in offered(app)


async def test_no_screenshot_of_a_pass_the_laptop_screen() -> None:
    app = new_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "ziener"), DOORGEVEN)
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        assert t("palette.Screenshot") not in offered(app)
        assert "Screenshot" not in offered(app)
