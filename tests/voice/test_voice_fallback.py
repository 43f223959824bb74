"""Fallbacks: pyttsx3, then the espeak-ng command line, then silent with a notice; a worker
that dies or hangs is replaced."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest

from narration.voice import Voice, VoiceSettings, VoiceStatus

from .helpers import (
    BROKEN_PYTTSX3,
    NO_PYTTSX3,
    QUICK_PLAYER,
    SENTENCE_NL,
    assert_speech,
    process_alive,
    requires_espeak,
    wait_for,
    worker_script,
)


@requires_espeak
def test_broken_pyttsx3_falls_back_to_the_espeak_command_line() -> None:
    with Voice(VoiceSettings(), worker_command=BROKEN_PYTTSX3, player_command=QUICK_PLAYER) as v:
        status = v.wait_ready(timeout=20)
        assert status == VoiceStatus(True, "espeak-ng", None)
        path = v.render(SENTENCE_NL, timeout=20)
        v.speak("De burgemeester wordt gekozen.")
        assert v.wait_until_done(timeout=20)
        assert v.stats.plays == 1
    assert path is not None
    assert_speech(path)


def test_no_pyttsx3_and_no_espeak_is_silent_with_a_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    statuses: list[VoiceStatus] = []
    voice = Voice(
        VoiceSettings(),
        worker_command=NO_PYTTSX3,
        player_command=QUICK_PLAYER,
        on_status=statuses.append,
    )
    status = voice.wait_ready(timeout=20)
    assert not status.available and status.engine == "silent"
    assert status.notice is not None and "espeak-ng" in status.notice
    # The game goes on: nothing raises, nothing plays.
    voice.speak(SENTENCE_NL)
    voice.prefetch([SENTENCE_NL, "De heks wordt wakker."])
    voice.replay()
    voice.stop()
    assert voice.render(SENTENCE_NL, timeout=5) is None
    assert voice.wait_until_done(timeout=10)
    assert voice.stats.plays == 0
    assert wait_for(lambda: statuses[-1:] == [status])
    voice.configure(VoiceSettings(lang="en"), save=False)
    assert voice.status.notice is not None and "install espeak-ng" in voice.status.notice
    voice.close()
    voice.speak("after close")  # still harmless


def test_worker_that_cannot_even_start_is_not_fatal(tmp_path: Path) -> None:
    missing = [str(tmp_path / "no-such-python"), "-m", "narration.voice.worker"]
    with Voice(VoiceSettings(), engines=["pyttsx3"], worker_command=missing) as voice:
        assert voice.wait_ready(timeout=20).engine == "silent"
        voice.speak(SENTENCE_NL)
        voice.speak(None)  # type: ignore[arg-type]
        assert voice.wait_until_done(timeout=10)


@requires_espeak
def test_a_killed_worker_is_restarted_and_the_next_line_renders() -> None:
    with Voice(VoiceSettings(), player_command=QUICK_PLAYER) as voice:
        assert voice.render("De eerste nacht begint.", timeout=20) is not None
        pid = voice.worker_pid
        assert pid is not None
        os.kill(pid, signal.SIGKILL if sys.platform != "win32" else signal.SIGTERM)
        assert wait_for(lambda: not process_alive(pid), timeout=10)
        voice.speak(SENTENCE_NL)
        assert voice.wait_until_done(timeout=20)
        path = voice.render(SENTENCE_NL, timeout=20)
        assert voice.status.engine == "pyttsx3"
        assert voice.worker_pid not in (None, pid)
        assert voice.stats.worker_starts == 2
        assert voice.stats.plays == 1
    assert path is not None
    assert_speech(path)


@requires_espeak
def test_a_hanging_render_kills_and_restarts_the_worker(tmp_path: Path) -> None:
    flag = tmp_path / "hung-once"
    hang_once = worker_script(
        "import pathlib, time\n"
        "from narration.voice import worker\n"
        f"flag = pathlib.Path({str(flag)!r})\n"
        "if not flag.exists():\n"
        "    flag.write_text('hung')\n"
        "    worker.Engine.render = lambda *args, **kwargs: time.sleep(300)\n"
    )
    voice = Voice(VoiceSettings(), worker_command=hang_once, render_timeout=3.0)
    with voice:
        assert voice.wait_ready(timeout=20).engine == "pyttsx3"
        hung = voice.worker_pid
        path = voice.render(SENTENCE_NL, timeout=30)
        assert voice.status.engine == "pyttsx3"
        assert voice.stats.worker_starts == 2
        assert hung is not None and not process_alive(hung)
    assert flag.exists()
    assert path is not None
    assert_speech(path)


@requires_espeak
def test_a_slow_start_is_not_taken_for_a_hang() -> None:
    """A short render timeout decides when a line has hung, not how long a worker may take to
    start (a Python process importing pyttsx3, seconds on a loaded machine): a start slower than
    the render timeout still gives the pyttsx3 engine, and one worker."""
    slow_start = worker_script("import time\ntime.sleep(2.0)")
    voice = Voice(VoiceSettings(), worker_command=slow_start, render_timeout=1.0)
    with voice:
        assert voice.wait_ready(timeout=30).engine == "pyttsx3"
        assert voice.render(SENTENCE_NL, timeout=30) is not None
        assert voice.stats.worker_starts == 1
