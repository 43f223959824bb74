"""A numbered list to pick from: digits type a number, Enter picks.

Nothing is lit when a list appears: Enter alone picks nothing (it rings, and the border says
how to pick), so a narrator who keeps pressing Enter through the "press Enter" pauses records
no choice nobody made (a play-test's Ziener looked at seat 1 and the wolves took "Niemand").
A typed number, or an arrow onto a row, then Enter picks as always.

Letters are left to the screen's keys (curtain, replay, ...), so only digits type. A player's
number is his seat number (the seat map's), the same in every list; other lists count from 0
or 1. The typed number is shown on the list's border until Enter, an arrow or space ends it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from textual import events
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tui.i18n import t
from tui.widgets.list_room import KeepsRows
from tui.widgets.number_entry import NumberEntry, typed_title


class NumberKeys:
    """Digit typing for an OptionList (or a SelectionList, which is one)."""

    entry: NumberEntry

    @property
    def _list(self) -> OptionList:
        return cast(OptionList, self)

    def _show_typed(self) -> None:
        self._list.border_title = typed_title(self.entry)

    def clear_typed(self) -> None:
        self.entry.clear()
        self._show_typed()

    async def on_key(self, event: events.Key) -> None:
        char = event.character
        entry = self.entry
        if event.key != "enter" and not entry.typed:
            self._show_typed()  # the "nothing lit" hint goes with the next key
        if char and len(char) == 1 and char.isdigit():
            event.stop()
            index = entry.digit(char)
            if index is not None:
                self._list.highlighted = index
            self._show_typed()
            if not entry.listed():  # the number is none of the list's: said, and heard
                self._list.app.bell()
            return
        if event.key == "backspace" and entry.backspace():
            event.stop()
            event.prevent_default()
            index = entry.index()
            if index is not None:
                self._list.highlighted = index
            self._show_typed()
            return
        if event.key == "enter" and entry.typed and entry.index() is None:
            # The typed number names nobody yet: Enter must not pick what happens to be lit.
            event.stop()
            event.prevent_default()
            self._list.app.bell()
            return
        if event.key == "enter" and entry.typed:
            self.enter_typed(cast(int, entry.index()))
        if entry.typed:
            self.clear_typed()  # Enter, space or an arrow ends the typed number
        if self.act_now(event.key) or await self._own_binding(event.key):
            event.stop()
            event.prevent_default()

    def enter_typed(self, index: int) -> None:
        """Enter ends a typed number that names the item at `index` (already lit): a list
        that picks by Enter alone has nothing more to do; a multi-pick takes that item too."""

    def act_now(self, key: str) -> bool:
        """Do what `key` (Enter, space) does to the lit item here, in this key's own handler.
        A binding acts only once its key has bubbled up to the app, after this list has taken
        the digits typed behind it: a fast `2 Enter 1 Enter` would pick 1 twice. False: the
        key is not one this list acts on by itself."""
        return False

    async def _own_binding(self, key: str) -> bool:
        """Run this list's own binding for `key` (the arrows, Home, PgDn, Enter) here too, so
        that the keys the list takes keep the order they were typed in: Enter acts at once,
        so an arrow typed before it must have moved the light already."""
        node = cast(OptionList, self)
        for binding in node._bindings.key_to_bindings.get(key, ()):
            if not binding.priority and await node.app.run_action(binding.action, node):
                return True
        return False


def _as_is(label: str) -> str:
    return label


def _numbered(items: list[tuple[str, str]], numbers: list[int],
              draw: Callable[[str], str] = _as_is) -> list[Option]:
    """The options of a pick list: each label (as `draw` draws it) after its number."""
    return [Option(f"{n:>2}  {draw(label)}", id=f"o{i}")
            for i, (n, (_, label)) in enumerate(zip(numbers, items, strict=True))]


class PickList(KeepsRows, NumberKeys, OptionList):
    """Options are (value, label); the label is shown after its number (as `draw` draws it:
    a secret turn draws every row to one width). Enter picks the lit item at once:
    `picked(index)` when it is set (the ballot entry, which must take one ballot before the
    next key), else an OptionSelected message with that index. With nothing lit Enter rings.

    `first_lit`: the first row is lit from the start, as Textual's lists do (a pass-the-laptop
    turn keeps it: there an Enter that rings would be heard only on a card's turn)."""

    picked: Callable[[int], None] | None = None

    def __init__(self, items: list[tuple[str, str]], *, id: str | None = None,
                 numbered_from: int = 1, numbers: list[int] | None = None,
                 draw: Callable[[str], str] = _as_is, first_lit: bool = False) -> None:
        self.draw = draw
        self.values = [value for value, _ in items]
        self.labels = [label for _, label in items]
        self.numbers = numbers if numbers is not None else [
            i + numbered_from for i in range(len(items))]
        super().__init__(*_numbered(items, self.numbers, draw), id=id)
        self.numbered_from = numbered_from
        self.entry = NumberEntry(self.numbers)
        self.first_lit = first_lit
        if not first_lit:
            self.highlighted = None  # OptionList lights its first row; here nothing is lit

    def set_items(self, items: list[tuple[str, str]], numbers: list[int]) -> None:
        """New rows in place (the list keeps its focus and what was typed; its light too
        while the rows hold the same values, else the light goes back to where it starts)."""
        start = 0 if self.first_lit else None
        lit = self.highlighted if [value for value, _ in items] == self.values else start
        self.values = [value for value, _ in items]
        self.labels = [label for _, label in items]
        self.numbers = numbers
        self.entry.numbers = numbers
        self.clear_options()
        self.add_options(_numbered(items, numbers, self.draw))
        if lit is not None and lit < len(items):
            self.highlighted = lit

    def value_at(self, index: int) -> str:
        return self.values[index]

    def act_now(self, key: str) -> bool:
        if key != "enter":
            return False
        index = self.highlighted
        if index is None:  # nothing lit: nobody has said whom (a ballot, a pick) yet
            self.app.bell()
            self.border_title = t("pick.nothing_lit")
        elif self.picked is not None:
            self.picked(index)
        else:
            self.action_select()
        return True
