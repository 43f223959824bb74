"""The voice fails during a game in the app: its worker is killed, or a render hangs. The game
never waits for it (every answer is taken at once), the worker is replaced, and later lines are
spoken again. Also: the voice starts only once the first screen is drawn."""

from __future__ import annotations

import os
import signal
from pathlib import Path
from typing import Any

import pytest

from narration.replay import play
from narration.scenario import load
from tests.engine.helpers import SCENARIOS
from tests.voice.helpers import (
    QUICK_PLAYER,
    process_alive,
    requires_espeak,
    wait_for,
    worker_script,
)
from tui.app import WakkerdamApp, create_app
from tui.speech import VoiceSpeaker

from .test_app_faults import answer

SCENARIO = SCENARIOS / "basis" / "jager_laatste_schot_niemand.toml"
SETUP = load(SCENARIO).setup
ANSWERS = play(load(SCENARIO)).answers


def app_with(speaker: VoiceSpeaker) -> WakkerdamApp:
    return create_app(speaker_factory=lambda lang: speaker)


async def test_the_voice_starts_after_the_first_screen(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    speaker = VoiceSpeaker("nl", player_command=QUICK_PLAYER)
    app = app_with(speaker)
    assert speaker._voice is None  # nothing of the voice runs while the app starts
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "HomeScreen"
        assert speaker._voice is not None  # started once the home screen was drawn
        assert speaker._voice.wait_ready(timeout=30) is not None


async def play_some(app: WakkerdamApp, pilot: Any, answers: list[Any]) -> None:
    game = app.screen.session.game  # type: ignore[attr-defined]
    for value in answers:
        count = len(game.answers)
        await answer(app, pilot, value)
        assert len(game.answers) == count + 1  # taken at once, whatever the voice does


@requires_espeak
async def test_a_killed_voice_worker_is_replaced_and_the_game_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    speaker = VoiceSpeaker("nl", player_command=QUICK_PLAYER)
    app = app_with(speaker)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        voice = speaker.start()
        assert voice is not None and voice.wait_ready(timeout=30).engine == "pyttsx3"
        await play_some(app, pilot, ANSWERS[:3])
        assert voice.wait_until_done(timeout=30)
        plays, pid = voice.stats.plays, voice.worker_pid
        assert plays > 0 and pid is not None
        os.kill(pid, signal.SIGKILL)
        assert wait_for(lambda: not process_alive(pid), timeout=10)
        await play_some(app, pilot, ANSWERS[3:6])
        assert voice.wait_until_done(timeout=60)
        assert voice.worker_pid not in (None, pid)
        assert voice.stats.worker_starts == 2
        assert voice.stats.plays > plays  # lines after the crash were spoken
        assert voice.status.available


@requires_espeak
async def test_a_hanging_voice_is_replaced_without_stopping_the_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    flag = tmp_path / "hung-once"
    hang_once = worker_script(
        "import os, pathlib, time\n"
        "from narration.voice import worker\n"
        f"flag = pathlib.Path({str(flag)!r})\n"
        "if not flag.exists():\n"
        "    flag.write_text(str(os.getpid()))\n"
        "    worker.Engine.render = lambda *args, **kwargs: time.sleep(300)\n"
    )
    speaker = VoiceSpeaker("nl", worker_command=hang_once, player_command=QUICK_PLAYER,
                           render_timeout=3.0)
    app = app_with(speaker)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        voice = speaker.start()
        assert voice is not None
        # The first line hangs the worker; meanwhile the table plays on.
        await play_some(app, pilot, ANSWERS[:4])
        assert voice.wait_until_done(timeout=60)
        assert voice.stats.worker_starts == 2  # the hanging worker was replaced
        # The hanging worker wrote its own pid: the voice starts its worker in the background,
        # so reading voice.worker_pid right after start() may come before the worker exists.
        hung = int(flag.read_text())
        assert hung != voice.worker_pid and not process_alive(hung)
        plays = voice.stats.plays
        await play_some(app, pilot, ANSWERS[4:6])
        assert voice.wait_until_done(timeout=60)
        assert voice.stats.plays > plays  # and the voice speaks again
