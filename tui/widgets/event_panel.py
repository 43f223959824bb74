"""The day screen's event cards (Volle Maan): the card drawn this morning and the permanent
cards in force. Public: everything here was read aloud."""

from __future__ import annotations

from textual.widgets import Static

from narration.event_deck import cards_in_force, drawn_today
from narration.state import GameState
from setups.events import event_card
from tui.i18n import t


class EventPanel(Static):
    DEFAULT_CSS = """
    EventPanel { height: auto; color: $accent; margin: 1 0 0 0; }
    """

    def show(self, state: GameState) -> None:
        lines: list[str] = []
        today = drawn_today(state)
        if today:
            card = event_card(today)
            lines.append(t("events.today", card=card.name(state.lang), text=card.text(state.lang)))
        in_force = cards_in_force(state)
        if in_force:
            names = ", ".join(event_card(c).name(state.lang) for c in in_force)
            lines.append(t("events.in_force", cards=names))
        self.update("\n".join(lines))
        self.display = bool(lines)
