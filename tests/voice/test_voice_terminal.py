"""Nothing the voice does reaches the terminal: fd 1 and fd 2 of a process using it stay empty.

The check runs in a child process whose stdout and stderr are files, so output from any
grandchild (pyttsx3's prints in the worker, aplay's ALSA errors, espeak-ng) would land there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from .helpers import BROKEN_PYTTSX3, requires_espeak

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import sys
    from narration.voice import Voice, VoiceSettings, list_voices
    from narration.voice.renderer import WorkerRenderer, RenderRequest

    broken = {broken!r}
    for kwargs in ({{}}, {{"worker_command": broken}}, {{"engines": []}}):
        voice = Voice(VoiceSettings(), **kwargs)
        voice.speak("Het dorp slaapt.")
        voice.prefetch(["De weerwolven worden wakker.", "De ziener wordt wakker."])
        voice.wait_until_done(timeout=30)
        voice.replay()
        voice.stop()
        voice.render("De heks wordt wakker.", timeout=30)
        voice.list_voices()
        voice.speak("Het dorp wordt wakker.")
        voice.wait_until_done(timeout=30)
        voice.close()
    list_voices()
    # pyttsx3 straight in the worker, where its prints would go to fd 1.
    worker = WorkerRenderer()
    worker.start()
    import tempfile, pathlib
    out = pathlib.Path(tempfile.mkdtemp()) / "x.wav"
    worker.render(RenderRequest("Goedemorgen.", None, "nl", 160, 1.0), out)
    worker.close()
    """
)


@requires_espeak
def test_speaking_writes_nothing_to_stdout_or_stderr(tmp_path: Path) -> None:
    out, err = tmp_path / "stdout.txt", tmp_path / "stderr.txt"
    env = dict(os.environ, WAKKERDAM_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    script = SCRIPT.format(broken=BROKEN_PYTTSX3)
    with out.open("wb") as stdout, err.open("wb") as stderr:
        done = subprocess.run(
            [sys.executable, "-c", script],
            stdin=subprocess.DEVNULL,
            stdout=stdout,
            stderr=stderr,
            env=env,
            timeout=120,
            check=False,
        )
    assert err.read_text() == ""
    assert out.read_text() == ""
    assert done.returncode == 0
    assert list((tmp_path / "home" / "cache" / "voice").glob("*.wav"))


@requires_espeak
def test_in_process_file_descriptors_stay_clean(capfd: pytest.CaptureFixture[str]) -> None:
    from narration.voice import Voice, VoiceSettings

    with Voice(VoiceSettings()) as voice:  # the real player: aplay fails loudly without a card
        voice.speak("De jager mag nog iemand meenemen.")
        voice.wait_until_done(timeout=30)
        voice.render("De jager schiet.", timeout=30)
    captured = capfd.readouterr()
    assert captured.out == ""
    assert captured.err == ""


@requires_espeak
def test_the_worker_speaks_only_protocol_on_its_stdout(tmp_path: Path) -> None:
    """pyttsx3 prints "Audio saved to ..." on stdout: the worker must hide it from fd 1."""
    out = tmp_path / "line.wav"
    requests = (
        json.dumps(
            {
                "op": "render",
                "id": 1,
                "text": "Goedemorgen.",
                "voice": None,
                "lang": "nl",
                "rate": 160,
                "volume": 1.0,
                "out": str(out),
            }
        )
        + "\n"
        + json.dumps({"op": "voices", "id": 2})
        + "\n"
        + json.dumps({"op": "quit"})
        + "\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "narration.voice.worker"],
        input=requests.encode(),
        capture_output=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.stderr == b""
    replies = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert [r["id"] for r in replies] == [0, 1, 2]
    assert all(r["ok"] for r in replies)
    assert replies[1]["voice"] == "gmw/nl"
    assert out.exists()
