"""Voices as engines of one kind: Piper and MBROLA when installed, espeak-ng always, by id."""

from __future__ import annotations

import ast
import json
import sys
import wave
from pathlib import Path

import pytest

from narration.voice import Voice, VoiceSettings, catalog
from tui.cli import main

from . import fake_mbrola
from .helpers import QUICK_PLAYER, assert_speech, requires_espeak

pytestmark = pytest.mark.piper  # every engine here, Piper's too (tests/voice/conftest.py)

JOE = "piper:en_US-joe-medium"
CRASHING_PIPER = [sys.executable, "-c", "import sys; sys.exit(1)"]


def _rate(path: Path) -> int:
    with wave.open(str(path), "rb") as reader:
        return reader.getframerate()


@pytest.fixture
def mbrola(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fake MBROLA with the voice nl2 on PATH; returns the log of its synthesis calls."""
    bin_dir, espeak_data, _ = fake_mbrola.install(tmp_path / "mbrola")
    monkeypatch.setenv("PATH", f"{bin_dir}:{__import__('os').environ['PATH']}")
    monkeypatch.setenv("ESPEAK_DATA_PATH", str(espeak_data))
    log = tmp_path / "mbrola.log"
    monkeypatch.setenv("FAKE_MBROLA_LOG", str(log))
    return log


def test_voices_lists_the_piper_voice_package_and_makes_it_the_english_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    voices = catalog.all_voices()
    joe = catalog.find(JOE, voices)
    assert joe is not None and joe.lang == "en" and joe.path is not None
    assert joe.path.with_name(joe.path.name + ".json").is_file()
    best = catalog.best_voice("en", voices)
    assert best is not None and best.id == JOE
    nl = catalog.best_voice("nl", voices)
    assert nl is not None and nl.id == "espeak:gmw/nl"


@requires_espeak
def test_wakkerdam_voices_prints_every_engine_with_ids(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tui import voice_commands

    monkeypatch.setattr(
        voice_commands, "open_voice", lambda s: Voice(s, player_command=QUICK_PLAYER)
    )
    assert main(["voices"]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = {line[2:].split()[0]: line for line in lines if line[:2] in ("* ", "  ")}
    assert rows[JOE].startswith("* ") and " piper " in rows[JOE] and "en_US" in rows[JOE]
    assert rows["espeak:gmw/nl"].startswith("* ") and " espeak " in rows["espeak:gmw/nl"]
    assert rows["espeak:gmw/en"].startswith("  ")  # Piper is the better English voice


def test_say_with_the_piper_voice_writes_speech(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "x.wav"
    code = main(["say", "The village sleeps.", "--lang", "en", "--voice", JOE, "--out", str(out)])
    assert code == 0, capsys.readouterr().err
    assert_speech(out)
    assert _rate(out) == 22050  # Piper's model rate, not espeak's


def test_a_model_in_the_data_folder_or_a_configured_folder_is_a_voice(
    home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    joe = catalog.find(JOE, catalog.piper_voices())
    assert joe is not None and joe.path is not None
    for folder, name in ((home / "data" / "voices", "nl_NL-mijn-medium"),
                         (tmp_path / "elders", "nl_BE-ander-low")):
        folder.mkdir(parents=True)
        (folder / f"{name}.onnx").symlink_to(joe.path)
        (folder / f"{name}.onnx.json").write_text(json.dumps({"language": {"code": name[:5]}}))
    (tmp_path / "elders" / "half.onnx").write_text("no config beside it")
    monkeypatch.setenv(catalog.VOICES_ENV, str(tmp_path / "elders"))
    found = {v.id: v for v in catalog.piper_voices()}
    assert found["piper:nl_NL-mijn-medium"].lang == "nl"
    assert found["piper:nl_BE-ander-low"].language == "nl_BE"
    assert "piper:half" not in found
    best = catalog.best_voice("nl", catalog.all_voices())
    assert best is not None and best.id == "piper:nl_NL-mijn-medium"  # the data folder first


@requires_espeak
def test_mbrola_is_used_through_the_espeak_command_line_when_installed(
    mbrola: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    voices = catalog.all_voices()
    nl2 = catalog.find("mbrola:nl2", voices)
    assert nl2 is not None and nl2.lang == "nl"
    assert catalog.find("mbrola:nl3", voices) is None  # not installed
    assert catalog.best_voice("nl", voices) == nl2
    out = tmp_path / "nl.wav"
    assert main(["say", "Het dorp slaapt.", "--out", str(out)]) == 0, capsys.readouterr().err
    call, phonemes = mbrola.read_text().split("\n", 1)
    args = ast.literal_eval(call)
    assert args == ["-e", "-v", "1.00", str(nl2.path), "-", args[-1]]
    # espeak-ng's MBROLA phonemes: one per line, name and duration in ms.
    lines = [line.split() for line in phonemes.splitlines() if line and line != "---"]
    assert len(lines) >= 8 and all(parts[1].isdigit() for parts in lines), phonemes
    assert _rate(out) == fake_mbrola.RATE  # MBROLA's own rate, not 22,050 Hz
    total_ms = sum(int(parts[1]) for parts in lines)
    with wave.open(str(out), "rb") as reader:
        assert abs(reader.getnframes() / reader.getframerate() * 1000 - total_ms) < 2


@requires_espeak
def test_the_voice_speaks_dutch_with_mbrola_and_falls_back_when_it_breaks(
    mbrola: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Voice(VoiceSettings(), player_command=QUICK_PLAYER) as voice:
        first = voice.render("De burgemeester wordt gekozen.", timeout=30)
        assert first is not None and voice.voice_id == "mbrola:nl2"
        assert voice.status.notice is None
        monkeypatch.setenv("FAKE_MBROLA_LOG", "/nonexistent/folder/log")  # the fake now fails
        second = voice.render("De heks wordt wakker.", timeout=30)
        assert second is not None and voice.voice_id == "espeak:gmw/nl"
        assert_speech(second)
        status = voice.status
        assert status.available and status.reason == "fallback"
        assert status.notice is not None and "mbrola:nl2" in status.notice
        # For the rest of the game every line comes from espeak-ng, even one said before.
        assert voice.render("De burgemeester wordt gekozen.", timeout=30) is not None
        assert voice.voice_id == "espeak:gmw/nl"


@requires_espeak
def test_a_crashing_piper_falls_back_to_espeak_with_a_notice() -> None:
    settings = VoiceSettings(lang="en")
    with Voice(settings, player_command=QUICK_PLAYER, piper_command=CRASHING_PIPER) as voice:
        path = voice.render("The village sleeps.", timeout=30)
        assert path is not None and voice.voice_id == "espeak:gmw/en"
        assert_speech(path)
        status = voice.status
        assert status.available and status.reason == "fallback"
        assert status.notice is not None and JOE in status.notice
        assert voice.stats.errors >= 2
