"""A WAV is complete only when its header sizes match the file; and the package stays headless."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

from narration.voice.wavs import wav_complete, wav_stats

ROOT = Path(__file__).resolve().parents[2]


def _write(path: Path, frames: bytes) -> None:
    with wave.open(str(path), "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(22050)
        writer.writeframes(frames)


def test_complete_and_truncated(tmp_path: Path) -> None:
    path = tmp_path / "a.wav"
    _write(path, b"\x00\x10" * 22050)
    assert wav_complete(path)
    stats = wav_stats(path)
    assert stats.seconds == 1.0 and stats.peak > 0.1
    data = path.read_bytes()
    (tmp_path / "cut.wav").write_bytes(data[:-100])
    assert not wav_complete(tmp_path / "cut.wav")
    (tmp_path / "head.wav").write_bytes(data[:30])
    assert not wav_complete(tmp_path / "head.wav")
    assert not wav_complete(tmp_path / "missing.wav")


def test_silence_is_not_speech(tmp_path: Path) -> None:
    path = tmp_path / "quiet.wav"
    _write(path, b"\x00\x00" * 22050)
    stats = wav_stats(path)
    assert stats.rms == 0.0 and stats.peak == 0.0


def test_the_voice_never_imports_textual_or_rich() -> None:
    code = (
        "import sys, narration.voice, narration.voice.worker\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=60)


def test_a_whole_aiff_counts_but_a_cut_one_does_not(tmp_path: Path) -> None:
    import struct

    body = b"AIFF" + b"COMM" + struct.pack(">I", 18) + b"\0" * 18
    whole = b"FORM" + struct.pack(">I", len(body)) + body
    (tmp_path / "a.wav").write_bytes(whole)
    (tmp_path / "b.wav").write_bytes(whole[:-3])
    assert wav_complete(tmp_path / "a.wav")
    assert not wav_complete(tmp_path / "b.wav")
