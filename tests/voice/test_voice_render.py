"""A Dutch line becomes a WAV of speech, through each engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from narration.voice import Voice, VoiceSettings
from narration.voice.wavs import wav_complete

from .helpers import QUICK_PLAYER, SENTENCE_NL, assert_speech, diagnose, requires_espeak


@requires_espeak
@pytest.mark.parametrize("engine", ["pyttsx3", "espeak-ng"])
def test_dutch_line_becomes_speech(engine: str, home: Path) -> None:
    with Voice(VoiceSettings(), engines=[engine], player_command=QUICK_PLAYER) as voice:  # type: ignore[list-item]
        status = voice.wait_ready(timeout=20)
        assert status.available and status.engine == engine, diagnose(voice)
        path = voice.render(SENTENCE_NL, timeout=20)
        assert path is not None, diagnose(voice)
    assert path is not None and wav_complete(path)
    assert path.parent == home / "cache" / "voice"
    assert_speech(path)


@requires_espeak
def test_english_and_slower_rate_is_longer() -> None:
    settings = VoiceSettings(lang="en", rate=120)
    with Voice(settings, player_command=QUICK_PLAYER) as voice:
        slow = voice.render("The village falls asleep. The werewolves wake up.", timeout=20)
        voice.configure(VoiceSettings(lang="en", rate=300), save=False)
        fast = voice.render("The village falls asleep. The werewolves wake up.", timeout=20)
        assert slow is not None and fast is not None and slow != fast, diagnose(voice)
    assert_speech(slow)
    from narration.voice.wavs import wav_stats

    assert wav_stats(slow).seconds > wav_stats(fast).seconds


@requires_espeak
def test_lists_the_dutch_voice() -> None:
    with Voice(VoiceSettings(), player_command=QUICK_PLAYER) as voice:
        voices = voice.list_voices()
    assert any(v.id == "espeak:gmw/nl" and "nl" in v.languages for v in voices)


@requires_espeak
def test_every_render_uses_its_own_rate(tmp_path: Path) -> None:
    """pyttsx3 may drop a queued setProperty (espeak_Cancel at the end of runAndWait): each
    line must still come out at the rate it asked for, however the requests alternate."""
    from narration.voice.renderer import RenderRequest, WorkerRenderer
    from narration.voice.wavs import wav_stats

    worker = WorkerRenderer()
    seconds: dict[int, set[float]] = {120: set(), 300: set()}
    try:
        for number in range(24):
            rate = (120, 300)[number % 2]
            out = tmp_path / f"{number}.wav"
            request = RenderRequest("The village falls asleep.", None, "en", rate, 1.0)
            worker.render(request, out)
            seconds[rate].add(round(wav_stats(out).seconds, 1))
    finally:
        worker.close()
    assert min(seconds[120]) > max(seconds[300]), seconds
