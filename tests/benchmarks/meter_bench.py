"""The balance meter's speed: wall-clock seconds to ±2% at 95% (2,400 games) for 12 players.

Run by hand (not collected by pytest)::

    python tests/benchmarks/meter_bench.py [--games 2400] [--mix "..."] [--json]

Plays the rulebook's 12-player base mix (3 weerwolven, ziener, 8 burgers) as the meter and
`wakkerdam balance` do (narration/balance.py `simulate`), once in this process (1 worker) and
once on every CPU this process may use (a warm process pool: the meter keeps its pool between
mixes, so the pool's start is reported apart). It checks that both give the same result (game
i is seeded by i alone) and reports the wall-clock seconds, games per second, the speed-up and
the village's 95% half width. The issue's aim: about one second on a 2-core machine; the load
of other processes on a shared machine counts against the wall clock, so it is reported with
the load average, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from narration.balance import default_workers, shutdown_pool, simulate, start_pool
from setups.mixes import parse_mix

BASE_MIX = "weerwolf=3,ziener,burger=8"


def timed(mix: str, games: int, workers: int) -> tuple[float, dict[str, int], float]:
    start = time.perf_counter()
    result = simulate(12, parse_mix(mix), games, seed=1, workers=workers)
    return time.perf_counter() - start, dict(result.wins), result.half_width("dorp")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2400)
    parser.add_argument("--mix", default=BASE_MIX)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    workers = default_workers()
    timed(args.mix, 50, 1)  # warm up this process's caches
    start = time.perf_counter()
    start_pool(workers)  # as the set-up screens do: the forkserver's workers start warm
    pool_start = time.perf_counter() - start
    one, wins_one, half = timed(args.mix, args.games, 1)
    many, wins_many, _ = timed(args.mix, args.games, workers)
    shutdown_pool()
    report = {
        "players": 12, "mix": args.mix, "games": args.games, "workers": workers,
        "seconds_one_process": round(one, 2), "seconds_all_cores": round(many, 2),
        "games_per_second_all_cores": round(args.games / many, 1),
        "speed_up": round(one / many, 2), "pool_start_seconds": round(pool_start, 2),
        "village_half_width": round(half, 4), "same_result": wins_one == wins_many,
        "load_average": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"{args.games} games of {args.mix} (±{half:.1%} at 95%): {one:.2f} s in one "
              f"process, {many:.2f} s on {workers} workers (×{one / many:.2f}); pool start "
              f"{pool_start:.2f} s; same result: {wins_one == wins_many}; load average "
              f"{report['load_average']}")
    return 0 if wins_one == wins_many else 1


if __name__ == "__main__":
    raise SystemExit(main())
