"""Rendered lines on disk, keyed by everything that changes the sound.

Files live in ``cache_dir() / "voice"`` as ``<sha256>.wav``. Writes are atomic: a renderer
writes a temporary name in the same folder and :meth:`VoiceCache.commit` moves it into place with
``os.replace``. The folder is kept under a size limit by deleting the least recently used files
(a hit refreshes a file's time).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
import time
import uuid
from pathlib import Path

from narration.paths import cache_dir

DEFAULT_MAX_BYTES = 200 * 1024 * 1024
_TMP_SUFFIX = ".tmp.wav"
_STALE_TMP_SECONDS = 3600.0


def cache_key(text: str, voice: str, rate: int, volume: float, engine: str) -> str:
    payload = json.dumps([text, voice, int(rate), round(float(volume), 3), engine])
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class VoiceCache:
    """A size-limited folder of WAV files. Thread-safe; every method swallows disk errors."""

    def __init__(self, directory: Path | None = None, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.directory = directory if directory is not None else cache_dir() / "voice"
        self.max_bytes = max(0, int(max_bytes))
        self._lock = threading.Lock()
        self._total: int | None = None

    def path_for(self, key: str) -> Path:
        return self.directory / f"{key}.wav"

    def get(self, key: str) -> Path | None:
        """The cached WAV for ``key`` (its time refreshed), or None."""
        path = self.path_for(key)
        try:
            os.utime(path)
        except OSError:
            return None
        return path

    def temp_path(self, key: str) -> Path:
        """A fresh name in the cache folder for a renderer to write ``key`` into."""
        self.directory.mkdir(parents=True, exist_ok=True)
        return self.directory / f"{key}.{os.getpid()}.{uuid.uuid4().hex[:8]}{_TMP_SUFFIX}"

    def commit(self, temp: Path, key: str) -> Path:
        """Move a finished render into place (atomically) and keep the folder under its limit."""
        final = self.path_for(key)
        os.replace(temp, final)
        with self._lock:
            try:
                size = final.stat().st_size
            except OSError:
                size = 0
            if self._total is None:
                self._total = self._scan_total()
            else:
                self._total += size
            if self._total > self.max_bytes:
                self._evict(keep=final)
        return final

    def discard(self, temp: Path) -> None:
        with contextlib.suppress(OSError):
            temp.unlink()

    def size(self) -> int:
        with self._lock:
            self._total = self._scan_total()
            return self._total

    def _entries(self) -> list[tuple[float, int, Path]]:
        entries: list[tuple[float, int, Path]] = []
        now = time.time()
        try:
            with os.scandir(self.directory) as listing:
                for entry in listing:
                    if not entry.name.endswith(".wav") or not entry.is_file():
                        continue
                    try:
                        stat = entry.stat()
                    except OSError:
                        continue
                    if entry.name.endswith(_TMP_SUFFIX):
                        if now - stat.st_mtime > _STALE_TMP_SECONDS:  # left by a crash
                            with contextlib.suppress(OSError):
                                os.unlink(entry.path)
                        continue
                    entries.append((stat.st_mtime, stat.st_size, Path(entry.path)))
        except OSError:
            pass
        return entries

    def _scan_total(self) -> int:
        return sum(size for _, size, _ in self._entries())

    def _evict(self, keep: Path) -> None:
        """Delete the oldest files until the folder is under 90% of its limit."""
        entries = sorted(self._entries())
        total = sum(size for _, size, _ in entries)
        target = int(self.max_bytes * 0.9)
        for _, size, path in entries:
            if total <= target:
                break
            if path == keep:
                continue
            with contextlib.suppress(OSError):
                path.unlink()
                total -= size
        self._total = total
