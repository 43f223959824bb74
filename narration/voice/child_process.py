"""What every voice child process (the pyttsx3 worker, the Piper worker, the sound mixer) does
the same way: it keeps the terminal clean, leaves Ctrl-C to the app, builds its engine (or
reports why it cannot and exits with 3), and talks to the app in JSON lines.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import sys
from collections.abc import Callable
from typing import Any, NoReturn, TextIO, TypeVar

T = TypeVar("T")
Send = Callable[[dict[str, Any]], None]


def silence_terminal() -> TextIO:
    """Point fd 1 and fd 2 at the null device; return a writer on a private copy of fd 1."""
    reply_fd = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.close(devnull)
    sink = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (lives as long as the process)
    sys.stdout = sink
    sys.stderr = sink
    return io.TextIOWrapper(
        os.fdopen(reply_fd, "wb", buffering=0), encoding="ascii", newline="\n", write_through=True
    )


def start(make: Callable[[], T]) -> tuple[T, Send]:
    """The engine `make()` builds and the function that sends a reply to the app. Nothing this
    process does may write to the terminal (Textual draws on it); Ctrl-C belongs to the app."""
    replies = silence_terminal()
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    def send(message: dict[str, Any]) -> None:
        replies.write(json.dumps(message) + "\n")

    try:
        engine = make()
    except BaseException as error:
        with contextlib.suppress(OSError):
            send({"id": 0, "ok": False, "error": f"{type(error).__name__}: {error}"})
        os._exit(3)
    return engine, send


def serve(send: Send, hello: dict[str, Any],
          handle: Callable[[dict[str, Any]], dict[str, Any]]) -> NoReturn:
    """Say hello, then answer each request line with `handle(request)` (its id added) until
    "quit" or the app is gone. Interpreter teardown is skipped: espeak asserts at exit when
    torn down from Python."""
    try:
        send({"id": 0, **hello})
        for line in io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8"):
            try:
                request = json.loads(line)
            except ValueError:
                continue
            if not isinstance(request, dict):
                continue
            if request.get("op") == "quit":
                break
            try:
                reply = handle(request)
            except Exception as error:
                reply = {"ok": False, "error": f"{type(error).__name__}: {error}"}
            reply["id"] = request.get("id")
            send(reply)
    except OSError:
        pass  # the app is gone
    os._exit(0)
