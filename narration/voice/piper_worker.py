"""The Piper worker process: Piper models loaded once, text in, WAV out.

Run as ``python -m narration.voice.piper_worker``. It speaks the same protocol as
:mod:`narration.voice.worker` (a hello, then ``render``/``voices``/``quit`` requests, one JSON
object a line), so :class:`~narration.voice.renderer.WorkerRenderer` drives it; here ``voice``
is the path of the ``.onnx`` model. Piper (onnxruntime, about 140 MB once a model is loaded)
never lives in the UI process. The rate maps to Piper's length scale (160 words a minute is the
model's own pace); the volume to its output gain.
"""

from __future__ import annotations

import os
import wave
from pathlib import Path
from typing import Any

from narration.voice.child_process import serve, start
from narration.voice.settings import DEFAULT_RATE


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
    engine, send = start(PiperEngine)
    serve(send, {"ok": True, "driver": "piper"}, lambda request: _handle(engine, request))


if __name__ == "__main__":
    main()
