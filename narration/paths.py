"""Every place on disk the app uses, computed in one module.

The platform's conventions (platformdirs) decide by default; WAKKERDAM_HOME moves everything
(data, cache and settings) under one folder, which is what the tests use.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "wakkerdam"


def _home() -> Path | None:
    value = os.environ.get("WAKKERDAM_HOME")
    return Path(value) if value else None


def data_dir() -> Path:
    """Where journals (the autosaves) live."""
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir(APP, appauthor=False))


def cache_dir() -> Path:
    """Where rendered voice lines are cached."""
    home = _home()
    return home / "cache" if home else Path(platformdirs.user_cache_dir(APP, appauthor=False))


def config_dir() -> Path:
    """Where settings (language, voice, rate, last group) are remembered."""
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir(APP, appauthor=False))


def games_dir() -> Path:
    return data_dir() / "games"
