"""MBROLA voices through the espeak-ng command line (never through pyttsx3, whose driver writes
MBROLA's 16 kHz output as 22,050 Hz: too short and too high).

The classic pipeline, in two child processes with no terminal::

    espeak-ng -v mb-nl2 -s RATE -q --pho -- TEXT   |   mbrola -e -v VOLUME VOICEFILE - OUT.wav

espeak-ng turns the text into MBROLA phonemes (it checks the voice is installed); ``mbrola``
turns them into a WAV at the voice's own sample rate. The voices are free of charge only, so
the app never ships them: it uses them when the user installed them (see the README).
"""

from __future__ import annotations

import shutil
from pathlib import Path

from narration.voice.catalog import mbrola_voice_file
from narration.voice.renderer import (
    DEFAULT_TIMEOUT,
    RenderError,
    RenderRequest,
    VoiceInfo,
    run_tool,
)
from narration.voice.wavs import wav_complete


class MbrolaRenderer:
    """``request.voice`` is the MBROLA voice's name (``nl2``)."""

    name = "mbrola"

    def __init__(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.timeout = timeout

    def start(self) -> None:
        if shutil.which("espeak-ng") is None:
            raise RenderError("espeak-ng is not installed")
        if shutil.which("mbrola") is None:
            raise RenderError("mbrola is not installed")

    def render(self, request: RenderRequest, out: Path) -> None:
        name = request.voice or ""
        espeak = shutil.which("espeak-ng")
        mbrola = shutil.which("mbrola")
        voice_file = mbrola_voice_file(name) if name else None
        if espeak is None or mbrola is None:
            raise RenderError("espeak-ng or mbrola is not installed")
        if voice_file is None:
            raise RenderError(f"the MBROLA voice {name!r} is not installed")
        phonemes = run_tool([espeak, "-v", f"mb-{name}", "-s", str(request.rate), "-q", "--pho",
                             "--", request.text], what="MBROLA", timeout=self.timeout)
        if phonemes.returncode != 0 or not phonemes.stdout.strip():
            raise RenderError(f"espeak-ng --pho failed with exit code {phonemes.returncode}")
        volume = f"{max(0.0, min(1.0, request.volume)):.2f}"
        synth = run_tool([mbrola, "-e", "-v", volume, str(voice_file), "-", str(out)],
                         what="MBROLA", timeout=self.timeout, stdin=phonemes.stdout)
        if synth.returncode != 0:
            raise RenderError(f"mbrola failed with exit code {synth.returncode}")
        if not wav_complete(out):
            raise RenderError("mbrola wrote no complete WAV file")

    def voices(self) -> list[VoiceInfo]:
        return []

    def close(self) -> None:
        return
