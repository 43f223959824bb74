"""Every must-fail scenario (a `fouten/` folder under tests/scenarios/) is refused with one clear
line that holds every line of its sidecar `NAME.refusal`: the turn, the key, the value, the rule
or reason. The sidecar sits next to the scenario, so a file and what it must say stay together
(the scenario format itself has no field for an expected error; see tests/scenarios/README.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import SCENARIOS, assert_refused

MUST_FAIL = sorted(SCENARIOS.rglob("fouten/*.toml"))
REFUSALS = sorted(SCENARIOS.rglob("*.refusal"))


def rel(path: Path) -> str:
    return str(path.relative_to(SCENARIOS).with_suffix(""))


def expected_parts(path: Path) -> tuple[str, ...]:
    return tuple(line for line in path.with_suffix(".refusal").read_text("utf-8").splitlines()
                 if line)


def test_every_must_fail_file_has_its_refusal_and_no_refusal_is_orphaned() -> None:
    assert len(MUST_FAIL) >= 150  # every folder's fouten/ is found (7 folders, 150 files)
    assert {p.parent.parent.name for p in MUST_FAIL} >= {
        "basis", "karakters", "jubileum", "best_of", "het_dorp", "volle_maan", "samen"}
    assert [rel(p) for p in REFUSALS] == [rel(p) for p in MUST_FAIL]


@pytest.mark.parametrize("path", MUST_FAIL, ids=rel)
def test_must_fail_scenario_is_refused(path: Path) -> None:
    parts = expected_parts(path)
    assert parts, f"{rel(path)}.refusal names nothing the refusal must say"
    assert_refused(path, parts)
