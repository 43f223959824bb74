"""Narrator mode: what the end of the night tells the narrator alone is on his screen before
the village wakes (ruling einde-nacht-verteller). Play-test 4 Dec 2026: on a yeti night the
engine said which actions failed after the night's last prompt, and the curtain dropped at dawn
with it unread ("Nothing says which actions failed"); the fluitspeler's "Tik Dirk aan" went the
same way."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from narration.engine import Game
from setups.game_setup import GameSetup
from tests.tui.input_helpers import screen_text
from tests.tui.test_het_dorp_screens import answer
from tui.app import create_app
from tui.speech import SilentSpeaker

PLAYERS = ("Anna", "Bram", "Cas", "Dirk", "Eva", "Fleur", "Gijs", "Hanna", "Ids", "Jan")
ROLES = ("weerwolf", "witte_weerwolf", "ziener", "heks", "burger", "dorpsoudste",
         "fluitspeler", "pyromaan", "raaf", "yeti")
PROFESSIONS = ("boer", "boer", "zwerver", "biechtvader", "barbier", "kasteelheer", "zwerver",
               "veldwachter", "schooljuffrouw", "kwakzalver")
# With seed 4 the gift spoils the raaf, the wolves, the poison and the fire: nobody dies.
NIGHT: dict[str, Any] = {"yeti": True, "ziener": "Hanna", "weerwolven": "Eva",
                         "heks": {"vergif": "Anna"}, "raaf": "Dirk", "pyromaan": "Eva",
                         "fluitspeler": ["Dirk"]}


async def test_the_yeti_s_failed_actions_are_read_before_the_village_wakes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    setup = GameSetup(PLAYERS, ROLES, seed=4, professions=PROFESSIONS, edition="huisregels")
    speaker = SilentSpeaker()
    app = create_app(speaker_factory=lambda lang: speaker)
    async with app.run_test(size=(140, 50)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        while game.prompt is not None and game.prompt.phase == "night":
            prompt = game.prompt
            await answer(pilot, game, NIGHT.get(prompt.key or "",
                                                "" if prompt.needs_answer else None))
        # The engine is at the day's first prompt; the screen still shows the night's end.
        text = screen_text(app)
        assert "Einde van de nacht" in text
        assert "mislukt vannacht: de Raaf, de Weerwolven" in text  # (the line wraps)
        assert "vergif en de Pyromaan" in text
        assert "Tik Dirk aan" in text
        assert "Het dorp wordt wakker" not in text and "niemand gestorven" not in text
        spoken = " ".join(speaker.spoken)
        assert "Het dorp wordt wakker" not in spoken
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        assert "Het dorp wordt wakker" in text and "mislukt" not in text  # the curtain is down
        assert "Einde van de nacht" not in text
        spoken = " ".join(speaker.spoken)
        assert spoken.count("Fluitspeler, sluit je ogen") == 1
        assert "mislukt" not in spoken and "Tik Dirk" not in spoken
