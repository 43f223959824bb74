"""Editing the past (key e on the game screen): pick an earlier answer, type its new value, see
what that changes (deaths, cards, winner, how many later answers still fit), and confirm with y.

Only the answers the caller lists are shown: the game screen leaves the night answers out while
the curtain is down or the nights are secret, so this screen shows no more than the screen
behind it. Nothing changes until y; Esc goes back without a change."""

from __future__ import annotations

import json
import tomllib
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from narration.engine import EditPreview, Record
from narration.errors import AnswerError
from narration.session import Session
from tui.i18n import t
from tui.screens import localize_bindings


def shown(value: Any) -> str:
    if value in (None, ""):
        return t("edit.nobody")
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):  # as the engine's own hint writes it: a TOML inline table
        return "{ " + ", ".join(f"{k} = {json.dumps(v)}" for k, v in value.items()) + " }"
    return str(value)


def parsed(text: str, old: Any) -> Any:
    """The typed value in the shape of the old answer: a list when it was one (comma between
    names), a table when it was one (TOML inline, `{ redden = true }`, as the engine's hint
    says), else the text as typed (empty = nobody). What does not parse goes to the prompt's
    check as typed, which refuses it with what is allowed."""
    text = text.strip()
    if isinstance(old, dict) and text:
        try:
            return tomllib.loads(f"value = {text}")["value"]
        except tomllib.TOMLDecodeError:
            return text
    if isinstance(old, list):
        return [part.strip() for part in text.split(",") if part.strip()]
    return text


def where(record: Record) -> str:
    key = f"phase.{record.phase}"
    phase = t(key, n=record.round)
    return t("edit.where", step=record.step, phase=str(record.round) if phase == key else phase)


def preview_lines(preview: EditPreview) -> list[str]:
    died = [d for d in preview.deaths_after if d not in preview.deaths_before]
    spared = [d for d in preview.deaths_before if d not in preview.deaths_after]
    lines = [t("edit.dies", name=n, cause=c) for n, c in died]
    lines += [t("edit.lives", name=n, cause=c) for n, c in spared]
    lines += [t("edit.role", name=n, before=b, after=a) for n, b, a in preview.roles_changed]
    if preview.winner_before != preview.winner_after:
        lines.append(t("edit.winner", before=preview.winner_before or t("edit.none"),
                       after=preview.winner_after or t("edit.none")))
    if not lines:
        lines.append(t("edit.no_change"))
    lines.append(t("edit.kept", kept=preview.kept, later=preview.later))
    if preview.stopped_at is not None:
        lines.append(t("edit.stopped", where=where(preview.stopped_at),
                       value=shown(preview.stopped_at.answer)))
    return lines


class EditPastScreen(ModalScreen[bool]):
    """Dismissed with True once an edit was confirmed (and journaled), else False."""

    DEFAULT_CSS = """
    EditPastScreen { align: center middle; }
    EditPastScreen #edit-past { width: 90%; height: 90%; border: thick $accent;
                                background: $surface; padding: 0 1; }
    EditPastScreen OptionList { height: 1fr; }
    EditPastScreen #edit-value { display: none; }
    EditPastScreen #edit-preview { height: auto; }
    """
    BINDINGS = [
        Binding("escape", "close", "key.close"),
        Binding("y", "confirm_edit", "key.confirm_edit", show=False),
    ]

    def __init__(self, session: Session, indexes: list[int]) -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.indexes = indexes
        self.chosen: int | None = None
        self.preview: EditPreview | None = None

    def compose(self) -> ComposeResult:
        records = self.session.game.records
        with Vertical(id="edit-past"):
            yield Static(t("edit.title"))
            yield OptionList(*[
                Option(t("edit.row", number=i + 1, where=where(records[i]),
                         value=shown(records[i].answer)), id=str(i))
                for i in self.indexes
            ], id="edit-list")
            yield Input(id="edit-value")
            yield Static("", id="edit-preview")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.chosen = int(event.option.id or 0)
        record = self.session.game.records[self.chosen]
        box = self.query_one("#edit-value", Input)
        box.display = True
        box.value = ""
        box.placeholder = t("edit.ask", where=where(record), value=shown(record.answer))
        self.preview = None
        self.query_one("#edit-preview", Static).update(
            t("edit.ask", where=where(record), value=shown(record.answer)))
        box.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if self.chosen is None:
            return
        old = self.session.game.records[self.chosen].answer
        text = self.query_one("#edit-preview", Static)
        try:
            self.preview = self.session.edit_preview(self.chosen, parsed(event.value, old))
        except AnswerError as e:
            self.preview = None
            text.update(t("edit.refused", reason=str(e)))
            return
        text.update("\n".join([*preview_lines(self.preview), t("edit.confirm")]))
        self.query_one("#edit-list", OptionList).focus()  # y is a letter: not into the input

    def action_confirm_edit(self) -> None:
        if self.preview is None:
            return
        self.session.confirm_edit(self.preview)
        self.dismiss(True)

    def action_close(self) -> None:
        self.dismiss(False)
