"""A saved game keeps its language: resumed in an app set to another language, the screens
and the voice follow the game for that run (a play-test saw "Dag 1 · Burgemeester kiezen"
over "Ĳsbrand did not survive the night." and "0 Niemand"), and the app's saved language
stays. The resume list says which games have ended and which are in another language."""

from __future__ import annotations

from dataclasses import replace

from narration.session import Session
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import screen_text, twelve
from tui.i18n import language, set_language
from tui.screens.resume import ResumeScreen
from tui.settings import load_settings


async def test_a_game_saved_in_english_resumes_in_english(make_app: MakeApp) -> None:
    try:
        await _resume_in_english(make_app)
    finally:
        set_language("nl")  # the app's language is the module's: the next test's too


async def _resume_in_english(make_app: MakeApp) -> None:
    session = Session.new(replace(twelve("weerwolf", "weerwolf", "ziener"), lang="en"))
    session.submit(None)  # nightfall heard: one answer on disk
    app = make_app(lang="nl")
    async with app.run_test(size=(100, 32)) as pilot:
        app.save_settings()
        app.push_screen(ResumeScreen())
        await pilot.pause()
        listed = screen_text(app)
        assert "English" in listed and "uitgespeeld" not in listed, listed
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert language() == "en"
        text = screen_text(app)
        assert "Seer" in text or "Werewol" in text, text
        for dutch in ("Nacht", "Niemand", "Weerwol", "Druk op"):
            assert dutch not in text, (dutch, text)
        assert any("English" in n.message for n in app._notifications)
    assert load_settings().lang == "nl"  # the app's own language is still Dutch


def test_the_resume_line_says_a_game_has_ended() -> None:
    from pathlib import Path

    from narration.saved_games import SavedGame
    from tui.screens.resume import describe

    set_language("nl")
    game = SavedGame(Path("a.jsonl"), "2026-12-01T20:00:00", ("Anna", "Bram"), 30, round=4,
                     lang="nl")
    assert "uitgespeeld" not in describe(game) and "Nederlands" not in describe(game)
    assert describe(replace(game, ended=True)).endswith(" · uitgespeeld")
