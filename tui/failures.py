"""Unexpected failures: written with their traceback to a log file in the data folder, never
to the screen; the player sees one plain sentence and the game goes on."""

from __future__ import annotations

import contextlib
import datetime
import traceback

from narration.paths import data_dir


def log_failure(where: str) -> None:
    with contextlib.suppress(OSError):
        folder = data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / "errors.log", "a", encoding="utf-8") as log:
            log.write(f"--- {datetime.datetime.now().isoformat(timespec='seconds')} {where}\n")
            log.write(traceback.format_exc())
