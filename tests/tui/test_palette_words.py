"""The command palette speaks the app's language when a search finds nothing: the play-test
read Textual's "No matches found" in every language (tui/screens/palette.py)."""

from __future__ import annotations

import pytest

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import screen_text
from tui.i18n import t


@pytest.mark.parametrize("lang", ["nl", "en", "de", "fr"])
async def test_a_search_that_finds_nothing_says_so_in_the_language(make_app: MakeApp,
                                                                     lang: str) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert t("palette.search") in screen_text(app)  # the placeholder, in the language
        await pilot.press(*"qxzqxz")
        for _ in range(40):  # the palette waits half a second before it says so
            await pilot.pause(0.05)
            if t("palette.no_matches") in screen_text(app):
                break
        text = screen_text(app)
        assert t("palette.no_matches") in text
        if lang != "en":
            assert "No matches found" not in text
        await pilot.press("backspace", *"qxzqxz")  # a second search, the line said once
        await pilot.pause(0.8)
        assert screen_text(app).count(t("palette.no_matches")) == 1
