"""Plays a WAV file in a child process that can be killed at once.

Linux: ``aplay -q``, ``paplay`` or ``pw-play``; macOS: ``afplay``; Windows: ``winsound`` in a tiny
Python child. The child gets no terminal (stdin, stdout and stderr on the null device). A
player that exits with an error soon after starting is taken as "this command cannot reach an
audio device": the next command is tried on the same file, and when none is left the player
reports ``no-device`` once through ``on_failure`` (``no-player`` when there is no command at all).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from narration.voice.children import quiet_popen_kwargs

QUICK_FAILURE_SECONDS = 3.0
_WINSOUND = "import sys, winsound; winsound.PlaySound(sys.argv[1], winsound.SND_FILENAME)"


def default_commands() -> list[list[str]]:
    """Player commands available here, best first; the WAV path is appended to each."""
    if sys.platform == "win32":
        return [[sys.executable, "-c", _WINSOUND]]
    if sys.platform == "darwin":
        candidates = [["afplay"]]
    else:
        candidates = [["aplay", "-q"], ["paplay"], ["pw-play"]]
    found: list[list[str]] = []
    for command in candidates:
        exe = shutil.which(command[0])
        if exe is not None:
            found.append([exe, *command[1:]])
    return found


class Player:
    """One line at a time: :meth:`play` replaces what is playing, :meth:`stop` kills it."""

    def __init__(
        self,
        command: Sequence[str] | None = None,
        on_failure: Callable[[str], None] | None = None,
    ) -> None:
        self._explicit = list(command) if command is not None else None
        self._commands: list[list[str]] | None = None
        self.on_failure = on_failure
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self._killed: set[int] = set()
        self._idle = threading.Event()
        self._idle.set()
        self.failure: str | None = None
        self.plays = 0
        self._device_failed = False  # some command started but could not play
        self.last_success: str | None = None  # name of the command that last played to the end

    def _candidates(self) -> list[list[str]]:
        if self._commands is None:
            self._commands = [self._explicit] if self._explicit else default_commands()
        return self._commands

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None else None

    @property
    def playing(self) -> bool:
        return not self._idle.is_set()

    def reset(self) -> None:
        """Forget earlier failures: the next play tries every command again."""
        with self._lock:
            self._commands = None
            self.failure = None
            self._device_failed = False

    def play(self, path: Path) -> bool:
        """Stop what is playing and start ``path``; False when no player can be started."""
        with self._lock:
            self._stop_locked()
            if self.failure is not None:
                return False
            return self._start_locked(path, 0)

    def _start_locked(self, path: Path, index: int) -> bool:
        commands = self._candidates()
        while index < len(commands):
            try:
                proc = subprocess.Popen(
                    [*commands[index], str(path)],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    **quiet_popen_kwargs(),
                )
            except OSError:
                index += 1
                continue
            self._proc = proc
            self.plays += 1
            self._idle.clear()
            threading.Thread(
                target=self._watch,
                args=(proc, path, index, time.monotonic()),
                name="voice-player-watch",
                daemon=True,
            ).start()
            return True
        self._fail("no-device" if commands or self._device_failed else "no-player")
        return False

    def _fail(self, reason: str) -> None:
        self.failure = reason
        self._idle.set()
        if self.on_failure is not None:
            with contextlib.suppress(Exception):
                self.on_failure(reason)

    def _watch(self, proc: subprocess.Popen[bytes], path: Path, index: int, began: float) -> None:
        code = proc.wait()
        with self._lock:
            killed = proc.pid in self._killed
            self._killed.discard(proc.pid)
            if self._proc is not proc:
                return  # replaced: the new process owns the idle flag
            self._proc = None
            quick = time.monotonic() - began < QUICK_FAILURE_SECONDS
            if code != 0 and not killed and quick:
                # This command cannot play here (no device, no server): drop it, try the next.
                self._device_failed = True
                commands = self._candidates()
                if index < len(commands):
                    del commands[index]
                self._start_locked(path, index)
                return
            if code == 0 and not killed:
                self.last_success = (
                    Path(self._candidates()[index][0]).name
                    if (index < len(self._candidates()))
                    else None
                )
            self._idle.set()

    def stop(self) -> None:
        """Kill the playing child (and its children) now; returns without waiting."""
        with self._lock:
            self._stop_locked()

    def _stop_locked(self) -> None:
        proc, self._proc = self._proc, None
        self._idle.set()
        if proc is None or proc.poll() is not None:
            return
        self._killed.add(proc.pid)
        try:
            if sys.platform != "win32":
                os.killpg(proc.pid, signal.SIGKILL)
            else:
                proc.kill()
        except OSError:
            with contextlib.suppress(OSError):
                proc.kill()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until nothing plays; True if that happened within ``timeout``."""
        return self._idle.wait(timeout)
