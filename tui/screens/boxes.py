"""Which boxes the group owns: a small dialog with one line per box, space toggles.

The first line says "not said": then no box limits apply (the laptop deals, no real cards are
needed). Reached from the settings and from the mix step of a new game (key d). Dismisses with
the chosen list (None for "not said"); the caller saves it.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from setups.boxes import boxes
from tui.i18n import language, t
from tui.screens import localize_bindings

NOT_SAID = "-"


def boxes_summary(owned: list[str] | None) -> str:
    """'basisspel, Volle Maan' or 'not said (no limits)', in the current language."""
    if owned is None:
        return t("boxes.not_said")
    if not owned:
        return t("boxes.none")
    return ", ".join(boxes()[b].name(language()) for b in boxes() if b in owned)


class BoxesScreen(ModalScreen[list[str] | None]):
    DEFAULT_CSS = """
    BoxesScreen { align: center middle; }
    BoxesScreen #boxes-dialog { width: 64; height: auto; max-height: 90%; border: thick $accent;
                                background: $surface; padding: 0 1; }
    BoxesScreen #boxes-list { height: auto; max-height: 14; }
    BoxesScreen .hint { color: $text-muted; height: auto; }
    """
    BINDINGS = [
        Binding("space", "flip", "boxes.key.toggle"),
        Binding("escape", "done", "boxes.key.done"),
        Binding("enter", "done", "boxes.key.done", show=False, priority=True),
    ]

    def __init__(self, owned: list[str] | None) -> None:
        super().__init__()
        localize_bindings(self)
        self.owned: list[str] | None = list(owned) if owned is not None else None

    def compose(self) -> ComposeResult:
        with Vertical(id="boxes-dialog"):
            yield Static(t("boxes.title"))
            yield OptionList(id="boxes-list")
            yield Static(t("boxes.hint"), classes="hint")

    def on_mount(self) -> None:
        self._refresh(0)
        self.query_one(OptionList).focus()

    def _refresh(self, highlight: int) -> None:
        lang = language()
        olist = self.query_one(OptionList)
        olist.clear_options()
        mark = "(•)" if self.owned is None else "( )"
        options = [Option(Content(f"{mark} {t('boxes.not_said')}"), id=NOT_SAID)]
        for box in boxes().values():
            ticked = self.owned is not None and box.id in self.owned
            options.append(Option(Content(f"[{'x' if ticked else ' '}] {box.name(lang)}"),
                                  id=box.id))
        olist.add_options(options)
        olist.highlighted = highlight

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_flip()

    def action_flip(self) -> None:
        olist = self.query_one(OptionList)
        option = olist.highlighted_option
        if option is None or option.id is None:
            return
        if option.id == NOT_SAID:
            self.owned = None if self.owned is not None else []
        else:
            owned = self.owned if self.owned is not None else []
            self.owned = [b for b in owned if b != option.id] if option.id in owned \
                else [*owned, option.id]
        self._refresh(olist.highlighted or 0)

    def action_done(self) -> None:
        self.dismiss(self.owned)
