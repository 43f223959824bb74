"""The sound under the voice: a night bed that covers movement, a day bed, a dawn cue.

All of it is made here with numpy, offline, and written once to the cache folder
(``cache_dir() / "ambience"``); nothing is downloaded or shipped. A bed is built from periodic
parts only (noise shaped in the frequency domain of one loop, swells and chirps that repeat a
whole number of times per loop), so it loops without a seam: the sample after the last is the
first. The bed is the same whatever happens in the game: it changes only with the public phase
(night, day), never with a card or a private event.

:func:`duck_gains` is the ducking curve (the bed drops by :data:`DUCK_DB` while a line is
spoken, with short ramps); :func:`render_over_bed` mixes a rendered line over a bed into a WAV,
which is how ``wakkerdam say --ambience night --out FILE`` lets the ducking be measured.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import wave
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

import numpy as np
import numpy.typing as npt

from narration.paths import cache_dir

Bed = Literal["night", "day"]
BEDS: tuple[Bed, ...] = ("night", "day")
Cue = Literal["dawn"]
RATE = 22050
LOOP_SECONDS = 20.0
DUCK_DB = 18.0  # the bed under a spoken line: 18 dB down (at least 10 dB is the requirement)
RAMP_SECONDS = 0.08  # down and back up
LEAD_SECONDS = 1.5  # the bed alone before the line in render_over_bed, and after it
VERSION = 1  # bump when the sound changes: the cached files are made again

Samples = npt.NDArray[np.float32]


def _shaped_noise(rng: np.random.Generator, n: int, rate: int, shape: str) -> Samples:
    """Noise that is periodic over ``n`` samples, with a spectrum for the bed."""
    freqs = np.fft.rfftfreq(n, 1.0 / rate)
    f = np.maximum(freqs, 1.0)
    if shape == "night":  # brown-ish rumble with a soft wind band, little above 2 kHz
        gain = 1.0 / f * (1.0 + 3.0 * np.exp(-(((f - 400.0) / 300.0) ** 2)))
        gain *= 1.0 / (1.0 + (f / 1800.0) ** 4)
    else:  # day: brighter pink noise, a distant murmur
        gain = 1.0 / np.sqrt(f) * (1.0 / (1.0 + (f / 5000.0) ** 4))
    gain[0] = 0.0
    phases = rng.uniform(0.0, 2.0 * np.pi, len(freqs))
    spectrum = gain * np.exp(1j * phases)
    signal = np.fft.irfft(spectrum, n)
    return (signal / (np.sqrt(np.mean(signal**2)) or 1.0)).astype(np.float32)


def _periodic(n: int, cycles: int, phase: float = 0.0) -> npt.NDArray[np.float64]:
    """A sine with exactly ``cycles`` periods in ``n`` samples (so it loops seamlessly)."""
    return np.sin(2.0 * np.pi * cycles * np.arange(n) / n + phase)


def _chirps(
    rng: np.random.Generator, n: int, rate: int, count: int, pitch: float, length: float
) -> npt.NDArray[np.float64]:
    """``count`` short chirps at places fixed per loop; one that runs past the end wraps."""
    out = np.zeros(n)
    size = int(length * rate)
    t = np.arange(size) / rate
    for start in rng.integers(0, n, count):
        wobble = 1.0 + 0.02 * rng.standard_normal()
        burst = np.sin(2 * np.pi * pitch * wobble * t) * np.sin(np.pi * t / length) ** 2
        if pitch > 3000:  # a cricket: the chirp is a train of pulses
            burst *= 0.5 + 0.5 * np.sign(np.sin(2 * np.pi * 30 * t))
        else:  # a bird: a quick rising sweep
            burst = np.sin(2 * np.pi * (pitch + 900 * t / length) * t) * np.sin(
                np.pi * t / length
            ) ** 2
        index = (start + np.arange(size)) % n
        out[index] += burst
    return out


def synthesize_bed(name: Bed, rate: int = RATE, seconds: float = LOOP_SECONDS) -> Samples:
    """One loop of the bed, mono float32 in [-1, 1] (the same every time: a fixed seed)."""
    n = int(rate * seconds)
    rng = np.random.default_rng(17 if name == "night" else 23)
    noise = _shaped_noise(rng, n, rate, name).astype(np.float64)
    if name == "night":
        swell = 0.75 + 0.25 * _periodic(n, 2) * _periodic(n, 3, 1.0)
        crickets = _chirps(rng, n, rate, 60, 4300.0, 0.06) * 0.12
        mix = noise * swell * 0.12 + crickets
    else:
        swell = 0.85 + 0.15 * _periodic(n, 1)
        birds = _chirps(rng, n, rate, 12, 2200.0, 0.12) * 0.05
        mix = noise * swell * 0.07 + birds
    return np.clip(mix, -1.0, 1.0).astype(np.float32)


def synthesize_cue(name: Cue = "dawn", rate: int = RATE) -> Samples:
    """The dawn cue: three soft rising bell notes (C5, E5, G5), two seconds."""
    n = int(rate * 2.0)
    t = np.arange(n) / rate
    out = np.zeros(n)
    for index, freq in enumerate((523.25, 659.25, 783.99)):
        start = index * 0.25
        local = np.clip(t - start, 0.0, None)
        envelope = np.where(t >= start, np.exp(-local * 2.5) * (1 - np.exp(-local * 200)), 0.0)
        out += envelope * (np.sin(2 * np.pi * freq * t) + 0.3 * np.sin(4 * np.pi * freq * t))
    peak = float(np.max(np.abs(out))) or 1.0
    cue: Samples = (out / peak * 0.3).astype(np.float32)
    return cue


def duck_gains(
    n: int,
    spans: Sequence[tuple[int, int]],
    rate: int,
    duck_db: float = DUCK_DB,
    ramp_seconds: float = RAMP_SECONDS,
) -> npt.NDArray[np.float32]:
    """The bed's gain per sample: 1, and ``duck_db`` down over each (start, end) span of a line,
    reached by a ramp that ends where the line starts and begins again where it ends."""
    low = 10.0 ** (-duck_db / 20.0)
    ramp = max(1, int(ramp_seconds * rate))
    # Distance in samples to the nearest spoken sample: 0 inside a span.
    gains = np.ones(n, dtype=np.float64)
    index = np.arange(n)
    for start, end in spans:
        before = np.clip((start - index) / ramp, 0.0, 1.0)  # 1 far before, 0 at the start
        after = np.clip((index - end) / ramp, 0.0, 1.0)  # 0 at the end, 1 far after
        distance = np.where(index < start, before, np.where(index >= end, after, 0.0))
        gains = np.minimum(gains, low + (1.0 - low) * distance)
    return gains.astype(np.float32)


def read_wav(path: Path) -> tuple[Samples, int]:
    """A 16-bit PCM WAV as mono float32 and its sample rate."""
    with wave.open(str(path), "rb") as reader:
        rate = reader.getframerate()
        channels = reader.getnchannels()
        width = reader.getsampwidth()
        data = reader.readframes(reader.getnframes())
    if width != 2:
        raise ValueError(f"{path.name}: {8 * width}-bit audio; 16-bit PCM is expected")
    samples = np.frombuffer(data, dtype="<i2").astype(np.float32) / 32768.0
    if channels > 1:
        samples = samples.reshape(-1, channels).mean(axis=1)
    return samples, rate


def write_wav(path: Path, samples: Samples, rate: int) -> None:
    """Write mono float samples as a 16-bit PCM WAV, atomically."""
    pcm = (np.clip(samples, -1.0, 1.0) * 32767.0).astype("<i2").tobytes()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".wakkerdam-", suffix=".wav", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle, wave.open(handle, "wb") as writer:
            writer.setnchannels(1)
            writer.setsampwidth(2)
            writer.setframerate(rate)
            writer.writeframes(pcm)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def sound_path(name: str, rate: int = RATE) -> Path:
    """The cached WAV of a bed or cue, made on first use."""
    path = cache_dir() / "ambience" / f"{name}-{rate}-v{VERSION}.wav"
    if not path.exists():
        samples = synthesize_cue("dawn", rate) if name == "dawn" else synthesize_bed(
            "night" if name == "night" else "day", rate
        )
        write_wav(path, samples, rate)
    return path


def mix_over_bed(
    line: Samples, rate: int, bed: Bed, volume: float = 1.0, lead_seconds: float = LEAD_SECONDS
) -> Samples:
    """The line over the looping bed: the bed alone for ``lead_seconds``, the line with the bed
    ducked, the bed alone again. The line keeps its level; the bed is scaled by ``volume``."""
    lead = int(lead_seconds * rate)
    total = lead + len(line) + lead
    loop = synthesize_bed(bed, rate)
    bed_samples = np.resize(loop, total)  # np.resize repeats the loop: seamless by design
    gains = duck_gains(total, [(lead, lead + len(line))], rate)
    mix = bed_samples * gains * float(max(0.0, min(1.0, volume)))
    mix[lead : lead + len(line)] += line
    mixed: Samples = np.clip(mix, -1.0, 1.0).astype(np.float32)
    return mixed


def render_over_bed(line_wav: Path, bed: str, out: Path, volume: float = 1.0) -> None:
    """``wakkerdam say --ambience BED --out FILE``: the rendered line mixed over the bed."""
    line, rate = read_wav(line_wav)
    write_wav(out, mix_over_bed(line, rate, "night" if bed == "night" else "day", volume), rate)
