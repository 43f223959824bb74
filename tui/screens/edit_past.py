"""Editing the past (key e on the game screen): pick an earlier answer, and that step's own
prompt is asked again (the same prompt panel, with the candidates and choices of that moment of
the game), so the narrator picks a player, a choice or yes/no as he did the first time; then
the screen shows what that changes (deaths, cards, winner, the first later answer that no
longer fits) and y confirms.

Only the answers the caller lists are shown: the game screen leaves the night answers out while
the curtain is down or the nights are secret, so this screen shows no more than the screen
behind it. What a prompt tells only the narrator (`info`), a card that an edit changes and the
night answer where an edit stops show only when the caller says the curtain is up. Nothing
changes until y; Esc goes back to the list, and from the list back to
the game without a change."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static

from narration.engine import EditPreview, Game
from narration.errors import AnswerError
from narration.prompts import Prompt
from narration.session import Session
from tui.answer_words import answer_words, cause_words, step_where
from tui.curtain import UP, Curtain
from tui.i18n import t
from tui.refusals import narrator_refusal
from tui.screens import localize_bindings
from tui.widgets.pick_list import PickList
from tui.widgets.prompt_panel import PromptPanel


def _camp(camp: str | None) -> str:
    if camp is None:
        return t("edit.none")
    said = t(f"camp.{camp}")
    return camp if said == f"camp.{camp}" else said


class EditPastScreen(ModalScreen[bool]):
    """Dismissed with True once an edit was confirmed (and journaled), else False."""

    DEFAULT_CSS = """
    EditPastScreen { align: center middle; }
    EditPastScreen #edit-past { width: 90%; height: 90%; border: thick $accent;
                                background: $surface; padding: 0 1; }
    EditPastScreen #edit-title { height: auto; }
    EditPastScreen #edit-list { height: 1fr; }
    EditPastScreen #edit-ask { height: 1fr; display: none; }
    EditPastScreen #edit-question { height: auto; text-style: bold; }
    EditPastScreen #edit-preview { height: auto; max-height: 50%; }
    """
    BINDINGS = [
        Binding("escape", "back", "key.close"),
        Binding("y", "confirm_edit", "key.confirm_edit", show=False),
        # The prompt's letters, as on the game screen: priority, so that a key typed fast
        # behind them (b 6 Enter) is not taken by the list before they act.
        Binding("b", "ballots", "key.ballots", show=False, priority=True),
        Binding("r", "toggle_save", "key.redden", show=False, priority=True),
        # Inside a ballot entry: one ballot back, and forward again.
        Binding("ctrl+z", "previous_ballot", "key.previous_ballot", show=False, priority=True),
        Binding("backspace", "previous_ballot", "key.previous_ballot", show=False),
        Binding("ctrl+y", "next_ballot", "key.redo", show=False, priority=True),
    ]

    def __init__(self, session: Session, indexes: list[int], *, private: bool = False,
                 curtain: Curtain = UP) -> None:
        """`indexes`: the answers that may be edited; `private`: the curtain is up, so what a
        prompt tells only the narrator may show; `curtain`: what a step asked again lists and
        how its refusals read (tui/curtain.py; SHUT behind the narrator's curtain)."""
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.private = private
        self.curtain = curtain
        self.prompts: list[Prompt] = session.game.asked_prompts()
        records = session.game.records
        # A day-power offer the screen passed by itself was no answer of the narrator's.
        self.indexes = [i for i in indexes
                        if not (self.prompts[i].day_power and records[i].answer == "")]
        self.chosen: int | None = None
        self.asked: Game | None = None
        self.preview: EditPreview | None = None

    def words(self, index: int, value: Any) -> str:
        """Answer `index`'s prompt answered with `value`, in words."""
        return answer_words(self.prompts[index], self.session.game.state, value)

    def where(self, index: int) -> str:
        record = self.session.game.records[index]
        return step_where(record.phase, record.round, record.step,
                          self.session.game.setup.edition)

    def compose(self) -> ComposeResult:
        records = self.session.game.records
        with Vertical(id="edit-past"):
            yield Static(t("edit.title"), id="edit-title")
            yield PickList([(str(i), t("edit.row", where=self.where(i),
                                       value=self.words(i, records[i].answer)))
                            for i in self.indexes],
                           id="edit-list", numbers=[i + 1 for i in self.indexes])
            with Vertical(id="edit-ask"):
                yield Static("", id="edit-question")
                yield Vertical(id="edit-input")
            yield Static("", id="edit-preview")

    def on_mount(self) -> None:
        edits = self.query_one("#edit-list", PickList)
        edits.highlighted = len(self.indexes) - 1  # the latest answer first: it is the nearest
        edits.focus()

    # --- asking the chosen answer again ---------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id != "edit-list":
            return
        event.stop()
        self.open(self.indexes[event.option_index])

    def open(self, index: int) -> None:
        """Ask answer `index` again: its prompt as it was, in the game as it stood then."""
        self.chosen = index
        self.asked = self.session.game.as_asked(index)
        prompt = self.asked.prompt
        assert prompt is not None  # a recorded answer answered a prompt
        record = self.session.game.records[index]
        lines = [t("edit.ask", where=self.where(index), value=self.words(index, record.answer))]
        if prompt.line:
            lines.append(prompt.line)
        if self.private:
            lines += [i for i in prompt.info if i not in lines]
        self.query_one("#edit-question", Static).update("\n".join(lines))
        self.query_one("#edit-preview", Static).update("")
        self.preview = None
        self.query_one("#edit-title").display = False  # the list's own help; room for the list
        self.query_one("#edit-list").display = False
        self.query_one("#edit-ask").display = True
        area = self.query_one("#edit-input", Vertical)
        area.remove_children()
        area.mount(PromptPanel(prompt, self.asked.state, curtain=self.curtain, id="edit-panel"))

    def close_prompt(self) -> None:
        self.chosen = self.asked = self.preview = None
        self.query_one("#edit-input", Vertical).remove_children()
        self.query_one("#edit-ask").display = False
        self.query_one("#edit-title").display = True
        self.query_one("#edit-preview", Static).update("")
        edits = self.query_one("#edit-list", PickList)
        edits.display = True
        edits.focus()

    @property
    def panel(self) -> PromptPanel | None:
        found = self.query("#edit-panel").results(PromptPanel)
        return next(iter(found), None)

    def on_prompt_panel_answered(self, message: PromptPanel.Answered) -> None:
        message.stop()
        if self.chosen is None:
            return
        text = self.query_one("#edit-preview", Static)
        try:
            self.preview = self.session.edit_preview(self.chosen, message.value)
        except AnswerError as e:
            self.preview = None
            prompt = self.asked.prompt if self.asked is not None else None
            text.update(t("edit.refused", reason=narrator_refusal(
                e, prompt, message.value, self.session.game.state.setup.players,
                curtain=self.curtain)))
            self.app.bell()
            return
        text.update("\n".join([*self.preview_lines(self.preview), t("edit.confirm")]))

    def preview_lines(self, preview: EditPreview) -> list[str]:
        state = self.session.game.state
        died = [d for d in preview.deaths_after if d not in preview.deaths_before]
        spared = [d for d in preview.deaths_before if d not in preview.deaths_after]
        lines = [t("edit.new_answer", where=self.where(preview.index),
                   value=self.words(preview.index, preview.value))]
        lines += [t("edit.dies", name=n, cause=cause_words(state, c)) for n, c in died]
        lines += [t("edit.lives", name=n, cause=cause_words(state, c)) for n, c in spared]
        if self.private:  # a card that changes is a secret of the curtain
            lines += [t("edit.role", name=n, before=state.role_name(b),
                        after=state.role_name(a)) for n, b, a in preview.roles_changed]
        if preview.winner_before != preview.winner_after:
            lines.append(t("edit.winner", before=_camp(preview.winner_before),
                           after=_camp(preview.winner_after)))
        if len(lines) == 1:
            lines.append(t("edit.no_change"))
        lines.append(t("edit.kept", kept=preview.kept, later=preview.later))
        stopped = preview.stopped_at
        if stopped is not None:
            at = preview.index + 1 + preview.kept
            if self.private or stopped.phase == "day":
                lines.append(t("edit.stopped", where=self.where(at),
                               value=self.words(at, stopped.answer)))
            else:  # behind the curtain a night's answer is not said, only where it stops
                lines.append(t("edit.stopped_hidden", where=self.where(at)))
        return lines

    # --- keys -----------------------------------------------------------------------------
    def action_confirm_edit(self) -> None:
        if self.preview is None:
            return
        self.session.confirm_edit(self.preview)
        self.dismiss(True)

    def action_back(self) -> None:
        if self.chosen is not None:
            self.close_prompt()
        else:
            self.dismiss(False)

    def action_ballots(self) -> None:
        panel = self.panel
        if panel is not None:
            panel.action_toggle_ballots()

    def action_toggle_save(self) -> None:
        panel = self.panel
        if panel is not None:
            panel.action_toggle_save()

    def action_previous_ballot(self) -> None:
        panel = self.panel
        if panel is not None:
            panel.previous_ballot()

    def action_next_ballot(self) -> None:
        panel = self.panel
        if panel is not None:
            panel.next_ballot()
