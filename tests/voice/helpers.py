"""Helpers for the voice tests: fake players, waiting, and checks on processes and WAVs."""

from __future__ import annotations

import os
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from narration.voice.wavs import wav_stats

requires_espeak = pytest.mark.skipif(
    shutil.which("espeak-ng") is None, reason="espeak-ng is not installed (CI installs it)"
)

# A player that "plays" instantly and successfully.
QUICK_PLAYER = [sys.executable, "-c", "pass"]
# A player that plays for a minute, unless killed.
LONG_PLAYER = [sys.executable, "-c", "import time; time.sleep(60)"]

SENTENCE_NL = "Het dorp slaapt. De weerwolven worden wakker."


def wait_for(condition: Callable[[], bool], timeout: float = 15.0) -> bool:
    """Poll ``condition`` until true; a generous timeout that only guards against hangs."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


def process_alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie nobody reaped counts as gone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True
    return state not in ("Z", "X")


def assert_speech(path: Path) -> None:
    """A sentence of speech: plausible length and clearly not silence."""
    stats = wav_stats(path)
    assert 0.5 < stats.seconds < 20.0, stats
    assert stats.rms > 0.01, stats
    assert stats.peak > 0.1, stats


def worker_script(prelude: str) -> list[str]:
    """A worker command that runs ``prelude`` (a monkeypatch) before the real worker's main."""
    return [sys.executable, "-c", prelude + "\nfrom narration.voice.worker import main\nmain()\n"]


BROKEN_PYTTSX3 = worker_script(
    "import pyttsx3\n"
    "def broken(*args, **kwargs):\n"
    "    raise RuntimeError('this pyttsx3 is broken')\n"
    "pyttsx3.init = broken"
)
NO_PYTTSX3 = worker_script("import sys\nsys.modules['pyttsx3'] = None")


def diagnose(voice: object) -> str:
    """Status, counters and the end of the voice log: what a failing assert should show."""
    from narration.paths import cache_dir

    log = cache_dir() / "voice.log"
    tail = log.read_text(errors="replace")[-2000:] if log.exists() else "(no log)"
    status = getattr(voice, "status", None)
    stats = getattr(voice, "stats", None)
    return f"status={status} stats={stats}\n{tail}"
