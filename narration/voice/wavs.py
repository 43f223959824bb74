"""Small checks on WAV files: is a file complete, and how long and loud is it."""

from __future__ import annotations

import array
import math
import struct
import sys
import wave
from dataclasses import dataclass
from pathlib import Path


def wav_complete(path: Path) -> bool:
    """True when ``path`` is a whole RIFF/WAVE file: the sizes in its header match the file.

    pyttsx3 writes the WAV from espeak's callback thread with a header patched at close, so a
    file that exists may still be half-written; this tells the two apart. On macOS pyttsx3
    writes AIFF whatever the name says (afplay plays it), so a whole AIFF file counts too.
    """
    try:
        with open(path, "rb") as handle:
            head = handle.read(12)
            if len(head) == 12 and head[:4] == b"FORM" and head[8:12] in (b"AIFF", b"AIFC"):
                handle.seek(0, 2)
                form_size: int = struct.unpack(">I", head[4:8])[0]
                return form_size > 4 and form_size + 8 == handle.tell()
            if len(head) < 12 or head[:4] != b"RIFF" or head[8:12] != b"WAVE":
                return False
            riff_size = struct.unpack("<I", head[4:8])[0]
            handle.seek(0, 2)
            size = handle.tell()
            if riff_size + 8 != size:
                return False
            handle.seek(12)
            while True:
                chunk = handle.read(8)
                if len(chunk) < 8:
                    return False
                chunk_id = chunk[:4]
                chunk_size: int = struct.unpack("<I", chunk[4:])[0]
                if chunk_id == b"data":
                    return handle.tell() + chunk_size <= size
                handle.seek(chunk_size + (chunk_size & 1), 1)
    except OSError:
        return False


@dataclass(frozen=True)
class WavStats:
    seconds: float
    rms: float  # 0..1 of full scale
    peak: float  # 0..1 of full scale


def wav_stats(path: Path) -> WavStats:
    """Duration and loudness of a 16-bit PCM WAV (other widths count as silence)."""
    with wave.open(str(path), "rb") as reader:
        frames = reader.getnframes()
        rate = reader.getframerate() or 1
        width = reader.getsampwidth()
        data = reader.readframes(frames)
    seconds = frames / rate
    if width != 2 or not data:
        return WavStats(seconds, 0.0, 0.0)
    samples = array.array("h")
    samples.frombytes(data[: len(data) - len(data) % 2])
    if sys.byteorder == "big":
        samples.byteswap()
    if not samples:
        return WavStats(seconds, 0.0, 0.0)
    peak = max(abs(s) for s in samples) / 32768.0
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) / 32768.0
    return WavStats(seconds, rms, peak)
