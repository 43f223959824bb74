"""Typing a list's number digit by digit, without ever guessing what was meant.

A list shows a number before each item (a player's seat number, or 0 for "nobody"). Digits
build the typed number; the buffer ends only when the narrator confirms (Enter, space) or
moves (arrows), never by a pause. A number that could still grow (`1` while `12` is in the
list) is shown as it is typed and marked as such; a digit that fits no number starts over, and
a number the list does not have (the genezer's last patient, the ziener's own seat) stays typed
and said, so that Enter refuses it instead of taking whoever is lit.
"""

from __future__ import annotations

from tui.i18n import t


class NumberEntry:
    def __init__(self, numbers: list[int]) -> None:
        self.numbers = numbers
        self.typed = ""

    def _fits(self, typed: str) -> bool:
        return any(str(n).startswith(typed) for n in self.numbers)

    def digit(self, char: str) -> int | None:
        """Add one digit; the index of the item the typed number names now (None: no item
        has exactly this number yet, e.g. `1` when only 10 to 12 are listed)."""
        typed = self.typed + char
        if not self._fits(typed):
            typed = char  # starts over; a number not in the list stays, to be refused
        self.typed = typed
        return self.index()

    def listed(self) -> bool:
        """True while the typed number is one of the list's or the start of one."""
        return self._fits(self.typed)

    def backspace(self) -> bool:
        """Drop the last typed digit; False when nothing was typed."""
        if not self.typed:
            return False
        self.typed = self.typed[:-1]
        return True

    def clear(self) -> None:
        self.typed = ""

    def index(self) -> int | None:
        if not self.typed:
            return None
        value = int(self.typed)
        return self.numbers.index(value) if value in self.numbers else None

    def can_grow(self) -> bool:
        """True while another digit could still name a longer number."""
        return bool(self.typed) and any(
            len(str(n)) > len(self.typed) and str(n).startswith(self.typed)
            for n in self.numbers)


def typed_title(entry: NumberEntry) -> str:
    """What a list's border says about the number typed so far ("" when none)."""
    if not entry.typed:
        return ""
    if not entry.listed():
        return t("pick.typed_unlisted", number=entry.typed)
    if entry.index() is None:
        return t("pick.typed_partial", number=entry.typed)
    if entry.can_grow():
        return t("pick.typed_growing", number=entry.typed)
    return t("pick.typed", number=entry.typed)


def seat_number(player_seat: int) -> int:
    """The one number a player has everywhere: on the seat map and in every list."""
    return player_seat + 1
