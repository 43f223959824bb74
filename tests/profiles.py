"""Hypothesis profiles, picked with `HYPOTHESIS_PROFILE=name` (`ci` when unset; loaded by
tests/conftest.py before any test module is imported).

- `ci`: derandomized (each test's examples follow from its name) and no example database, so a
  run passes or fails the same way on every machine and every time; no health check on the
  wall-clock time the examples took to make (`too_slow`: on a loaded machine it measures the
  other jobs; speed is measured in tests/benchmarks/);
- `explore`: random, with the example database, and EXPLORE_FACTOR times each test's examples:
  for long hunting runs by hand. What it finds becomes a scenario file (tests/scenarios/README.md),
  so CI keeps checking it.

Tests write `@settings(max_examples=examples(N))`: N in CI, N × EXPLORE_FACTOR when exploring.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

EXPLORE_FACTOR = 20
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")

settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("explore", derandomize=False, deadline=None, print_blob=True,
                          max_examples=100 * EXPLORE_FACTOR)


def load() -> None:
    settings.load_profile(PROFILE)


def examples(n: int) -> int:
    """A test's number of examples under the current profile."""
    return n * EXPLORE_FACTOR if PROFILE == "explore" else n
