"""The real output path: pygame-ce's mixer on SDL's ``disk`` driver, which writes what would be
played to a file; the ducking and the line are measured there."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np
import pytest

from narration.voice import ambience
from narration.voice.mixer import MixerPlayer
from narration.voice.player import Player

from .helpers import requires_espeak, wait_for

FAILING_PLAYER = [sys.executable, "-c", "raise SystemExit(1)"]
WINDOW = 0.05


def _windows_db(pcm: np.ndarray, rate: int) -> np.ndarray:
    size = int(WINDOW * rate)
    frames = pcm[: len(pcm) // size * size].reshape(-1, size).astype(np.float64)
    levels: np.ndarray = 20 * np.log10(np.sqrt(np.mean(frames**2, axis=1)) + 1e-9)
    return levels


@pytest.fixture
def disk_sink(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    raw = tmp_path / "played.raw"
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(raw))
    return raw


def _play(player: MixerPlayer, path: Path) -> None:
    assert player.play(path)
    assert wait_for(lambda: not player.playing, timeout=20)


def test_the_bed_ducks_under_a_line_and_comes_back_on_a_file_sink(
    disk_sink: Path, tmp_path: Path
) -> None:
    rate = ambience.RATE
    line_seconds = 1.5
    line = tmp_path / "quiet-line.wav"  # a silent line: what plays under it is the bed alone
    ambience.write_wav(line, np.zeros(int(line_seconds * rate), np.float32), rate)
    player = MixerPlayer(fallback=Player(FAILING_PLAYER))
    try:
        assert player.start(), "pygame-ce could not open SDL's disk audio driver"
        assert player.driver == "disk"
        player.set_bed_volume(1.0)
        player.set_bed("night")
        time.sleep(2.5)  # the fade in (1 s), then the full bed
        _play(player, line)
        time.sleep(2.0)
        assert player.last_success is not None and "pygame-ce" in player.last_success
    finally:
        player.close()
    pcm = np.frombuffer(disk_sink.read_bytes(), "<i2") / 32768.0
    levels = _windows_db(pcm, rate)
    t0 = int(np.flatnonzero(levels > -100)[0])  # the bed starts (SDL writes silence before)
    # From a second on (the fade in is done, in the audio's own time) the bed plays at full
    # level except while the line ducks it, which is less than half of what follows.
    faded_in = t0 + int(1.0 / WINDOW)
    full = float(np.percentile(levels[faded_in:-4], 75))
    assert full > -30, full  # the bed really plays (the night bed is about -20 dB)
    start, end = _longest_run(levels < full - 10, faded_in)
    stretch = (end - start) * WINDOW
    assert line_seconds - 0.4 < stretch < line_seconds + 0.4, (stretch, levels.round(1).tolist())
    ducked = float(np.median(levels[start:end]))
    assert full - ducked >= 10, (full, ducked)
    # The bed comes back: well above its ducked level and near its full level (the night bed
    # itself varies by several dB from window to window: wind and crickets).
    back = levels[end + int(0.4 / WINDOW) : end + int(1.0 / WINDOW)]
    assert len(back), levels.round(1).tolist()
    again = float(np.median(back))
    assert again - ducked >= 7 and full - again < 6, (full, ducked, back.round(1).tolist())


def _longest_run(flags: np.ndarray, begin: int) -> tuple[int, int]:
    """(start, end) of the longest stretch of True from ``begin`` on (end exclusive)."""
    best = (begin, begin)
    start = None
    for index in range(begin, len(flags) + 1):
        on = index < len(flags) and bool(flags[index])
        if on and start is None:
            start = index
        elif not on and start is not None:
            if index - start > best[1] - best[0]:
                best = (start, index)
            start = None
    return best


def test_a_line_is_heard_through_the_mixer_and_stop_cuts_it(
    disk_sink: Path, tmp_path: Path
) -> None:
    rate = ambience.RATE
    t = np.arange(int(3.0 * rate)) / rate
    tone = tmp_path / "tone.wav"
    ambience.write_wav(tone, (0.5 * np.sin(2 * np.pi * 440 * t)).astype(np.float32), rate)
    player = MixerPlayer(fallback=Player(FAILING_PLAYER))
    try:
        assert player.start()
        began = time.monotonic()
        assert player.play(tone)
        time.sleep(0.8)
        player.stop()
        assert not player.playing and time.monotonic() - began < 2.5
        time.sleep(0.8)
    finally:
        player.close()
    pcm = np.frombuffer(disk_sink.read_bytes(), "<i2") / 32768.0
    levels = _windows_db(pcm, rate)
    loud = np.flatnonzero(levels > -10)  # the tone: 0.5 peak is about -9 dB RMS
    assert len(loud) and (loud[-1] - loud[0] + 1) * WINDOW < 2.0, levels.round(1).tolist()
    assert levels[-5:].max() < -60  # silence after the stop


def test_without_an_audio_device_the_plain_player_plays_the_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    calls = tmp_path / "played.txt"
    recorder = [sys.executable, "-c",
                f"import sys; open({str(calls)!r}, 'a').write(sys.argv[1] + '\\n')"]
    line = tmp_path / "line.wav"
    ambience.write_wav(line, np.zeros(100, np.float32), 8000)
    player = MixerPlayer(fallback=Player(recorder))
    try:
        assert not player.start()
        player.set_bed("night")  # harmless: the ambience is silent
        assert player.play(line)
        assert wait_for(lambda: calls.exists() and not player.playing)
    finally:
        player.close()
    assert calls.read_text().split() == [str(line)]


@requires_espeak
def test_the_voice_speaks_through_the_mixer_over_the_bed(disk_sink: Path) -> None:
    from narration.voice import Voice, VoiceSettings

    player = MixerPlayer(fallback=Player(FAILING_PLAYER))
    with Voice(VoiceSettings(ambience_volume=1.0), player=player) as voice:
        voice.set_ambience("night")
        voice.speak("Het dorp slaapt.")
        assert voice.wait_until_done(timeout=30)
        assert voice.stats.plays == 1 and voice.status.available
        assert player.last_success is not None and "pygame-ce" in player.last_success
        time.sleep(0.3)
    levels = _windows_db(np.frombuffer(disk_sink.read_bytes(), "<i2") / 32768.0, ambience.RATE)
    assert levels.max() > -25  # the line and the bed were played to the sink
