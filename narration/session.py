"""A game being played: the engine plus its journal, as the app and the tests drive it.

Every accepted answer is journaled (flushed and synced) before `submit` returns, so whatever
the screen shows as accepted survives a crash. When the disk refuses (read-only, full), the
game goes on in memory with a warning, and the pending events are written as soon as the disk
takes them again: nothing is lost once space returns.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from narration.engine import Game
from narration.journal import Journal, read, resume
from narration.modes import VERTELLER
from setups.game_setup import GameSetup


class Session:
    def __init__(self, game: Game, journal: Journal | None, warnings: list[str] | None = None,
                 mode: str = VERTELLER, turns: list[dict[str, Any]] | None = None):
        self.game = game
        self.journal = journal
        self.warnings: list[str] = list(warnings or [])
        self.mode = mode
        # The secret turns journaled so far (secret-night modes), in the order they were taken.
        self.turns: list[dict[str, Any]] = list(turns or [])
        self.pending: list[dict[str, Any]] = []
        self.disk_problem: str | None = None

    @classmethod
    def new(cls, setup: GameSetup, path: Path | None = None,
            mode: str = VERTELLER) -> Session:
        game = Game(setup)
        try:
            journal: Journal | None = Journal.create(setup, path, mode)
        except OSError as e:
            session = cls(game, None, mode=mode)
            session.disk_problem = f"Autosave is off: {e.strerror or e}"
            return session
        return cls(game, journal, mode=mode)

    @classmethod
    def resume(cls, path: Path) -> Session:
        game, journal, warnings = resume(path)
        loaded = read(path)  # after the repair: the mode and the secret turns
        return cls(game, journal, warnings, loaded.mode, loaded.turns)

    @property
    def path(self) -> Path | None:
        return self.journal.path if self.journal else None

    def _write(self, event: dict[str, Any]) -> None:
        self.pending.append(event)
        if self.journal is None:
            return
        try:
            while self.pending:
                self.journal.append(self.pending[0])
                self.pending.pop(0)
            self.disk_problem = None
        except OSError as e:
            self.disk_problem = (
                f"The autosave cannot write to {self.journal.path.parent} "
                f"({e.strerror or e}); the game goes on in memory and is saved when it can."
            )

    def submit(self, value: Any) -> Any:
        """Check, apply and journal one answer (AnswerError leaves everything as it was)."""
        normal = self.game.answer(value)
        self._write({"a": normal})
        return normal

    def record_turn(self, turn: dict[str, Any]) -> None:
        """Journal one choice of a secret turn (before the engine answers it unlocks)."""
        self.turns.append(turn)
        self._write({"turn": turn})

    def undo(self) -> bool:
        if not self.game.undo():
            return False
        self._write({"undo": True})
        return True

    def redo(self) -> bool:
        if not self.game.redo():
            return False
        self._write({"redo": True})
        return True
