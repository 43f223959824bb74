"""The player: stop kills the child at once; a missing audio device is reported once."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from narration.voice import Voice, VoiceSettings, VoiceStatus
from narration.voice.player import Player

from .helpers import LONG_PLAYER, SENTENCE_NL, process_alive, requires_espeak, wait_for


def _wav(tmp_path: Path) -> Path:
    path = tmp_path / "line.wav"
    path.write_bytes(b"RIFF")
    return path


def test_stop_ends_the_player_process(tmp_path: Path) -> None:
    player = Player(LONG_PLAYER)
    assert player.play(_wav(tmp_path))
    pid = player.pid
    assert pid is not None and player.playing
    player.stop()
    assert not player.playing
    assert wait_for(lambda: not process_alive(pid), timeout=10)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")
def test_stop_ends_the_players_children_too(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    script = f"sleep 60 & echo $! > {pid_file}; wait"
    player = Player(["sh", "-c", script, "player"])
    assert player.play(_wav(tmp_path))
    assert wait_for(lambda: pid_file.exists() and pid_file.read_text().strip() != "")
    child = int(pid_file.read_text())
    player.stop()
    assert wait_for(lambda: not process_alive(child), timeout=10)


def test_a_new_line_replaces_the_playing_one(tmp_path: Path) -> None:
    player = Player(LONG_PLAYER)
    player.play(_wav(tmp_path))
    first = player.pid
    player.play(_wav(tmp_path))
    assert first is not None and player.pid != first
    assert wait_for(lambda: not process_alive(first), timeout=10)
    player.stop()


def test_no_audio_device_is_reported_once(tmp_path: Path) -> None:
    reports: list[str] = []
    failing = [sys.executable, "-c", "import sys; sys.exit(1)"]
    player = Player(failing, on_failure=reports.append)
    player.play(_wav(tmp_path))
    assert player.wait(timeout=15)
    assert not player.play(_wav(tmp_path))
    assert reports == ["no-device"]


def test_no_player_command_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    reports: list[str] = []
    player = Player(on_failure=reports.append)
    if sys.platform in ("win32", "darwin"):
        pytest.skip("the player command is always there on this platform")
    assert not player.play(_wav(tmp_path))
    assert reports == ["no-player"]


@requires_espeak
def test_stopping_a_spoken_line_ends_its_player() -> None:
    with Voice(VoiceSettings(), player_command=LONG_PLAYER) as voice:
        voice.speak(SENTENCE_NL)
        assert wait_for(lambda: voice.player.pid is not None)
        pid = voice.player.pid
        assert pid is not None
        voice.stop()
        assert wait_for(lambda: not process_alive(pid), timeout=10)
        assert voice.wait_until_done(timeout=10)
        voice.speak(SENTENCE_NL)
        assert wait_for(lambda: voice.player.pid is not None)
        second = voice.player.pid
        assert second is not None
    # close() stops speech too
    assert wait_for(lambda: not process_alive(second), timeout=10)


@requires_espeak
def test_voice_reports_no_audio_device() -> None:
    statuses: list[VoiceStatus] = []
    failing = [sys.executable, "-c", "import sys; sys.exit(1)"]
    with Voice(VoiceSettings(), player_command=failing, on_status=statuses.append) as voice:
        voice.speak(SENTENCE_NL)
        assert wait_for(lambda: not voice.status.available)
        status = voice.status
        assert status.engine == "pyttsx3"
        assert status.notice is not None and "geluidsapparaat" in status.notice
        assert wait_for(lambda: statuses[-1:] == [status])
        voice.speak(SENTENCE_NL)  # keeps going, silently
        assert voice.wait_until_done(timeout=15)


@requires_espeak
def test_many_threads_speaking_and_stopping_at_once() -> None:
    import threading

    lines = [f"Regel {n}." for n in range(12)]
    with Voice(VoiceSettings(), player_command=LONG_PLAYER) as voice:

        def hammer(offset: int) -> None:
            for n in range(30):
                line = lines[(n + offset) % len(lines)]
                action = n % 4
                if action == 0:
                    voice.speak(line)
                elif action == 1:
                    voice.prefetch([line])
                elif action == 2:
                    voice.stop()
                else:
                    voice.replay()

        threads = [threading.Thread(target=hammer, args=(i,)) for i in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        voice.stop()
        assert voice.wait_until_done(timeout=30)
        assert voice.stats.errors == 0
        last = voice.player.pid
    assert last is None or wait_for(lambda: not process_alive(last))
