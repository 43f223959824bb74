"""The journal survives the process being killed between any two answers.

A child process plays a scripted game and prints "accepted N" only after the N-th answer was
appended (and synced) to its journal; the test SIGKILLs it at many points. `resume` must then
hold at least every answer reported accepted, and rebuild exactly the state a clean replay of
those answers gives. A kill in the middle of a write (a partial last line) loses only that
line, which is dropped with a warning.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from narration.engine import Game
from narration.journal import Journal, resume
from narration.replay import play
from narration.report import state_json
from narration.scenario import load

from .helpers import ROOT, SCENARIOS

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

SCENARIO = SCENARIOS / "basis" / "jager_laatste_schot_niemand.toml"  # 4 nights, 4 days
CHILD = Path(__file__).with_name("journal_child.py")
ANSWERS = play(load(SCENARIO)).answers
SETUP = load(SCENARIO).setup
CUT = next(i for i, a in enumerate(ANSWERS) if i >= 10 and a is not None)  # a real answer


def start(home: Path, mode: str) -> tuple[subprocess.Popen[str], Path]:
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(SCENARIO), mode],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        env={**os.environ, "WAKKERDAM_HOME": str(home)},
    )
    assert child.stdout is not None
    first = child.stdout.readline().split(" ", 1)
    assert first[0] == "journal", first
    return child, Path(first[1].strip())


def kill(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL


def check_resume(path: Path, home: Path, accepted: int) -> None:
    assert path.is_relative_to(home / "data" / "games")
    game, _, _ = resume(path)
    got = game.answers
    assert len(got) >= accepted
    assert got == ANSWERS[: len(got)]
    assert state_json(game) == state_json(Game(SETUP, ANSWERS[: len(got)]))


def test_the_scripted_game_is_long_enough() -> None:
    assert len(ANSWERS) > 20


def test_kill_at_a_known_point(tmp_path: Path) -> None:
    """The child waits after each answer. At every point between two answers of the game the
    journal on disk (what a SIGKILL then leaves: every write has returned and the child is
    blocked reading stdin) resumes with exactly the answers accepted so far; then the child is
    really killed at the last point. One child for all points (one per point cost 0.6 CPU s
    each in starting Python and importing the engine)."""
    child, path = start(tmp_path, "step")
    assert child.stdin is not None and child.stdout is not None
    copy = tmp_path / "copy" / "spel.jsonl"
    copy.parent.mkdir()
    for stop in range(1, len(ANSWERS) + 1):
        child.stdin.write("\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == f"accepted {stop}"
        copy.write_bytes(path.read_bytes())
        game, _, _ = resume(copy)
        assert len(game.answers) == stop
        assert game.answers == ANSWERS[:stop]
        assert state_json(game) == state_json(Game(SETUP, ANSWERS[:stop]))
    on_disk = path.read_bytes()
    kill(child)
    assert path.read_bytes() == on_disk  # the kill changed nothing the copies did not see
    check_resume(path, tmp_path, len(ANSWERS))
    game, _, _ = resume(path)
    assert len(game.answers) == len(ANSWERS)


def test_kill_while_it_runs(tmp_path: Path) -> None:
    """The child runs freely; it is killed whenever the test reads "accepted 8" (any moment
    after it: the child keeps answering while the test reads; each point between answers is
    resumed in test_kill_at_a_known_point)."""
    child, path = start(tmp_path, "free")
    assert child.stdout is not None
    accepted = 0
    while accepted < 8:
        line = child.stdout.readline().strip()
        if line == "done":
            break
        accepted = int(line.split()[1])
    kill(child)
    check_resume(path, tmp_path, accepted)


def test_kill_mid_write_drops_the_torn_line(tmp_path: Path) -> None:
    """A write cut short leaves a partial last line: it is dropped, the rest resumes."""
    path = tmp_path / "spel.jsonl"
    journal = Journal.create(SETUP, path)
    game = Game(SETUP)
    for value in ANSWERS[:CUT]:
        journal.answer(game.answer(value))
    whole = path.read_bytes()
    next_line = json.dumps({"a": ANSWERS[CUT]}).encode()
    path.write_bytes(whole + next_line[: max(1, len(next_line) // 2)])
    resumed, journal2, warnings = resume(path)
    assert any("cut off by a crash" in str(w) for w in warnings)
    assert resumed.answers == ANSWERS[:CUT]
    assert state_json(resumed) == state_json(game)
    assert path.read_bytes() == whole
    # Writing goes on after the repair, and the next resume has nothing to warn about.
    journal2.answer(resumed.answer(ANSWERS[CUT]))
    again, _, warnings = resume(path)
    assert warnings == []
    assert again.answers == ANSWERS[: CUT + 1]
