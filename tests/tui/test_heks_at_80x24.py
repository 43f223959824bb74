"""The heks's prompt at 80×24: the healing potion's switch showed "Levensdrankje ge" past the
panel's edge, and its three-row box left the poison list one row (none in French). The switch
wraps, without a box. The narration column was 24 cells wide, so the lines above took 14 rows
and left the poison list one: at 80 columns the call order's panel gives the narration its
room, and the list shows every player the heks may poison."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.tui.input_helpers import answer_until, screen_text
from tests.tui.test_game_screen import SETUP
from texts import LANGS
from tui.app import create_app
from tui.i18n import t
from tui.speech import SilentSpeaker


@pytest.mark.parametrize("lang", LANGS)
async def test_the_healing_potion_and_the_poison_list_fit_80x24(lang: str) -> None:
    app = create_app(lang=lang, speaker_factory=lambda _lang: SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(replace(SETUP, lang=lang))
        await pilot.pause()
        await answer_until(app, pilot, "heks", {
            "cupido": ["Gijs", "Eva"], "weerwolven": "Dirk", "ziener": "Anna"})
        text = screen_text(app)
        words = " ".join(line[:46] for line in text.splitlines()).split()
        label = t("prompt.field.redden").split()
        at = next((i for i in range(len(words)) if words[i:i + len(label)] == label), None)
        assert at is not None, (label, words)  # the whole label, wrapped in the column
        assert f"0  {t('prompt.nobody')}" in text, text  # the poison list keeps its rows
        for seat, name in enumerate(SETUP.players, 1):  # every living player, no scrolling
            if name != "Dirk":  # the heks (Dirk) does not poison herself
                assert f"{seat}  {name}" in text, (name, text)
