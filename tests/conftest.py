"""Shared by every test: Hypothesis runs the same examples on every machine (tests/profiles.py),
no test ever touches the real data folder of the person running it, and the setup screen's
balance meter plays few bot games, in the test's own process."""

from __future__ import annotations

import gc
import itertools
import resource
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests import profiles, settling

profiles.load()
# Every pilot waits for the app itself after a pause and after each key (tests/settling.py).
settling.install()

# --- the garbage collector ----------------------------------------------------------------
# The pilot tests build and drop thousands of widgets, styles and messages. With Python's
# default thresholds the cyclic collector ran 1,005 times in tests/tui/test_mix_step.py alone,
# and each full pass walked every object the imports made (Textual, Hypothesis, the
# catalogues): 2.75 of the file's 18 CPU seconds. Here young objects are looked at every
# 50,000 allocations instead of 700, and what exists once the tests are collected (modules,
# catalogues, parametrize values) is frozen out of every later pass (gc.freeze): 12 passes,
# 0.87 s. Garbage is still found, only in fewer passes. An explicit gc.collect() (in
# tests/faults/test_long_game_memory.py, which counts the live widgets after one) still
# collects everything that is not frozen, and no widget exists yet at the freeze.
gc.set_threshold(50_000, 20, 10)


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.collect()
    gc.freeze()


# The meter's default (400 games per mix) takes seconds; the tests check what it shows, not
# its precision. A test about the count itself sets `AppSettings(balance_games=...)`.
TEST_BALANCE_GAMES = 25


@pytest.fixture(scope="session")
def homes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The folder of every test's WAKKERDAM_HOME (one per test worker)."""
    yield tmp_path_factory.mktemp("homes")


HOME_NUMBERS = itertools.count(1)


@pytest.fixture(autouse=True)
def home(homes: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """WAKKERDAM_HOME (data, cache, settings, logs) in a folder of this test's own, so tests
    never share files and can run in parallel (tests may point it elsewhere). It is not made:
    the app makes what it writes. A name in one folder, not a tmp_path for every test: making
    those was a third of a scenario test's CPU (most tests never write to their home)."""
    home = homes / f"home-{next(HOME_NUMBERS)}"
    monkeypatch.setenv("WAKKERDAM_HOME", str(home))
    monkeypatch.setenv("WAKKERDAM_BALANCE_GAMES", str(TEST_BALANCE_GAMES))
    # The meter plays in the test's own process: pytest-xdist already keeps every core busy,
    # and a pool per test worker only adds processes to start (and CPU the table cannot see).
    # tests/engine/test_balance_stderr.py starts the pool itself (workers=2).
    monkeypatch.setenv("WAKKERDAM_BALANCE_WORKERS", "1")
    yield home


# --- CPU seconds per test -----------------------------------------------------------------
# On a shared machine the wall-clock `--durations` table mostly measures the other jobs; the
# CPU time of the process running a test (and of the child processes it waited for) does not.
# `--cpu-durations=N` lists the N tests that cost the most CPU (setup, call and teardown
# together) and the total. Each phase's CPU time travels on its report, so the table also adds
# up the tests run by pytest-xdist's workers.
CPU_SECONDS: dict[str, float] = {}
PHASE_START = pytest.StashKey[float]()


def cpu_now() -> float:
    """CPU seconds used so far by this process and by its children that have ended (a CLI run
    or a real app started by a test costs more in its child than in the test)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--cpu-durations", type=int, default=0, metavar="N",
                     help="show the N tests that used the most CPU time")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report: pytest.TestReport = yield
    seconds = cpu_now() - item.stash.get(PHASE_START, cpu_now())
    # A new list: the report shares the item's, which every phase's report would add to.
    report.user_properties = [*report.user_properties, ("cpu_seconds", seconds)]
    item.stash[PHASE_START] = cpu_now()
    return report


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.stash[PHASE_START] = cpu_now()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    CPU_SECONDS[report.nodeid] = CPU_SECONDS.get(report.nodeid, 0.0) + sum(
        value for name, value in report.user_properties
        if name == "cpu_seconds" and isinstance(value, float))


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    count = config.getoption("--cpu-durations")
    if not count or not CPU_SECONDS:
        return
    terminalreporter.section(f"most CPU time, {count} tests")
    for nodeid, seconds in sorted(CPU_SECONDS.items(), key=lambda kv: -kv[1])[:count]:
        terminalreporter.write_line(f"{seconds:7.2f}s cpu  {nodeid}")
    terminalreporter.write_line(f"{sum(CPU_SECONDS.values()):7.2f}s cpu  all {len(CPU_SECONDS)}"
                                " tests (the collection and imports not counted)")
