"""The first screen waits for nothing it does not show: starting `wakkerdam` (its argument
parser and the app up to the home screen) loads neither the engine nor the voice. Both once
cost the startup budget 10-25 % (tests/benchmarks/run.py, startup_ratio); this guards it
without timing anything."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.engine.helpers import ROOT

PROBE = r"""
import asyncio, json, os, sys, tempfile
os.environ["WAKKERDAM_HOME"] = tempfile.mkdtemp()
import tui.cli
tui.cli._parser()
from tui.app import create_app

app = create_app()
app._start_voice = lambda: None  # the voice's own start, after the first screen, is not probed

async def first_screen():
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        return type(app.screen).__name__

screen = asyncio.run(first_screen())
heavy = sorted(m for m in sys.modules if m.startswith(("narration.engine", "narration.flow",
               "narration.roles", "narration.bots", "narration.balance", "narration.voice",
               "narration.session", "setups.mix_check")))
# Into a file, not stdout: Textual may still hold stdout captured while the app winds down,
# and once in a full loaded suite the line written to sys.__stdout__ never arrived (rc 0).
with open(os.environ["PROBE_RESULT"], "w", encoding="utf-8") as out:
    json.dump({"screen": screen, "heavy": heavy}, out)
"""


def test_the_first_screen_loads_neither_engine_nor_voice(tmp_path: Path) -> None:
    result_file = tmp_path / "probe.json"
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True,
                          text=True, timeout=120,
                          env={**os.environ, "PROBE_RESULT": str(result_file)})
    assert done.returncode == 0, done.stderr
    assert result_file.exists(), (done.stdout[-2000:], done.stderr[-2000:])
    result = json.loads(result_file.read_text(encoding="utf-8"))
    assert result["screen"] == "HomeScreen"
    assert result["heavy"] == []
