"""The project's own errors: each carries one clear sentence for a person, never a traceback."""

from __future__ import annotations


class WakkerdamError(Exception):
    """Any failure a user can cause. `str(error)` is the message to show."""


class SetupError(WakkerdamError):
    """A setup that cannot be dealt or played: unknown role, wrong count, bad names."""
