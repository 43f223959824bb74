"""``wakkerdam say`` and ``wakkerdam voices`` through the real argument parser."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from narration.voice import Voice, VoiceSettings
from tui import voice_commands
from tui.cli import main

from .helpers import NO_PYTTSX3, QUICK_PLAYER, assert_speech, requires_espeak

FAILING_PLAYER = [sys.executable, "-c", "import sys; sys.exit(1)"]


def _use(monkeypatch: pytest.MonkeyPatch, player: Sequence[str], **kwargs: object) -> None:
    def open_voice(settings: VoiceSettings) -> Voice:
        return Voice(settings, player_command=player, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(voice_commands, "open_voice", open_voice)


@requires_espeak
def test_say_writes_a_wav(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "line.wav"
    assert main(["say", "De weerwolven worden wakker.", "--out", str(out)]) == 0
    assert capsys.readouterr().out.strip() == str(out)
    assert_speech(out)
    assert not list(tmp_path.glob(".wakkerdam-*"))


@requires_espeak
def test_say_plays_and_waits(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _use(monkeypatch, QUICK_PLAYER)
    assert main(["say", "The village wakes up.", "--lang", "en"]) == 0
    assert capsys.readouterr().err == ""


@requires_espeak
def test_say_without_a_sound_card_explains(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _use(monkeypatch, FAILING_PLAYER)
    assert main(["say", "Het dorp slaapt."]) == 2
    err = capsys.readouterr().err
    assert "geluidsapparaat" in err and "Traceback" not in err
    assert main(["say", "The village sleeps.", "--lang", "en"]) == 2
    assert "no audio device" in capsys.readouterr().err


def test_say_without_any_voice_explains(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    _use(monkeypatch, QUICK_PLAYER, worker_command=NO_PYTTSX3)
    assert main(["say", "Het dorp slaapt.", "--out", str(tmp_path / "x.wav")]) == 2
    captured = capsys.readouterr()
    assert "espeak-ng" in captured.err and captured.out == ""
    assert not (tmp_path / "x.wav").exists()
    assert main(["say", "Het dorp slaapt."]) == 2


@requires_espeak
def test_say_to_a_folder_that_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "missing" / "x.wav"
    assert main(["say", "Hallo.", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert str(out) in err and "Traceback" not in err


def test_say_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["say", "   "]) == 2
    assert "tekst" in capsys.readouterr().err


def test_an_unexpected_error_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(settings: VoiceSettings) -> Voice:
        raise RuntimeError("kapot")

    monkeypatch.setattr(voice_commands, "open_voice", broken)
    assert main(["say", "Hallo."]) == 2
    assert main(["voices"]) == 2
    err = capsys.readouterr().err
    assert err.count("kapot") == 2 and "Traceback" not in err


@requires_espeak
def test_voices_lists_and_plays_the_test_sentence(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _use(monkeypatch, QUICK_PLAYER)
    assert main(["voices"]) == 0
    out = capsys.readouterr().out
    assert "* espeak:gmw/nl" in out
    assert voice_commands.test_sentence("nl") in out
    assert "Geluid werkt" in out


@requires_espeak
def test_voices_reports_no_sound(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _use(monkeypatch, FAILING_PLAYER)
    assert main(["--lang", "en", "voices"]) == 2
    captured = capsys.readouterr()
    assert "gmw/nl" in captured.out
    assert "no audio device" in captured.err
