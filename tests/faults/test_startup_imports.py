"""The first screen waits for nothing it does not show: starting `wakkerdam` (its argument
parser and the app up to the home screen) loads neither the engine nor the voice. Both once
cost the startup budget 10-25 % (tests/benchmarks/run.py, startup_ratio); this guards it
without timing anything."""

from __future__ import annotations

import json
import subprocess
import sys

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
# (sys.__stdout__: Textual may still hold sys.stdout captured while the app winds down)
sys.__stdout__.write(json.dumps({"screen": screen, "heavy": heavy}) + "\n")
sys.__stdout__.flush()
"""


def test_the_first_screen_loads_neither_engine_nor_voice() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip(), (done.stdout, done.stderr[-2000:])
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["screen"] == "HomeScreen"
    assert result["heavy"] == []
