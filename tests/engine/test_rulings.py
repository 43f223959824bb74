"""narration/RULINGS.md stays true: every scenario it names exists, and every ruling id the
engine's messages refer to is recorded there."""

from __future__ import annotations

import re

from .helpers import ROOT, SCENARIOS

RULINGS = (ROOT / "narration" / "RULINGS.md").read_text(encoding="utf-8")


def test_every_named_scenario_exists() -> None:
    # `name.toml` / `fouten/name.toml` name a file of any folder; `het_dorp/name.toml` its folder.
    named = set(re.findall(r"`((?:[a-z0-9_]+/)*[a-z0-9_]+\.toml)`", RULINGS))
    assert len(named) > 30
    # A scenario is named by its file name (with `fouten/` for a must-fail one), in any folder
    # (basis/, karakters/, jubileum/, best_of/ ...), or by its path under tests/scenarios/.
    missing = [n for n in sorted(named)
               if not (SCENARIOS / n).is_file() and not any(SCENARIOS.glob(f"*/{n}"))]
    assert missing == []


def test_every_ruling_the_code_cites_is_recorded() -> None:
    ids = set(re.findall(r"^\| `([a-z0-9-]+)` \|", RULINGS, re.MULTILINE))
    cited: set[str] = set()
    for path in [*(ROOT / "narration").rglob("*.py"), *(ROOT / "setups").rglob("*.py")]:
        text = path.read_text(encoding="utf-8")
        cited |= set(re.findall(r"RULINGS\.md: ([a-z0-9-]+)", text))
        cited |= set(re.findall(r"[Rr]uling ([a-z0-9]+(?:-[a-z0-9]+)+)", text))
        cited |= set(re.findall(r"ruling=\"([a-z0-9-]+)\"", text))  # rule_error's field
    assert cited, "the code cites no ruling ids"
    assert cited <= ids, cited - ids
