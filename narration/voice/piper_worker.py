"""The Piper worker process: Piper models loaded once, text in, WAV out.

Run as ``python -m narration.voice.piper_worker``. It speaks the same protocol as
:mod:`narration.voice.worker` (a hello, then ``render``/``voices``/``quit`` requests, one JSON
object a line), so :class:`~narration.voice.renderer.WorkerRenderer` drives it; here ``voice``
is the path of the ``.onnx`` model. Piper (onnxruntime, about 140 MB once a model is loaded)
never lives in the UI process. The rate maps to Piper's length scale (160 words a minute is the
model's own pace); the volume to its output gain.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import sys
import wave
from pathlib import Path
from typing import Any

from narration.voice.settings import DEFAULT_RATE
from narration.voice.worker import silence_terminal


class PiperEngine:
    def __init__(self) -> None:
        import piper

        self._piper: Any = piper
        self._models: dict[str, Any] = {}

    def _model(self, path: str) -> Any:
        model = self._models.get(path)
        if model is None:
            model = self._piper.PiperVoice.load(path)
            self._models[path] = model
        return model

    def render(self, text: str, model: str, rate: int, volume: float, out: Path) -> None:
        voice = self._model(model)
        config = self._piper.SynthesisConfig(
            length_scale=DEFAULT_RATE / max(1, rate), volume=max(0.0, min(1.0, volume))
        )
        tmp = out.with_name(out.name + ".part")
        with wave.open(str(tmp), "wb") as writer:
            voice.synthesize_wav(text, writer, syn_config=config)
        os.replace(tmp, out)


def _handle(engine: PiperEngine, request: dict[str, Any]) -> dict[str, Any]:
    op = request.get("op")
    if op == "render":
        model = request.get("voice")
        if not isinstance(model, str) or not model.endswith(".onnx"):
            return {"ok": False, "error": f"not a Piper model: {model!r}"}
        engine.render(
            str(request["text"]),
            model,
            int(request.get("rate", DEFAULT_RATE)),
            float(request.get("volume", 1.0)),
            Path(str(request["out"])),
        )
        return {"ok": True, "voice": model}
    if op == "voices":
        return {"ok": True, "voices": []}  # the catalogue finds the models, not the worker
    return {"ok": False, "error": f"unknown op {op!r}"}


def main() -> None:
    replies = silence_terminal()
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    def send(message: dict[str, Any]) -> None:
        replies.write(json.dumps(message) + "\n")

    try:
        engine = PiperEngine()
    except BaseException as error:
        with contextlib.suppress(OSError):
            send({"id": 0, "ok": False, "error": f"{type(error).__name__}: {error}"})
        os._exit(3)
    try:
        send({"id": 0, "ok": True, "driver": "piper"})
        for line in io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8"):
            try:
                request = json.loads(line)
            except ValueError:
                continue
            if not isinstance(request, dict):
                continue
            if request.get("op") == "quit":
                break
            try:
                reply = _handle(engine, request)
            except Exception as error:
                reply = {"ok": False, "error": f"{type(error).__name__}: {error}"}
            reply["id"] = request.get("id")
            send(reply)
    except OSError:
        pass
    os._exit(0)


if __name__ == "__main__":
    main()
