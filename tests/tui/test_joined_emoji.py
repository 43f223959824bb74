"""Joined emoji in player names (tui/name_width.py): the play-test's "🧙‍♂️", a flag "🇳🇱" and
"❤️" moved the right border of their row, in the lists and on the seat map.

Terminals draw them in different widths, so the name entry refuses them; a name that comes
in another way (a saved game, a scenario) is counted on the seat map as the rest of the
screen counts it (by graphemes: counted by code points, 🧙‍♂️ took three cells there)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Input

from narration.session import Session
from setups.game_setup import GameSetup
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import open_new_game, screen_text
from tests.tui.test_game_screen import open_at
from tui.i18n import t
from tui.name_width import joined_emoji
from tui.screens.new_game import name_issue
from tui.widgets.table_view import Seat, TableView, seat_label

JOINED = ("🧙\u200d♂\ufe0f Merlijn", "🇳🇱 Daan", "❤\ufe0f Eva", "👍🏽 Duim", "1\ufe0f\u20e3 Een",
          "👨\u200d👩\u200d👧 Gezin")
PLAIN = ("🐺 Wolf", "Zoë", "José", "Ånne-Märit", "Łukasz", "☃ Sneeuw", "Bram 🐺")


def test_the_name_entry_refuses_joined_emoji_and_keeps_plain_ones() -> None:
    for name in JOINED:
        assert joined_emoji(name), name
        assert name_issue(name, []) == t("setup.name.emoji")
    for name in PLAIN:
        assert not joined_emoji(name) and name_issue(name, []) is None, name


async def test_a_typed_joined_emoji_is_not_added_and_the_line_says_why(
        make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        entry = screen.query_one("#name-input", Input)
        entry.value = JOINED[0]  # as a paste brings it (the keys cannot type a joiner)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.players == []
        assert "Samengestelde emoji" in screen_text(app)
        entry.value = "🐺 Wolf"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.players == ["🐺 Wolf"]


def test_a_joined_emoji_is_cut_whole() -> None:
    wizard = "🧙\u200d♂\ufe0f"
    label = seat_label(Seat(3, wizard * 3, alive=True), 7).plain
    assert label == f"3 {wizard * 2}…", label  # not a joiner left dangling
    assert cell_len(label) <= 7


@pytest.mark.painted  # the seat map measures itself while it paints (tests/tui/conftest.py)
async def test_a_saved_game_with_joined_emoji_keeps_the_seat_map_in_line(
        make_app: MakeApp) -> None:
    """24 players at 80x24: two columns; each joined emoji of the first column shares its row
    with a seat of the second, which must start where the layout put it (counted by code
    points, each row with 🧙‍♂️ or 👨‍👩‍👧 pushed it a column or more to the right)."""
    players = (*JOINED, *(f"Speler{i}" for i in range(len(JOINED) + 1, 25)))
    setup = GameSetup(players=players, roles=("weerwolf",) * 5 + ("ziener",) +
                      ("burger",) * (len(players) - 6), seed=1)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_at(app, pilot, Session.new(setup))
        table = app.screen.query_one(TableView)
        rows = screen_text(app).splitlines()
        region = table.content_region
        placed = table.layout_now.placed
        seconds = [p for p in placed if p.col > 0]
        assert seconds, "two columns"
        checked = 0
        for first in (p for p in placed if p.col == 0 and p.seat < len(JOINED)):
            row = rows[region.y + first.row]
            for second in (p for p in seconds if p.row == first.row):
                at = row.index(second.text.plain)
                assert cell_len(row[:at]) == region.x + second.col, row
                checked += 1
            # and the row ends at the map's right border
            assert cell_len(row) == table.region.right, row
        assert checked >= 3  # (rows of 21 in two columns: seats 1-3 share theirs)
