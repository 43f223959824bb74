"""The voice as the app sees it: a small protocol, the real voice behind it when it loads, and
a silent stand-in otherwise. The app only ever hands public lines to `speak`."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from narration.voice import Voice


NO_VOICE = "De stem kon niet starten; de zinnen staan op het scherm."


class Speaker(Protocol):
    def speak(self, text: str) -> None: ...
    def prefetch(self, texts: list[str]) -> None: ...
    def replay(self) -> None: ...
    def stop(self) -> None: ...
    def close(self) -> None: ...
    def notice(self) -> str | None: ...
    def configure(self, settings: Any) -> None: ...
    def ambience(self, bed: str | None) -> None: ...
    def cue(self, name: str) -> None: ...
    def audible(self) -> bool: ...


class SilentSpeaker:
    """No voice: the lines stay on screen. `spoken` keeps what would have been said."""

    def __init__(self, reason: str | None = None) -> None:
        self.reason = reason
        self.spoken: list[str] = []
        self.configured: list[Any] = []
        self.sounds: list[str] = []  # the beds ("bed:night") and cues ("cue:dawn") asked for

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

    def ambience(self, bed: str | None) -> None:
        self.sounds.append(f"bed:{bed}")

    def cue(self, name: str) -> None:
        self.sounds.append(f"cue:{name}")

    def audible(self) -> bool:
        """No voice: nothing to replay or to cut short."""
        return False


class VoiceSpeaker:
    """Adapter over narration.voice.Voice (which never raises and never blocks).

    The voice (its modules, threads and worker process) starts on `start()`, which the app
    calls once the first screen is drawn, or on first use; the home screen does not wait for
    it. `notice_handler` (set by the app) is told, from the voice's own thread, when the voice
    becomes unavailable, with one sentence of why and how to fix it."""

    def __init__(self, lang: str, **voice_options: Any) -> None:
        self.lang = lang
        self._options = voice_options  # passed on to Voice (worker, player, timeouts)
        self.notice_handler: Callable[[str], None] | None = None
        self._voice: Voice | None = None
        self._failed: str | None = None

    def start(self) -> Voice | None:
        if self._voice is None and self._failed is None:
            try:
                from narration.voice import Voice, VoiceStatus

                def on_status(status: VoiceStatus) -> None:
                    # Silent, or a better voice failed and espeak-ng took over: say so.
                    if status.notice and self.notice_handler:
                        self.notice_handler(status.notice)

                self._voice = Voice(lang=self.lang, on_status=on_status, **self._options)
            except Exception:
                self._failed = NO_VOICE
        return self._voice

    def speak(self, text: str) -> None:
        if voice := self.start():
            voice.speak(text)

    def prefetch(self, texts: list[str]) -> None:
        if voice := self.start():
            voice.prefetch(texts)

    def replay(self) -> None:
        if voice := self.start():
            voice.replay()

    def stop(self) -> None:
        if self._voice is not None:
            self._voice.stop()

    def close(self) -> None:
        if self._voice is not None:
            self._voice.close()

    def notice(self) -> str | None:
        if self._voice is None:
            return self._failed  # None before the start: a problem comes via notice_handler
        status = self._voice.status
        return None if status.available and status.reason != "fallback" else status.notice

    def configure(self, settings: Any) -> None:
        """Voice, rate, volume, mute and ambience from Settings apply from the next line on."""
        if voice := self.start():
            voice.configure(settings, save=False)

    def ambience(self, bed: str | None) -> None:
        """The night or day bed (None: none); only the public phase decides it."""
        if voice := self.start():
            voice.set_ambience(bed)

    def cue(self, name: str) -> None:
        if voice := self.start():
            voice.cue(name)

    def audible(self) -> bool:
        """Whether a line can be heard now: the voice is up, has a sound device, is not muted
        (what replaying or skipping a line needs to do anything)."""
        voice = self._voice
        return voice is not None and voice.status.available and not voice.settings.mute


def default_speaker(lang: str) -> Speaker:
    with contextlib.suppress(Exception):
        return VoiceSpeaker(lang)
    return SilentSpeaker(NO_VOICE)
