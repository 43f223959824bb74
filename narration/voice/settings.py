"""Voice settings (language, voice, rate, volume, mute, ambience), remembered between games.

Stored as JSON in ``config_dir() / "voice.json"``. A missing or broken file gives the defaults;
a broken field gives that field's default. Loading and saving never raise.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import tempfile
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from narration.paths import config_dir
from texts import LANGS as ALL_LANGS
from texts import voice as language_voice

# A language code with a folder of catalogues (texts/locale/<lang>): "nl", "en", "de", ...
Lang = str
LANGS: tuple[Lang, ...] = ALL_LANGS

MIN_RATE = 60
MAX_RATE = 450
DEFAULT_RATE = 160

# Default voices per language: pyttsx3's espeak driver lists voices by identifier ("gmw/nl"),
# the espeak-ng command line takes the language name ("nl").
# Each language names its voice in texts/locale/<lang>/voice.toml.
PYTTSX3_DEFAULT_VOICES: dict[str, str] = {lang: language_voice(lang).pyttsx3 for lang in LANGS}
ESPEAK_DEFAULT_VOICES: dict[str, str] = {lang: language_voice(lang).espeak for lang in LANGS}


@dataclass(frozen=True)
class VoiceSettings:
    """What the narrator chose: ``voice`` None means the default voice of ``lang``."""

    lang: Lang = "nl"
    voice: str | None = None
    rate: int = DEFAULT_RATE
    volume: float = 1.0
    mute: bool = False
    ambience: bool = True  # the night and day beds under the voice
    ambience_volume: float = 0.5  # of the bed, 0..1 (the voice keeps its own volume)

    def normalized(self) -> VoiceSettings:
        """The same settings with every value brought into its valid range."""
        lang: Lang = self.lang if self.lang in LANGS else "nl"
        voice = self.voice.strip() if isinstance(self.voice, str) and self.voice.strip() else None
        rate = min(MAX_RATE, max(MIN_RATE, int(self.rate)))
        volume = float(self.volume)
        volume = min(1.0, max(0.0, volume)) if math.isfinite(volume) else 1.0
        bed = float(self.ambience_volume)
        bed = min(1.0, max(0.0, bed)) if math.isfinite(bed) else 0.5
        return replace(
            self,
            lang=lang,
            voice=voice,
            rate=rate,
            volume=volume,
            mute=bool(self.mute),
            ambience=bool(self.ambience),
            ambience_volume=bed,
        )


def settings_path() -> Path:
    return config_dir() / "voice.json"


def _from_dict(data: Any) -> VoiceSettings:
    default = VoiceSettings()
    if not isinstance(data, dict):
        return default
    lang = data.get("lang")
    voice = data.get("voice")
    rate = data.get("rate")
    volume = data.get("volume")
    mute = data.get("mute")
    ambience = data.get("ambience")
    bed = data.get("ambience_volume")
    return VoiceSettings(
        lang=lang if lang in LANGS else default.lang,
        voice=voice if isinstance(voice, str) and voice.strip() else None,
        rate=rate if isinstance(rate, int) and not isinstance(rate, bool) else default.rate,
        volume=(
            float(volume)
            if isinstance(volume, int | float) and not isinstance(volume, bool)
            else default.volume
        ),
        mute=mute if isinstance(mute, bool) else default.mute,
        ambience=ambience if isinstance(ambience, bool) else default.ambience,
        ambience_volume=(
            float(bed)
            if isinstance(bed, int | float) and not isinstance(bed, bool)
            else default.ambience_volume
        ),
    ).normalized()


def load_settings(path: Path | None = None) -> VoiceSettings:
    """The saved settings, or the defaults when there are none or the file is damaged."""
    try:
        text = (path or settings_path()).read_text(encoding="utf-8")
        return _from_dict(json.loads(text))
    except (OSError, ValueError, TypeError, OverflowError):
        return VoiceSettings()


def save_settings(settings: VoiceSettings, path: Path | None = None) -> bool:
    """Write the settings atomically; False (and nothing raised) when the disk refuses."""
    target = path or settings_path()
    tmp_name: str | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        data = {"version": 1, **asdict(settings.normalized())}
        fd, tmp_name = tempfile.mkstemp(prefix=".voice-", suffix=".json", dir=target.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=2)
            handle.write("\n")
        os.replace(tmp_name, target)
        return True
    except (OSError, ValueError):
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
        return False
