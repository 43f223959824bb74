"""The project's own errors: each carries one clear sentence for a person, never a traceback."""

from __future__ import annotations


def shown(text: object) -> str:
    """`text` as a message may quote it: control characters (a newline in a key, a NUL in a
    name) written as escapes, so every message stays one readable line."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in str(text))


class WakkerdamError(Exception):
    """Any failure a user can cause. `str(error)` is the message to show."""


class SetupError(WakkerdamError):
    """A setup that cannot be dealt or played: unknown role, wrong count, bad names."""
