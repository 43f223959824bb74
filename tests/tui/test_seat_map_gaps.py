"""The seat map at 80x24 (a panel of 32x21 inside its border) never draws two seats touching:
two blank columns at least between two seats on one row, and no card right above another
seat's line; where the circle cannot keep that, the seats are listed in columns. Twelve seats
drew "8 Hanna 6 Fleur" one blank apart, a card sat on the name below it. The circle is kept
where it fits: twelve seats with the curtain down. And the resume screen's footer shows its
Enter (the focused list's hidden Enter shadowed it)."""

from __future__ import annotations

import itertools

import pytest

from narration.session import Session
from setups.game_setup import GameSetup
from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import TWELVE
from tui.i18n import t
from tui.screens.resume import ResumeScreen
from tui.widgets.table_view import Layout, Placed, Seat, table_layout

GAP = 2  # blank columns between two seats on one row
CARDS = ("Weerwolf", "Gewone Burger", "Ziener", "Heks", "Onschuldig Meisje")
NAMES = (*TWELVE, "Mira", "Niels", "Olga", "Piet")


def seats(n: int, cards: bool) -> list[Seat]:
    return [Seat(i + 1, NAMES[i], True, card=CARDS[i % len(CARDS)] if cards else None)
            for i in range(n)]


def touching(layout: Layout) -> list[str]:
    found = []
    rows: dict[int, list[Placed]] = {}
    for p in layout.placed:
        rows.setdefault(p.row, []).append(p)
    for line in rows.values():
        line.sort(key=lambda p: p.col)
        for a, b in itertools.pairwise(line):
            if b.col - a.end < GAP:
                found.append(f"{a.text.plain!r} {b.col - a.end} blank from {b.text.plain!r}")
    first: dict[int, int] = {}
    for p in layout.placed:
        first[p.seat] = min(first.get(p.seat, p.row), p.row)
    for a in layout.placed:
        if a.row != first[a.seat]:
            for b in rows.get(a.row + 1, ()):
                if b.seat != a.seat and b.col <= a.end and a.col <= b.end:
                    found.append(f"{a.text.plain!r} right above {b.text.plain!r}")
    return found


@pytest.mark.parametrize("cards", [False, True])
@pytest.mark.parametrize("size", [(32, 21), (30, 21), (32, 29)])
def test_no_two_seats_touch_on_the_seat_map(cards: bool, size: tuple[int, int]) -> None:
    for n in range(5, 17):
        layout = table_layout(seats(n, cards), *size)
        assert not touching(layout), (n, cards, touching(layout))


def test_twelve_seats_keep_the_circle_at_80x24() -> None:
    layout = table_layout(seats(12, False), 32, 21)
    assert len({p.row for p in layout.placed}) < 12  # not the columns' one seat a row
    assert not layout.cut


async def test_the_resume_footer_shows_enter(make_app: MakeApp, lang: str) -> None:
    Session.new(GameSetup(GROUP, ("weerwolf", "weerwolf", "ziener", *["burger"] * 5), seed=3))
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(ResumeScreen())
        await pilot.pause()
        shown = {(b.binding.key, b.binding.description)
                 for b in app.screen.active_bindings.values() if b.binding.show and b.enabled}
        assert ("enter", t("resume.key.open")) in shown, shown
