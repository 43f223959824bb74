"""The balance meter's speed: wall-clock seconds to ±2% at 95% (2,400 games) for 12 players.

Run by hand (not collected by pytest)::

    python tests/benchmarks/meter_bench.py [--games 2400] [--mix "..."] [--repeat 3] [--json]

Plays the rulebook's 12-player base mix (3 weerwolven, ziener, 8 burgers) as the meter and
`wakkerdam balance` do (narration/balance.py `simulate_steps`, chunks of CHUNK games), for
every worker count from 1 to the CPUs this process may use (1: in this process, no pool), and
reports per worker count:

- `pool_start`: `start_pool()` in a process that has none yet (the forkserver starts, preloads
  the engine and forks the workers, which answer once);
- `cold`: a fresh process (the engine imported, as the app has it by the cards step) that
  plays the mix with no pool started: the pool's start is in the time;
- `warm`: the pool up and idle, none of the mix's games played yet (a new mix in the app;
  for 1 worker: this process, warmed by 50 games first);
- `again`: the same mix once more on the same pool (the narrator went back to it; one
  process keeps no games);

each as the seconds to the first running result, to ±2% at 95% on every camp (the Wilson half
width of the games so far, as the meter shows it) and to the last game, with the CPU a game
cost (this process and, on Linux, the pool's workers: against one process's CPU a game, what
both cores running costs the host, since the games are the same). It checks that every
run gives the same wins (game i is seeded by i alone) and repeats the whole `--repeat` times,
reporting each figure's spread (min, median, max). The issue's aim: about one second on a
2-core machine; the load of other processes on a shared machine counts against the wall clock,
so it is reported with the load average and the CPU seconds a game costs in one process,
never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from narration import balance
from narration.balance import (
    CHUNK,
    default_workers,
    forget_runs,
    shutdown_pool,
    simulate_steps,
    start_pool,
)
from setups.mixes import parse_mix

BASE_MIX = "weerwolf=3,ziener,burger=8"
TARGET = 0.02  # ±2% at 95%

Timings = dict[str, object]


def worker_cpu() -> float | None:
    """CPU seconds the pool's worker processes have used so far (Linux; None elsewhere or
    without a pool)."""
    pool = balance._POOL
    if pool is None:
        return None
    total = 0.0
    try:
        for pid in list(pool._processes or {}):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None
    return total


def timed_run(mix: str, games: int, workers: int) -> Timings:
    """Seconds to the first running result, to ±2% on every camp and to the last game, and
    the CPU seconds of this process and of the workers."""
    workers_before = worker_cpu()
    start = time.perf_counter()
    cpu = time.process_time()
    first = target = -1.0
    result = None
    for result in simulate_steps(12, parse_mix(mix), games, seed=1, batch=CHUNK,
                                 workers=workers):
        now = time.perf_counter() - start
        if first < 0:
            first = now
        if target < 0 and all(result.half_width(c) <= TARGET for c in result.camps):
            target = now
    assert result is not None
    timings: Timings = {"first": first, "target": target if target >= 0 else None,
                        "all": time.perf_counter() - start,
                        "cpu_here": time.process_time() - cpu,
                        "wins": dict(result.wins), "capped": result.capped}
    workers_after = worker_cpu()
    if workers > 1 and workers_before is not None and workers_after is not None:
        timings["cpu_workers"] = workers_after - workers_before
    return timings


def cold(mix: str, games: int, workers: int) -> Timings:
    """`timed_run` in a fresh process with no pool (the engine already imported)."""
    done = subprocess.run([sys.executable, __file__, "--cold-child", str(workers),
                           "--games", str(games), "--mix", mix],
                          capture_output=True, text=True, check=True)
    timings: Timings = json.loads(done.stdout.strip().splitlines()[-1])
    return timings


def one_round(mix: str, games: int, counts: list[int]) -> dict[int, dict[str, Timings]]:
    rounds: dict[int, dict[str, Timings]] = {}
    for workers in counts:
        row: dict[str, Timings] = {"cold": cold(mix, games, workers)}
        if workers > 1:
            shutdown_pool()
            started = time.perf_counter()
            start_pool(workers)
            row["pool_start"] = {"all": time.perf_counter() - started}
            forget_runs()
        row["warm"] = timed_run(mix, games, workers)
        if workers > 1:  # (one process keeps no games: it would play them all again)
            row["again"] = timed_run(mix, games, workers)
        rounds[workers] = row
    shutdown_pool()
    return rounds


def spread(values: list[float]) -> str:
    return (f"{min(values):.2f} / {statistics.median(values):.2f} / {max(values):.2f}"
            if len(values) > 1 else f"{values[0]:.2f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2400)
    parser.add_argument("--mix", default=BASE_MIX)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--workers", type=int, nargs="*",
                        help="worker counts to measure (default 1 to every CPU)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cold-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.cold_child:
        print(json.dumps(timed_run(args.mix, args.games, args.cold_child)))
        shutdown_pool()
        return 0
    counts = args.workers or list(range(1, default_workers() + 1))
    timed_run(args.mix, 50, 1)  # this process's lazily read tables, as the app has them
    load_before = os.getloadavg()[0]
    rounds = [one_round(args.mix, args.games, counts) for _ in range(args.repeat)]
    load_after = os.getloadavg()[0]
    wins = {json.dumps([r["wins"], r["capped"]], sort_keys=True)
            for one in rounds for row in one.values() for k, r in row.items() if "wins" in r}
    same = len(wins) == 1
    one_cpu = [float(str(one[1]["warm"]["cpu_here"])) for one in rounds if 1 in one]
    report: dict[str, object] = {
        "players": 12, "mix": args.mix, "games": args.games, "chunk": CHUNK,
        "repeat": args.repeat, "same_result": same, "load_average": [load_before, load_after],
        "cpu_ms_per_game_one_process": (round(1000 * min(one_cpu) / args.games, 3)
                                        if one_cpu else None),
        "runs": {str(w): {kind: [{k: v for k, v in one[w][kind].items() if k != "wins"}
                                 for one in rounds] for kind in rounds[0][w]}
                 for w in counts},
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0 if same else 1
    print(f"{args.games} games of {args.mix}, chunks of {CHUNK}, {args.repeat} rounds "
          f"(min / median / max seconds); load average {load_before:.1f} -> {load_after:.1f}")
    if one_cpu:
        print(f"one game: {report['cpu_ms_per_game_one_process']} ms of CPU in one process")
    for workers in counts:
        kinds = rounds[0][workers]
        for kind in ("pool_start", "cold", "warm", "again"):
            if kind not in kinds:
                continue
            runs = [one[workers][kind] for one in rounds]
            if kind == "pool_start":
                seconds = spread([float(str(r["all"])) for r in runs])
                print(f"  {workers} worker(s) pool start   {seconds}")
                continue
            parts = [f"{label} {spread([float(str(r[field])) for r in runs])}"
                     if all(r[field] is not None for r in runs) else f"{label} not reached"
                     for label, field in (("first", "first"), ("±2%", "target"),
                                          ("all", "all"))]
            cpu = [float(str(r["cpu_here"])) + float(str(r.get("cpu_workers", 0.0)))
                   for r in runs]
            if kind != "again" and (workers == 1 or all("cpu_workers" in r for r in runs)):
                parts.append(f"CPU {spread([1000 * c / args.games for c in cpu])} ms a game"
                             f" (here {spread([float(str(r['cpu_here'])) for r in runs])} s)")
            print(f"  {workers} worker(s) {kind:<6} " + " · ".join(parts))
    print(f"same result for every run and worker count: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
