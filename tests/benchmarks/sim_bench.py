"""Balance simulation speed: complete 12-player bot games per second on one core.

Run by hand (not collected by pytest)::

    python tests/benchmarks/sim_bench.py [--games 2000] [--mix "..."] [--json]

Each game is dealt from its own seed and played by the bots (narration/bots.py) from the first
night to the win, exactly as the balance meter and `wakkerdam balance` play it. Pinned to one
CPU when the platform allows (os.sched_setaffinity). The rate is per CPU second of this process
(time.process_time), so other work on a shared machine does not count against it; the
wall-clock rate is shown beside it. The best of three runs is reported.

Budget (../../../shared/DESIGN.md): at least 1,000 complete 12-player games a second.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from narration.bots import play_bot_game
from setups.deal import deal_setup
from setups.mixes import parse_mix

BUDGET = 1000.0
DEFAULT_MIX = "weerwolf=3,ziener,heks,jager,cupido,onschuldig_meisje,burger=4"


def run(mix: Counter[str], games: int, first_seed: int
        ) -> tuple[float, float, Counter[str], int]:
    """(CPU seconds, wall seconds, wins, answers) of `games` games."""
    names = tuple(f"P{i + 1}" for i in range(12))
    wins: Counter[str] = Counter()
    answers = 0
    start, cpu_start = time.perf_counter(), time.process_time()
    for seed in range(first_seed, first_seed + games):
        result = play_bot_game(deal_setup(names, mix, seed), seed, validated=True)
        wins[result.winner] += 1
        answers += result.answers
    return time.process_time() - cpu_start, time.perf_counter() - start, wins, answers


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--mix", default=DEFAULT_MIX)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with contextlib.suppress(AttributeError, OSError):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    mix = parse_mix(args.mix)
    run(mix, 50, 10**6)  # warm up caches (catalogue, lines, call order)
    best = None
    for attempt in range(3):
        cpu, wall, wins, answers = run(mix, args.games, attempt * args.games)
        rate = args.games / cpu
        if best is None or rate > best[0]:
            best = (rate, args.games / wall, wins, answers)
    assert best is not None
    rate, wall_rate, wins, answers = best
    report = {
        "games": args.games,
        "players": 12,
        "mix": args.mix,
        "games_per_second": round(rate, 1),
        "games_per_wall_second": round(wall_rate, 1),
        "answers_per_game": round(answers / args.games, 1),
        "budget": BUDGET,
        "within_budget": rate >= BUDGET,
        "wins": {k: round(v / args.games, 3) for k, v in sorted(wins.items())},
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        verdict = "within" if rate >= BUDGET else "OVER"
        print(f"{rate:,.0f} complete 12-player games per CPU second on one core "
              f"({answers / args.games:.1f} answers a game; budget {BUDGET:,.0f}: {verdict}); "
              f"{wall_rate:,.0f} per wall-clock second on this machine now")
        print("wins: " + ", ".join(f"{k} {v:.1%}" for k, v in report["wins"].items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
