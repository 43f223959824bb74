"""Child process for test_app_faults: the real Wakkerdam app (screens, session, journal) run
headless, playing a scenario's answers with the keys a narrator would press.

It prints "journal PATH" once the game screen is up, then "accepted N" each time the screen
has taken the N-th answer and shows the next step. In mode "midwrite" the journal's writes
go one byte at a time, "writing N" is printed as the N-th answer's line starts to reach the
disk, and the line STOP stops after the share CUT of its bytes: "stalled STOP" is printed and the
child waits there for the parent's kill, which so always lands in the middle of that line (a
kill timed by the parent's clock once came too early or too late on a loaded machine).

Usage: python app_child.py SCENARIO free|step|midwrite [STOP CUT]
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import narration.journal as journal_module  # noqa: E402
from narration.replay import play  # noqa: E402
from narration.scenario import load  # noqa: E402
from tests import settling  # noqa: E402
from tests.tui.game_driver import keys_for  # noqa: E402
from tui.app import create_app  # noqa: E402
from tui.speech import SilentSpeaker  # noqa: E402


class SlowDisk:
    """os as the journal sees it, writing one byte at a time and stalling in line `stop`."""

    def __init__(self, stop: int, cut: float) -> None:
        self.lines = 0
        self.stop = stop
        self.cut = cut

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def write(self, fd: int, data: bytes) -> int:
        self.lines += 1
        print(f"writing {self.lines}", flush=True)
        stall = max(1, min(len(data) - 1, round(self.cut * len(data))))
        for n in range(len(data)):
            if self.lines == self.stop and n == stall:
                print(f"stalled {self.lines}", flush=True)
                time.sleep(3600)  # the parent kills the child here, mid-line
            os.write(fd, data[n:n + 1])
        return len(data)


def key_answer(value: Any) -> Any:
    """The keys' form of a journaled answer (ballots are entered voter by voter)."""
    if isinstance(value, dict) and set(value) == {"ballots"}:
        return value["ballots"]
    if value is None:
        return None
    return value


settling.install()  # the pilot waits for the app to take each key, as in the tests


async def main() -> None:
    scenario_path, mode = Path(sys.argv[1]), sys.argv[2]
    scenario = load(scenario_path)
    answers = play(scenario).answers
    if mode == "midwrite":
        disk = SlowDisk(int(sys.argv[3]), float(sys.argv[4]))
        journal_module.os = disk  # type: ignore[assignment,attr-defined]
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    # 80x24, the smallest terminal the app lays out for: nothing here looks at the screen, and
    # drawing it is most of what this child costs (120x40: 6.0 CPU s a whole game, 80x24: 5.1).
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(scenario.setup)
        await pilot.pause()
        session = app.screen.session  # type: ignore[attr-defined]
        print(f"journal {session.path}", flush=True)
        for number, value in enumerate(answers, start=1):
            if mode == "step" and not sys.stdin.readline():
                return
            prompt = session.game.prompt
            for key in keys_for(prompt, key_answer(value)):
                await pilot.press(key)
            await pilot.pause()
            assert len(session.game.answers) == number, (number, prompt)
            print(f"accepted {number}", flush=True)
        print("done", flush=True)
        if mode == "step":
            sys.stdin.readline()


if __name__ == "__main__":
    asyncio.run(main())
