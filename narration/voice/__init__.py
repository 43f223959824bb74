"""The voice: offline speech for public lines, never in the way of the game.

The UI uses :class:`Voice` (``speak``, ``prefetch``, ``replay``, ``stop``, ``close``,
``status``, ``settings``/``configure``); settings are loaded and saved with
:func:`load_settings` and :func:`save_settings`. Nothing here imports textual or rich, and
nothing here writes to the terminal.
"""

from narration.voice.renderer import VoiceInfo
from narration.voice.settings import VoiceSettings, load_settings, save_settings
from narration.voice.voice import Voice, VoiceStats, VoiceStatus, list_voices

__all__ = [
    "Voice",
    "VoiceInfo",
    "VoiceSettings",
    "VoiceStats",
    "VoiceStatus",
    "list_voices",
    "load_settings",
    "save_settings",
]
