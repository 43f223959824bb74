"""The last game's mix and options are offered again for the next game: the simple options,
Volle Maan's and Het Dorp's (its tiles too), the edition, the deal and the mode."""

from __future__ import annotations

from collections import Counter

import pytest
from textual.widgets import RadioButton, SelectionList

from tests.tui.conftest import GROUP, MakeApp
from texts import text
from tui.app import create_app
from tui.screens.new_game import NewGameScreen
from tui.settings import load_settings
from tui.speech import SilentSpeaker
from tui.widgets.check_box import CheckBox
from tui.widgets.profession_list import ProfessionList


async def test_the_next_game_offers_the_last_mix_and_options(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewGameScreen, "balance_games", 1)  # the meter is not under test
    monkeypatch.setattr(NewGameScreen, "balance_batch", 1)
    app = make_app(group=GROUP)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.press("ctrl+n", "2")  # the mix step, the second preset
        await pilot.pause()
        chosen = Counter(screen.mix)
        await pilot.press("ctrl+n")  # options
        screen.query_one("#opt-reveal", CheckBox).value = False
        screen.query_one("#opt-omroeper", CheckBox).value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
    fresh = create_app(speaker_factory=lambda lang: SilentSpeaker(), settings=load_settings())
    async with fresh.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = fresh.screen
        assert isinstance(screen, NewGameScreen)
        assert Counter(screen.mix) == chosen
        assert not screen.query_one("#opt-reveal", CheckBox).value
        assert screen.query_one("#opt-omroeper", CheckBox).value


async def test_the_next_game_offers_the_volle_maan_het_dorp_and_edition_choices_again(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewGameScreen, "balance_games", 1)  # the meter is not under test
    monkeypatch.setattr(NewGameScreen, "balance_batch", 1)
    app = make_app(group=GROUP)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.press("ctrl+n", "ctrl+n")  # the options
        await pilot.pause()
        screen.query_one("#opt-village", CheckBox).value = True  # Het Dorp
        screen.query_one("#edition-best_of", RadioButton).value = True  # the edition
        screen.query_one("#vm-deck-alle", RadioButton).value = True  # Volle Maan's deck
        screen.query_one("#vm-every-2", RadioButton).value = True
        screen.query_one("#vm-force", SelectionList).select("beul")
        screen.query_one("#vm-oogstfeest", CheckBox).value = True
        await pilot.pause()
        village = screen.query_one(ProfessionList)
        proposed = list(village.tiles)
        village.focus()
        village.highlighted = 0
        await pilot.press("plus")  # the narrator gives the first seat another tile
        await pilot.pause()
        assert village.tiles != proposed
        await pilot.press("ctrl+s")
        await pilot.pause()
        saved = load_settings().last_choices
        assert saved["opt-village"] is True, saved
        tiles = list(saved["profession-list"])  # type: ignore[arg-type]
        assert len(tiles) == len(GROUP) and tiles != proposed  # the tiles as he dealt them
    fresh = create_app(speaker_factory=lambda lang: SilentSpeaker(), settings=load_settings())
    async with fresh.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = fresh.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.query_one("#opt-village", CheckBox).value
        assert screen.query_one("#edition-best_of", RadioButton).value
        assert screen.query_one(ProfessionList).tiles == tiles
        options = screen._options()
        assert options.event_deck == "alle" and options.event_every == 2
        assert options.events_in_force == ("beul",) and options.oogstfeest
        assert screen.professions() == tuple(tiles)
        assert screen._edition() == "best_of"


async def test_the_cards_step_counts_the_players_added_to_the_last_mix(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    """The last game's mix for eight, then four more names: the cards step said "8 spelers"
    and offered the presets for eight (its head was redrawn only for a mix that follows the
    count), beside the problem line that counted twelve."""
    monkeypatch.setattr(NewGameScreen, "balance_games", 1)  # the meter is not under test
    monkeypatch.setattr(NewGameScreen, "balance_batch", 1)
    app = make_app(group=GROUP, last_mix={"weerwolf": 2, "burger": 5, "ziener": 1},
                   last_mix_players=8)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        for name in ("Ilse", "Jet", "Kees", "Lotte"):
            await pilot.press(*name, "enter")
        await pilot.press("ctrl+n")
        await pilot.pause()
        head = str(screen.query_one("#mix-head").render())
        presets = str(screen.query_one("#presets").render())
        assert "12 spelers" in head and "8 kaarten" in head
        assert "Best Of voor acht" not in presets


@pytest.mark.parametrize("lang", ["nl", "en"])
async def test_the_last_mix_that_is_the_base_mix_is_named_the_base_mix(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """The last game played the rulebook's base mix for eight: offered again, the cards step
    called it "eigen mix (b: terug naar de basismix)"; a mix the narrator changed is his own,
    and counts edited back to the base are the base mix again."""
    monkeypatch.setattr(NewGameScreen, "balance_games", 1)  # the meter is not under test
    monkeypatch.setattr(NewGameScreen, "balance_batch", 1)
    app = make_app(lang=lang, group=GROUP, last_mix={"weerwolf": 2, "burger": 5, "ziener": 1},
                   last_mix_players=8)
    base, custom = (text(lang, "tui", f"setup.mix.{which}") for which in ("base", "custom"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.press("ctrl+n")
        await pilot.pause()

        def head() -> str:
            return str(screen.query_one("#mix-head").render())

        assert base in head() and custom not in head()
        await pilot.press("plus")  # one more of the first card: the narrator's own mix
        await pilot.pause()
        assert custom in head()
        await pilot.press("minus")
        await pilot.pause()
        assert base in head() and custom not in head()
