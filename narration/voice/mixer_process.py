"""The sound process: one audio device for the lines and the ambience, mixed by pygame-ce.

Run as ``python -m narration.voice.mixer_process``. pygame-ce's mixer (SDL underneath, wheels for
Linux, macOS and Windows) plays the bed on one channel, the line on another and the cue on a
third, and mixes them in real time; this loop sets the bed's volume every 10 ms, so the bed
ducks by :data:`~narration.voice.ambience.DUCK_DB` while a line plays and comes back after it,
with ramps of :data:`~narration.voice.ambience.RAMP_SECONDS`. It lives in its own process, like
the renderers, so the UI process never waits on audio and nothing reaches the terminal (SDL
writes to stderr). SDL's own variables choose the device: ``SDL_AUDIODRIVER=disk`` with
``SDL_DISKAUDIOFILE`` writes what would be played to a file, which is how CI measures it.

Protocol, one JSON object a line (the same hello as the renderer workers):

- hello: ``{"id": 0, "ok": true, "driver": "<SDL audio driver>"}`` or ``ok: false``;
- ``{"op": "play", "id", "path"}`` plays a line (replacing one that plays), then sends
  ``{"event": "done", "id"}`` when it ends or is stopped, ``{"event": "error", "id"}`` when the
  file cannot be read;
- ``{"op": "stop"}``; ``{"op": "bed", "name": "night" | "day" | null}`` (a second's crossfade);
  ``{"op": "bed_volume", "value": 0..1}``; ``{"op": "cue", "name": "dawn"}``; ``{"op": "quit"}``.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import sys
import threading
import time
from typing import Any

from narration.voice.ambience import DUCK_DB, RAMP_SECONDS, RATE, sound_path
from narration.voice.child_process import start

TICK = 0.01
CROSSFADE_MS = 1000


def _read_commands(commands: queue.Queue[dict[str, Any] | None]) -> None:
    try:
        for line in sys.stdin.buffer:
            with contextlib.suppress(ValueError):
                message = json.loads(line)
                if isinstance(message, dict):
                    commands.put(message)
    except (OSError, ValueError):
        pass
    commands.put(None)


class Mixer:
    def __init__(self) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        self.pg: Any = pygame
        pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
        pygame.mixer.set_num_channels(4)
        self.bed_channels: tuple[Any, Any] = (pygame.mixer.Channel(0), pygame.mixer.Channel(3))
        self.bed_channel: Any = self.bed_channels[0]
        self.line_channel: Any = pygame.mixer.Channel(1)
        self.cue_channel: Any = pygame.mixer.Channel(2)
        self.driver = str(getattr(pygame.mixer, "get_driver", lambda: "sdl")())
        self.bed_name: str | None = None
        self.bed_volume = 0.5
        self.gain = 1.0  # the ducking gain, 1 when no line plays
        self.low = 10.0 ** (-DUCK_DB / 20.0)
        self.line_id: int | None = None
        self._sounds: dict[str, Any] = {}
        self.clock = time.monotonic
        self._ticked_at: float | None = None

    def _sound(self, name: str) -> Any:
        sound = self._sounds.get(name)
        if sound is None:
            sound = self.pg.mixer.Sound(str(sound_path(name, RATE)))
            self._sounds[name] = sound
        return sound

    def set_bed(self, name: str | None) -> None:
        if name == self.bed_name:
            return
        self.bed_name = name
        if self.bed_channel.get_busy():
            self.bed_channel.fadeout(CROSSFADE_MS // 2)
        if name in ("night", "day"):
            # The other bed channel for the new bed, while the old one fades out on its own.
            first, second = self.bed_channels
            self.bed_channel = second if self.bed_channel is first else first
            self.bed_channel.set_volume(self.bed_volume * self.gain)
            self.bed_channel.play(self._sound(name), loops=-1, fade_ms=CROSSFADE_MS)

    def play(self, line_id: int, path: str) -> bool:
        self.stop()
        try:
            sound = self.pg.mixer.Sound(path)
        except Exception:
            return False
        self.line_channel.play(sound)
        self.line_id = line_id
        return True

    def stop(self) -> int | None:
        """Stop the line; the id of the one that was playing."""
        stopped, self.line_id = self.line_id, None
        self.line_channel.stop()
        return stopped

    def tick(self) -> int | None:
        """Move the ducking gain one step; the id of a line that just ended."""
        speaking = self.line_channel.get_busy()
        target = self.low if speaking else 1.0
        # The ramp moves by the time that really passed since the last tick, not by one tick's
        # worth: on a busy laptop the loop is woken late, and a ramp counted in ticks then took
        # several times its length (the bed ducked late and came back late).
        now = self.clock()
        passed = TICK if self._ticked_at is None else max(0.0, now - self._ticked_at)
        self._ticked_at = now
        step = min(1.0, passed / RAMP_SECONDS)
        if self.gain < target:
            self.gain = min(target, self.gain + step)
        elif self.gain > target:
            self.gain = max(target, self.gain - step)
        if self.bed_name is not None:
            self.bed_channel.set_volume(self.bed_volume * self.gain)
        if not speaking and self.line_id is not None:
            ended, self.line_id = self.line_id, None
            return ended
        return None


def main() -> None:
    mixer, send = start(Mixer)
    commands: queue.Queue[dict[str, Any] | None] = queue.Queue()
    threading.Thread(target=_read_commands, args=(commands,), daemon=True).start()
    try:
        send({"id": 0, "ok": True, "driver": mixer.driver})
        while True:
            deadline = time.monotonic() + TICK
            while True:
                try:
                    message = commands.get(timeout=max(0.0, deadline - time.monotonic()))
                except queue.Empty:
                    break
                if message is None or message.get("op") == "quit":
                    mixer.pg.mixer.quit()
                    os._exit(0)
                op = message.get("op")
                try:
                    if op == "play":
                        line_id = int(message.get("id", 0))
                        previous = mixer.line_id
                        if previous is not None:
                            send({"event": "done", "id": previous})
                        if not mixer.play(line_id, str(message.get("path"))):
                            send({"event": "error", "id": line_id})
                    elif op == "stop":
                        stopped = mixer.stop()
                        if stopped is not None:
                            send({"event": "done", "id": stopped})
                    elif op == "bed":
                        name = message.get("name")
                        mixer.set_bed(name if isinstance(name, str) else None)
                    elif op == "bed_volume":
                        mixer.bed_volume = max(0.0, min(1.0, float(message.get("value", 0.5))))
                    elif op == "cue":
                        mixer.cue_channel.play(mixer._sound("dawn"))
                except Exception as error:
                    send({"event": "error", "error": f"{type(error).__name__}: {error}"})
            ended = mixer.tick()
            if ended is not None:
                send({"event": "done", "id": ended})
    except OSError:
        pass
    os._exit(0)


if __name__ == "__main__":
    main()
