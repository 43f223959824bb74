"""The tests read the screen with `screen_text` (tests/tui/input_helpers.py), the characters of
the frame a screenshot paints: here it reads, line by line, what the public SVG screenshot
shows, on screens with boxes, lists, a footer, a scrollbar and accented names."""

from __future__ import annotations

import html
import re

from setups.game_setup import GameSetup
from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import screen_text
from tui.app import WakkerdamApp

TEXT = re.compile(r'<text [^>]*x="([\d.]+)"[^>]*textLength="([\d.]+)"[^>]*'
                  r'clip-path="url\(#terminal-(?:\d+-)?line-(\d+)\)">([^<]*)</text>')


def svg_text(app: WakkerdamApp) -> str:
    """The screenshot's text, each run of text placed at its column on its line."""
    runs = [(float(x), float(length), int(line), html.unescape(text).replace("\xa0", " "))
            for x, length, line, text in TEXT.findall(app.export_screenshot())]
    cell = min(length / len(text) for _, length, _, text in runs if text)  # one column's width
    lines: dict[int, list[str]] = {}
    for x, _, line, text in runs:
        row = lines.setdefault(line, [])
        col = round(x / cell)
        row.extend(" " * (col + len(text) - len(row)))
        row[col:col + len(text)] = text
    return "\n".join("".join(lines.get(n, [])).rstrip() for n in range(max(lines) + 1))


def same_lines(app: WakkerdamApp) -> None:
    ours, shown = screen_text(app).rstrip("\n"), svg_text(app).rstrip("\n")
    assert ours.splitlines() == shown.splitlines()
    assert len(screen_text(app).split("\n")) == app.size.height  # a line a row


async def test_screen_text_reads_what_the_screenshot_shows(make_app: MakeApp) -> None:
    app = make_app(group=[*GROUP[:7], "Zoë"])
    async with app.run_test(size=(80, 24)) as pilot:
        same_lines(app)  # home
        await pilot.press("n", "pagedown")  # the mix: a list with a scrollbar, the meter
        await pilot.pause()
        same_lines(app)
        assert "Weerwolf" in screen_text(app)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(GameSetup(GROUP, ("weerwolf", "weerwolf", "ziener", *["burger"] * 5),
                                 seed=1))
        await pilot.pause()
        await pilot.pause()
        same_lines(app)  # the game screen: the table, the prompt, the footer
        assert "Anna" in screen_text(app)
