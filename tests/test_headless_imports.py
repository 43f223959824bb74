"""`setups` and `narration` are headless: importing every module of them, in a fresh
interpreter, loads neither textual nor rich."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = r"""
import importlib, json, pkgutil, sys
imported, skipped = [], {}
for package in ("setups", "narration"):
    root = importlib.import_module(package)
    imported.append(package)
    for info in pkgutil.walk_packages(root.__path__, package + ".",
                                      onerror=lambda name: skipped.setdefault(name, "walk")):
        name = info.name
        try:
            importlib.import_module(name)
        except Exception as e:  # noqa: BLE001
            if not name.startswith("narration.voice"):
                raise
            skipped[name] = f"{type(e).__name__}: {e}"
            continue
        imported.append(name)
ui = sorted(m for m in sys.modules if m.split(".")[0] in ("textual", "rich"))
print(json.dumps({"imported": imported, "skipped": skipped, "ui": ui}))
"""


def test_setups_and_narration_never_import_textual_or_rich() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    for name, why in result["skipped"].items():  # only the voice may fail, and not for UI
        assert name.startswith("narration.voice"), name
        assert "textual" not in why and "rich" not in why, why
    assert {"setups.game_setup", "narration.engine", "narration.journal",
            "narration.replay", "narration.roles.heks"} <= set(result["imported"])
    assert result["ui"] == [], f"UI modules were imported: {result['ui']}"
