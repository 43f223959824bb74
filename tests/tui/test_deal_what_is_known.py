"""The deal screen says what the player knows at that moment, and never contradicts it: Wolf
Village's handlanger is told the werewolves at the deal (the vrijmetselaars each other), so
his screen must not also say "Meer dan je eigen kaart weet je nu nog niet"."""

from __future__ import annotations

import pytest

from narration.modes import DOORGEVEN
from setups.game_setup import GameSetup
from setups.options import Options
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import screen_text
from tui.i18n import t
from tui.screens.deal import DealScreen

PLAYERS = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
ROLES = ("weerwolf", "handlanger", "vrijmetselaar", "weerwolf", "vrijmetselaar", "burger",
         "ziener", "burger")


def setup(knows: bool = True) -> GameSetup:
    return GameSetup(players=PLAYERS, roles=ROLES, seed=1, edition="wolf_village",
                     options=Options(handlanger_kent_wolven=knows, tie_rule="herstemming"))


async def card_of(make_app: MakeApp, game: GameSetup, seat: int) -> str:
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(DealScreen(game, DOORGEVEN))
        await pilot.pause()
        for _ in range(seat):
            await pilot.press("space", "enter")
            await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        return " ".join(screen_text(app).split())


@pytest.mark.parametrize("knows", [True, False])
async def test_the_handlangers_deal_screen_says_what_he_is_told(make_app: MakeApp,
                                                                 knows: bool) -> None:
    text = await card_of(make_app, setup(knows), 1)  # Bram, the handlanger
    assert "HANDLANGER" in text
    nothing_more = t("pass.fact.alleen_kaart")
    assert nothing_more not in text, text
    if knows:
        assert "Anna" in text and "Dirk" in text  # the werewolves, by name
    else:
        assert "Anna" not in text and "Dirk" not in text


async def test_a_vrijmetselaar_is_told_his_partner_and_nothing_else(make_app: MakeApp) -> None:
    text = await card_of(make_app, setup(), 2)  # Cor
    assert "Eva" in text and t("pass.fact.alleen_kaart") not in text, text


async def test_a_burger_knows_only_his_card(make_app: MakeApp) -> None:
    text = await card_of(make_app, setup(), 5)  # Fleur
    assert t("pass.fact.alleen_kaart") in text, text


async def test_the_handlangers_card_text_holds_whether_he_knows_them_or_not(
        make_app: MakeApp) -> None:
    """His card said "Jij weet wie zij zijn" even when the switch is off and the next line
    says "je weet niet wie de weerwolven zijn"."""
    text = await card_of(make_app, setup(False), 1)
    assert "Jij weet wie zij zijn" not in text and "Jij kent hen" not in text, text
    assert "je weet niet wie de weerwolven zijn" in text


async def test_esc_hides_a_card_and_stops_the_deal_only_when_pressed_again(
        make_app: MakeApp) -> None:
    """A play-test pressed Esc to hide his card, as a secret turn's Esc does, and the deal
    stopped at once: Esc on a card hides it; on the curtain, once somebody has seen a card,
    it stops dealing only when pressed again."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        deal = DealScreen(setup(), DOORGEVEN)
        app.push_screen(deal)
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        assert deal.showing
        await pilot.press("escape")  # hides the first card and hands on
        await pilot.pause()
        assert app.screen is deal and not deal.showing and deal.seat == 1
        await pilot.press("escape")  # once: a warning, the deal goes on
        await pilot.pause()
        assert app.screen is deal and deal.seat == 1
        assert any("nog eens op Esc" in n.message for n in app._notifications)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not deal
