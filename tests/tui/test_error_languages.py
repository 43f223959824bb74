"""The app shows a refused setup and a damaged saved game in its own language: the saved games
list, opening one, the new-game screen's refusal by `validate` (English str() is for
developers only)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from textual.widgets import OptionList

from narration.journal import FORMAT, VERSION
from narration.paths import games_dir
from tests.faults.toasts import Toasts
from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import open_new_game
from tests.tui.test_setup_huisregels import HOUSE_MIX
from tests.tui.test_setup_screens import SIZE

# (the app's language, how it says line 2 of a saved game is damaged)
DAMAGED = [
    ("nl", "regel 2: beschadigd (geen geldige JSON)."),
    ("en", "line 2: damaged (not valid JSON)."),
    ("de", "Zeile 2: beschädigt (kein gültiges JSON)."),
    ("fr", "ligne 2\u00a0: endommagé (JSON invalide)."),
]


def damaged_game() -> Path:
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    header = {"format": FORMAT, "version": VERSION, "created": "2026-12-01T20:00:00+00:00",
              "setup": {"players": list(GROUP), "roles": ["weerwolf", "weerwolf", "ziener",
                                                          *["burger"] * 5]}}
    path = folder / "kapot.jsonl"
    path.write_text(json.dumps(header) + '\n{"a": "Anna"\n', "utf-8")
    return path


@pytest.mark.parametrize(("lang", "said"), DAMAGED)
async def test_a_damaged_saved_game_is_explained_in_the_apps_language(
        make_app: MakeApp, lang: str, said: str) -> None:
    path = damaged_game()
    app = make_app(lang=lang)
    toasts = Toasts(app)
    async with app.run_test(size=(200, 40)) as pilot:
        app.screen.action_resume()  # type: ignore[attr-defined]  # the home screen's choice
        await pilot.pause()
        listed = app.screen.games  # type: ignore[attr-defined]
        assert [g.path for g in listed] == [path]
        # The list's line (read from the option, not the screen: a long temporary path wraps
        # the line at a place that depends on the machine).
        shown = str(app.screen.query_one(OptionList).get_option_at_index(0).prompt)
        assert shown.startswith("kapot.jsonl — ") and shown.endswith(said)
        app.resume_game(path)  # the app's own entry point refuses it in the same words
        await pilot.pause()
    [refusal] = toasts.messages("error")
    assert refusal.endswith(said) and str(path) in refusal


@pytest.mark.parametrize(("lang", "said"), [
    ("nl", "kies die editie om hem te spelen"),
    ("en", "choose that edition to play it"),
    ("de", "wähle diese Ausgabe, um sie zu spielen"),
    ("fr", "choisissez cette édition pour la jouer"),
])
async def test_the_new_game_screen_says_a_refused_setup_in_its_language(
        make_app: MakeApp, lang: str, said: str) -> None:
    app = make_app(lang=lang, group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        screen.mix = Counter(HOUSE_MIX)  # house cards, not in the chosen edition: validate refuses
        screen._refresh_status()
        await pilot.pause()
        assert said in " ".join(str(screen.query_one("#status").render()).split())
