"""The meter's worker processes give the same numbers as one process, keep a run's chunks for
the same mix asked again, drop the chunks not yet started when a run stops (the mix changed),
and load the engine, not the app's screens."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from narration import balance
from narration.balance import PARALLEL_MIN, simulate_steps

ROOT = Path(__file__).resolve().parents[2]
MIX = Counter(weerwolf=2, ziener=1, burger=5)
GAMES = PARALLEL_MIN  # the smallest run that the pool plays


@pytest.fixture
def pool() -> Iterator[None]:
    balance.start_pool(2)
    yield
    balance.shutdown_pool()


def running(workers: int, batch: int = 25) -> list[tuple[int, dict[str, int], int]]:
    return [(r.games, dict(r.wins), r.capped)
            for r in simulate_steps(8, MIX, GAMES, seed=5, batch=batch, workers=workers)]


def test_the_pool_gives_the_running_results_of_one_process(pool: None) -> None:
    alone = running(1)
    assert running(2) == alone
    assert [games for games, _, _ in alone] == list(range(25, GAMES + 1, 25))
    # The same run again takes the chunks the pool kept: no game is played twice.
    kept = {bounds: future for chunks in balance._RUNS.values()
            for bounds, future in chunks.items()}
    assert len(kept) == GAMES // 25 and all(f.done() for f in kept.values())
    assert running(2) == alone
    after = {bounds: future for chunks in balance._RUNS.values()
             for bounds, future in chunks.items()}
    assert all(after[bounds] is future for bounds, future in kept.items())


def test_a_run_stopped_early_drops_its_chunks_not_yet_started(pool: None) -> None:
    steps = simulate_steps(8, MIX, GAMES, seed=6, batch=1, workers=2)  # 200 chunks of 1 game
    first = next(steps)
    assert first.games == 1
    steps.close()  # the narrator changed the mix
    [chunks] = balance._RUNS.values()
    # Only the chunks done or under way stay (a few per worker), none waits to be played.
    assert 1 <= len(chunks) < GAMES // 2
    assert not any(f.cancelled() for f in chunks.values())
    # Back to that mix: the kept chunks are used, the rest is played, the numbers are the same.
    again = [(r.games, dict(r.wins)) for r in simulate_steps(8, MIX, GAMES, seed=6, batch=1,
                                                              workers=2)]
    alone = [(r.games, dict(r.wins)) for r in simulate_steps(8, MIX, GAMES, seed=6, batch=1,
                                                              workers=1)]
    assert again == alone


PROBE = textwrap.dedent("""
    import json, sys
    from tui.cli import main  # what the console script `wakkerdam` imports

    if __name__ == "__main__":
        import tui.app  # the app runs: textual and rich are loaded in this process
        from narration import balance
        from tests.engine.pool_probe import loaded_modules
        balance.start_pool(2)
        pool = balance._pool(2)
        found = [pool.submit(loaded_modules).result() for _ in range(4)]
        balance.shutdown_pool()
        print(json.dumps(found))
""")


def test_the_workers_load_the_engine_not_the_screens(tmp_path: Path) -> None:
    script = tmp_path / "wakkerdam_like.py"
    script.write_text(PROBE)
    done = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    for modules in json.loads(done.stdout.strip().splitlines()[-1]):
        assert "narration.engine" in modules and "narration.bots" in modules
        assert not [m for m in modules if m.split(".")[0] in ("textual", "rich")
                    or m.startswith(("tui.app", "tui.screens", "tui.widgets"))]
