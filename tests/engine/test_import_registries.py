"""No registry is filled by import side effects (issue #14): importing every module of
narration/ and setups/ (and every card) leaves each module-level dict, list and set, and each
container of a module-level card, as its own module left it. What another module's import
adds to them would make a game depend on what was imported; the cards declare their hooks on
themselves and the ruleset of each game collects them (narration/card.py).

The probe (tests/engine/registry_probe.py) runs in a fresh interpreter, where nothing was
imported before it. narration.balance_workers is left out: it is the meter's forkserver
preload and plays one warm-up game on import by design (its docstring), which fills the
caches of rendered lines and rulesets, memos of pure functions that test_import_order.py
shows change no game."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("registry_probe.py")


def _probe(root: Path, *packages: str, skip: tuple[str, ...] = ()) -> list[str]:
    args = [sys.executable, str(PROBE), str(root), *packages]
    if skip:
        args += ["--skip", *skip]
    done = subprocess.run(args, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_no_module_level_container_is_filled_by_another_modules_import() -> None:
    assert _probe(ROOT, "narration", "setups", skip=("narration.balance_workers",)) == []


def test_the_probe_finds_a_registry_another_module_fills(tmp_path: Path) -> None:
    package = tmp_path / "cards_demo"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a_hooks.py").write_text("HOOKS: list[str] = []\nCACHE: dict[str, int] = {}\n")
    (package / "b_card.py").write_text("from cards_demo import a_hooks\n"
                                       "a_hooks.HOOKS.append('b')\n")
    (package / "c_card.py").write_text(
        "from dataclasses import dataclass, field\n"
        "@dataclass\nclass Card:\n    hooks: list[str] = field(default_factory=list)\n"
        "card = Card()\n")
    (package / "d_card.py").write_text("from cards_demo.c_card import card\n"
                                       "card.hooks.append('d')\n")
    assert _probe(tmp_path, "cards_demo") == ["cards_demo.a_hooks.HOOKS: 0 -> 1",
                                              "cards_demo.c_card.card.hooks: 0 -> 1"]
