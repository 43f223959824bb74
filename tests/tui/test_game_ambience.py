"""The ambience follows the public phase alone: a night bed, the dawn cue, a day bed, and
nothing at the end; it never changes with a step or a card."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.test_game_screen import SETUP, TURNS, drive, new_app
from tui.speech import SilentSpeaker


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    return tmp_path


async def test_the_bed_changes_only_between_night_and_day() -> None:
    speaker = SilentSpeaker()
    app = new_app(speaker)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        assert speaker.sounds == ["bed:night"]
        steps_spoken = len(speaker.spoken)
        await drive(app, pilot, TURNS)
        assert len(speaker.spoken) > steps_spoken + 4  # many steps, lines and cards went by
        assert type(app.screen).__name__ == "EndScreen"
    nights = sum(1 for turn in TURNS if turn["phase"] == "night")
    assert speaker.sounds == ["bed:night", "cue:dawn", "bed:day"] + [
        "bed:night", "cue:dawn", "bed:day"
    ] * (nights - 1) + ["bed:None"]
