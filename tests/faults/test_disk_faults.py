"""A data folder that is full or read-only: the game goes on in memory with a clear warning,
and once the disk takes writes again every answer (and undo) is saved, in order, with no half
line left behind. Injected under the journal's writes (tests/faults/disk.py), and for real
with a file-size limit in a child process (the kernel cuts the write short, as a full disk
does)."""

from __future__ import annotations

import json
import os
import random
import resource
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from narration.engine import Game
from narration.journal import read, resume
from narration.replay import play
from narration.report import state_json
from narration.scenario import load
from narration.session import Session
from tests.engine.helpers import ROOT, SCENARIOS

from .disk import install

SCENARIO = SCENARIOS / "basis" / "jager_laatste_schot_niemand.toml"
SETUP = load(SCENARIO).setup
ANSWERS = play(load(SCENARIO)).answers


def assert_all_saved(session: Session, expected: list[Any]) -> None:
    assert session.disk_problem is None and session.pending == []
    assert session.path is not None
    loaded = read(session.path)
    assert loaded.warnings == []  # no torn or half line anywhere
    resumed, _, _ = resume(session.path)
    assert resumed.answers == expected
    assert state_json(resumed) == state_json(session.game)


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("mode", ["full", "readonly"])
def test_an_outage_at_a_random_moment_loses_nothing(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path, seed: int, mode: str) -> None:
    rnd = random.Random(seed)
    disk = install(monkeypatch)
    down = rnd.randrange(0, len(ANSWERS))  # seed 0..: also from the very start (no journal yet)
    if seed == 0:
        down = 0
    up = rnd.randrange(down + 1, len(ANSWERS) + 1)
    path = tmp_path / "games" / "spel.jsonl"
    session: Session | None = None
    for number, value in enumerate(ANSWERS):
        if number == down:
            disk.mode = mode
        if number == up:
            disk.mode = "ok"
        if session is None:
            session = Session.new(SETUP, path)
        assert session.submit(value) == value  # the game goes on regardless
        if disk.mode != "ok":
            problem = session.disk_problem
            assert problem is not None, number
            reason = "No space left on device" if mode == "full" else "Read-only file system"
            assert reason in problem and str(path.parent) in problem
            assert session.disk_reason == reason and session.disk_folder == path.parent
            assert session.pending  # held in memory
        else:
            assert session.disk_problem is None
        if rnd.random() < 0.15 and session.undo():  # an undo while the disk is down, too
            session.redo()
    assert session is not None
    assert disk.refusals > 0
    if disk.mode != "ok":  # the game ended while the disk was down: it is saved when it can
        assert not session.flush() and session.pending
        disk.mode = "ok"
        assert session.flush()
    assert_all_saved(session, ANSWERS)


def test_half_a_line_written_before_the_disk_filled_is_cut_back(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    disk = install(monkeypatch)
    session = Session.new(SETUP, tmp_path / "spel.jsonl")
    for value in ANSWERS[:5]:
        session.submit(value)
    saved = session.path.read_bytes()  # type: ignore[union-attr]
    disk.mode = "full"
    session.submit(ANSWERS[5])
    assert disk.partial_writes >= 1
    # The half line that reached the disk was cut back: the file is as it was.
    assert session.path.read_bytes() == saved  # type: ignore[union-attr]
    disk.mode = "ok"
    session.submit(ANSWERS[6])
    assert_all_saved(session, ANSWERS[:7])


def test_read_only_folder_for_real(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root writes into read-only folders; the injected test covers this")
    folder = tmp_path / "games"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        session = Session.new(SETUP, folder / "spel.jsonl")
        for value in ANSWERS[:6]:
            session.submit(value)
        assert session.disk_problem and "Permission denied" in session.disk_problem
        folder.chmod(0o700)
        session.submit(ANSWERS[6])
    finally:
        folder.chmod(0o700)
    assert_all_saved(session, ANSWERS[:7])


# --- for real: the kernel refuses past a file-size limit ----------------------------------------

FULL_CHILD = textwrap.dedent(
    """
    import json, resource, signal, sys
    from pathlib import Path
    from narration.replay import play
    from narration.scenario import load
    from narration.session import Session

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG
    scenario, folder, outages = Path(sys.argv[1]), Path(sys.argv[2]), json.loads(sys.argv[3])
    answers = play(load(scenario)).answers
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    for run, (down, up) in enumerate(outages):  # one game (and journal) per outage
        path = folder / f"spel-{run}.jsonl"
        session = Session.new(load(scenario).setup, path)
        for number, value in enumerate(answers):
            if number == down:  # the disk is full: two more bytes fit, then the write fails
                resource.setrlimit(resource.RLIMIT_FSIZE, (path.stat().st_size + 2, hard))
            if number == up:  # space returns
                resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
            session.submit(value)
            print(json.dumps({"run": run, "n": number + 1, "problem": session.disk_problem,
                              "pending": len(session.pending)}), flush=True)
    """
)
# When the disk fills up and when space returns, by answer number: early, for one answer, and
# until the last answer. All in one child (a Python start each cost more than the games).
OUTAGES = [(3, 9), (11, 12), (20, len(ANSWERS) - 1)]


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs RLIMIT_FSIZE")
def test_disk_full_for_real(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", FULL_CHILD, str(SCENARIO), str(tmp_path), json.dumps(OUTAGES)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    steps = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(steps) == len(OUTAGES) * len(ANSWERS)
    for run, (down, up) in enumerate(OUTAGES):
        for step in (s for s in steps if s["run"] == run):
            if down < step["n"] <= up:
                assert step["problem"] and "File too large" in step["problem"], (run, step)
                assert step["pending"] > 0
            else:
                assert step["problem"] is None and step["pending"] == 0, (run, step)
        path = tmp_path / f"spel-{run}.jsonl"
        assert read(path).warnings == []
        resumed, _, _ = resume(path)
        assert resumed.answers == ANSWERS
        assert state_json(resumed) == state_json(Game(SETUP, ANSWERS))
    assert resource.getrlimit(resource.RLIMIT_FSIZE)  # (the limit was the child's only)
