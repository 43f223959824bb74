"""Every footer key is read whole at 80x24 in every language.

The play-test found the German and French cards step cut at 80 columns ("... Esc Zurüc▏^p
Mehr"): the card list's keys (← Weniger, → Mehr) came on top of the step's own. Checked one
screen at a time, a key added to one screen, or a longer word in one language, cut another
screen's footer unseen; so this test tours the app in each language (the home menu, the
settings, each set-up step with each of its widgets focused, the physical cards, the deal, a
whole game of Het Dorp with an undo, the end, a night on secret turns) and reads every
footer it meets. A footer is cut when its keys are wider than the screen: Textual's Footer
scrolls then (`max_scroll_x`), and the palette key, docked on its right, hides the last one.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from textual.widgets import Checkbox

from narration.bots import Bots
from narration.modes import DOORGEVEN
from narration.session import Session
from setups.game_setup import GameSetup
from setups.options import Options
from setups.professions import propose
from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import footer_ready, open_new_game, settled
from tui.app import WakkerdamApp
from tui.widgets.footer import Footer

SIZE = (80, 24)
PLAYERS = (*GROUP, "Ilse", "Jet", "Kees", "Lotte")
# A table with many cards, so the game meets their steps (and their keys).
ROLES = ("weerwolf", "weerwolf", "ziener", "heks", "cupido", "jager", "zondebok",
         "dorpsgek", "genezer", "engel", "wolfshond", "burger")


def cut_footers(app: WakkerdamApp) -> list[str]:
    """What each cut footer on screen shows, with its width and the width it needs."""
    cut = []
    for footer in app.screen.query(Footer):
        if footer.display and footer.max_scroll_x > 0:
            keys = " · ".join(f"{k.key_display} {k.description}"  # type: ignore[attr-defined]
                              for k in footer.children)
            cut.append(f"{type(app.screen).__name__} ({footer.virtual_size.width} > "
                       f"{footer.size.width}): {keys}")
    return cut


def shown_keys(app: WakkerdamApp) -> tuple[str, ...]:
    """The footer's keys of this moment (what it would compose), without waiting for it."""
    return tuple(f"{b.action}:{enabled}" for _, b, enabled, _ in app.screen.active_bindings.values()
                 if b.show)


class Tour:
    """The footers met on the way, and the cut ones among them; a footer already read (the
    same screen with the same keys) is not waited for again."""

    def __init__(self, app: WakkerdamApp, pilot: Any) -> None:
        self.app, self.pilot = app, pilot
        self.cut: list[str] = []
        self.read: set[tuple[str, tuple[str, ...]]] = set()

    async def look(self) -> None:
        app = self.app
        await self.pilot.pause()
        seen = (type(app.screen).__name__, shown_keys(app))
        if seen in self.read:
            return
        self.read.add(seen)
        for _ in range(50):
            if footer_ready(app):
                break
            await self.pilot.pause()
        await self.pilot.pause()  # and laid out
        for line in cut_footers(app):
            if line not in self.cut:
                self.cut.append(line)

    async def each_focus(self) -> None:
        """The footer with each widget of the screen focused in turn (a focused list adds its
        own keys), Tab after Tab until the focus comes back."""
        first = self.app.focused
        await self.look()
        for _ in range(30):
            await self.pilot.press("tab")
            await self.look()
            if self.app.focused is first:
                break


async def tour_setup(tour: Tour) -> None:
    app, pilot = tour.app, tour.pilot
    await tour.look()  # the home menu
    await pilot.press("i")  # the settings
    await tour.each_focus()
    await pilot.press("escape")
    screen = await open_new_game(pilot)
    for _ in range(4):  # players, mix, options, start
        await tour.each_focus()
        if screen.step == 2:  # the options again with Het Dorp on: its professions' list
            screen.query_one("#opt-village", Checkbox).value = True
            await tour.each_focus()
        await pilot.press("pagedown")
    from tui.screens.deal import CardsScreen, DealScreen

    for options in (Options(), Options(dubbele_agenda="klein")):
        app.push_screen(CardsScreen(GROUP, Counter(weerwolf=2, ziener=1, burger=5), options,
                                    1, "verteller"))
        await tour.each_focus()
        app.pop_screen()
    six = GameSetup(players=GROUP[:4], roles=("weerwolf", "ziener", "burger", "burger"), seed=1)
    app.push_screen(DealScreen(six, DOORGEVEN))
    await tour.look()
    for key in ["space", "enter"] * 4:  # each card shown and hidden, then the table's turn
        await pilot.press(key)
        await tour.look()
    app.pop_screen()


async def tour_game(tour: Tour, setup: GameSetup) -> None:
    """A whole game played by bots (the narrator's screen), the footer read at every step
    whose keys are new; one undo on the way (the redo key joins the footer)."""
    app, pilot = tour.app, tour.pilot
    session = Session.new(setup)
    game = session.game
    bots = Bots(game, 1)
    from tui.screens.game import GameScreen

    screen = GameScreen(session)
    app.push_screen(screen)
    await settled(app, pilot)
    undone = False
    for _ in range(400):
        if game.prompt is None:
            break
        await tour.look()
        if not undone and game.prompt.phase == "day" and game.prompt.needs_answer:
            await pilot.press("ctrl+z")
            await tour.look()
            await pilot.press("ctrl+y")
            await settled(app, pilot)
            undone = True
        bots.answer(game.prompt)
        screen.show_prompt(speak=False)
        await settled(app, pilot)
    await tour.look()  # the end screen
    assert type(app.screen).__name__ == "EndScreen"
    while len(app.screen_stack) > 1:
        app.pop_screen()


async def tour_pass_night(tour: Tour, setup: GameSetup) -> None:
    """The first night on secret turns: each player's curtain, his turn and the dawn."""
    from tui.screens.pass_turn import PassNightScreen

    app, pilot = tour.app, tour.pilot
    screen = PassNightScreen(Session.new(setup, mode=DOORGEVEN), min_seconds=0)
    app.push_screen(screen)
    await tour.look()
    for _ in range(len(setup.players) * 3):
        await pilot.press("space")  # the turn shown
        await tour.look()
        await pilot.press("enter")  # its answer (a pass, or the first in its list) and on
        await tour.look()
        if app.screen is not screen:
            break


@pytest.mark.parametrize("lang", ["nl", "en", "de", "fr"])
async def test_every_footer_fits_80_columns(make_app: MakeApp, lang: str) -> None:
    app = make_app(lang=lang, group=PLAYERS, min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        tour = Tour(app, pilot)
        await tour_setup(tour)
        # Het Dorp's game: every step of a game, and its day powers' key (k) on top.
        await tour_game(tour, GameSetup(players=PLAYERS, roles=ROLES, seed=2, lang=lang,
                                        professions=tuple(propose(len(PLAYERS), 1))))
        await tour_pass_night(tour, GameSetup(players=PLAYERS, roles=ROLES, seed=2, lang=lang))
        assert len(tour.read) > 20
        assert not tour.cut, "\n".join(tour.cut)
