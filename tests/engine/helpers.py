"""Helpers for the engine tests: paths, and running the real CLI in a fresh interpreter."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

from narration.engine import Game
from narration.prompts import NONE

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"
FOUTEN = SCENARIOS / "basis" / "fouten"


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """`python -m tui.cli ARGS` from the repository root, as a user would run `wakkerdam`."""
    return subprocess.run(
        [sys.executable, "-m", "tui.cli", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, **(env or {})},
    )


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """`wakkerdam ARGS` in this process (same parser, same exit codes and output as `cli`, in a
    fraction of the time): for tests about the command's logic. `cli` stays for the smoke
    tests that the real process starts, exits and prints as a user sees it."""
    from tui.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as e:  # argparse's own refusals
            code = e.code if isinstance(e.code, int) else 2
    return subprocess.CompletedProcess(["wakkerdam", *args], code, out.getvalue(), err.getvalue())


def run_free(game: Game) -> None:
    """Answer the prompts that need no answer, up to the next real question."""
    while game.prompt is not None and game.prompt.kind == NONE:
        game.answer(None)



def assert_refused(path: Path, parts: tuple[str, ...]) -> None:
    """A must-fail scenario is refused with one clear line that holds every expected part
    (the turn, the key, the value, the rule)."""
    from narration.errors import WakkerdamError
    from narration.replay import play
    from narration.scenario import load

    assert path.read_text(encoding="utf-8").startswith("# MUST FAIL:")
    try:
        play(load(path), str(path))
    except WakkerdamError as e:
        message = str(e)
    else:
        raise AssertionError(f"{path.name} was played without an error")
    assert "\n" not in message
    for part in parts:
        assert part in message, f"{part!r} not in {message!r}"
