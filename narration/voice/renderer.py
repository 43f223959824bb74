"""Renderers turn one line into a WAV file: pyttsx3 in its worker process, or the espeak-ng CLI.

Both run in child processes with their output sent to the null device, so nothing reaches the
terminal. A renderer raises :class:`RenderError` for anything that went wrong; the caller
decides about falling back.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, NamedTuple

from narration.voice.children import quiet_popen_kwargs
from narration.voice.settings import ESPEAK_DEFAULT_VOICES
from narration.voice.wavs import wav_complete

DEFAULT_TIMEOUT = 10.0
# A worker's start (a Python process importing its engine) is not a render: a short render
# timeout, which decides when a line has hung, never gives it less than this for its hello (on a
# busy machine a start took 2 s, a render 0.06 s).
START_TIMEOUT = DEFAULT_TIMEOUT
_PACKAGE_ROOT = Path(__file__).resolve().parent.parent.parent


class RenderError(Exception):
    """The renderer could not turn this line into a WAV file."""


class VoiceInfo(NamedTuple):
    id: str
    name: str
    languages: tuple[str, ...]


@dataclass(frozen=True)
class RenderRequest:
    text: str
    voice: str | None  # None: the default voice of ``lang``
    lang: str
    rate: int
    volume: float


def worker_command() -> list[str]:
    return [sys.executable, "-m", "narration.voice.worker"]


def _worker_env() -> dict[str, str]:
    env = dict(os.environ)
    paths = [str(_PACKAGE_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(paths))
    return env


class WorkerRenderer:
    """pyttsx3 in a worker process, restarted whenever it has died or hangs.

    Not thread-safe on its own: one caller at a time (the :class:`Voice` holds a lock).
    """

    name = "pyttsx3"

    def __init__(
        self, command: Sequence[str] | None = None, timeout: float = DEFAULT_TIMEOUT
    ) -> None:
        self._command = list(command) if command is not None else worker_command()
        self.timeout = timeout
        self._proc: subprocess.Popen[bytes] | None = None
        self._replies: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._next_id = 1
        self.starts = 0
        self.driver: str | None = None

    @property
    def pid(self) -> int | None:
        proc = self._proc
        return proc.pid if proc is not None and proc.poll() is None else None

    def start(self) -> None:
        """Start the worker (if it is not running) and wait for its hello."""
        if self._proc is not None and self._proc.poll() is None:
            return
        self._reap()
        try:
            proc = subprocess.Popen(
                self._command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=_worker_env(),
                **quiet_popen_kwargs(),
            )
        except OSError as error:
            raise RenderError(f"cannot start the voice worker: {error}") from error
        self.starts += 1
        replies: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._replies = replies
        assert proc.stdout is not None
        threading.Thread(
            target=_read_replies,
            args=(proc.stdout, replies),
            name="voice-worker-reader",
            daemon=True,
        ).start()
        self._proc = proc
        hello = self._wait_reply(0, max(self.timeout, START_TIMEOUT))
        if not hello.get("ok"):
            self._kill()
            raise RenderError(f"pyttsx3 did not start: {hello.get('error')}")
        self.driver = str(hello.get("driver"))

    def _wait_reply(self, request_id: int, timeout: float | None = None) -> dict[str, Any]:
        limit = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + limit
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self._kill()
                raise RenderError(f"the voice worker gave no answer in {limit:g} s")
            try:
                reply = self._replies.get(timeout=remaining)
            except queue.Empty:
                continue
            if reply is None:
                self._kill()
                raise RenderError("the voice worker stopped")
            if reply.get("id") == request_id:
                return reply

    def _request(self, message: dict[str, Any]) -> dict[str, Any]:
        self.start()
        request_id = self._next_id
        self._next_id += 1
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        try:
            proc.stdin.write((json.dumps({**message, "id": request_id}) + "\n").encode("ascii"))
            proc.stdin.flush()
        except (OSError, ValueError) as error:
            self._kill()
            raise RenderError(f"the voice worker is gone: {error}") from error
        reply = self._wait_reply(request_id)
        if not reply.get("ok"):
            raise RenderError(str(reply.get("error")))
        return reply

    def render(self, request: RenderRequest, out: Path) -> None:
        self._request(
            {
                "op": "render",
                "text": request.text,
                "voice": request.voice,
                "lang": request.lang,
                "rate": request.rate,
                "volume": request.volume,
                "out": str(out),
            }
        )
        if not wav_complete(out):
            raise RenderError("the voice worker reported a WAV that is not there")

    def voices(self) -> list[VoiceInfo]:
        reply = self._request({"op": "voices"})
        return [
            VoiceInfo(str(item[0]), str(item[1]), tuple(str(lang) for lang in item[2]))
            for item in reply.get("voices", [])
        ]

    def kill(self) -> None:
        """End the worker now, from any thread (a render waiting on it fails at once)."""
        proc = self._proc
        if proc is not None:
            with contextlib.suppress(OSError):
                proc.kill()

    def _kill(self) -> None:
        proc = self._proc
        if proc is not None:
            with contextlib.suppress(OSError):
                proc.kill()
        self._reap()

    def _reap(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        with contextlib.suppress(subprocess.TimeoutExpired, OSError):
            proc.wait(timeout=2.0)

    def close(self) -> None:
        proc = self._proc
        if proc is not None and proc.poll() is None and proc.stdin is not None:
            with contextlib.suppress(OSError, ValueError):
                proc.stdin.write(b'{"op": "quit"}\n')
                proc.stdin.flush()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=0.5)
        self._kill()


def _read_replies(stream: IO[bytes], replies: queue.Queue[dict[str, Any] | None]) -> None:
    try:
        for raw in stream:
            try:
                reply = json.loads(raw)
            except ValueError:
                continue  # not ours: anything a library printed before the worker hid fd 1
            if isinstance(reply, dict):
                replies.put(reply)
    except (OSError, ValueError):
        pass
    replies.put(None)


def run_tool(argv: list[str], *, what: str, timeout: float,
             stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run a voice's command-line tool with no terminal (its output captured, its errors
    silenced); one that hangs or cannot start raises RenderError naming `what`. The caller
    judges the exit code."""
    try:
        return subprocess.run(
            argv,
            input=stdin,
            stdin=subprocess.DEVNULL if stdin is None else None,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
            check=False,
            **quiet_popen_kwargs(),
        )
    except subprocess.TimeoutExpired as error:
        raise RenderError(f"{what} gave no answer in {timeout:g} s") from error
    except OSError as error:
        raise RenderError(f"cannot run {what}: {error}") from error


def espeak_path() -> str | None:
    return shutil.which("espeak-ng")


class EspeakCliRenderer:
    """The ``espeak-ng`` command line: ``espeak-ng -v nl -s RATE -a AMP -w out.wav -- TEXT``."""

    name = "espeak-ng"

    def __init__(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.timeout = timeout

    def start(self) -> None:
        if espeak_path() is None:
            raise RenderError("espeak-ng is not installed")

    def _run(self, args: list[str]) -> bytes:
        exe = espeak_path()
        if exe is None:
            raise RenderError("espeak-ng is not installed")
        done = run_tool([exe, *args], what="espeak-ng", timeout=self.timeout)
        if done.returncode != 0:
            raise RenderError(f"espeak-ng failed with exit code {done.returncode}")
        return done.stdout or b""

    def render(self, request: RenderRequest, out: Path) -> None:
        default = ESPEAK_DEFAULT_VOICES.get(request.lang, request.lang)
        try:
            self._render(request, request.voice or default, out)
        except RenderError:
            if not request.voice or request.voice == default:
                raise
            self._render(request, default, out)  # a voice id of another engine: use the default

    def _render(self, request: RenderRequest, voice: str, out: Path) -> None:
        amplitude = round(max(0.0, min(1.0, request.volume)) * 100)
        self._run(
            [
                "-v",
                voice,
                "-s",
                str(request.rate),
                "-a",
                str(amplitude),
                "-w",
                str(out),
                "--",
                request.text,
            ]
        )
        if not wav_complete(out):
            raise RenderError("espeak-ng wrote no complete WAV file")

    def voices(self) -> list[VoiceInfo]:
        """Parse ``espeak-ng --voices``: Pty Language Age/Gender VoiceName File Other-languages."""
        text = self._run(["--voices"]).decode("utf-8", "replace")
        found: list[VoiceInfo] = []
        for line in text.splitlines()[1:]:
            parts = line.split()
            if len(parts) < 5:
                continue
            others = tuple(p.strip("()") for p in parts[5:] if not p.isdigit())
            found.append(VoiceInfo(parts[4], parts[3].replace("_", " "), (parts[1], *others)))
        return found

    def close(self) -> None:
        return


def piper_worker_command() -> list[str]:
    return [sys.executable, "-m", "narration.voice.piper_worker"]


class PiperRenderer(WorkerRenderer):
    """Piper in its worker process (same protocol as pyttsx3's); ``request.voice`` is the
    path of the ``.onnx`` model."""

    name = "piper"

    def __init__(
        self, command: Sequence[str] | None = None, timeout: float = DEFAULT_TIMEOUT
    ) -> None:
        super().__init__(command if command is not None else piper_worker_command(), timeout)
