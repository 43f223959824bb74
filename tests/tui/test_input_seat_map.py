"""A seat map you can read: for 4 to 47 players at 80x24, 100x32 and 120x40, with and without
professions and cards, no two labels touch, nothing leaves the map, and a label is cut only
when the border offers the whole table (key v), which shows every seat whole."""

from __future__ import annotations

import itertools

import pytest

from tests.tui.input_helpers import twelve
from tui.app import create_app
from tui.screens.table_full import TableFullScreen
from tui.speech import SilentSpeaker
from tui.widgets.table_view import Layout, Placed, Seat, TableView, seat_label, table_layout

SIZES = [(80, 24), (100, 32), (120, 40)]
NAMES = ["Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna", "Ilse", "Jet", "Kees",
         "Lotte", "Maximiliaan", "Noor", "Olivier", "Pieternella"]


def seats(n: int, *, cards: bool, village: bool) -> list[Seat]:
    return [Seat(i + 1, f"{NAMES[i % len(NAMES)]}{i // len(NAMES) or ''}", alive=i % 5 != 3,
                 mayor=i == 2, lover=i in (0, 1),
                 card=("Gewone Burger" if i % 3 else "Weerwolf") if cards else None,
                 village=("Veldwachter ⌂" if i % 2 else "Biechtvader ○ leeg") if village
                 else None)
            for i in range(n)]


def assert_readable(layout: Layout, table: list[Seat], width: int, height: int) -> None:
    by_row: dict[int, list[Placed]] = {}
    for p in layout.placed:
        assert 0 <= p.row < height and p.col >= 0 and p.end <= width, p
        by_row.setdefault(p.row, []).append(p)
    for line in by_row.values():
        line.sort(key=lambda p: p.col)
        for a, b in itertools.pairwise(line):
            assert b.col > a.end, f"{a.text.plain!r} touches {b.text.plain!r}"
    if not layout.cut:
        for i, seat in enumerate(table):
            shown = " ".join(p.text.plain for p in layout.placed if p.seat == i)
            assert f"{seat.number} {seat.name}" in shown, f"{seat.name} is not shown whole"
            assert "…" not in shown


async def content_sizes() -> list[tuple[int, int]]:
    found = []
    for size in SIZES:
        app = create_app(speaker_factory=lambda lang: SilentSpeaker())
        async with app.run_test(size=size) as pilot:
            app.start_game(twelve("weerwolf", "weerwolf"))
            await pilot.pause()
            region = app.screen.query_one(TableView).content_region
            found.append((region.width, region.height))
    return found


@pytest.fixture(scope="module")
def sizes() -> list[tuple[int, int]]:
    import asyncio

    return asyncio.run(content_sizes())


@pytest.mark.parametrize("village", [False, True], ids=["plain", "het_dorp"])
@pytest.mark.parametrize("cards", [False, True], ids=["curtain_down", "curtain_up"])
def test_no_label_touches_another_for_4_to_47_players(
        sizes: list[tuple[int, int]], cards: bool, village: bool) -> None:
    for width, height in sizes:
        for n in range(4, 48):
            table = seats(n, cards=cards, village=village)
            assert_readable(table_layout(table, width, height), table, width, height)


def test_twelve_players_on_100_columns_fit_whole_without_the_full_view(
        sizes: list[tuple[int, int]]) -> None:
    width, height = sizes[1]
    table = seats(12, cards=True, village=False)
    assert not table_layout(table, width, height).cut


@pytest.mark.painted  # the seat map measures itself while it paints (tests/tui/conftest.py)
async def test_a_cut_map_offers_v_and_the_whole_table_shows_every_seat_whole() -> None:
    from dataclasses import replace

    long_names = tuple(f"{NAMES[i % len(NAMES)]}{i}" for i in range(24))
    setup = replace(twelve("weerwolf", "weerwolf"), players=long_names,
                    roles=("weerwolf",) * 5 + ("burger",) * 19)
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        table = app.screen.query_one(TableView)
        assert table.layout_now.cut and "v" in str(table.border_subtitle)
        await pilot.press("v")
        await pilot.pause()
        assert isinstance(app.screen, TableFullScreen)
        shown = "\n".join(line.plain for line in app.screen.lines)
        for i, name in enumerate(long_names):
            assert f"{i + 1} {name}" in shown
        assert all(seat_label(s, 10_000).plain in shown for s in table.seats)
        await pilot.press("escape")
        assert not isinstance(app.screen, TableFullScreen)
