"""The edit screen's preview says what a player dies of in words of the game's language
("Sterft nu: Dirk (gedood door de weerwolven)"), not as the cause's id ("(weerwolven)")."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from narration.engine import Game
from narration.ids import Cause
from narration.lines import has_line
from tests.tui.input_helpers import widget_text
from tests.tui.test_edit_past_screen import index_of, open_edit
from tests.tui.test_game_screen import SETUP, TURNS, drive, new_app
from texts import LANGS
from tui.answer_words import cause_words
from tui.speech import SilentSpeaker

# Causes some cards write without a Cause member (the Besmetting's infected falling together,
# the daring dorpsgek going with the dorpsoudste, the sektarier's leaving).
OTHER_CAUSES = ("besmetting", "dorpsoudste", "vertrokken")


@pytest.mark.parametrize("lang", LANGS)
def test_every_cause_has_words_in_every_language(lang: str) -> None:
    state = Game(replace(SETUP, lang=lang)).state
    for cause in (*Cause, *OTHER_CAUSES):
        assert has_line(lang, "cause", str(cause)), (lang, cause)
        assert cause_words(state, cause) not in ("", str(cause))
    assert cause_words(state, "geen_oorzaak") == "geen_oorzaak"  # no words: the id


async def test_the_preview_says_the_cause_in_words(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS[:1])
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        await pilot.press("c")
        await open_edit(app, pilot, index_of(game, "heks", 1))
        await pilot.press("0", "enter")  # no elixir: the wolves' victim dies
        await pilot.pause()
        said = widget_text(app, "#edit-preview")
        assert "Sterft nu: Dirk (gedood door de weerwolven)" in said
        assert "(weerwolven)" not in said
