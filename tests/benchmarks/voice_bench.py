"""Voice latency: from "speak this" to the first audio sample handed to the player.

Run by hand (not collected by pytest)::

    python tests/benchmarks/voice_bench.py [--lines 20] [--json]

Every scenario plays through the same fake ``aplay`` (a shell script that only writes the time
it was started), so "first audio sample" means: the player process has the WAV and is running.
No sound card is needed. Scenarios:

- wakkerdam, cached: the line was rendered before (prefetched or spoken earlier);
- wakkerdam, uncached: rendered on demand by the pyttsx3 worker process;
- wakkerdam, uncached, espeak-ng CLI: the fallback renderer;
- Piper (when a Piper voice is installed; English lines, ``piper:en_US-joe-medium``):
  uncached (rendered on demand by the Piper worker), the render time and real-time factor
  per line, and "ready before its step": tonight's lines are prefetched when the night starts
  and the steps then appear every ``--step-seconds`` (a quick narrator), so a line is ready if
  its first audio is as fast as a cached one;
- the sound process (pygame-ce on SDL's ``disk`` driver): speak to the mixer's hello for the
  line, cached (``wakkerdam mixer cached``);
- plain pyttsx3: ``engine.say(line); engine.runAndWait()`` in a separate process with a warm
  engine (pyttsx3 itself starts ``aplay`` on Linux); its first line, including ``init()``,
  is reported apart.

Budgets (../../../shared/DESIGN.md): cached under 50 ms, uncached under 150 ms.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from narration.voice import Voice, VoiceSettings  # noqa: E402

LINES_EN = [
    "The village falls asleep. The werewolves wake up.",
    "The werewolves choose a victim.",
    "The seer wakes up and points at a player.",
    "The witch wakes up. Will she use her healing potion?",
    "Cupid wakes up and chooses two lovers.",
    "The werewolves go back to sleep.",
    "The seer goes back to sleep.",
    "The witch goes back to sleep.",
    "The little girl may peek.",
    "The village wakes up.",
]

LINES = [
    "Het dorp slaapt. De weerwolven worden wakker.",
    "De weerwolven kiezen een slachtoffer.",
    "De ziener wordt wakker en wijst iemand aan.",
    "De heks wordt wakker. Wil ze haar levensdrankje gebruiken?",
    "Cupido wordt wakker en kiest twee geliefden.",
    "Het dorp wordt wakker.",
    "Vannacht is er iemand gestorven.",
    "Het dorp kiest een burgemeester.",
    "Het dorp stemt. Wie wordt er opgehangen?",
    "De jager mag nog iemand meenemen.",
    "De dief wordt wakker en mag van kaart wisselen.",
    "De kleine meid mag gluren.",
    "De weerwolven gaan weer slapen.",
    "De ziener gaat weer slapen.",
    "De heks gaat weer slapen.",
    "De burgemeester heeft twee stemmen.",
    "Het is gelijkspel; de burgemeester beslist.",
    "De geliefden worden wakker en herkennen elkaar.",
    "De dorpsoudste overleeft de eerste aanval.",
    "Het dorp heeft gewonnen!",
]

FAKE_APLAY = '#!/bin/sh\ndate +%s.%N >> "$VOICE_BENCH_STAMPS"\n'


@contextlib.contextmanager
def fake_player() -> Iterator[tuple[Path, Path, Path]]:
    """A scratch folder with the fake `aplay` on its own: (bin folder, aplay, stamps file)."""
    with tempfile.TemporaryDirectory() as scratch:
        bin_dir = Path(scratch) / "bin"
        bin_dir.mkdir()
        aplay = bin_dir / "aplay"
        aplay.write_text(FAKE_APLAY)
        aplay.chmod(0o755)
        stamps = Path(scratch) / "stamps"
        os.environ["VOICE_BENCH_STAMPS"] = str(stamps)
        yield bin_dir, aplay, stamps


def bench_lines(count: int = len(LINES)) -> list[str]:
    """`count` distinct lines (the table's lines, numbered once they run out)."""
    return [LINES[i % len(LINES)] + ("" if i < len(LINES) else f" ({i})") for i in range(count)]


def _wait_stamp(stamps: Path, timeout: float = 20.0) -> float:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = stamps.read_text() if stamps.exists() else ""
        if text.strip():
            return float(text.split()[0])
        time.sleep(0.0005)
    raise TimeoutError("the player was never started")


def _measure_voice(voice: Voice, lines: Sequence[str], stamps: Path) -> list[float]:
    latencies: list[float] = []
    for line in lines:
        stamps.write_text("")
        start = time.time()
        voice.speak(line)
        latencies.append(_wait_stamp(stamps) - start)
        voice.wait_until_done(timeout=20)
    return latencies


def run_wakkerdam(lines: Sequence[str], aplay: Path, stamps: Path) -> dict[str, list[float]]:
    results: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as home:
        os.environ["WAKKERDAM_HOME"] = home
        with Voice(VoiceSettings(), player_command=[str(aplay)]) as voice:
            status = voice.wait_ready(timeout=30)
            if status.engine != "pyttsx3":
                raise SystemExit(f"pyttsx3 is not available here: {status}")
            voice.speak("Opwarmen.")  # the first render warms the worker's engine
            voice.wait_until_done(timeout=20)
            results["wakkerdam uncached (pyttsx3 worker)"] = _measure_voice(voice, lines, stamps)
            results["wakkerdam cached"] = _measure_voice(voice, lines, stamps)
    with tempfile.TemporaryDirectory() as home:
        os.environ["WAKKERDAM_HOME"] = home
        with Voice(VoiceSettings(), engines=["espeak-ng"], player_command=[str(aplay)]) as voice:
            if voice.wait_ready(timeout=30).engine == "espeak-ng":
                key = "wakkerdam uncached (espeak-ng CLI)"
                results[key] = _measure_voice(voice, lines, stamps)
    return results


def run_piper(aplay: Path, stamps: Path, step_seconds: float) -> dict[str, list[float]]:
    """Piper: uncached first audio, render seconds and real-time factor, and a night where
    the lines were prefetched at nightfall."""
    from narration.voice import catalog
    from narration.voice.wavs import wav_stats

    results: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as home:
        os.environ["WAKKERDAM_HOME"] = home
        if catalog.best_voice("en", catalog.all_voices()) is None or not catalog.piper_available():
            return results
        settings = VoiceSettings(lang="en")
        with Voice(settings, player_command=[str(aplay)]) as voice:
            voice.wait_ready(timeout=30)
            voice.render("Warming up.", timeout=60)  # loads the model in the worker
            if not (voice.voice_id or "").startswith("piper:"):
                return results
            render_s, rtf = [], []
            for line in LINES_EN[:5]:
                began = time.perf_counter()
                path = voice.render(line + " (render)", timeout=60)
                took = time.perf_counter() - began
                if path is not None:
                    render_s.append(took)
                    rtf.append(took / max(0.01, wav_stats(path).seconds))
            results["piper render seconds per line"] = render_s
            results["piper real-time factor"] = rtf
            results["wakkerdam uncached (Piper worker)"] = _measure_voice(
                voice, [f"{line} (uncached)" for line in LINES_EN[5:]], stamps
            )
            night = [f"{line} (night)" for line in LINES_EN]
            voice.prefetch(night)  # what the game screen does when the night starts
            latencies = []
            for line in night:
                time.sleep(step_seconds)  # the narrator answers the step before
                latencies.extend(_measure_voice(voice, [line], stamps))
            results[f"Piper line at its step (prefetched, steps {step_seconds:g} s)"] = latencies
    return results


def run_mixer(lines: Sequence[str]) -> dict[str, list[float]]:
    """speak() to the sound process starting the line, on SDL's disk driver."""
    from narration.voice.mixer import MixerPlayer
    from narration.voice.player import Player

    results: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as home:
        os.environ["WAKKERDAM_HOME"] = home
        os.environ["SDL_AUDIODRIVER"] = "disk"
        os.environ["SDL_DISKAUDIOFILE"] = str(Path(home) / "out.raw")
        player = MixerPlayer(fallback=Player([sys.executable, "-c", "pass"]))
        with Voice(VoiceSettings(), player=player) as voice:
            if not player.start():
                return results
            voice.set_ambience("night")
            for line in lines:
                voice.render(line, timeout=30)
            latencies = []
            for line in lines:
                began = time.perf_counter()
                voice.speak(line)
                while not player.playing and time.perf_counter() - began < 5:
                    time.sleep(0.0002)
                latencies.append(time.perf_counter() - began)
                voice.stop()
            results["wakkerdam mixer cached (speak -> line sent to the mixer)"] = latencies
        del os.environ["SDL_AUDIODRIVER"]
    return results


PLAIN = textwrap.dedent(
    """
    import json, sys, time
    from pathlib import Path
    stamps = Path(sys.argv[1])
    lines = json.loads(sys.argv[2])

    def wait_stamp():
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            text = stamps.read_text() if stamps.exists() else ""
            if text.strip():
                return float(text.split()[0])
            time.sleep(0.0005)
        raise TimeoutError("aplay never started")

    results = {"first": [], "warm": [], "blocked": []}
    stamps.write_text("")
    start = time.time()
    import pyttsx3
    engine = pyttsx3.init()
    engine.setProperty("voice", "gmw/nl")
    engine.setProperty("rate", 160)
    engine.say("Opwarmen.")
    engine.runAndWait()
    results["first"].append(wait_stamp() - start)
    for line in lines:
        stamps.write_text("")
        start = time.time()
        engine.say(line)
        engine.runAndWait()
        results["blocked"].append(time.time() - start)
        results["warm"].append(wait_stamp() - start)
    sys.__stderr__.write(json.dumps(results) + "\\n")
    sys.__stderr__.flush()
    import os
    os._exit(0)
    """
)


def run_plain_pyttsx3(lines: Sequence[str], bin_dir: Path, stamps: Path) -> dict[str, list[float]]:
    env = dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    done = subprocess.run(
        [sys.executable, "-c", PLAIN, str(stamps), json.dumps(list(lines))],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,  # pyttsx3 prints here
        stderr=subprocess.PIPE,
        env=env,
        timeout=300,
        check=True,
    )
    data = json.loads(done.stderr.decode().strip().splitlines()[-1])
    return {
        "plain pyttsx3 say()+runAndWait()": data["warm"],
        "plain pyttsx3, first line incl. init()": data["first"],
        "plain pyttsx3, say()+runAndWait() blocks the caller": data["blocked"],
    }


def _summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return {
        "n": len(samples),
        "median_ms": statistics.median(samples) * 1000,
        "p90_ms": p90 * 1000,
        "max_ms": ordered[-1] * 1000,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=len(LINES), help="lines per scenario")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--step-seconds", type=float, default=2.0, help="Piper night: step gap")
    args = parser.parse_args(argv)
    lines = bench_lines(args.lines)

    with fake_player() as (bin_dir, aplay, stamps):
        raw = run_wakkerdam(lines, aplay, stamps)
        raw.update(run_piper(aplay, stamps, args.step_seconds))
        raw.update(run_mixer(lines[:10]))
        raw.update(run_plain_pyttsx3(lines, bin_dir, stamps))

    table = {name: _summary(samples) for name, samples in raw.items()}
    plain = table["plain pyttsx3 say()+runAndWait()"]["median_ms"]
    ratios = {
        name: row["median_ms"] / plain
        for name, row in table.items()
        if name.startswith("wakkerdam") or name.startswith("Piper line")
    }
    budgets = {
        "wakkerdam cached": 50.0,
        "wakkerdam uncached (pyttsx3 worker)": 150.0,
        "wakkerdam uncached (espeak-ng CLI)": 150.0,
    }
    budgets.update({name: 50.0 for name in table if name.startswith("Piper line")})
    if args.json:
        print(
            json.dumps(
                {"results": table, "ratio_to_plain_pyttsx3": ratios, "budgets_ms": budgets},
                indent=2,
            )
        )
        return 0
    print(
        f"{'scenario (speak -> player started)':<62} {'n':>3} {'median':>9} {'p90':>9} "
        f"{'max':>9} {'ratio':>6}"
    )
    for name, row in table.items():
        ratio = f"{ratios[name]:.2f}" if name in ratios else ""
        unit, scale = ("", 0.001) if "factor" in name else ("s", 0.001) if "seconds" in name \
            else ("ms", 1.0)
        print(
            f"{name:<62} {row['n']:>3.0f} {row['median_ms'] * scale:>7.2f}{unit:<2} "
            f"{row['p90_ms'] * scale:>7.2f}{unit:<2} {row['max_ms'] * scale:>7.2f}{unit:<2} "
            f"{ratio:>6}"
        )
    for name, budget in budgets.items():
        if name not in table:
            continue
        verdict = "within" if table[name]["p90_ms"] < budget else "OVER"
        print(f"budget {name}: p90 {table[name]['p90_ms']:.1f} ms, {verdict} {budget:.0f} ms")
    print("ratio = wakkerdam median / plain pyttsx3 say()+runAndWait() median")
    return 0


if __name__ == "__main__":
    sys.exit(main())
