"""The journal: the autosave of one game, as JSON lines.

Line 1 is a header (format, version, setup, creation time, play mode); every later line is one
event: `{"a": answer}` for an accepted answer, `{"undo": true}` or `{"redo": true}`,
`{"edit": {"i": index, "a": answer, "kept": n}}` when an earlier answer was changed (the n
later answers after it were kept, the rest dropped from the game, not from the file), and in the
secret-night modes `{"turn": {...}}` for what one player chose on his secret turn (kept apart
from the engine's answers; see narration/secret_night.py). Each line is
written and flushed to disk (fsync) before the app moves on, so an answer shown as accepted
survives a crash. Nothing is ever erased: undo is an event too. A torn last line (the crash
hit mid-write) is dropped with a warning and kept aside in `<file>.torn`; any other damage is a
JournalError that names the file and the line, and the file is left untouched.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from narration.engine import Game
from narration.errors import AnswerError, JournalError, JournalWarning
from narration.modes import MODES, VERTELLER
from narration.paths import games_dir
from setups.errors import SetupError
from setups.game_setup import GameSetup, setup_from_dict, setup_to_dict

FORMAT = "wakkerdam-journal"
VERSION = 1


@dataclass
class Loaded:
    setup: GameSetup
    answers: list[Any]
    redo: list[Any]
    created: str
    warnings: list[JournalWarning] = field(default_factory=list)
    mode: str = VERTELLER
    turns: list[dict[str, Any]] = field(default_factory=list)


def new_path(setup: GameSetup, folder: Path | None = None) -> Path:
    folder = folder or games_dir()
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    slug = re.sub(r"[^a-z0-9]+", "-", "-".join(setup.players[:3]).casefold()).strip("-")[:30]
    path = folder / f"{stamp}-{slug or 'spel'}.jsonl"
    n = 2
    while path.exists():
        path = folder / f"{stamp}-{slug or 'spel'}-{n}.jsonl"
        n += 1
    return path


class Journal:
    """Appends events to one journal file, flushed and synced line by line."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # The file's length after the last complete append: what a failed write is cut back to.
        self._end: int | None = None

    @classmethod
    def create(cls, setup: GameSetup, path: Path | None = None,
               mode: str = VERTELLER) -> Journal:
        path = path or new_path(setup)
        path.parent.mkdir(parents=True, exist_ok=True)
        header = {"format": FORMAT, "version": VERSION, "created": _now(),
                  "setup": setup_to_dict(setup), "mode": mode}
        tmp = path.with_name(path.name + ".tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(json.dumps(header, ensure_ascii=False) + "\n")
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        return cls(path)

    def append(self, event: dict[str, Any]) -> None:
        """Append one event as one line, synced to disk. On failure (disk full, read-only) the
        file is cut back to its last complete line, so a retry never follows half a line."""
        data = (json.dumps(event, ensure_ascii=False) + "\n").encode("utf-8")
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        try:
            size = os.fstat(fd).st_size
            if self._end is not None and size > self._end:
                os.ftruncate(fd, self._end)  # the rest of a write that failed before
                size = self._end
            try:
                written = 0
                while written < len(data):
                    written += os.write(fd, data[written:])
                os.fsync(fd)
            except OSError:
                with contextlib.suppress(OSError):
                    os.ftruncate(fd, size)
                self._end = size
                raise
            self._end = size + len(data)
        finally:
            os.close(fd)

    def answer(self, value: Any) -> None:
        self.append({"a": value})

    def undo(self) -> None:
        self.append({"undo": True})

    def redo(self) -> None:
        self.append({"redo": True})


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def read(path: Path, *, repair: bool = False) -> Loaded:
    """Read a journal. With `repair`, a torn last line is cut off (kept in `.torn`)."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise JournalError("unreadable", path=path, reason=e.strerror) from None
    if not raw:
        raise JournalError("empty", path=path)
    lines = raw.split(b"\n")
    warnings: list[JournalWarning] = []
    torn: bytes | None = None
    if lines[-1] == b"":
        lines.pop()
    else:
        torn = lines.pop()  # no newline at the end: the last write was cut short
    try:
        header = json.loads(lines[0].decode("utf-8")) if lines else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise JournalError("no_header", path=path)
    if header.get("version") != VERSION:
        raise JournalError("version", path=path, version=header.get("version"), reads=VERSION)
    try:
        setup_data = header.get("setup")
        if not isinstance(setup_data, dict):
            raise SetupError("header_no_setup")
        setup = setup_from_dict(setup_data)
    except SetupError as e:
        raise JournalError("bad_setup", path=path, error=e) from None
    mode = header.get("mode", VERTELLER)
    if mode not in MODES:
        raise JournalError("unknown_mode", path=path, mode=mode, known=", ".join(MODES))
    answers: list[Any] = []
    redo: list[Any] = []
    turns: list[dict[str, Any]] = []
    for number, raw_line in enumerate(lines[1:], start=2):
        try:
            event = json.loads(raw_line.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise JournalError("not_json", path=path, line=number) from None
        if not isinstance(event, dict):
            raise JournalError("not_event", path=path, line=number)
        if "a" in event:
            answers.append(event["a"])
            redo.clear()
        elif event.get("undo") is True:
            if not answers:
                raise JournalError("undo_nothing", path=path, line=number)
            redo.append(answers.pop())
        elif event.get("redo") is True:
            if not redo:
                raise JournalError("redo_nothing", path=path, line=number)
            answers.append(redo.pop())
        elif "edit" in event:
            edit = event["edit"]
            if not (isinstance(edit, dict) and "a" in edit
                    and isinstance(edit.get("i"), int) and isinstance(edit.get("kept"), int)
                    and 0 <= edit["i"] < len(answers)
                    and 0 <= edit["kept"] < len(answers) - edit["i"]):
                raise JournalError("damaged_edit", path=path, line=number)
            i = edit["i"]
            answers[i + 1:] = answers[i + 1:i + 1 + edit["kept"]]
            answers[i] = edit["a"]
            redo.clear()
        elif "turn" in event:
            turn = event["turn"]
            if not (isinstance(turn, dict) and isinstance(turn.get("r"), int)
                    and isinstance(turn.get("p"), str) and isinstance(turn.get("k"), str)):
                raise JournalError("damaged_turn", path=path, line=number)
            turns.append(turn)
        else:
            raise JournalError("unknown_event", path=path, line=number)
    if torn is not None and torn.strip():
        warnings.append(JournalWarning("torn_line", path=path, kept=f"{path.name}.torn"))
        if repair:
            with open(path.with_name(path.name + ".torn"), "ab") as side:
                side.write(torn + b"\n")
            with open(path, "r+b") as f:
                f.truncate(len(raw) - len(torn))
    return Loaded(setup, answers, redo, str(header.get("created", "")), warnings, mode, turns)


def replay(path: Path, loaded: Loaded) -> Game:
    """The game a read journal holds, every answer checked by the rules as it was at the table;
    a JournalError names the first answer that does not fit."""
    game = Game(loaded.setup)
    for number, value in enumerate(loaded.answers, start=1):
        try:
            game.answer(value)
        except AnswerError as e:  # the file does not fit the rules: say which answer
            raise JournalError("answer_not_replaying", path=path, n=number, error=e) from None
    game.redo_stack = list(loaded.redo)
    return game


def resume(path: Path) -> tuple[Game, Journal, list[JournalWarning]]:
    """Rebuild the game of a journal; returns it, the journal to go on writing, and warnings.

    The file is only touched (a torn last line cut off) once every answer has replayed, so a
    journal that cannot be resumed is left exactly as it was."""
    loaded = read(path)
    game = replay(path, loaded)
    if loaded.warnings:
        read(path, repair=True)
    return game, Journal(path), loaded.warnings
