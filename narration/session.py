"""A game being played: the engine plus its journal, as the app and the tests drive it.

Every accepted answer is journaled (flushed and synced) before `submit` returns, so whatever
the screen shows as accepted survives a crash. When the disk refuses (read-only, full), the
game goes on in memory with a warning, and the pending events are written as soon as the disk
takes them again: nothing is lost once space returns.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from narration.engine import EditPreview, Game
from narration.errors import AnswerError, JournalWarning
from narration.journal import Journal, read, resume
from narration.lines import line
from narration.modes import VERTELLER, secret_nights
from narration.paths import games_dir
from setups.editions import edition
from setups.game_setup import GameSetup


class Session:
    def __init__(self, game: Game, journal: Journal | None,
                 warnings: list[JournalWarning] | None = None,
                 mode: str = VERTELLER, turns: list[dict[str, Any]] | None = None):
        self.game = game
        self.journal = journal
        # What reading the journal repaired, to show in the player's language (`text(lang)`).
        self.warnings: list[JournalWarning] = list(warnings or [])
        self.mode = mode
        # The secret turns journaled so far (secret-night modes), in the order they were taken.
        self.turns: list[dict[str, Any]] = list(turns or [])
        self.pending: list[dict[str, Any]] = []
        # Why the autosave cannot write now (one sentence), and the folder and the system's
        # reason apart, for a screen that says it in its own language; None while all is saved.
        self.disk_problem: str | None = None
        self.disk_folder: Path | None = None
        self.disk_reason: str | None = None
        self._new_path: Path | None = None  # where a journal that could not be created goes

    @classmethod
    def new(cls, setup: GameSetup, path: Path | None = None,
            mode: str = VERTELLER) -> Session:
        if secret_nights(mode) and not (setup.options.vooraf_kiezen
                                        and setup.options.stemming_in_het_open):
            # On the laptop a card that chooses "at the start of the night" chooses the night
            # before (ruling doorgeven-begin-nacht), and the open vote refuses no ballot for a
            # lover's secret bond (ruling doorgeven-geliefde-stem); the journal's setup keeps
            # the options, so a resumed game plays as it began (an older journal without
            # them, as before).
            setup = replace(setup, options=replace(setup.options, vooraf_kiezen=True,
                                                   stemming_in_het_open=True))
        if edition(setup.edition).offers("invloeden_wie_begint") and (
                not setup.options.invloeden_wie_begint):
            # Invloeden asks who starts the round (ruling invloeden-om-de-beurt); the journal's
            # setup keeps the option, so an older journal without it resumes without the
            # question, its answers in line.
            setup = replace(setup, options=replace(setup.options, invloeden_wie_begint=True))
        session = cls(Game(setup), None, mode=mode)
        session._new_path = path
        session._create_journal()
        return session

    def _create_journal(self) -> bool:
        try:
            self.journal = Journal.create(self.game.setup, self._new_path, self.mode)
        except OSError as e:
            self._refused(self._new_path.parent if self._new_path else games_dir(), e)
            return False
        return True

    def _refused(self, folder: Path, error: OSError) -> None:
        self.disk_folder, self.disk_reason = folder, error.strerror or str(error)
        self.disk_problem = (
            f"The autosave cannot write to {folder} ({self.disk_reason}); the game goes on in "
            "memory and is saved when it can."
        )

    @classmethod
    def resume(cls, path: Path) -> Session:
        game, journal, warnings = resume(path)
        loaded = read(path)  # after the repair: the mode and the secret turns
        return cls(game, journal, warnings, loaded.mode, loaded.turns)

    @property
    def path(self) -> Path | None:
        return self.journal.path if self.journal else None

    def _write(self, event: dict[str, Any]) -> None:
        """Journal one event, after any the disk refused before (in order)."""
        self.pending.append(event)
        self.flush()

    def flush(self) -> bool:
        """Write what the disk refused before; True once everything is saved. The app calls
        this now and then while there is a disk problem, also after the game has ended."""
        if not self.pending:
            return True
        if self.journal is None and not self._create_journal():
            return False
        assert self.journal is not None
        try:
            while self.pending:
                self.journal.append(self.pending[0])
                self.pending.pop(0)
        except OSError as e:
            self._refused(self.journal.path.parent, e)
            return False
        self.disk_problem = self.disk_folder = self.disk_reason = None
        return True

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

    def edit_preview(self, index: int, value: Any) -> EditPreview:
        """What changing answer `index` would do (nothing changes until `confirm_edit`). In
        the pass-the-laptop modes only day answers can be edited, and only when every answer
        after it is a day answer too: like undo, an edit never reaches into a secret night."""
        records = self.game.records
        if secret_nights(self.mode) and any(r.phase != "day" for r in records[index:]):
            raise AnswerError(line(self.game.setup.lang, "error", "edit_night"))
        return self.game.edit_preview(index, value)

    def confirm_edit(self, preview: EditPreview) -> None:
        """Make the previewed edit the game, and journal it (nothing is erased: the edit is an
        event that says which answer changed and how many later ones were kept)."""
        self.game.adopt(preview)
        self._write({"edit": {"i": preview.index, "a": preview.value, "kept": preview.kept}})
