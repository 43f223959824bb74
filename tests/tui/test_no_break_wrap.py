"""A French line never breaks before its colon: the catalogue's no-break space (U+00A0) holds
on screen too (the play-test read "Joueurs\\n: 8"; tui/no_break.py)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import screen_text
from tui import no_break

HEAD = "Nombre de joueurs\u00a0: 8 · Appelés\u202f: Anna"


class Narrow(Screen[None]):
    DEFAULT_CSS = "Narrow Static { width: 18; }"

    def compose(self) -> ComposeResult:
        yield Static(HEAD.replace("\u00a0", " ").replace("\u202f", " "), id="plain")
        yield Static(HEAD, id="glued")


def test_the_pinned_libraries_take_the_no_break_patterns() -> None:
    """An upgrade of Rich or Textual that changes their word splitters fails here (install
    then leaves them alone, and French lines break before their colons again)."""
    assert no_break.install()


async def test_a_no_break_space_keeps_the_colon_on_its_line(make_app: MakeApp) -> None:
    app = make_app(lang="fr")
    async with app.run_test(size=(40, 12)) as pilot:
        await app.push_screen(Narrow())
        await pilot.pause()
        plain, glued = (screen_text(app).split("\n"))[:3], screen_text(app).split("\n")[3:]
        # With plain spaces the width breaks right before the colon...
        assert [line.rstrip() for line in plain[:2]] == ["Nombre de joueurs", ": 8 · Appelés :"]
        # ... with no-break spaces the word before it goes along.
        lines = [line.rstrip().replace("\u00a0", " ").replace("\u202f", " ")
                 for line in glued if line.strip()]
        assert lines == ["Nombre de", "joueurs : 8 ·", "Appelés : Anna"], lines
        assert not any(line.startswith(":") for line in lines)
