"""Where the bots' time goes: CPU time per prompt key, the engine's own time left out.

Run by hand (not collected by pytest)::

    python tests/benchmarks/bot_share.py [--games 1000] [--mix "..."]

Plays the games of tests/benchmarks/sim_bench.py and times each `Bots.answer` minus the
`Game.answer` calls inside it (the engine's part), per (prompt kind, key). The timers add a
little to every answer, so read the shares, not the absolute microseconds; for exact numbers
use tests/benchmarks/sim_instructions.py.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from narration.bots import MAX_ROUNDS, Bots
from narration.engine import Game
from setups.deal import deal_setup
from setups.mixes import parse_mix


def main() -> int:
    from tests.benchmarks.sim_bench import DEFAULT_MIX

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--mix", default=DEFAULT_MIX)
    args = parser.parse_args()
    mix = parse_mix(args.mix)
    names = tuple(f"P{i + 1}" for i in range(12))
    clock = time.process_time
    spent: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0.0])
    for seed in range(args.games):
        game = Game(deal_setup(names, mix, seed), validated=True)
        bots = Bots(game, seed)
        engine_answer, engine = game.answer, [0.0]

        def timed(value: object, engine_answer: Any = engine_answer,
                  engine: list[float] = engine) -> None:
            start = clock()
            try:
                engine_answer(value)
            finally:
                engine[0] += clock() - start

        game.answer = timed  # type: ignore[method-assign,assignment]
        while game.prompt is not None and game.state.round <= MAX_ROUNDS:
            prompt, engine[0] = game.prompt, 0.0
            start = clock()
            bots.answer(prompt)
            row = spent[(prompt.kind, prompt.key or prompt.step)]
            row[0] += 1
            row[1] += clock() - start - engine[0]
    total = sum(seconds for _, seconds in spent.values()) or 1.0
    for (kind, key), (count, seconds) in sorted(spent.items(), key=lambda kv: -kv[1][1]):
        print(f"{kind:8} {key:28} {count / args.games:5.2f} a game  "
              f"{seconds / count * 1e6:7.1f} us each  {seconds / total:6.1%}")
    print(f"bots: {total / args.games * 1e6:.0f} us a game")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
