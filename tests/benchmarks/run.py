"""Every budget of DESIGN.md, measured in one run (by hand; pytest does not collect this).

    .venv/bin/python tests/benchmarks/run.py [--json] [--quick]

- startup_ratio: time from starting the process to the first screen drawn in a pseudo-terminal,
  `wakkerdam` over a bare Textual app that shows one Static (same interpreter, same terminal
  size, same way of detecting the screen; median of several starts, alternating).
- step_ms_p50: engine + journal time (Session.submit: check, apply, append and fsync) from an
  answer to the next prompt, in a 47-player game; median over every answer of ten rounds.
- voice_first_audio_ms_cached / _uncached: speak() to the player process running, median
  (tests/benchmarks/voice_bench.py, with its fake `aplay`).
- resume_ms_47x30: Session.resume of a journal of a 47-player game of 30 whole rounds.
- sim_games_per_s_12: complete headless 12-player games a second on one core, with
  narration.bots.play_headless (issue 8); null, with the reason, while that is not there.
- rss_mb_47: peak resident memory (VmHWM) of the real app, run headless, after thirty rounds of a
  47-player game entered through the game screen.

`--json` prints exactly these keys; a metric that cannot be measured here is null and the
reason goes to stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import json
import os
import pty
import re
import select
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(ROOT), str(HERE)]

from long_game import answer_for, play_rounds, setup_47  # type: ignore[import-not-found]  # noqa: E402

KEYS = ("startup_ratio", "step_ms_p50", "voice_first_audio_ms_cached",
        "voice_first_audio_ms_uncached", "resume_ms_47x30", "sim_games_per_s_12", "rss_mb_47")
BUDGETS: dict[str, tuple[str, float]] = {
    "startup_ratio": ("<", 1.3),
    "step_ms_p50": ("<", 16.0),
    "voice_first_audio_ms_cached": ("<", 50.0),
    "voice_first_audio_ms_uncached": ("<", 150.0),
    "resume_ms_47x30": ("<", 200.0),
    "sim_games_per_s_12": (">=", 1000.0),
    "rss_mb_47": ("<", 120.0),
}

Result = tuple[float | None, str]  # (value, note: how it was measured, or why it is missing)


# --- start to first screen -----------------------------------------------------------------

BARE_APP = textwrap.dedent(
    """
    from textual.app import App
    from textual.widgets import Static

    class Bare(App[None]):
        def compose(self):
            yield Static("bare-first-screen")

    Bare().run()
    """
)
ANSI = re.compile(rb"\x1b(\[[0-9;?<=>$]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|.)")


def first_screen_seconds(argv: list[str], marker: bytes, env: dict[str, str],
                         timeout: float = 60.0) -> float:
    """Seconds from starting `argv` in an 80x24 pseudo-terminal until `marker` is drawn."""
    master, slave = pty.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT,
                             start_new_session=True, close_fds=True)
    os.close(slave)
    seen = b""
    try:
        while True:
            if time.perf_counter() - start > timeout:
                raise TimeoutError(f"{argv}: no first screen within {timeout:.0f} s")
            ready, _, _ = select.select([master], [], [], 0.5)
            if not ready:
                continue
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the child closed the terminal
                raise RuntimeError(
                    f"{argv} exited before its first screen: {seen[-300:]!r}") from None
            seen += chunk
            if marker in ANSI.sub(b"", seen):
                return time.perf_counter() - start
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
        os.close(master)


def measure_startup(repeats: int) -> Result:
    wakkerdam = [sys.executable, "-m", "tui.cli"]
    bare = [sys.executable, "-c", BARE_APP]
    times: dict[str, list[float]] = {"wakkerdam": [], "bare": []}
    with tempfile.TemporaryDirectory() as home:
        # Bytecode is cached (in a private folder) for both apps, as it is for a user after
        # the first start: PYTHONDONTWRITEBYTECODE would compile only our modules anew each run.
        env = {**os.environ, "WAKKERDAM_HOME": home, "TERM": "xterm-256color",
               "PYTHONPYCACHEPREFIX": str(Path(home) / "pycache")}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for argv, marker in ((wakkerdam, b"Nieuw spel"), (bare, b"bare-first-screen")):
            first_screen_seconds(argv, marker, env)  # warm the file cache and bytecode
        for _ in range(repeats):
            times["wakkerdam"].append(first_screen_seconds(wakkerdam, b"Nieuw spel", env))
            times["bare"].append(first_screen_seconds(bare, b"bare-first-screen", env))
    ours, theirs = statistics.median(times["wakkerdam"]), statistics.median(times["bare"])
    return ours / theirs, (f"median of {repeats}: wakkerdam {ours * 1000:.0f} ms, bare Textual "
                           f"app {theirs * 1000:.0f} ms")


# --- answer to next prompt -----------------------------------------------------------------

def measure_step(rounds: int) -> Result:
    import random

    from narration.session import Session

    with tempfile.TemporaryDirectory() as folder:
        session = Session.new(setup_47(), Path(folder) / "spel.jsonl")
        game, rnd = session.game, random.Random(1)
        times: list[float] = []
        while game.prompt is not None and game.prompt.round <= rounds:
            value = answer_for(game.prompt, game.state, rnd)
            start = time.perf_counter()
            session.submit(value)
            times.append(time.perf_counter() - start)
        assert session.disk_problem is None, session.disk_problem
    ordered = sorted(times)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return statistics.median(times) * 1000, (
        f"{len(times)} answers: p90 {p90 * 1000:.2f} ms, max {ordered[-1] * 1000:.2f} ms")


# --- voice ---------------------------------------------------------------------------------

def measure_voice(lines: int) -> tuple[Result, Result]:
    import voice_bench  # type: ignore[import-not-found]

    try:
        with voice_bench.fake_player() as (_, aplay, stamps):
            raw = voice_bench.run_wakkerdam(voice_bench.bench_lines(lines), aplay, stamps)
    except (SystemExit, TimeoutError, OSError) as e:
        reason = f"voice not measurable here: {e}"
        return (None, reason), (None, reason)
    cached = raw["wakkerdam cached"]
    uncached = raw["wakkerdam uncached (pyttsx3 worker)"]
    return ((statistics.median(cached) * 1000, f"median of {len(cached)} lines"),
            (statistics.median(uncached) * 1000, f"median of {len(uncached)} lines, pyttsx3 "
                                                 "worker"))


# --- resume --------------------------------------------------------------------------------

def build_journal(path: Path, rounds: int = 30) -> int:
    from narration.journal import Journal

    game = play_rounds(setup_47(), rounds)
    journal = Journal.create(game.setup, path)
    for value in game.answers:
        journal.answer(value)
    return len(game.answers)


def measure_resume(repeats: int) -> Result:
    from narration.session import Session

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "spel.jsonl"
        answers = build_journal(path)
        size = path.stat().st_size
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            session = Session.resume(path)
            times.append(time.perf_counter() - start)
            assert session.game.state.round == 31 and not session.warnings
    return statistics.median(times) * 1000, (
        f"median of {repeats}: {answers} answers, {size // 1024} KiB journal")


# --- headless simulation -------------------------------------------------------------------

def setup_12(seed: int) -> Any:
    from setups.deal import deal
    from setups.game_setup import GameSetup
    from setups.mixes import base_mix

    cards, _ = deal(12, base_mix(12), seed)
    return GameSetup(tuple(f"Speler {n}" for n in range(1, 13)), cards, seed)


def measure_sim(seconds: float) -> Result:
    try:
        from narration.bots import play_headless  # issue 8; imported late on purpose
    except ImportError as e:
        return None, f"narration.bots.play_headless is not in this tree yet ({e})"
    with contextlib.suppress(AttributeError, OSError):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    setups = [setup_12(seed) for seed in range(64)]
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_headless(setups[games % len(setups)], games)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, f"{games} games in {elapsed:.1f} s, base mix, one core"


# --- memory --------------------------------------------------------------------------------

RSS_CHILD = textwrap.dedent(
    """
    import asyncio, json, random, sys
    sys.path[:0] = sys.argv[1:3]
    from long_game import answer_for, setup_47
    from tui.app import create_app
    from tui.speech import SilentSpeaker

    ROUNDS = int(sys.argv[3])

    def status():
        fields = dict(line.split(":", 1) for line in open("/proc/self/status"))
        return {k: int(fields[k].split()[0]) / 1024 for k in ("VmRSS", "VmHWM")}

    async def main():
        app = create_app(speaker_factory=lambda lang: SilentSpeaker())
        async with app.run_test(size=(120, 40)) as pilot:
            app.start_game(setup_47())
            await pilot.pause()
            screen = app.screen
            game, rnd, answers = screen.session.game, random.Random(1), 0
            while game.prompt is not None and game.prompt.round <= ROUNDS:
                screen.submit(answer_for(game.prompt, game.state, rnd))  # as Enter does
                await pilot.pause()
                answers += 1
            result = {**status(), "answers": answers}
        print(json.dumps(result))

    asyncio.run(main())
    """
)


def measure_rss(rounds: int) -> Result:
    if not Path("/proc/self/status").exists():
        return None, "needs /proc (Linux)"
    with tempfile.TemporaryDirectory() as home:
        done = subprocess.run(
            [sys.executable, "-c", RSS_CHILD, str(ROOT), str(HERE), str(rounds)],
            cwd=ROOT, capture_output=True, text=True, timeout=600,
            env={**os.environ, "WAKKERDAM_HOME": home},
        )
    if done.returncode:
        return None, f"the app did not run: {done.stderr.strip()[-300:]}"
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return data["VmHWM"], (f"peak (VmHWM) after {data['answers']} answers through the game "
                           f"screen; VmRSS then {data['VmRSS']:.0f} MB; voice silent "
                           "(its worker is a separate process)")


# --- the run -------------------------------------------------------------------------------

def run_all(quick: bool) -> dict[str, Result]:
    steps: list[tuple[tuple[str, ...], Callable[[], Any]]] = [
        (("step_ms_p50",), lambda: measure_step(10)),
        (("resume_ms_47x30",), lambda: measure_resume(3 if quick else 11)),
        (("sim_games_per_s_12",), lambda: measure_sim(1.0 if quick else 5.0)),
        (("rss_mb_47",), lambda: measure_rss(3 if quick else 30)),
        (("startup_ratio",), lambda: measure_startup(3 if quick else 9)),
        (("voice_first_audio_ms_cached", "voice_first_audio_ms_uncached"),
         lambda: measure_voice(5 if quick else 20)),
    ]
    results: dict[str, Result] = {}
    for keys, measure in steps:
        print(f"measuring {', '.join(keys)} ...", file=sys.stderr, flush=True)
        try:
            got = measure()
        except Exception as e:  # one broken measurement must not hide the others
            got = tuple((None, f"failed: {type(e).__name__}: {e}") for _ in keys)
            got = got[0] if len(keys) == 1 else got
        for key, result in zip(keys, got if len(keys) > 1 else (got,), strict=True):
            results[key] = result
    return results


def verdict(key: str, value: float | None) -> str:
    if value is None:
        return "n/a"
    op, budget = BUDGETS[key]
    ok = value < budget if op == "<" else value >= budget
    return "ok" if ok else "OVER"


@contextlib.contextmanager
def quiet_home() -> Iterator[None]:
    """Nothing the benchmarks write lands in the user's own data folder."""
    with tempfile.TemporaryDirectory() as home:
        old = os.environ.get("WAKKERDAM_HOME")
        os.environ["WAKKERDAM_HOME"] = home
        try:
            yield
        finally:
            if old is None:
                os.environ.pop("WAKKERDAM_HOME", None)
            else:
                os.environ["WAKKERDAM_HOME"] = old


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print exactly the metric keys")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    args = parser.parse_args(argv)
    with quiet_home():
        results = run_all(args.quick)
    if args.json:
        for key in KEYS:
            if results[key][0] is None:
                print(f"{key}: null: {results[key][1]}", file=sys.stderr)
        values = {key: results[key][0] for key in KEYS}
        print(json.dumps({key: None if value is None else round(value, 3)
                          for key, value in values.items()}))
        return 0
    print(f"{'metric':<31} {'value':>9} {'budget':>9} {'':>4}  how")
    for key in KEYS:
        value, note = results[key]
        op, budget = BUDGETS[key]
        shown = "null" if value is None else f"{value:.2f}"
        print(f"{key:<31} {shown:>9} {op + format(budget, 'g'):>9} {verdict(key, value):>4}  "
              f"{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
