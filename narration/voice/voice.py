"""The voice the UI talks to: speak, prefetch, replay, stop; never blocks, never raises.

One dispatcher thread does the work in this order: the line to speak now, then lines to
render ahead. Rendering goes through the disk cache and the chosen voice's engine: a Piper or
MBROLA voice (:mod:`narration.voice.catalog`) when one is chosen or is the best installed one,
else the first espeak-ng renderer that works (pyttsx3 in its worker process, then the espeak-ng
command line); a better voice that fails twice gives way to espeak-ng with a notice. Playing
goes through the sound process (:class:`MixerPlayer`: lines and ambience mixed, the bed ducked
under each line), or a :class:`Player` child process when that cannot open a device.
If no renderer works the voice is silent and :attr:`Voice.status`
carries one sentence saying why and how to fix it. Errors go to the log file in the cache
folder, never to the terminal.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Literal

from narration.voice import catalog
from narration.voice.cache import DEFAULT_MAX_BYTES, VoiceCache, cache_key
from narration.voice.catalog import CatalogVoice
from narration.voice.log import get_logger
from narration.voice.mbrola import MbrolaRenderer
from narration.voice.mixer import MixerPlayer
from narration.voice.notices import Reason, fallback_notice, notice
from narration.voice.player import Player
from narration.voice.renderer import (
    DEFAULT_TIMEOUT,
    EspeakCliRenderer,
    PiperRenderer,
    RenderError,
    RenderRequest,
    VoiceInfo,
    WorkerRenderer,
)
from narration.voice.settings import LANGS, VoiceSettings, load_settings, save_settings

EngineName = Literal["pyttsx3", "espeak-ng", "silent"]
RendererName = Literal["pyttsx3", "espeak-ng"]
DEFAULT_ENGINES: tuple[RendererName, ...] = ("pyttsx3", "espeak-ng")
PREFETCH_LIMIT = 256

Renderer = WorkerRenderer | EspeakCliRenderer
BetterRenderer = PiperRenderer | MbrolaRenderer


class _Failed:
    """A render that failed (see Voice._into_cache); the caller tries again or falls back."""


_FAILED = _Failed()


@dataclass(frozen=True)
class VoiceStatus:
    """Can the table hear the lines? ``notice`` says why not and how to fix it."""

    available: bool
    engine: EngineName
    notice: str | None = None
    # "no-engine", "no-player" or "no-device" when not available; "fallback" when a better
    # voice failed and espeak-ng speaks instead (still available)
    reason: Reason | None = None


@dataclass(frozen=True)
class VoiceStats:
    renders: int
    cache_hits: int
    plays: int
    worker_starts: int
    errors: int


class Voice:
    """Thread-safe facade; every public method returns within a few milliseconds except the
    ones documented as blocking (``wait_ready``, ``wait_until_done``, ``render``,
    ``list_voices``), which are for the command line and tests, not for the UI thread.

    ``settings`` default to the saved ones (:func:`load_settings`); ``lang`` overrides their
    language for this game. ``on_status`` is called from a background thread whenever
    :attr:`status` changes.
    """

    def __init__(
        self,
        settings: VoiceSettings | None = None,
        *,
        lang: str | None = None,
        on_status: Callable[[VoiceStatus], None] | None = None,
        engines: Sequence[RendererName] = DEFAULT_ENGINES,
        worker_command: Sequence[str] | None = None,
        player: Player | MixerPlayer | None = None,
        player_command: Sequence[str] | None = None,
        cache: VoiceCache | None = None,
        cache_max_bytes: int = DEFAULT_MAX_BYTES,
        render_timeout: float = DEFAULT_TIMEOUT,
        better_voices: bool = True,
        piper_command: Sequence[str] | None = None,
    ) -> None:
        self._log = get_logger()
        chosen = (settings if settings is not None else load_settings()).normalized()
        if lang in LANGS and lang != chosen.lang:
            # A chosen voice speaks another language: use the default voice of this one.
            chosen = replace(chosen, lang=lang, voice=None)
        self._settings = chosen
        self._on_status = on_status
        self._engines: tuple[RendererName, ...] = tuple(engines)
        self._worker_command = list(worker_command) if worker_command is not None else None
        self._render_timeout = render_timeout
        self._cache = cache if cache is not None else VoiceCache(max_bytes=cache_max_bytes)
        # The sound process (pygame-ce: lines and ambience mixed) unless a player is given;
        # it falls back to the plain player when it cannot open an audio device.
        self._player: Player | MixerPlayer = (
            player
            if player is not None
            else Player(player_command)
            if player_command is not None
            else MixerPlayer(fallback=Player())
        )
        self._bed: str | None = None
        self._player.on_failure = self._on_player_failure

        self._cv = threading.Condition()  # guards the job state below
        self._gen = 0
        self._speak_job: tuple[int, str] | None = None
        self._prefetch: deque[str] = deque()
        self._busy = False
        self._current: str | None = None
        self._closed = False

        self._render_lock = threading.Lock()  # guards the renderer and engine choice
        self._engine: EngineName | None = None
        self._renderer: Renderer | None = None
        self._renderers: list[Renderer] = []
        # Better voices (Piper, MBROLA): found once, rendered by their own renderer, dropped
        # for the rest of the game when they fail (espeak-ng speaks instead, with a notice).
        self._better_voices = better_voices
        self._piper_command = list(piper_command) if piper_command is not None else None
        self._catalog: list[CatalogVoice] | None = None
        self._better: dict[str, BetterRenderer] = {}
        self._failed_voices: set[str] = set()
        self._fallback: str | None = None  # the id of the voice that failed
        self.voice_id: str | None = None  # the voice of the last line rendered

        self._status_lock = threading.Lock()
        self._audio_failure: str | None = None
        self._last_status: VoiceStatus | None = None
        self._notices: queue.Queue[VoiceStatus | None] = queue.Queue()

        self._renders = 0
        self._hits = 0
        self._errors = 0

        self._dispatcher = threading.Thread(target=self._run, name="voice-dispatch", daemon=True)
        self._notifier = threading.Thread(target=self._notify, name="voice-status", daemon=True)
        self._dispatcher.start()
        self._notifier.start()

    # ----------------------------------------------------------------- the UI's side

    def speak(self, text: str) -> None:
        """Cut off whatever is speaking and say ``text`` as soon as possible."""
        try:
            with self._cv:
                if self._closed:
                    return
                self._gen += 1
                self._current = text
                self._speak_job = None
                self._player.stop()
                if isinstance(text, str) and text.strip() and not self._settings.mute:
                    self._speak_job = (self._gen, text)
                    self._cv.notify_all()
        except Exception:
            self._log_error("speak")

    def prefetch(self, texts: Iterable[str]) -> None:
        """Render these lines ahead (lowest priority); the newest call goes first."""
        try:
            with self._cv:
                if self._closed or self._settings.mute:
                    return
                for text in reversed(list(texts)):
                    if not isinstance(text, str) or not text.strip():
                        continue
                    with contextlib.suppress(ValueError):
                        self._prefetch.remove(text)
                    self._prefetch.appendleft(text)
                while len(self._prefetch) > PREFETCH_LIMIT:
                    self._prefetch.pop()
                self._cv.notify_all()
        except Exception:
            self._log_error("prefetch")

    def replay(self) -> None:
        """Say the last line again from the start."""
        with self._cv:
            text = self._current
        if text is not None:
            self.speak(text)

    def stop(self) -> None:
        """Silence now (skip, undo, quit); nothing queued to speak is spoken."""
        try:
            with self._cv:
                self._gen += 1
                self._speak_job = None
                self._player.stop()
        except Exception:
            self._log_error("stop")

    def close(self) -> None:
        """Stop speaking and end the worker and threads; the voice cannot be used again."""
        try:
            with self._cv:
                if self._closed:
                    return
                self._closed = True
                self._gen += 1
                self._speak_job = None
                self._prefetch.clear()
                self._player.stop()
                self._cv.notify_all()
            self._notices.put(None)
            if self._render_lock.acquire(timeout=0.5):
                try:
                    for renderer in self._renderers:
                        renderer.close()
                    for better in list(self._better.values()):
                        better.close()
                finally:
                    self._render_lock.release()
            else:  # a render is running (or hanging): end the worker under its feet
                for worker in [*self._renderers, *self._better.values()]:
                    if isinstance(worker, WorkerRenderer):
                        worker.kill()
            if isinstance(self._player, MixerPlayer):
                self._player.close()
            self._dispatcher.join(timeout=1.0)
        except Exception:
            self._log_error("close")

    def __enter__(self) -> Voice:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def settings(self) -> VoiceSettings:
        return self._settings

    def configure(self, settings: VoiceSettings, *, save: bool = True) -> None:
        """Use new settings from the next line on (and remember them when ``save``)."""
        try:
            settings = settings.normalized()
            with self._cv:
                self._settings = settings
                if settings.mute:
                    self._gen += 1
                    self._speak_job = None
                    self._prefetch.clear()
                    self._player.stop()
            with self._status_lock:
                self._audio_failure = None  # a changed setting is a reason to try the sound again
            self._player.reset()
            self._apply_ambience()
            self._publish_status()
            if save:
                save_settings(settings)
        except Exception:
            self._log_error("configure")

    @property
    def status(self) -> VoiceStatus:
        with self._status_lock:
            return self._compute_status()

    @property
    def stats(self) -> VoiceStats:
        worker_starts = sum(r.starts for r in self._renderers if isinstance(r, WorkerRenderer))
        return VoiceStats(
            self._renders, self._hits, self._player.plays, worker_starts, self._errors
        )

    @property
    def worker_pid(self) -> int | None:
        """The pyttsx3 worker's process id while it runs (diagnostics and tests)."""
        renderer = self._renderer
        return renderer.pid if isinstance(renderer, WorkerRenderer) else None

    @property
    def player(self) -> Player | MixerPlayer:
        return self._player

    # ---------------------------------------------------------------- the ambience

    def set_ambience(self, bed: str | None) -> None:
        """Loop the "night" or "day" bed under the voice (None: no bed). Only the public phase
        decides it, never a card. Returns at once; silent without the sound process."""
        try:
            self._bed = bed if bed in ("night", "day") else None
            self._apply_ambience()
        except Exception:
            self._log_error("set_ambience")

    def cue(self, name: str = "dawn") -> None:
        """Play a cue (the dawn) over the bed, when the ambience is on."""
        try:
            settings = self._settings
            if isinstance(self._player, MixerPlayer) and settings.ambience and not settings.mute:
                self._player.cue(name)
        except Exception:
            self._log_error("cue")

    def _apply_ambience(self) -> None:
        player = self._player
        if not isinstance(player, MixerPlayer):
            return
        settings = self._settings
        on = settings.ambience and not settings.mute
        player.set_bed_volume(settings.ambience_volume)
        player.set_bed(self._bed if on else None)

    # ------------------------------------------------------- blocking helpers (CLI, tests)

    def wait_ready(self, timeout: float | None = None) -> VoiceStatus:
        """Block until the engine is chosen (the worker started or given up on)."""
        if self._render_lock.acquire(timeout=-1 if timeout is None else timeout):
            try:
                self._ensure_engine()
            except Exception:
                self._log_error("wait_ready")
            finally:
                self._render_lock.release()
        return self.status

    def render(self, text: str, timeout: float | None = None) -> Path | None:
        """Block until ``text`` is a WAV in the cache; its path, or None when silent."""
        if not text.strip():
            return None
        if not self._render_lock.acquire(timeout=-1 if timeout is None else timeout):
            return None
        try:
            self._ensure_engine()
            return self._render_locked(text, self._settings)
        except Exception:
            self._log_error("render")
            return None
        finally:
            self._render_lock.release()

    def wait_until_done(self, timeout: float | None = None) -> bool:
        """Block until nothing is queued to speak and the player is quiet."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            with self._cv:
                pending = self._speak_job is not None or self._busy
            if not pending and not self._player.playing:
                return True
            if deadline is not None and time.monotonic() > deadline:
                return False
            time.sleep(0.01)

    def list_voices(self) -> list[VoiceInfo]:
        """Every voice here as ``engine:name`` ids (blocking); empty when silent."""
        with self._render_lock:
            try:
                self._ensure_engine()
                if self._renderer is None:
                    return []
                return [VoiceInfo(v.id, v.name, (v.language,)) for v in self._voices()]
            except Exception:
                self._log_error("list_voices")
                return []

    def chosen_voice(self, settings: VoiceSettings | None = None) -> str | None:
        """The id of the voice that speaks with these settings (blocking: finds the voices)."""
        with self._render_lock:
            chosen = settings or self._settings
            better, espeak = self._choose(chosen)
            if better is not None:
                return better.id
            return f"espeak:{espeak or catalog.ESPEAK_DEFAULTS.get(chosen.lang, chosen.lang)}"

    # ----------------------------------------------------------------- the dispatcher

    def _run(self) -> None:
        mixer = self._player if isinstance(self._player, MixerPlayer) else None
        if mixer is not None:
            mixer.launch()  # the sound process starts while the engine does
        try:
            with self._render_lock:
                self._ensure_engine()
        except Exception:
            self._log_error("engine start")
        if mixer is not None:
            try:
                mixer.start()  # its hello, here: so that play() never waits for it
            except Exception:
                self._log_error("sound process start")
        while True:
            with self._cv:
                while not self._closed and self._speak_job is None and not self._prefetch:
                    self._cv.wait()
                if self._closed:
                    return
                speak_job = self._speak_job
                self._speak_job = None
                text = speak_job[1] if speak_job is not None else self._prefetch.popleft()
                self._busy = True
            try:
                if speak_job is not None:
                    self._do_speak(*speak_job)
                else:
                    self._do_prefetch(text)
            except Exception:
                self._log_error("dispatch")
            finally:
                with self._cv:
                    self._busy = False
                    self._cv.notify_all()

    def _do_speak(self, gen: int, text: str) -> None:
        with self._cv:
            if gen != self._gen:
                return
            settings = self._settings
        with self._render_lock:
            path = self._render_locked(text, settings)
        if path is None:
            return
        with self._cv:  # held while starting, so a stop() cannot slip in between
            if gen == self._gen and not self._closed:
                self._player.play(path)

    def _do_prefetch(self, text: str) -> None:
        with self._render_lock:
            self._render_locked(text, self._settings)

    # ------------------------------------------------------------ engines and rendering

    def _make(self, name: RendererName) -> Renderer:
        if name == "pyttsx3":
            return WorkerRenderer(self._worker_command, timeout=self._render_timeout)
        return EspeakCliRenderer(timeout=self._render_timeout)

    def _ensure_engine(self) -> None:
        """Choose the engine once: the first in ``engines`` that starts, else silent."""
        if self._engine is None:
            self._switch_engine(self._engines)

    def _switch_engine(self, candidates: Sequence[RendererName]) -> None:
        for name in candidates:
            renderer = self._make(name)
            try:
                renderer.start()
            except (RenderError, OSError) as error:
                self._log.warning("engine %s unavailable: %s", name, error)
                renderer.close()
                continue
            self._renderers.append(renderer)
            self._renderer = renderer
            self._engine = name
            self._log.info("voice engine: %s", name)
            break
        else:
            self._renderer = None
            self._engine = "silent"
            self._log.warning("no voice engine works: silent")
        self._publish_status()

    def _voices(self) -> list[CatalogVoice]:
        if self._catalog is None:
            try:
                self._catalog = catalog.all_voices()
            except Exception:
                self._log_error("finding voices")
                self._catalog = []
        return self._catalog

    def _choose(self, settings: VoiceSettings) -> tuple[CatalogVoice | None, str | None]:
        """(the better voice to use, or None; the espeak voice otherwise, None: the default).

        A chosen voice that is not installed (or failed this game) gives the best voice of the
        language, as no choice does."""
        wanted = settings.voice
        if wanted is not None:
            engine, name = catalog.split_id(wanted)
            if engine == "espeak":
                return None, name
        if not self._better_voices:
            return None, None
        voices = [v for v in self._voices() if v.id not in self._failed_voices]
        if wanted is not None:
            found = catalog.find(wanted, voices)
            if found is not None:
                return found, None
        best = catalog.best_voice(settings.lang, voices)
        if best is not None and best.engine != "espeak":
            return best, None
        return None, None

    def _better_renderer(self, voice: CatalogVoice) -> BetterRenderer:
        renderer = self._better.get(voice.engine)
        if renderer is None:
            renderer = (
                PiperRenderer(self._piper_command, timeout=3 * self._render_timeout)
                if voice.engine == "piper"
                else MbrolaRenderer(timeout=self._render_timeout)
            )
            self._better[voice.engine] = renderer
        return renderer

    def _render_better(
        self, voice: CatalogVoice, text: str, settings: VoiceSettings
    ) -> Path | None:
        """Render with a Piper or MBROLA voice; None (and the voice dropped) when it fails."""
        key = cache_key(text, voice.id, settings.rate, settings.volume, voice.engine)
        target = str(voice.path) if voice.engine == "piper" else voice.id.split(":", 1)[1]
        request = RenderRequest(text, target, settings.lang, settings.rate, settings.volume)
        renderer = self._better_renderer(voice)

        def render(temp: Path) -> None:
            renderer.start()
            renderer.render(request, temp)

        for attempt in (1, 2):
            made = self._into_cache(key, render, voice.id, attempt)
            if not isinstance(made, _Failed):
                return made
        # Twice in a row (a worker restarted in between): espeak-ng speaks for the rest.
        self._failed_voices.add(voice.id)
        renderer.close()
        self._better.pop(voice.engine, None)
        with self._status_lock:
            self._fallback = voice.id
        self._publish_status()
        return None

    def _render_locked(self, text: str, settings: VoiceSettings) -> Path | None:
        """Cached WAV for ``text``, rendering it if needed; the render lock must be held."""
        better, espeak_voice = self._choose(settings)
        if better is not None:
            path = self._render_better(better, text, settings)
            if path is not None:
                self.voice_id = better.id
                return path
            espeak_voice = None  # the better voice failed: the default voice of the language
        path = self._render_espeak(text, settings, espeak_voice)
        if path is not None:
            default = catalog.ESPEAK_DEFAULTS.get(settings.lang, settings.lang)
            self.voice_id = f"espeak:{espeak_voice or default}"
        return path

    def _render_espeak(self, text: str, settings: VoiceSettings, voice: str | None) -> Path | None:
        attempts = 0
        while self._renderer is not None and self._engine not in (None, "silent"):
            engine = self._engine
            renderer = self._renderer
            voice_key = f"{voice or 'default'}@{settings.lang}"
            key = cache_key(text, voice_key, settings.rate, settings.volume, engine)
            request = RenderRequest(text, voice, settings.lang, settings.rate, settings.volume)
            made = self._into_cache(key, partial(renderer.render, request), engine, attempts + 1)
            if not isinstance(made, _Failed):
                return made
            attempts += 1
            if attempts >= 2:
                # Twice in a row (the worker restarted in between): use the next engine.
                later = (
                    self._engines[self._engines.index(engine) + 1 :]
                    if (engine in self._engines)
                    else ()
                )
                if not later:
                    return None
                self._switch_engine(later)
                attempts = 0
        return None

    def _into_cache(
        self, key: str, render: Callable[[Path], None], who: str, attempt: int
    ) -> Path | _Failed | None:
        """The cached WAV for ``key``, rendered into the cache by ``render`` when missing.

        None when the cache folder is unusable (logged); _FAILED when the render failed (logged
        and counted; the caller decides whether to try again or fall back).
        """
        hit = self._cache.get(key)
        if hit is not None:
            self._hits += 1
            return hit
        try:
            temp = self._cache.temp_path(key)
        except OSError as error:
            self._log.error("cache folder unusable: %s", error)
            return None
        try:
            render(temp)
            path = self._cache.commit(temp, key)
        except (RenderError, OSError) as error:
            self._cache.discard(temp)
            self._errors += 1
            self._log.warning("%s could not render (attempt %d): %s", who, attempt, error)
            return _FAILED
        self._renders += 1
        return path

    # ------------------------------------------------------------------- status

    def _compute_status(self) -> VoiceStatus:
        lang = self._settings.lang
        engine: EngineName = (
            self._engine
            if self._engine is not None
            else (self._engines[0] if self._engines else "silent")
        )
        if engine == "silent":
            return VoiceStatus(False, "silent", notice("no-engine", lang), "no-engine")
        if self._audio_failure is not None:
            reason: Reason = "no-player" if self._audio_failure == "no-player" else "no-device"
            return VoiceStatus(False, engine, notice(reason, lang), reason)
        if self._fallback is not None:
            return VoiceStatus(True, engine, fallback_notice(self._fallback, lang), "fallback")
        return VoiceStatus(True, engine, None)

    def _publish_status(self) -> None:
        with self._status_lock:
            status = self._compute_status()
            if status == self._last_status:
                return
            self._last_status = status
        self._log.info("status: %s", status)
        if self._on_status is not None:
            self._notices.put(status)

    def _on_player_failure(self, reason: str) -> None:
        with self._status_lock:
            self._audio_failure = reason
        self._log.warning("player: %s", reason)
        self._publish_status()

    def _notify(self) -> None:
        while True:
            status = self._notices.get()
            if status is None:
                return
            if self._on_status is not None:
                try:
                    self._on_status(status)
                except Exception:
                    self._log_error("on_status callback")

    def _log_error(self, where: str) -> None:
        self._errors += 1
        with contextlib.suppress(Exception):
            self._log.exception("voice error in %s", where)


def list_voices(engines: Sequence[RendererName] = DEFAULT_ENGINES) -> list[VoiceInfo]:
    """(id, name, languages) of every voice of the first engine that works here (blocking)."""
    with Voice(VoiceSettings(), engines=engines) as voice:
        return voice.list_voices()
