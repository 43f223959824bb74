"""Instructions a complete 12-player bot game costs, counted by valgrind's callgrind.

Run by hand (not collected by pytest; needs `valgrind`)::

    python tests/benchmarks/sim_instructions.py [--games 100] [--mix "..."]

Seconds on a shared machine vary with its load; instruction counts do not. This runs the
simulation of tests/benchmarks/sim_bench.py under callgrind twice, once with 10 games and once
with 10 + N, and reports the difference divided by N: the instructions of one game, without the
start-up (imports, catalogue, call order). One plain run of one game comes first, so
both counted runs find the bytecode cache written (a first run that compiles every module
costs more than N games and could make a short count negative).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PLAY = """
import sys
sys.path.insert(0, {root!r})
from narration.bots import play_bot_game
from setups.deal import deal_setup
from setups.mixes import parse_mix
mix = parse_mix({mix!r})
names = tuple(f"P{{i + 1}}" for i in range(12))
for seed in range({games}):
    play_bot_game(deal_setup(names, mix, seed), seed, validated=True)
"""


def instructions(games: int, mix: str) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        script = PLAY.format(root=str(ROOT), mix=mix, games=games)
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                               sys.executable, "-c", script],
                              capture_output=True, text=True, check=True)
        found = re.search(r"Collected : (\d+)", done.stderr)
        if found is None:
            raise SystemExit("callgrind printed no instruction count:\n" + done.stderr[-2000:])
        return int(found.group(1))


def main() -> int:
    from tests.benchmarks.sim_bench import DEFAULT_MIX

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--mix", default=DEFAULT_MIX)
    args = parser.parse_args()
    subprocess.run([sys.executable, "-c", PLAY.format(root=str(ROOT), mix=args.mix, games=1)],
                   check=True)  # writes the bytecode cache both counts then read
    base = instructions(10, args.mix)
    more = instructions(10 + args.games, args.mix)
    per_game = (more - base) / args.games
    print(f"{per_game / 1e6:.2f} M instructions per complete 12-player game "
          f"({args.games} games, mix {args.mix})")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
