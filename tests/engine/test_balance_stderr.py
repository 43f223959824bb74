"""The meter's worker processes start under the TUI too. Textual replaces sys.stderr by a print
capture whose fileno() is -1, and multiprocessing's resource tracker, which the pool needs,
failed to start there ("bad value(s) in fds_to_keep"): the real app's meter said the bots could
not play the mix. Run in a fresh process, so no tracker is running yet."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = textwrap.dedent("""
    import sys
    from collections import Counter

    class PrintCapture:  # what textual.app puts in sys.stderr while the app runs
        def write(self, text): return len(text)
        def flush(self): pass
        def fileno(self): return -1

    sys.stderr = PrintCapture()
    from narration.balance import PARALLEL_MIN, simulate
    result = simulate(8, Counter({"weerwolf": 2, "ziener": 1, "burger": 5}), PARALLEL_MIN,
                      seed=3, workers=2)
    print(result.games)
""")


def test_the_meters_workers_start_when_stderr_is_textuals_capture() -> None:
    done = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["200"]
