"""Run in a balance worker process by tests/engine/test_balance_pool.py: what it has loaded."""

from __future__ import annotations

import sys


def loaded_modules() -> list[str]:
    return sorted(sys.modules)
