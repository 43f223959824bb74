"""A long name never costs a seat its marks: at 80 and 100 columns "1 Anneliese-Marie van der
Berg…" cut off the ✝ (and ♥, ★ and the card), and a dead player looked alive. The name is
shortened first, then the card; the number and the marks stay. Widths are terminal cells: an
emoji takes two, and a row with one in it still ends at the map's edge."""

from __future__ import annotations

from typing import Any

import pytest
from rich.cells import cell_len

from narration.session import Session
from setups.game_setup import GameSetup
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import screen_text
from tests.tui.test_game_screen import answers_for, open_at
from tui.screens.game import GameScreen
from tui.widgets.table_view import Seat, TableView, seat_label, seat_lines

LONG = "Anneliese-Marie van der Berg-Oostenbrug"
ACCENTS = "Jan-Willem Ångström-Ç"
EMOJI = "Bram 🐺"
LONG_EMOJI = "🐺 Hanna-Sophie Wolfsberghe-Ångström"  # cut right at the map's edge
SETUP = GameSetup(
    players=(LONG, ACCENTS, EMOJI, "Daan", "Eva", "Fleur", "Gijs", LONG_EMOJI),
    roles=("burger", "burger", "weerwolf", "weerwolf", "heks", "cupido", "ziener", "burger"),
    seed=5,
)
# Night 1: Cupido pairs the two long names, the wolves kill the first (the second dies of a
# broken heart), the heks poisons Bram 🐺; day 1 makes Daan mayor and votes Hanna out.
TURNS: list[dict[str, Any]] = [
    {"phase": "night", "cupido": [LONG, ACCENTS], "ziener": "Daan", "weerwolven": LONG,
     "heks": {"vergif": EMOJI}},
    {"phase": "day", "burgemeester": "Daan", "stemming": LONG_EMOJI},
]
DEAD = (LONG, ACCENTS, EMOJI, LONG_EMOJI)


@pytest.mark.parametrize("width", [10, 15, 20, 31, 40])
def test_a_label_keeps_its_number_and_marks_and_fits(width: int) -> None:
    for name in (LONG, ACCENTS, EMOJI, LONG_EMOJI):
        seat = Seat(12, name, alive=False, mayor=True, lover=True, card="Onschuldig Meisje",
                    village="Veldwachter ⌂", marks="★")
        label = seat_label(seat, width).plain
        assert cell_len(label) <= width, label
        assert label.startswith("12 ") and "★♥✝" in label, label
        name_line = seat_lines(seat, width)[0].plain
        assert cell_len(name_line) <= width and name_line.endswith(" ★♥✝"), name_line


def test_the_name_is_cut_before_the_card() -> None:
    seat = Seat(1, LONG, alive=False, card="Weerwolf")
    assert seat_label(seat, 31).plain == "1 Anneliese-Marie… ✝ (Weerwolf)"
    assert seat_label(Seat(1, "Anna", alive=False, card="Weerwolf"), 31).plain == \
        "1 Anna ✝ (Weerwolf)"  # nothing is cut where it fits


async def seat_map_at(app: Any, pilot: Any, size: tuple[int, int]) -> None:
    session = Session.new(SETUP)
    for _prompt, value in answers_for(session.game, TURNS):
        session.submit(value)
    prompt = session.game.prompt
    assert prompt is not None and prompt.step == "ziener" and prompt.round == 2
    assert {p.name for p in session.game.state.players if not p.alive} == set(DEAD)
    await open_at(app, pilot, session)


def dead_on_screen(app: Any) -> None:
    """Each dead seat's label is on the screen with its ✝, within the seat map."""
    table = app.screen.query_one(TableView)
    shown = screen_text(app)
    rows = shown.splitlines()
    region = table.content_region
    for seat_index, seat in enumerate(table.seats):
        labels = [p.text.plain for p in table.layout_now.placed if p.seat == seat_index]
        assert labels, f"seat {seat.number} is not on the map"
        if seat.name in DEAD:
            assert "✝" in labels[0], labels
            # On screen, inside the map: the row of the map the label is on shows it whole.
            assert any(labels[0] in row[region.x:] for row in rows), (labels[0], shown)
    marks = [p.text.plain for p in table.layout_now.placed]
    assert any("★" in m for m in marks)  # Daan, the mayor
    # Every row of the map ends at its right border, in cells, the emoji's row too.
    for y in range(table.region.y, table.region.bottom):
        assert cell_len(rows[y]) == table.region.right, (y, rows[y])


@pytest.mark.painted  # the seat map measures itself while it paints (tests/tui/conftest.py)
@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
async def test_a_dead_player_with_a_long_name_keeps_his_cross(
        make_app: MakeApp, size: tuple[int, int]) -> None:
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await seat_map_at(app, pilot, size)
        screen = app.screen
        # Night: the curtain is up, the cards and the lovers' hearts show.
        assert isinstance(screen, GameScreen) and screen.curtain_up
        dead_on_screen(app)
        table = screen.query_one(TableView)
        lovers = [p.text.plain for p in table.layout_now.placed
                  if p.text.plain.startswith(("1 ", "2 "))]
        assert all("♥✝" in label and "(" in label for label in lovers), lovers
        await pilot.press("c")  # the curtain drops: no cards, no hearts
        await pilot.pause()
        dead_on_screen(app)


# 24 players at 80x24: two columns. Seat 1's emoji takes two cells but one character;
# seat 22, on the same row in the second column, must start and end where the layout put it.
WIDE = "🐺🐺🐺🐺"
MANY = GameSetup(
    players=(WIDE, *(f"Speler{i}" for i in range(2, 22)), LONG, "Wim", "Xander"),
    roles=("burger", "heks", *("weerwolf",) * 5, *("burger",) * 17),
    seed=1,
)


@pytest.mark.painted
async def test_a_row_with_wide_characters_keeps_the_next_column_in_place(
        make_app: MakeApp) -> None:
    session = Session.new(MANY)
    for _prompt, value in answers_for(session.game, [
            {"phase": "night", "weerwolven": WIDE, "heks": {"vergif": LONG}}]):
        session.submit(value)
    assert not session.game.state.player(WIDE).alive
    assert not session.game.state.player(LONG).alive
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_at(app, pilot, session)
        table = app.screen.query_one(TableView)
        rows = screen_text(app).splitlines()
        region = table.content_region
        placed = {p.seat: p for p in table.layout_now.placed}
        first, second = placed[0], placed[21]
        assert first.row == second.row and second.col > first.end  # one row, two columns
        row = rows[region.y + second.row]
        assert "🐺" in first.text.plain and first.text.plain in row and "✝" in first.text.plain
        assert "✝" in second.text.plain and second.text.plain in row, row
        # The second label starts at its column, counted in cells.
        at = row.index(second.text.plain)
        assert cell_len(row[:at]) == region.x + second.col, row
