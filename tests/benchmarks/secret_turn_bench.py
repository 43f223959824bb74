"""What a secret turn costs as a game grows (by hand; pytest does not collect this).

    .venv/bin/python tests/benchmarks/secret_turn_bench.py [--players 47] [--rounds 20]

Pass-the-laptop nights look ahead by replaying the game from its answers up to nightfall
(narration/secret_night.py `engine_prompt`: the engine's flows are generators, which cannot be
copied, so a replay is the only way to ask a step the engine has not reached). That cost grows
with the game. This plays a long game (tests/benchmarks/long_game.py: the village survives for
many rounds) with every night taken as secret turns, and prints for each measured night the
CPU time of a turn (every task asked, answered and the hand-over): the mean over the
night's turns and the slowest (a turn that looks ahead: the wolves, the heks, the ziener).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parents[1]), str(HERE)]

from long_game import answer_for, setup_47  # type: ignore[import-not-found]  # noqa: E402

from narration.modes import DOORGEVEN  # noqa: E402
from narration.secret_night import SecretNights  # noqa: E402
from narration.session import Session  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--every", type=int, default=5, help="measure every N-th night")
    args = parser.parse_args()
    rnd = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        session = Session.new(setup_47(), Path(tmp) / "spel.jsonl", mode=DOORGEVEN)
        game = session.game
        print("night  players  mean_turn_ms  max_turn_ms  (CPU, 47 players, secret turns)")
        while game.prompt is not None and game.state.round <= args.rounds:
            if game.prompt.phase != "night":
                session.submit(answer_for(game.prompt, game.state, rnd))
                continue
            nights = SecretNights(session)
            night = game.state.round
            spent: list[float] = []
            while (player := nights.next_player()) is not None:
                started = time.process_time()
                while (task := nights.task(player)) is not None:
                    nights.answer(player, task, answer_for(task.prompt, nights.state, rnd))
                nights.finish(player)
                spent.append(time.process_time() - started)
            if night == 1 or night % args.every == 0:
                mean = 1000 * sum(spent) / max(1, len(spent))
                print(f"{night:5}  {len(spent):7}  {mean:12.1f}  {1000 * max(spent):11.1f}")
            while game.prompt is not None and game.prompt.phase == "night":
                session.submit(answer_for(game.prompt, game.state, rnd))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
