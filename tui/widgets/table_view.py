"""The table seen from above: seats in a circle, clockwise in seat order.

Each seat shows its number and name, ★ for the mayor, ⚑ for the omroeper, ♥ for a lover, ✝ and
dim for the dead, and the card only while the privacy curtain is up. With Het Dorp each seat
also shows its public profession and the building standing there (empty or burnt ones marked).
When the circle does not fit the space (many players, a small terminal) the seats are listed in
columns, still in seat order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rich.text import Text
from textual.widget import Widget


@dataclass(frozen=True)
class Seat:
    number: int
    name: str
    alive: bool
    mayor: bool = False
    lover: bool = False
    card: str | None = None  # shown only while the curtain is up
    village: str | None = None  # Het Dorp: profession and building, public
    crier: bool = False  # the omroeper's title, public like the mayor's


def _fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(1, width - 1)] + "…"


def seat_label(seat: Seat, width: int) -> Text:
    """One line: number, name, marks and (curtain up) the card."""
    marks = ("★" if seat.mayor else "") + ("⚑" if seat.crier else "") + \
        ("♥" if seat.lover else "") + \
        ("" if seat.alive else "✝")
    label = f"{seat.number} {seat.name}{(' ' + marks) if marks else ''}"
    if seat.card:
        label += f" ({seat.card})"
    if seat.village:
        label += f" · {seat.village}"
    style = "dim strike" if not seat.alive else ("bold" if seat.mayor else "")
    return Text(_fit(label, width), style=style)


def seat_lines(seat: Seat, width: int) -> list[Text]:
    """Two lines for the circle: name with marks, and the card below it."""
    marks = ("★" if seat.mayor else "") + ("⚑" if seat.crier else "") + \
        ("♥" if seat.lover else "") + \
        ("" if seat.alive else "✝")
    style = "dim strike" if not seat.alive else ("bold" if seat.mayor else "")
    lines = [Text(_fit(f"{seat.number} {seat.name}{(' ' + marks) if marks else ''}", width),
                  style=style)]
    if seat.card:
        lines.append(Text(_fit(seat.card, width), style="italic" if seat.alive else "dim"))
    if seat.village:
        lines.append(Text(_fit(seat.village, width), style="cyan" if seat.alive else "dim"))
    return lines


class TableView(Widget):
    DEFAULT_CSS = """
    TableView { height: 1fr; min-height: 8; border: round $primary-darken-2;
                text-wrap: nowrap; text-overflow: clip; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seats: list[Seat] = []

    def set_seats(self, seats: list[Seat]) -> None:
        self.seats = seats
        self.refresh()

    def render(self) -> Text:
        width, height = self.content_size.width, self.content_size.height
        if not self.seats or width < 8 or height < 3:
            return Text("")
        if len(self.seats) > (height - 1) or width < 24:
            return self._columns(width, height)
        if any(seat.village for seat in self.seats) and width < 48:
            return self._columns(width, height)  # three lines a seat do not fit a circle
        return self._circle(width, height)

    def _circle(self, width: int, height: int) -> Text:
        n = len(self.seats)
        cell = max(6, min(18, width // 2 - 1))
        rows = [[" "] * width for _ in range(height)]
        spans: list[tuple[int, int, int, str]] = []  # (row, start, end, style)
        cx, cy = (width - 1) / 2, (height - 2) / 2
        rx, ry = max(1.0, (width - cell) / 2), max(1.0, (height - 2) / 2)
        for i, seat in enumerate(self.seats):
            angle = -math.pi / 2 + 2 * math.pi * i / n
            x = cx + rx * math.cos(angle)
            y = round(cy + ry * math.sin(angle))
            lines = seat_lines(seat, cell)
            block = max(len(label.plain) for label in lines)
            start = max(0, min(width - block, round(x - block / 2)))
            for dy, label in enumerate(lines):
                if not 0 <= y + dy < height:
                    continue
                plain = label.plain[: width - start]
                rows[y + dy][start:start + len(plain)] = list(plain)
                if label.style:
                    spans.append((y + dy, start, start + len(plain), str(label.style)))
        out = Text("\n".join("".join(r) for r in rows), no_wrap=True, overflow="crop")
        for row, begin, end, style in spans:
            offset = row * (width + 1)
            out.stylize(style, offset + begin, offset + end)
        return out

    def _columns(self, width: int, height: int) -> Text:
        rows = max(1, height)
        cols = math.ceil(len(self.seats) / rows)
        col_width = max(6, width // max(1, cols))
        out = Text()
        for r in range(rows):
            line = Text()
            for c in range(cols):
                index = c * rows + r
                if index < len(self.seats):
                    label = seat_label(self.seats[index], col_width - 1)
                    label.pad_right(col_width - len(label.plain))
                    line.append_text(label)
            out.append_text(line)
            if r < rows - 1:
                out.append("\n")
        return out
