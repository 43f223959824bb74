"""`wakkerdam voices` speaks its test sentence in the chosen language (`--lang`), with a voice
of that language, and prints it in that language."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from narration.voice import VoiceSettings
from narration.voice.voice import VoiceStatus
from texts import LANGS
from tui import voice_commands
from tui.cli import main


class FakeVoice:
    """Records what the sound check asks of the voice; plays nothing."""

    def __init__(self, settings: VoiceSettings, heard: dict[str, Any]) -> None:
        heard["lang"] = settings.lang
        self.heard = heard
        self.status = VoiceStatus(True, "espeak-ng")
        self.voice_id = f"espeak:{settings.lang}"
        self.player = SimpleNamespace(last_success="fake")

    def __enter__(self) -> FakeVoice:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def wait_ready(self, timeout: float) -> VoiceStatus:
        return self.status

    def list_voices(self) -> list[Any]:
        return []

    def chosen_voice(self, settings: VoiceSettings) -> str:
        return f"espeak:{settings.lang}"

    def speak(self, text: str) -> None:
        self.heard["text"] = text

    def wait_until_done(self, timeout: float) -> bool:
        return True


@pytest.mark.parametrize("lang", LANGS)
def test_voices_speaks_the_test_sentence_in_the_chosen_language(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
    home: object,
) -> None:
    heard: dict[str, Any] = {}
    monkeypatch.setattr(voice_commands, "open_voice", lambda s: FakeVoice(s, heard))
    assert main(["--lang", lang, "voices"]) == 0
    sentence = voice_commands.test_sentence(lang)
    assert heard == {"lang": lang, "text": sentence}
    assert sentence in capsys.readouterr().out
    if lang != "nl":
        assert sentence != voice_commands.test_sentence("nl")
