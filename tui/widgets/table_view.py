"""The table seen from above: seats in a circle, clockwise in seat order.

Each seat shows its number and name, ★ for the mayor, ⚑ for the omroeper, ♥ for a lover, ✝ and
dim for the dead, and the card only while the privacy curtain is up. With Het Dorp each seat
also shows its public profession and the building standing there (empty or burnt ones marked).
When the circle does not fit the space whole and without two labels touching (many players, a
small terminal, long names) the seats are listed in columns, still in seat order; when a label
must be cut even there, the border says which key shows the whole table. A label is cut in
its name first, then in its card; the marks are never cut (a long name once pushed a dead
player's ✝ off the map, and he looked alive). Widths are terminal cells: `Bram 🐺` is eight.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace

from rich.cells import cell_len, split_graphemes
from rich.text import Text
from textual.widget import Widget

from tui.i18n import t


@dataclass(frozen=True)
class Seat:
    number: int
    name: str
    alive: bool
    mayor: bool = False
    lover: bool = False
    card: str | None = None  # shown only while the curtain is up
    village: str | None = None  # Het Dorp: profession and building, public
    # The public marks of the titles the player holds (the mayor's ★, the omroeper's ⚑), as
    # their cards declare them (Ruleset.title_marks); `mayor` makes the name bold.
    marks: str = ""


def _graphemes(text: str) -> list[tuple[str, int]]:
    """`text` as the characters a reader sees, each with its cells, as Rich (and so Textual's
    borders and lists) counts them: an emoji joined with U+200D (🧙‍♂️), or with its skin tone
    or variation selector, is one character of two cells, not its code points one by one."""
    spans, _ = split_graphemes(text)
    return [(text[start:end], width) for start, end, width in spans]


def _fit(text: str, width: int) -> str:
    """`text` in at most `width` cells, cut with "…" (which takes one); at least one
    character is kept before it, and never half of a joined emoji."""
    if cell_len(text) <= width:
        return text
    kept, used = "", 0
    for grapheme, cells in _graphemes(text):
        if kept and used + cells > width - 1:
            break
        kept += grapheme
        used += cells
    return kept + "…"


def _marks(seat: Seat) -> str:
    return seat.marks + ("♥" if seat.lover else "") + ("" if seat.alive else "✝")


def _style(seat: Seat) -> str:
    return "dim strike" if not seat.alive else ("bold" if seat.mayor else "")


# The order a label gives up room in: the name down to a few letters, then the card and the
# building, then the name down to its first letter, then the card's and the building's.
# The number and the marks are never cut.
_SHORTENING = (("name", 4), ("card", 4), ("village", 4), ("name", 1), ("card", 1),
               ("village", 1))


def _label_text(seat: Seat, width: int) -> str:
    """The label in `width` cells, cut in the order of _SHORTENING; when even that is too
    wide, without the building, then without the card (the marks are kept at any width)."""
    label = ""
    for card, village in ((seat.card, seat.village), (seat.card, None), (None, None)):
        label = _shortened(seat, width, card or "", village or "")
        if cell_len(label) <= width:
            break
    return label


def _shortened(seat: Seat, width: int, card: str, village: str) -> str:
    parts = {"name": seat.name, "card": card, "village": village}
    marks = _marks(seat)

    def joined() -> str:
        label = f"{seat.number} {parts['name']}{(' ' + marks) if marks else ''}"
        if parts["card"]:
            label += f" ({parts['card']})"
        if parts["village"]:
            label += f" · {parts['village']}"
        return label

    for part, floor in _SHORTENING:
        over = cell_len(joined()) - width
        if over <= 0:
            break
        text = parts[part]
        if text:
            # Keep `floor` characters and the "…" at least; a part already that short stays.
            room = max(cell_len(text) - over, cell_len(_fit(text, floor + 1)))
            parts[part] = _fit(text, room)
    return joined()


def seat_label(seat: Seat, width: int) -> Text:
    """One line: number, name, marks and (curtain up) the card; in `width` cells when the
    number, the marks and a letter of the name fit."""
    return Text(_label_text(seat, width), style=_style(seat))


def seat_lines(seat: Seat, width: int) -> list[Text]:
    """Two lines for the circle: name with marks, and the card below it."""
    style = _style(seat)
    lines = [Text(_label_text(replace(seat, card=None, village=None), width), style=style)]
    if seat.card:
        lines.append(Text(_fit(seat.card, width), style="italic" if seat.alive else "dim"))
    if seat.village:
        lines.append(Text(_fit(seat.village, width), style="cyan" if seat.alive else "dim"))
    return lines


@dataclass(frozen=True)
class Placed:
    """One laid-out line of a seat: where it starts and what it shows."""

    seat: int  # index in the seat list
    row: int
    col: int
    text: Text

    @property
    def end(self) -> int:
        return self.col + cell_len(self.text.plain)


@dataclass(frozen=True)
class Layout:
    placed: list[Placed]
    cut: bool  # some label was shortened: the whole table is one key away (TableView.FULL_KEY)


GAP = 2  # blank columns between two seats' lines on one row; one read as a single label


def _overlaps(placed: list[Placed]) -> bool:
    """Two seats' lines that touch as a reader sees them: on one row with fewer than GAP
    blank columns between them (one blank read as a single label: "8 Hanna 6 Fleur"), or a
    seat's card right above another seat's line."""
    by_row: dict[int, list[Placed]] = {}
    for p in placed:
        by_row.setdefault(p.row, []).append(p)
    for line in by_row.values():
        line.sort(key=lambda p: p.col)
        for a, b in itertools.pairwise(line):
            if b.col < a.end + GAP:
                return True
    # A seat's card (or building) right above another seat's line reads as that seat's.
    first_row: dict[int, int] = {}
    for p in placed:
        first_row[p.seat] = min(first_row.get(p.seat, p.row), p.row)
    for a in placed:
        if a.row == first_row[a.seat]:
            continue  # a name above a name, a step aside, is still read right
        for b in by_row.get(a.row + 1, ()):
            if b.seat != a.seat and b.col <= a.end and a.col <= b.end:
                return True
    return False


SQUIRCLE = 0.6  # 1 is an ellipse; below it the seats move out sideways, towards the corners


def _squircle(v: float) -> float:
    """A seat's column on a rounded rectangle instead of an ellipse: on an ellipse the seats
    at the top and bottom bunch up sideways ("8 Hanna 6 Fleur" one blank apart at twelve
    seats at 80x24), here they spread along the edge, still clockwise in seat order; the
    rows stay the ellipse's, so a card keeps its blank row above the next seat."""
    return math.copysign(abs(v) ** SQUIRCLE, v)


def circle_layout(seats: list[Seat], width: int, height: int) -> Layout:
    n = len(seats)
    cell = max(6, min(18, width // 2 - 1))
    cx, cy = (width - 1) / 2, (height - 2) / 2
    rx, ry = max(1.0, (width - cell) / 2), max(1.0, (height - 2) / 2)
    placed: list[Placed] = []
    cut = False
    for i, seat in enumerate(seats):
        angle = -math.pi / 2 + 2 * math.pi * i / n
        x = cx + rx * _squircle(math.cos(angle))
        y = round(cy + ry * math.sin(angle))
        lines = seat_lines(seat, cell)
        cut = cut or any(line.plain.endswith("…") for line in lines)
        block = max(cell_len(label.plain) for label in lines)
        start = max(0, min(width - block, round(x - block / 2)))
        for dy, label in enumerate(lines):
            if not 0 <= y + dy < height:
                cut = True
                continue
            placed.append(Placed(i, y + dy, start, label))
    return Layout(placed, cut)


def columns_layout(seats: list[Seat], width: int, height: int) -> Layout:
    """The seats listed in columns, in seat order; as few columns as fit the height."""
    rows = max(1, height)
    cols = math.ceil(len(seats) / rows)
    col_width = max(6, width // max(1, cols))
    placed: list[Placed] = []
    cut = False
    for index, seat in enumerate(seats):
        c, r = divmod(index, rows)
        full = seat_label(seat, 10_000)
        label = seat_label(seat, col_width - 1)
        cut = cut or label.plain != full.plain or c * col_width >= width
        if c * col_width < width:
            placed.append(Placed(index, r, c * col_width, label))
    return Layout(placed, cut)


def table_layout(seats: list[Seat], width: int, height: int) -> Layout:
    """The circle when every seat fits it whole without touching another, else columns."""
    if not seats or width < 8 or height < 3:
        return Layout([], bool(seats))
    if len(seats) <= height - 1 and width >= 24 and not (
            any(seat.village for seat in seats) and width < 48):
        circle = circle_layout(seats, width, height)
        if not circle.cut and not _overlaps(circle.placed):
            return circle
    return columns_layout(seats, width, height)


def _cells(text: str) -> list[str]:
    """`text` one terminal cell an item: a wide character and then "" for its second cell;
    a zero-width one (a combining accent) joins the cell before it. Counted by graphemes, as
    the rest of the screen is: counted by code points, 🧙‍♂️ took three cells here and two in
    Rich's measure of the row, and the map's right border stood a column off on its row."""
    cells: list[str] = []
    for grapheme, width in _graphemes(text):
        if width == 0 and cells:
            cells[-1 if cells[-1] else -2] += grapheme
        elif width == 2:
            cells += [grapheme, ""]
        else:
            cells.append(grapheme)
    return cells


class TableView(Widget):
    DEFAULT_CSS = """
    TableView { height: 1fr; min-height: 8; border: round $primary-darken-2;
                text-wrap: nowrap; text-overflow: clip; }
    """
    FULL_KEY = "v"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.seats: list[Seat] = []
        self.layout_now = Layout([], False)

    def set_seats(self, seats: list[Seat]) -> None:
        self.seats = seats
        self.refresh()

    def render(self) -> Text:
        width, height = self.content_size.width, self.content_size.height
        cut_before = self.layout_now.cut
        self.layout_now = layout = table_layout(self.seats, width, height)
        if layout.cut != cut_before:
            self.call_after_refresh(self.screen.refresh_bindings)  # the key v comes or goes
        self.border_subtitle = t("table.full_hint", letter=self.FULL_KEY) if layout.cut else ""
        # One string per terminal cell: a wide character (🐺) fills its first cell and leaves
        # "" in its second, so every row is `width` cells and a label after it stays in place.
        rows = [[" "] * width for _ in range(max(0, height))]
        spans: list[tuple[int, int, int, str]] = []
        for p in layout.placed:
            cells = _cells(p.text.plain)[: max(0, width - p.col)]
            rows[p.row][p.col:p.col + len(cells)] = cells
            if p.text.style:
                spans.append((p.row, p.col, p.col + len(cells), str(p.text.style)))
        for cells in rows:  # a wide character cut in two (at the edge) is a blank
            for i, cell in enumerate(cells):
                orphan = cell == "" and (i == 0 or cell_len(cells[i - 1]) != 2)
                halved = cell_len(cell) == 2 and (i + 1 == width or cells[i + 1] != "")
                if orphan or halved:
                    cells[i] = " "
        starts: list[list[int]] = []  # where each row's cells start in the text, in characters
        offset = 0
        for cells in rows:
            at = [offset]
            for cell in cells:
                at.append(at[-1] + len(cell))
            starts.append(at)
            offset = at[-1] + 1  # the newline
        out = Text("\n".join("".join(r) for r in rows), no_wrap=True, overflow="crop")
        for row, begin, end, style in spans:
            out.stylize(style, starts[row][begin], starts[row][end])
        return out

    def full_lines(self) -> list[Text]:
        """Every seat on one whole line, for the full view."""
        return [seat_label(seat, 10_000) for seat in self.seats]
