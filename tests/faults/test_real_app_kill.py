"""The real `wakkerdam` process in a pseudo-terminal, killed with SIGKILL during a game.

The test reads the screen as a person would: it opens a saved game through Verder spelen,
presses the narrator's keys, and counts an answer as accepted once the screen shows the step
that follows it. Killed right then, or a random moment later, the game resumes with every
answer the screen had accepted.
"""

from __future__ import annotations

import fcntl
import os
import random
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from narration.engine import Game
from narration.journal import Journal, resume
from narration.replay import play
from narration.report import state_json
from narration.scenario import load
from tests.engine.helpers import ROOT, SCENARIOS
from tests.tui.game_driver import keys_for
from texts import texts

pytestmark = pytest.mark.skipif(sys.platform == "win32" or not hasattr(signal, "SIGKILL"),
                                reason="needs a pty and SIGKILL")

SCENARIO = SCENARIOS / "basis" / "jager_laatste_schot_niemand.toml"
SETUP = load(SCENARIO).setup
ANSWERS = play(load(SCENARIO)).answers
ANSI = re.compile(rb"\x1b(\[[0-9;?<=>$]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|.)")
KEYS = {"enter": "\r", "space": " ", "home": "\x1b[H", "down": "\x1b[B", "up": "\x1b[A"}
TIMEOUT = 60.0
SETTLE = 0.3  # seconds between seeing a step and typing into it (pacing, not a measurement)


class Terminal:
    """`wakkerdam` in a 120x40 pseudo-terminal; `seen` is what it drew, escapes removed."""

    def __init__(self, home: Path) -> None:
        self.master, slave = os.openpty()
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        self.child = subprocess.Popen(
            [sys.executable, "-m", "tui.cli"], stdin=slave, stdout=slave, stderr=slave,
            cwd=ROOT, start_new_session=True, close_fds=True,
            # Without COLUMNS/LINES (pytest-xdist's workers have 80x24): the size is the pty's.
            env={**{k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")},
                 "WAKKERDAM_HOME": str(home), "TERM": "xterm-256color"},
        )
        os.close(slave)
        self.raw = b""
        self.lock = threading.Lock()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        while True:
            try:
                ready, _, _ = select.select([self.master], [], [], 0.2)
                if ready:
                    chunk = os.read(self.master, 65536)
                    if not chunk:
                        return
                    with self.lock:
                        self.raw += chunk
            except OSError:
                return

    def seen(self) -> str:
        with self.lock:
            raw = self.raw
        return ANSI.sub(b"", raw).decode("utf-8", "replace")

    def wait_for(self, text: str, after: int = 0) -> int:
        """Wait until `text` is drawn after position `after`; returns the position past it."""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            where = self.seen().find(text, after)
            if where >= 0:
                return where + len(text)
            time.sleep(0.01)
        raise AssertionError(f"{text!r} never appeared; screen ends: {self.seen()[-500:]!r}")

    def press(self, key: str) -> None:
        os.write(self.master, KEYS.get(key, key).encode())
        time.sleep(0.02)

    def kill(self) -> None:
        os.killpg(self.child.pid, signal.SIGKILL)
        self.child.wait(timeout=30)
        os.close(self.master)


def header(game: Game) -> str:
    dutch = texts("nl", "tui")
    prompt = game.prompt
    assert prompt is not None
    phase = dutch.text("phase.night" if prompt.phase == "night" else "phase.day", n=prompt.round)
    return f"{phase} · {dutch.text('step.' + prompt.step)}"


def key_answer(value: Any) -> Any:
    return value["ballots"] if isinstance(value, dict) and set(value) == {"ballots"} else value


def test_the_real_app_killed_during_a_game_keeps_every_accepted_answer(tmp_path: Path) -> None:
    """One kill of the real process (a second seed tested the same path at another answer;
    every point between two answers is resumed in test_app_faults and test_journal_crash)."""
    rnd = random.Random(1)  # killed a random moment after answer 10, mid-game
    start = 3  # a game in progress, opened through Verder spelen
    journal = Journal.create(SETUP, tmp_path / "data" / "games" / "spel.jsonl")
    for value in ANSWERS[:start]:
        journal.answer(value)
    stop = rnd.randrange(start + 3, len(ANSWERS) - 1)
    terminal = Terminal(tmp_path)
    try:
        terminal.wait_for("Nieuw spel")
        terminal.press("v")
        terminal.wait_for("Verder spelen")
        terminal.press("enter")
        game = Game(SETUP, ANSWERS[:start])  # what the screen should show, step by step
        position = terminal.wait_for(header(game))
        time.sleep(SETTLE)
        accepted = start
        for value in ANSWERS[start:stop]:
            before = header(game)
            for key in keys_for(game.prompt, key_answer(value)):  # type: ignore[arg-type]
                terminal.press(key)
            game.answer(value)
            if header(game) != before:  # the screen shows the next step: all up to here taken
                position = terminal.wait_for(header(game), position)
                accepted = len(game.answers)
            time.sleep(SETTLE)  # as a person does: the new step's input is ready to type into
        time.sleep(rnd.uniform(0, 0.05))
    finally:
        terminal.kill()
    resumed, _, _ = resume(journal.path)
    assert len(resumed.answers) >= accepted > start
    assert resumed.answers == ANSWERS[: len(resumed.answers)]
    assert state_json(resumed) == state_json(Game(SETUP, resumed.answers))
