"""The voice as the app sees it: a small protocol, the real voice behind it when it loads, and
a silent stand-in otherwise. The app only ever hands public lines to `speak`."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any, Protocol


class Speaker(Protocol):
    def speak(self, text: str) -> None: ...
    def prefetch(self, texts: list[str]) -> None: ...
    def replay(self) -> None: ...
    def stop(self) -> None: ...
    def close(self) -> None: ...
    def notice(self) -> str | None: ...
    def configure(self, settings: Any) -> None: ...


class SilentSpeaker:
    """No voice: the lines stay on screen. `spoken` keeps what would have been said."""

    def __init__(self, reason: str | None = None) -> None:
        self.reason = reason
        self.spoken: list[str] = []
        self.configured: list[Any] = []

    def speak(self, text: str) -> None:
        self.spoken.append(text)

    def prefetch(self, texts: list[str]) -> None:
        pass

    def replay(self) -> None:
        if self.spoken:
            self.spoken.append(self.spoken[-1])

    def stop(self) -> None:
        pass

    def close(self) -> None:
        pass

    def notice(self) -> str | None:
        return self.reason

    def configure(self, settings: Any) -> None:
        self.configured.append(settings)


class VoiceSpeaker:
    """Adapter over narration.voice.Voice (which never raises and never blocks).

    `notice_handler` (set by the app) is told, from the voice's own thread, when the voice
    becomes unavailable mid-game, with one sentence of why and how to fix it."""

    def __init__(self, lang: str) -> None:
        from narration.voice import Voice, VoiceStatus

        self.notice_handler: Callable[[str], None] | None = None

        def on_status(status: VoiceStatus) -> None:
            if not status.available and status.notice and self.notice_handler:
                self.notice_handler(status.notice)

        self._voice = Voice(lang=lang, on_status=on_status)

    def speak(self, text: str) -> None:
        self._voice.speak(text)

    def prefetch(self, texts: list[str]) -> None:
        self._voice.prefetch(texts)

    def replay(self) -> None:
        self._voice.replay()

    def stop(self) -> None:
        self._voice.stop()

    def close(self) -> None:
        self._voice.close()

    def notice(self) -> str | None:
        status = self._voice.status
        return None if status.available else status.notice

    def configure(self, settings: Any) -> None:
        """Rate, volume and mute from Settings apply from the next line on."""
        self._voice.configure(settings, save=False)


def default_speaker(lang: str) -> Speaker:
    with contextlib.suppress(Exception):
        return VoiceSpeaker(lang)
    return SilentSpeaker("De stem kon niet starten; de zinnen staan op het scherm.")
