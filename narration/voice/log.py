"""The voice's log: a small file in the cache folder, never the terminal."""

from __future__ import annotations

import logging
import logging.handlers
import os
import threading

from narration.paths import cache_dir

LOGGER_NAME = "wakkerdam.voice"
_lock = threading.Lock()


class _QuietFileHandler(logging.handlers.RotatingFileHandler):
    """A log handler that never reports its own failures on stderr."""

    def handleError(self, record: logging.LogRecord) -> None:
        return


def get_logger() -> logging.Logger:
    """The voice logger, writing to ``cache_dir()/voice.log`` and never propagating upward."""
    logger = logging.getLogger(LOGGER_NAME)
    with _lock:
        folder = cache_dir()
        target = os.path.abspath(folder / "voice.log")
        for old in list(logger.handlers):
            if getattr(old, "baseFilename", None) != target:  # the cache folder moved
                logger.removeHandler(old)
                old.close()
        if not logger.handlers:
            logger.propagate = False
            logger.setLevel(logging.INFO)
            handler: logging.Handler
            try:
                folder.mkdir(parents=True, exist_ok=True)
                handler = _QuietFileHandler(
                    folder / "voice.log",
                    maxBytes=256_000,
                    backupCount=1,
                    delay=True,
                    encoding="utf-8",
                )
                handler.setFormatter(
                    logging.Formatter("%(asctime)s %(levelname)s %(threadName)s %(message)s")
                )
            except OSError:
                handler = logging.NullHandler()
            logger.addHandler(handler)
    return logger
