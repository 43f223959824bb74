"""The app's side of the sound process (:mod:`narration.voice.mixer_process`).

:class:`MixerPlayer` plays the lines like :class:`~narration.voice.player.Player` does (the
:class:`~narration.voice.voice.Voice` uses either), and also the ambience: ``set_bed``,
``set_bed_volume`` and ``cue``. When the sound process cannot start (no pygame-ce, no audio
device) it hands the lines to the plain player (aplay, afplay, ...) and the ambience is silent:
the game goes on as before. No method blocks for more than a pipe write.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from narration.voice.children import quiet_popen_kwargs
from narration.voice.player import Player
from narration.voice.renderer import _worker_env

HELLO_TIMEOUT = 10.0


def mixer_command() -> list[str]:
    return [sys.executable, "-m", "narration.voice.mixer_process"]


class MixerPlayer:
    """Lines and ambience through one pygame-ce mixer in a child process."""

    def __init__(
        self,
        command: Sequence[str] | None = None,
        fallback: Player | None = None,
        on_failure: Callable[[str], None] | None = None,
    ) -> None:
        self._command = list(command) if command is not None else mixer_command()
        self._fallback = fallback if fallback is not None else Player()
        self.on_failure = on_failure
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._started = False
        self._hello = threading.Event()
        self._ok = False
        self.driver: str | None = None
        self._line_id = 0
        self._playing: int | None = None
        self._idle = threading.Event()
        self._idle.set()
        self.plays = 0
        self.last_success: str | None = None
        self.failure: str | None = None
        self._bed: str | None = None
        self._bed_volume: float | None = None

    # ---------------------------------------------------------------- the process

    def start(self, timeout: float = HELLO_TIMEOUT) -> bool:
        """Start the sound process (once) and wait for its hello; False: the plain player."""
        self.launch()
        self._hello.wait(timeout)
        return self._ok

    def launch(self) -> None:
        """Start the sound process (once) without waiting for it."""
        with self._lock:
            if not self._started:
                self._started = True
                try:
                    self._proc = subprocess.Popen(
                        self._command,
                        stdin=subprocess.PIPE,
                        stdout=subprocess.PIPE,
                        stderr=subprocess.DEVNULL,
                        env=_worker_env(),
                        **quiet_popen_kwargs(),
                    )
                except OSError:
                    self._hello.set()
                else:
                    assert self._proc.stdout is not None
                    threading.Thread(
                        target=self._read, args=(self._proc.stdout,), daemon=True
                    ).start()

    def _read(self, stream: IO[bytes]) -> None:
        try:
            for raw in stream:
                try:
                    message: Any = json.loads(raw)
                except ValueError:
                    continue
                if not isinstance(message, dict):
                    continue
                if message.get("id") == 0 and "ok" in message:
                    self._ok = bool(message.get("ok"))
                    self.driver = str(message.get("driver"))
                    if self._ok:  # what was asked for before the process was ready
                        if self._bed_volume is not None:
                            self._send({"op": "bed_volume", "value": self._bed_volume})
                        if self._bed is not None:
                            self._send({"op": "bed", "name": self._bed})
                    self._hello.set()
                elif message.get("event") in ("done", "error"):
                    self._line_over(message.get("id"), message.get("event") == "done")
        except (OSError, ValueError):
            pass
        self._ok = False
        self._hello.set()
        with self._lock:
            self._playing = None
            self._idle.set()

    def _line_over(self, line_id: object, played: bool) -> None:
        with self._lock:
            if line_id != self._playing:
                return
            self._playing = None
            if played:
                self.last_success = f"pygame-ce ({self.driver})"
            self._idle.set()

    def _send(self, message: dict[str, Any]) -> bool:
        proc = self._proc
        if proc is None or proc.stdin is None or not self._ok:
            return False
        try:
            proc.stdin.write((json.dumps(message) + "\n").encode("utf-8"))
            proc.stdin.flush()
        except (OSError, ValueError):
            self._ok = False
            return False
        return True

    @property
    def active(self) -> bool:
        """Is the sound process playing (rather than the plain player)?"""
        return self._ok

    # ------------------------------------------------------------ the Player protocol

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None and self._ok else self._fallback.pid

    @property
    def playing(self) -> bool:
        return not self._idle.is_set() or self._fallback.playing

    def reset(self) -> None:
        self._fallback.reset()

    def play(self, path: Path) -> bool:
        if not self.start():
            self._fallback.on_failure = self.on_failure
            return self._fallback.play(path)
        with self._lock:
            self._line_id += 1
            self._playing = self._line_id
            self._idle.clear()
        if self._send({"op": "play", "id": self._line_id, "path": str(path)}):
            self.plays += 1
            return True
        with self._lock:
            self._playing = None
            self._idle.set()
        return self._fallback.play(path)

    def stop(self) -> None:
        with self._lock:
            self._playing = None
            self._idle.set()
        if self._ok:
            self._send({"op": "stop"})
        self._fallback.stop()

    def wait(self, timeout: float | None = None) -> bool:
        return self._idle.wait(timeout) and self._fallback.wait(timeout)

    # ---------------------------------------------------------------- the ambience

    # These never wait for the process: what is asked before it is ready is sent on its hello.

    def set_bed(self, name: str | None) -> None:
        """The bed to loop under the voice: "night", "day" or None (silence)."""
        self._bed = name
        self.launch()
        self._send({"op": "bed", "name": name})

    def set_bed_volume(self, value: float) -> None:
        self._bed_volume = max(0.0, min(1.0, float(value)))
        self.launch()
        self._send({"op": "bed_volume", "value": self._bed_volume})

    def cue(self, name: str = "dawn") -> None:
        self.launch()
        self._send({"op": "cue", "name": name})

    def close(self) -> None:
        proc = self._proc
        self._fallback.stop()
        if proc is None:
            return
        self._send({"op": "quit"})
        with contextlib.suppress(OSError, ValueError):
            if proc.stdin is not None:
                proc.stdin.close()
        try:
            proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(OSError):
                proc.kill()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=1.0)
