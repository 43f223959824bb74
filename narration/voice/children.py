"""How the voice starts child processes: never attached to the app's terminal."""

from __future__ import annotations

import subprocess
import sys
from typing import Any


def quiet_popen_kwargs() -> dict[str, Any]:
    """Own session on POSIX (no terminal signals, killable as a group); no console on Windows."""
    if sys.platform == "win32":
        return {"creationflags": getattr(subprocess, "CREATE_NO_WINDOW", 0)}
    return {"start_new_session": True}
