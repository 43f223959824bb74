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

    def show(self, state: GameState, *, on_screen: str = "", brief: bool = False) -> None:
        """The day's card and the cards in force. The day's card is left out while the line
        on screen reads its text (at the draw it stood there twice, and at 80x24 squeezed the
        list below), and is named without its text above a list (`brief`: its text was read
        aloud at the draw; the vote's list had 4 rows left under it). A permanent card is not
        "today's": it is named with the cards in force."""
        lines: list[str] = []
        today = drawn_today(state)
        card = event_card(today) if today else None
        if card is not None and not card.permanent and card.text(state.lang) not in on_screen:
            lines.append(t("events.today_name", card=card.name(state.lang)) if brief else
                         t("events.today", card=card.name(state.lang), text=card.text(state.lang)))
        in_force = cards_in_force(state)
        if in_force:
            names = ", ".join(event_card(c).name(state.lang) for c in in_force)
            lines.append(t("events.in_force", cards=names))
        self.update("\n".join(lines))
        self.display = bool(lines)
