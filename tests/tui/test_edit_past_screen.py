"""Editing the past from the game screen, with the keys a narrator presses: e, arrows, Enter,
the new name, Enter (the preview), y."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Static

from narration.engine import Game
from tests.tui.test_game_screen import SETUP, TURNS, drive, new_app
from tui.screens.edit_past import EditPastScreen
from tui.speech import SilentSpeaker


async def test_e_changes_an_earlier_answer_after_a_preview(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS[:1])
        session = app.screen.session  # type: ignore[attr-defined]
        game: Game = session.game
        answered = [i for i, r in enumerate(game.records) if r.answer is not None]
        ziener = next(i for i in answered if game.records[i].step == "ziener")
        count = len(game.records)
        assert not app.screen.curtain_up  # type: ignore[attr-defined]
        await pilot.press("e")  # the night's answers stay hidden behind the curtain
        await pilot.pause()
        assert not isinstance(app.screen, EditPastScreen)
        await pilot.press("c", "e")  # the narrator raises the curtain first
        await pilot.pause()
        assert isinstance(app.screen, EditPastScreen)
        await pilot.press("home", *["down"] * answered.index(ziener), "enter")
        await pilot.press("Z", "e", "d", "enter")  # not a player: refused, nothing changes
        await pilot.pause()
        said = str(app.screen.query_one("#edit-preview", Static).render())
        assert "Zed" in said and game.records[ziener].answer == "Anna"
        await pilot.press(*["backspace"] * 3, *"Fleur", "enter")
        await pilot.pause()
        said = str(app.screen.query_one("#edit-preview", Static).render())
        assert f"{count - ziener - 1}" in said  # every later answer still fits
        assert game.records[ziener].answer == "Anna"  # only a preview so far
        await pilot.press("y")
        await pilot.pause()
        assert not isinstance(app.screen, EditPastScreen)
        assert game.records[ziener].answer == "Fleur"
        assert len(game.records) == count
        events = [json.loads(x) for x in session.path.read_text().splitlines()[1:]]
        assert events[-1] == {"edit": {"i": ziener, "a": "Fleur", "kept": count - ziener - 1}}


def test_typed_values_take_the_shape_of_the_answer_they_replace() -> None:
    from tui.screens.edit_past import parsed, shown

    assert parsed(" Bram ", "Anna") == "Bram"
    assert parsed("Gijs, Eva", ["Anna", "Bram"]) == ["Gijs", "Eva"]
    assert parsed('{ vergif = "Bram" }', {"redden": True}) == {"vergif": "Bram"}
    assert parsed("{ vergif", {"redden": True}) == "{ vergif"  # the check says what is allowed
    assert parsed(shown({"redden": True, "vergif": "Eva"}), {}) == {"redden": True, "vergif": "Eva"}
