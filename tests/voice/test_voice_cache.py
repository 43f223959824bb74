"""The disk cache: a line is rendered once, keys cover everything, the folder stays small."""

from __future__ import annotations

import os
from pathlib import Path

from narration.voice import Voice, VoiceSettings
from narration.voice.cache import VoiceCache, cache_key

from .helpers import QUICK_PLAYER, SENTENCE_NL, requires_espeak


@requires_espeak
def test_cached_line_is_not_rendered_twice() -> None:
    with Voice(VoiceSettings(), player_command=QUICK_PLAYER) as voice:
        first = voice.render(SENTENCE_NL, timeout=20)
        voice.speak(SENTENCE_NL)
        assert voice.wait_until_done(timeout=20)
        voice.replay()
        assert voice.wait_until_done(timeout=20)
        again = voice.render(SENTENCE_NL, timeout=20)
        stats = voice.stats
    assert first is not None and first == again
    assert stats.renders == 1
    assert stats.cache_hits == 3
    assert stats.plays == 2

    # A new voice (the next game) finds the line on disk.
    with Voice(VoiceSettings(), player_command=QUICK_PLAYER) as voice:
        assert voice.render(SENTENCE_NL, timeout=20) == first
        assert voice.stats.renders == 0


@requires_espeak
def test_prefetched_lines_are_ready_when_spoken() -> None:
    lines = ["De ziener wordt wakker.", "De heks wordt wakker.", "Het dorp wordt wakker."]
    with Voice(VoiceSettings(), player_command=QUICK_PLAYER) as voice:
        voice.prefetch(lines)
        from .helpers import wait_for

        assert wait_for(lambda: voice.stats.renders == 3)
        for line in lines:
            voice.speak(line)
            assert voice.wait_until_done(timeout=20)
        assert voice.stats.renders == 3
        assert voice.stats.cache_hits == 3


def test_key_covers_text_voice_rate_volume_and_engine() -> None:
    base = ("Hallo", "gmw/nl", 160, 1.0, "pyttsx3")
    keys = {
        cache_key(*base),
        cache_key("Hallo!", *base[1:]),
        cache_key(base[0], "gmw/en", *base[2:]),
        cache_key(*base[:2], 170, *base[3:]),
        cache_key(*base[:3], 0.5, base[4]),
        cache_key(*base[:4], "espeak-ng"),
    }
    assert len(keys) == 6


def _fake_render(cache: VoiceCache, key: str, size: int) -> Path:
    temp = cache.temp_path(key)
    temp.write_bytes(b"\0" * size)
    return cache.commit(temp, key)


def test_oldest_lines_are_evicted_over_the_limit(tmp_path: Path) -> None:
    cache = VoiceCache(tmp_path / "voice", max_bytes=10_000)
    paths = []
    for number in range(5):
        path = _fake_render(cache, f"k{number}", 3_000)
        os.utime(path, (1_000 + number, 1_000 + number))
        paths.append(path)
    assert cache.size() <= 10_000
    assert paths[-1].exists()  # the newest stays
    assert not paths[0].exists()  # the oldest went first
    assert not list((tmp_path / "voice").glob("*.tmp.wav"))


def test_a_hit_refreshes_the_line(tmp_path: Path) -> None:
    cache = VoiceCache(tmp_path / "voice", max_bytes=7_000)
    old = _fake_render(cache, "old", 3_000)
    os.utime(old, (1_000, 1_000))
    newer = _fake_render(cache, "newer", 3_000)
    os.utime(newer, (2_000, 2_000))
    assert cache.get("old") == old  # used again: now the most recent
    _fake_render(cache, "third", 3_000)
    assert old.exists()
    assert not newer.exists()
    assert cache.get("newer") is None
