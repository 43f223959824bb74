"""Where the engine's part of a bot game goes, by the answer that sets it off.

Run by hand (not collected by pytest)::

    python tests/benchmarks/engine_steps.py [--games 600] [--mix "..."] [--repeat 3]

The bots play `--games` 12-player games of the mix (tests/benchmarks/sim_bench.py's default)
and their answers are kept; each game is then replayed without bots, `--repeat` times, and
every answer is timed from the moment it is applied until the engine stands at the next prompt
(the lines, deaths, win checks and the next step's call it sets off). Prints, per step, how
often it is answered in a game, the CPU microseconds of one answer and its share of the whole.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from narration.bots import Bots
from narration.engine import Game
from setups.deal import deal_setup
from setups.game_setup import GameSetup
from setups.mixes import parse_mix
from tests.benchmarks.sim_bench import DEFAULT_MIX


def recorded_games(mix: str, games: int) -> list[tuple[GameSetup, list[object]]]:
    names = tuple(f"P{i + 1}" for i in range(12))
    played = []
    for seed in range(games):
        setup = deal_setup(names, parse_mix(mix), seed)
        game = Game(setup, validated=True)
        bots = Bots(game, seed)
        while game.prompt is not None:
            bots.answer(game.prompt)
        played.append((setup, game.answers))
    return played


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--mix", default=DEFAULT_MIX)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    played = recorded_games(args.mix, args.games)
    seconds: defaultdict[str, float] = defaultdict(float)
    answered: defaultdict[str, int] = defaultdict(int)
    clock = time.process_time
    for _ in range(args.repeat):
        for setup, answers in played:
            game = Game(setup, validated=True)
            for value in answers:
                assert game.prompt is not None
                step = game.prompt.step
                start = clock()
                game._apply(value, False)  # as a resumed journal applies it: checked before
                seconds[step] += clock() - start
                answered[step] += 1
    total = sum(seconds.values())
    runs = args.games * args.repeat
    print(f"{'step':28} {'a game':>7} {'µs each':>8} {'share':>6}")
    for step in sorted(seconds, key=seconds.__getitem__, reverse=True):
        print(f"{step:28} {answered[step] / runs:7.2f} "
              f"{seconds[step] / answered[step] * 1e6:8.1f} {seconds[step] / total:6.1%}")
    print(f"the engine's answers: {total / runs * 1e3:.3f} ms of CPU a game")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
