"""The one-sentence notices shown when the voice is silent: why, and how to fix it.

The sentences are the "narration" catalogue's `voice.*` messages, in the settings language.
"""

from __future__ import annotations

import sys
from typing import Literal

from texts import text

Reason = Literal["no-engine", "no-player", "no-device", "fallback"]


def _install_espeak(lang: str) -> str:
    if sys.platform == "darwin":
        return "brew install espeak-ng"
    if sys.platform == "win32":
        return text(lang, "narration", "voice.install_windows")
    return "sudo apt install espeak-ng"


def notice(reason: Reason, lang: str) -> str:
    """A clear sentence in the settings language."""
    if reason == "no-engine":
        return text(lang, "narration", "voice.no_engine", fix=_install_espeak(lang))
    if reason == "no-player":
        return text(lang, "narration", "voice.no_player")
    return text(lang, "narration", "voice.no_device")


def fallback_notice(voice_id: str, lang: str) -> str:
    """A better voice (Piper, MBROLA) failed twice: espeak-ng speaks for the rest of the game."""
    return text(lang, "narration", "voice.fallback", voice=voice_id)
