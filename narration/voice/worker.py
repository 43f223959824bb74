"""The renderer worker process: one pyttsx3 engine for its whole life, text in, WAV out.

Run as ``python -m narration.voice.worker``. pyttsx3 is never used in the UI process: its Linux
driver prints to stdout, plays with ``os.system`` and crashes at exit when engines live in
several threads. Here it lives alone, on the main thread, with the terminal out of reach.

Protocol, one JSON object (ASCII) per line. Requests arrive on stdin; replies go to a private
copy of the original stdout, because fd 1 and fd 2 are pointed at the null device first thing.

- hello (sent once at start): ``{"id": 0, "ok": true, "driver": "espeak"}`` or ``ok: false``
  with ``error`` (the worker then exits);
- ``{"op": "render", "id", "text", "voice", "lang", "rate", "volume", "out"}`` →
  ``{"id", "ok": true, "voice": <the id used>}`` once ``out`` is a complete WAV;
- ``{"op": "voices", "id"}`` → ``{"id", "ok": true, "voices": [[id, name, [languages]], ...]}``;
- ``{"op": "quit"}`` → the worker exits without replying.
"""

from __future__ import annotations

import contextlib
import threading
import time
from pathlib import Path
from typing import Any

from narration.voice.child_process import serve, start
from narration.voice.settings import PYTTSX3_DEFAULT_VOICES
from narration.voice.wavs import wav_complete

FILE_WAIT_SECONDS = 8.0
_STABLE_CHECKS = 3


class _ShortSleeps:
    """``time`` for pyttsx3's espeak driver, whose run loop sleeps 10 ms after starting each
    synthesis although the synthesis is usually done in less: cap its sleeps at 1 ms."""

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)

    @staticmethod
    def sleep(seconds: float) -> None:
        time.sleep(min(seconds, 0.001))


class Engine:
    """One pyttsx3 engine and the waiting its ``save_to_file`` needs."""

    def __init__(self) -> None:
        import pyttsx3

        self._engine: Any = pyttsx3.init()
        proxy = getattr(self._engine, "proxy", None)
        module = getattr(proxy, "_module", None)
        if getattr(module, "time", None) is time:
            module.time = _ShortSleeps()  # type: ignore[union-attr]
        self.driver = str(getattr(module, "__name__", "unknown")).rsplit(".", 1)[-1]
        self._driver: Any = getattr(proxy, "_driver", None)
        self._espeak: Any = None
        if self.driver == "espeak" and hasattr(self._driver, "setProperty"):
            from pyttsx3.drivers import _espeak

            if hasattr(_espeak, "IsPlaying"):
                self._espeak = _espeak
        self._done = threading.Event()
        self._errors: list[str] = []
        self._engine.connect("finished-utterance", self._on_finished)
        self._engine.connect("error", self._on_error)
        self.voices: list[tuple[str, str, list[str]]] = []
        for voice in self._engine.getProperty("voices") or []:
            languages = [str(lang) for lang in (getattr(voice, "languages", None) or [])]
            self.voices.append((str(voice.id), str(getattr(voice, "name", voice.id)), languages))
        self._ids = {voice_id for voice_id, _, _ in self.voices}

    def _on_finished(self, **_: object) -> None:
        self._done.set()

    def _on_error(self, **kwargs: object) -> None:
        self._errors.append(repr(kwargs.get("exception")))

    def resolve_voice(self, voice: str | None, lang: str) -> str | None:
        """The voice to use: the one asked for if installed, else the default of ``lang``."""
        if voice and (not self._ids or voice in self._ids):
            return voice
        default = PYTTSX3_DEFAULT_VOICES.get(lang)
        if default in self._ids:
            return default
        for voice_id, _, languages in self.voices:
            if any(str(code).lower().replace("_", "-").startswith(lang) for code in languages):
                return voice_id
        return None

    def _set_properties(self, voice: str | None, rate: int, volume: float) -> None:
        properties: list[tuple[str, object]] = [("rate", int(rate)), ("volume", float(volume))]
        if voice is not None:
            properties.insert(0, ("voice", voice))
        if self._espeak is None:
            for name, value in properties:
                self._engine.setProperty(name, value)
            return
        # pyttsx3 queues setProperty until runAndWait, whose endLoop calls espeak_Cancel while
        # espeak (async mode) may still hold the new rate in its command queue: the rate is then
        # silently dropped. Apply the properties now and wait until espeak has taken them.
        for name, value in properties:
            self._driver.setProperty(name, value)
        # (espeak_Synchronize would do, but it polls every 20 ms: poll faster.)
        deadline = time.monotonic() + 2.0
        while self._espeak.IsPlaying() and time.monotonic() < deadline:
            time.sleep(0.0002)

    def render(self, text: str, voice: str | None, rate: int, volume: float, out: Path) -> None:
        self._done.clear()
        self._errors.clear()
        self._set_properties(voice, rate, volume)
        with contextlib.suppress(FileNotFoundError):
            out.unlink()
        self._engine.save_to_file(text, str(out))
        self._engine.runAndWait()
        # runAndWait can return before espeak's callback thread has written the file: wait for
        # a complete WAV (the finished event, or a size that holds still).
        deadline = time.monotonic() + FILE_WAIT_SECONDS
        last_size, stable = -1, 0
        try:
            while True:
                if wav_complete(out):
                    if self._done.is_set():
                        return
                    size = out.stat().st_size
                    stable = stable + 1 if size == last_size else 0
                    last_size = size
                    if stable >= _STABLE_CHECKS:
                        return
                if self._errors:
                    raise RuntimeError("pyttsx3: " + "; ".join(self._errors))
                if time.monotonic() > deadline:
                    raise RuntimeError("pyttsx3 wrote no complete WAV file")
                time.sleep(0.003)
        finally:
            # save_to_file keeps its file name for later say() calls: forget it.
            if self._driver is not None and hasattr(self._driver, "_save_file"):
                self._driver._save_file = None


def _handle(engine: Engine, request: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "render":
        lang = str(request.get("lang") or "nl")
        voice = engine.resolve_voice(request.get("voice"), lang)
        engine.render(
            str(request["text"]),
            voice,
            int(request.get("rate", 160)),
            float(request.get("volume", 1.0)),
            Path(str(request["out"])),
        )
        return {"ok": True, "voice": voice}
    if op == "voices":
        return {"ok": True, "voices": engine.voices}
    return {"ok": False, "error": f"unknown op {op!r}"}


def main() -> None:
    engine, send = start(Engine)
    serve(send, {"ok": True, "driver": engine.driver}, lambda request: _handle(engine, request))


if __name__ == "__main__":
    main()
