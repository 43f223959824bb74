"""Child process for test_journal_crash: plays a scenario's answers one by one, writing the
journal under $WAKKERDAM_HOME, and prints "accepted N" only after the N-th append returned.

Usage: python journal_child.py SCENARIO free|step
  free: answer as fast as possible (the parent kills at a random moment);
  step: wait for a line on stdin before each next answer (the parent kills at a known point).
"""

from __future__ import annotations

import sys
from pathlib import Path

from narration.engine import Game
from narration.journal import Journal
from narration.replay import play
from narration.scenario import load


def main() -> None:
    scenario_path, mode = sys.argv[1], sys.argv[2]
    answers = play(load(Path(scenario_path))).answers
    game = Game(load(Path(scenario_path)).setup)
    journal = Journal.create(game.setup)
    print(f"journal {journal.path}", flush=True)
    for number, value in enumerate(answers, start=1):
        if mode == "step" and not sys.stdin.readline():
            return
        journal.answer(game.answer(value))
        print(f"accepted {number}", flush=True)
    print("done", flush=True)
    if mode == "step":
        sys.stdin.readline()


if __name__ == "__main__":
    main()
