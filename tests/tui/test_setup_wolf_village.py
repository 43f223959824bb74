"""Wolf Village chosen on the new-game screen: the cards step offers its cards and its five
set-ups with their verdicts, a set-up brings its switches, and the game is dealt in it."""

from __future__ import annotations

import pytest
from textual.widgets import Checkbox, OptionList, RadioButton

from tests.tui.conftest import GROUP, MakeApp, StartRecorder
from tests.tui.input_helpers import new_game, open_new_game, screen_text
from tests.tui.test_setup_screens import SIZE
from tui.screens.deal import DealScreen


async def test_wolf_village_offers_its_set_ups_and_deals_in_its_rules(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP, balance_games=50)  # eight players
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.query_one("#edition-wolf_village", RadioButton).value = True
        await pilot.pause()
        assert screen.preset_id == "wv_basis"  # the base mix left the box: its Basis instead
        assert screen.query_one("#opt-dokter-zelf", Checkbox).display
        await pilot.press("pagedown")  # the cards step
        presets = str(screen.query_one("#presets").render())
        assert "1 Basis" in presets and "2 Klassiek" in presets
        assert "Basismix" not in presets
        ids = {option.id for option in screen.query_one("#mix-list", OptionList).options}
        assert "dokter" in ids and "genezer" not in ids and "dief" not in ids
        screen.query_one("#mix-list").focus()
        await pilot.press("2")  # Klassiek: the mayor is elected
        assert screen.preset_id == "wv_klassiek"
        assert screen.query_one("#opt-mayor", Checkbox).value
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        # Its verdict, in Wolf Village's words, once the bots played it; the card points agree.
        assert "Balans: in balans ·" in text and "50/50" in text, text
        assert "(zelfde oordeel)" in text, text
        screen.query_one("#mode-doorgeven", RadioButton).value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DealScreen)
        assert app.screen.setup.edition == "wolf_village"
        assert sorted(app.screen.setup.roles) == sorted(
            ["weerwolf", "weerwolf", "ziener", "heks", "jager", "cupido", "burger", "burger"])


async def test_the_zygomatic_mix_list_has_no_wolf_village_cards(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        ids = {option.id for option in screen.query_one("#mix-list", OptionList).options}
        assert {"dokter", "vervloekte", "handlanger", "nar", "vrijmetselaar"}.isdisjoint(ids)
        assert not screen.query_one("#opt-dokter-zelf", Checkbox).display


async def test_wolf_village_shows_only_its_switches_and_a_hidden_one_stays_off(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Het Dorp, the omroeper, the gezusters' nights and Volle Maan's deck are not Wolf
    Village's: switched on in the Zygomatic game and then hidden, none reaches its game."""
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        await pilot.press("pagedown", "pagedown")  # the options step
        for box_id in ("#opt-village", "#opt-omroeper", "#opt-family"):
            screen.query_one(box_id, Checkbox).value = True
        screen.query_one("#vm-deck-alle", RadioButton).value = True
        await pilot.pause()
        assert screen._options().omroeper and screen.professions()  # the Zygomatic game's
        screen.query_one("#edition-wolf_village", RadioButton).value = True
        await pilot.pause()
        hidden = ("#opt-village", "#opt-house-village", "#profession-list", "#opt-omroeper",
                  "#opt-family", "#volle-maan", "#twee-vanaf")
        assert [w for w in hidden if screen.query_one(w).display] == []
        assert screen.query_one("#opt-reveal", Checkbox).display
        options = screen._options()
        assert not options.omroeper and not options.family_every_night
        assert options.event_deck == "" and screen.professions() == ()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DealScreen)
        setup = app.screen.setup
        assert setup.edition == "wolf_village" and setup.professions == ()
        assert not setup.options.omroeper and not setup.options.family_every_night
        assert setup.options.event_deck == "" and setup.events == ()
