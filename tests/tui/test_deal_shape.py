"""The deal's card screen has one shape for every card (ruling doorgeven-beurtvorm): over a
shoulder, the outline of the text must not tell the card. The card texts were centred, so each
card drew its own outline (a two-line text of another width than a one-line one), and the
card's name left a gap of its own length in the frame.

"Shape" here is what a glance from across the table sees: every cell that is painted, by a
character or by a background other than the screen's. Anna's seat holds, in turn, every card
of the deal (the same players and mix, the cards rotated), so only her card differs.
"""

from __future__ import annotations

from collections import Counter

import pytest
from textual._compositor import LayoutUpdate

from narration.modes import DOORGEVEN
from setups.game_setup import GameSetup
from setups.options import Options
from tests.tui.conftest import MakeApp
from tui.app import WakkerdamApp
from tui.screens.deal import DealScreen

PLAYERS = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
# Wolf Village: the handlanger and the vrijmetselaars are told names at the deal, so their
# "what you know" differs in length from a burger's.
WOLF_VILLAGE = ("weerwolf", "handlanger", "vrijmetselaar", "weerwolf", "vrijmetselaar",
                "burger", "ziener", "burger")
# The Zygomatic game with Dubbele Agenda: the identity card under the character.
ZYGOMATIC = ("weerwolf", "ziener", "heks", "jager", "cupido", "burger", "dorpsoudste",
             "weerwolf")


def rotated(cards: tuple[str, ...], k: int) -> tuple[str, ...]:
    return cards[k:] + cards[:k]


def painted(app: WakkerdamApp) -> tuple[tuple[bool, ...], ...]:
    """Per cell of the screen: is it painted (a character, or a background of its own)?"""
    update = app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens)
    assert isinstance(update, LayoutUpdate), "textual changed render_update(full=True)"
    cells = [[(ch, seg.style.bgcolor if seg.style else None)
              for strip in line for seg in strip for ch in seg.text] for line in update.strips]
    ground = Counter(bg for row in cells for _, bg in row).most_common(1)[0][0]
    return tuple(tuple(ch != " " or bg != ground for ch, bg in row) for row in cells)


def show(shape: tuple[tuple[bool, ...], ...]) -> str:
    """The painted cells as # (for the failure message)."""
    return "\n".join("".join("#" if c else "." for c in row) for row in shape)


async def card_shape(make_app: MakeApp, setup: GameSetup, size: tuple[int, int],
                     lang: str) -> tuple[tuple[bool, ...], ...]:
    app = make_app(lang)
    async with app.run_test(size=size) as pilot:
        app.push_screen(DealScreen(setup, DOORGEVEN))
        await pilot.pause()
        await pilot.press("space")  # Anna looks at her card
        await pilot.pause()
        assert app.screen.showing  # type: ignore[attr-defined]
        return painted(app)


@pytest.mark.parametrize(("lang", "size"), [("nl", (100, 30)), ("en", (80, 24))])
async def test_every_card_of_a_wolf_village_deal_draws_the_same_shape(
        make_app: MakeApp, lang: str, size: tuple[int, int]) -> None:
    shapes = {}
    for k in range(len(WOLF_VILLAGE)):
        setup = GameSetup(players=PLAYERS, roles=rotated(WOLF_VILLAGE, k), seed=1,
                          edition="wolf_village",
                          options=Options(handlanger_kent_wolven=True, tie_rule="herstemming"))
        shapes[WOLF_VILLAGE[k]] = await card_shape(make_app, setup, size, lang)
    first = shapes["burger"]
    for role_id, shape in shapes.items():
        assert shape == first, f"{role_id} vs burger:\n{show(shape)}\n\n{show(first)}"


async def test_every_card_and_identity_of_a_dubbele_agenda_deal_draws_the_same_shape(
        make_app: MakeApp) -> None:
    shapes = {}
    for k, wolf in [(0, True), (1, False), (2, True), (5, False), (6, True)]:
        options = Options(dubbele_agenda="groot", identiteit_weerwolf=("Anna",) if wolf else
                          ("Bram",))
        setup = GameSetup(players=PLAYERS, roles=rotated(ZYGOMATIC, k), seed=1, options=options)
        shapes[(ZYGOMATIC[k], wolf)] = await card_shape(make_app, setup, (100, 30), "nl")
    first = next(iter(shapes.values()))
    for which, shape in shapes.items():
        assert shape == first, f"{which}:\n{show(shape)}\n\n{show(first)}"
