"""Pilot tests of the mix step's presets, live problems, boxes and balance meter, and the
deal screen's re-deal."""

from __future__ import annotations

from collections import Counter

import pytest
from textual.widgets import Static

from setups.presets import offered
from tests.tui.conftest import GROUP, MakeApp, StartRecorder
from tests.tui.input_helpers import new_game, open_new_game, screen_text, widget_text
from tests.tui.test_setup_screens import SIZE, type_name
from tui.screens.boxes import BoxesScreen
from tui.screens.deal import DealScreen
from tui.screens.new_game import NewGameScreen
from tui.settings import load_settings


async def test_a_digit_applies_the_preset_for_the_player_count(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown")
        await pilot.pause()
        offers = offered(8)
        assert "1 Basismix" in screen_text(app) and "2 Best Of voor acht" in screen_text(app)
        await pilot.press("2")
        await pilot.pause()
        assert screen.mix == offers[1][1] == Counter(weerwolf=2, cupido=1, ziener=1, jager=1,
                                                     burger=3)
        text = screen_text(app)
        assert "Best Of voor acht" in text and "dozen: Best Of" in text
        assert "de mix klopt" in text
        await pilot.press("9")  # there is no ninth preset for eight players
        await pilot.pause()
        assert screen.mix == offers[1][1]


async def test_every_problem_and_the_advice_show_live(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown", "plus")  # 3 werewolves: 9 cards, and 3/8 are wolves
        await pilot.pause()
        text = screen_text(app)
        assert "De mix heeft 9 kaarten" in text
        assert "hooguit een kwart" in text
        assert "eerst moet de mix kloppen" in text
        assert screen.balance_key is not None


async def test_a_late_result_for_a_changed_mix_is_dropped(make_app: MakeApp) -> None:
    """The bots' worker may deliver a batch after the cards changed (seen under load): the meter
    keeps saying the mix must be right first instead of showing the old mix's shares."""
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown")
        await pilot.pause()
        old_mix = screen.balance_key
        await pilot.press("plus")  # 9 cards for 8 players: no meter
        await pilot.pause()
        assert screen.balance_key != old_mix
        screen._show_balance([("dorp", 0.5, 0.1)], 25, old_mix)
        screen._balance_failed(old_mix)
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "eerst moet de mix kloppen" in text
        assert "25/25" not in text and "dorp 50%" not in text


async def test_the_meter_plays_the_mix_in_the_background(make_app: MakeApp) -> None:
    app = make_app(group=GROUP, balance_games=50)  # the meter plays as many games as set
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "kaartpunten +0 (" in text and "50/50 potjes" in text
        assert "dorp" in text and "weerwolven" in text
        # A change of cards restarts the meter for the new mix.
        await pilot.press("1")
        await pilot.press("down", "minus", "up", "plus")  # one burger less, one wolf more
        await pilot.pause()
        assert screen.mix["weerwolf"] == 3
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Balans: gunstig voor de weerwolven ·" in text, text
        assert "kaartpunten -7 (zelfde oordeel)" in text, text


async def test_boxes_from_the_mix_step_limit_the_cards(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown", "d")
        await pilot.pause()
        assert isinstance(app.screen, BoxesScreen)
        await pilot.press("space")  # "not set" off: owning nothing
        await pilot.press("down", "space")  # the base game
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen  # type: ignore[comparison-overlap]
        assert load_settings().boxes_owned == ["basis"]
        screen.mix = Counter(weerwolf=5, ziener=1, burger=2)
        screen._refresh_mix()
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Weerwolf: de mix heeft er 5, maar jullie dozen hebben er 4." in text
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen  # type: ignore[comparison-overlap]  # refused


async def test_settings_have_the_boxes(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        assert "Dozen" in screen_text(app) and "niet ingesteld" in screen_text(app)
        await pilot.press("end", "enter")  # the last row
        await pilot.pause()
        assert isinstance(app.screen, BoxesScreen)
        await pilot.press("space", "down", "down", "down", "down", "down", "down", "space")
        await pilot.press("escape")
        await pilot.pause()
        assert load_settings().boxes_owned == ["het_pact"]
        assert "Het Pact" in screen_text(app)


async def test_redeal_deals_the_same_setup_again(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    group = GROUP[:5]  # a short deal: the redeal is the point, not the seats
    app = make_app(group=group)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        assert isinstance(screen, NewGameScreen)
        screen.mix = Counter({"weerwolf": 1, "ziener": 1, "dief": 1, "burger": 4})
        await pilot.press("ctrl+s")
        await pilot.pause()
        deal = app.screen
        assert isinstance(deal, DealScreen)
        first = deal.setup
        await pilot.press("space", "enter")  # the first player has looked
        await pilot.press("r")  # once: it asks to be pressed again (a card was seen)
        await pilot.pause()
        assert deal.setup == first and deal.seat == 1
        assert any("nog eens op r" in n.message for n in app._notifications)
        await pilot.press("r")
        await pilot.pause()
        again = deal.setup
        assert deal.seat == 0 and again.seed != first.seed
        assert (again.players, again.options) == (first.players, first.options)
        assert Counter(again.roles) + Counter(again.middle) == \
            Counter(first.roles) + Counter(first.middle)
        assert "dief" in again.roles
        assert any("opnieuw geschud" in n.message for n in app._notifications)
        await pilot.press("space", "r")  # not while a card is shown
        await pilot.pause()
        assert deal.setup == again and deal.showing
        for _ in range(len(group) - 1):
            await pilot.press("enter", "space")
        await pilot.press("enter", "enter")
        await pilot.pause()
    [(started, _)] = recorder.calls
    assert started == again


async def test_the_meter_plays_with_the_tables_options(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        assert screen.balance_key is None  # the bots rest on the players step
        await pilot.press("pagedown")
        await pilot.pause()
        assert screen.balance_key is not None and screen.balance_key[2].tie_rule == "burgemeester"
        await pilot.press("pagedown")  # options: the mayor checkbox has focus
        await pilot.pause()
        assert screen.balance_key is None
        await pilot.press("space")  # no mayor election
        await pilot.press("tab", "tab", "down", "down", "enter")  # tie rule: lot
        await pilot.press("pageup")
        await pilot.pause()
        assert screen.balance_key is not None
        options = screen.balance_key[2]
        assert not options.mayor_election and options.tie_rule == "lot"
        await app.workers.wait_for_complete()


async def test_a_failing_simulation_is_one_line_not_a_crash(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tui.screens.new_game as new_game

    def broken(*args: object, **kwargs: object) -> object:
        raise KeyError("a rule the bots trip over")

    monkeypatch.setattr(new_game, "simulate_steps", broken)
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        await open_new_game(pilot)
        await pilot.press("pagedown")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "de bots konden deze mix niet uitspelen" in " ".join(screen_text(app).split())


async def test_an_untouched_preset_follows_the_player_count(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown", "3")  # Klassiek for eight
        await pilot.pause()
        assert screen.preset_id == "klassiek"
        await pilot.press("pageup")
        await type_name(pilot, "Iris")
        klassiek_9 = next(m for p, m in offered(9) if p.id == "klassiek")
        assert screen.mix == klassiek_9 and sum(klassiek_9.values()) == 9
        await pilot.press("pagedown", "plus")  # edited: no longer the preset
        await pilot.press("pageup")
        await type_name(pilot, "Joost")
        assert sum(screen.mix.values()) == 10 and screen.mix["weerwolf"] == 3


@pytest.mark.parametrize("lang", ["nl", "fr"])
async def test_a_preset_and_the_meter_are_shown_whole_at_80x24(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """The chosen preset's text with its boxes (five lines with Chaos, six in French) and the
    meter's verdict with five camps and the group's own games (three lines) fit at 80×24:
    the boxes and the card score's hint were cut off (at most four and two lines)."""
    monkeypatch.setattr(NewGameScreen, "balance_games", 1)  # the words, not the games
    monkeypatch.setattr(NewGameScreen, "balance_batch", 1)
    app = make_app(lang=lang, group=[*GROUP, "Ilse", "Jet", "Kees", "Lotte"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown")
        chaos = next(i for i, (p, _) in enumerate(offered(12)) if p.id == "chaos")
        await pilot.press(str(chaos + 1))
        for _ in range(100):  # the meter's one game, then its verdict stays
            await pilot.pause(0.05)
            if "1/1" in str(screen.query_one("#balance", Static).render()):  # its last line
                break
        else:
            raise AssertionError("the meter never showed its one game")
        meter = ("Balans: in balans · dorp 46% ±2 · weerwolven 39% ±2 · engel 11% ±1 · "
                 "geliefden 3% ±1 · niemand 2% ±1 · 2400/2400 potjes · jullie potjes: dorp 3 "
                 "van 5 · kaartpunten +0 (zelfde oordeel)")
        screen.query_one("#balance", Static).update(meter)
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        for widget in ("#presets", "#balance"):
            shown = " ".join(widget_text(app, widget).split())
            assert shown[-20:] in text, f"{widget} is cut off: {shown!r}"


async def test_an_edition_s_own_preset_is_named_once_in_the_cards_step_head(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    """The house rules' preset carries the edition's name: the head said "8 spelers · 8 kaarten
    · Huisregels met beroepen · Huisregels met beroepen"."""
    from textual.widgets import RadioButton

    monkeypatch.setattr(NewGameScreen, "balance_games", 1)  # the meter is not under test
    monkeypatch.setattr(NewGameScreen, "balance_batch", 1)
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        screen.query_one("#edition-huisregels", RadioButton).value = True
        await pilot.press("pagedown")
        await pilot.pause()
        head = widget_text(app, "#mix-head")  # the edition's own preset, dealt at once
        assert head.count("Huisregels met beroepen") == 1, head
        ids = [p.id for p, _ in offered(8, edition="huisregels")]
        await pilot.press(str(ids.index("huisregels") + 1))
        await pilot.pause()
        head = widget_text(app, "#mix-head")
        assert head.count("Huisregels met beroepen") == 1, head
