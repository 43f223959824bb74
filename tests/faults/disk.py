"""A disk that fails on command, for the fault tests: injected under the journal's own writes.

`FaultyDisk` stands in for the `os` module and `open` as narration.journal sees them. In mode
"full" a write stores part of its bytes and the next one fails with ENOSPC (as a disk filling
up mid-line does); in mode "readonly" opening for writing fails with EROFS; in mode "ok" all
goes through to the real disk.
"""

from __future__ import annotations

import errno
import os
from typing import Any

import pytest

import narration.journal as journal_module

WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT


class FaultyDisk:
    def __init__(self) -> None:
        self.mode = "ok"
        self.partial_writes = 0  # writes cut short while full
        self.refusals = 0

    # --- what narration.journal calls -----------------------------------------------------
    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def open(self, path: Any, flags: int, *args: Any) -> int:
        if self.mode == "readonly" and flags & WRITE_FLAGS:
            self.refusals += 1
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return os.open(path, flags, *args)

    def write(self, fd: int, data: bytes) -> int:
        if self.mode == "full":
            if len(data) > 1 and self.partial_writes % 2 == 0:
                self.partial_writes += 1
                return os.write(fd, data[: len(data) // 2])  # half a line reaches the disk
            self.partial_writes += 1
            self.refusals += 1
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        if self.mode == "readonly":
            self.refusals += 1
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        return os.write(fd, data)

    def builtin_open(self, file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if self.mode != "ok" and any(c in mode for c in "wax+"):
            self.refusals += 1
            code = errno.ENOSPC if self.mode == "full" else errno.EROFS
            raise OSError(code, os.strerror(code), str(file))
        return open(file, mode, *args, **kwargs)


def install(monkeypatch: pytest.MonkeyPatch) -> FaultyDisk:
    disk = FaultyDisk()
    monkeypatch.setattr(journal_module, "os", disk)
    monkeypatch.setattr(journal_module, "open", disk.builtin_open, raising=False)
    return disk
