"""Set-ups and rule sets on the new-game screen, as a play-test met them: a Wolf Village set-up
sets every switch it deals with (one it does not name back to its default), another rule set
never keeps cards it cannot deal, and the start step names no event deck a rule set without
Volle Maan does not play."""

from __future__ import annotations

from collections import Counter

import pytest
from textual.widgets import Checkbox, RadioButton

from tests.tui.conftest import MakeApp, StartRecorder
from tests.tui.input_helpers import new_game, screen_text
from tests.tui.test_setup_screens import SIZE

GROUP8 = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna")
TEN = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna", "Ilse", "Jet")
# Wolf Village's Vos for ten players: the mix a finished Vos game leaves for the next one.
VOS_MIX = {"weerwolf": 1, "ziener": 1, "dokter": 1, "handlanger": 1, "vos": 1, "burger": 5}


async def test_a_set_up_sets_back_the_switches_another_set_up_turned_off(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Vos switches off "de dokter mag zichzelf beschermen" and "de handlanger kent de
    weerwolven"; Chaos names neither, and a fresh Chaos has both on: so has Chaos after Vos."""
    app = make_app(group=TEN)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.query_one("#edition-wolf_village", RadioButton).value = True
        await pilot.pause()
        screen.query_one("#opt-dokter-herhalen", Checkbox).value = True  # a role's switch
        await pilot.press("pagedown")  # the cards step
        screen.query_one("#mix-list").focus()
        await pilot.press("3")  # Vos (Basis, Klassiek, Vos, Chaos at ten players)
        assert screen.preset_id == "wv_vos"
        options = screen._options()
        assert not options.dokter_zelf and not options.handlanger_kent_wolven
        assert not options.dokter_herhalen  # the set-up's dokter, not the last one's
        await pilot.press("4")  # Chaos
        assert screen.preset_id == "wv_chaos"
        options = screen._options()
        assert options.dokter_zelf and options.handlanger_kent_wolven and options.mayor_election
        assert not options.dokter_herhalen


async def test_another_rule_set_does_not_keep_cards_it_cannot_deal(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last game's Vos mix, then the house rules at the options step: their cards step
    cannot show a dokter, a handlanger or a vos, so the mix is one the house rules deal, and
    no refusal about cards of another rule set is left on the screen."""
    app = make_app(group=TEN, last_mix=VOS_MIX, last_mix_players=len(TEN),
                   last_choices={"edition": "edition-wolf_village"})
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        assert screen._edition() == "wolf_village" and screen.mix == Counter(VOS_MIX)
        await pilot.press("pagedown", "pagedown")  # the options step
        screen.query_one("#edition-huisregels", RadioButton).value = True
        await pilot.pause()
        assert set(screen.mix).isdisjoint({"dokter", "handlanger", "vos"}), screen.mix
        assert sum(screen.mix.values()) == len(TEN)
        said = [n.message for n in app._notifications]
        assert any("Dokter, Handlanger, Vos" in m for m in said), said  # why his mix went
        text = " ".join(screen_text(app).split())
        assert "editie" not in text and "Handlanger" not in text, text
        await pilot.press("pagedown")  # the start step
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert recorder.calls or app.screen is not screen  # dealt: the deal screen or a game


async def test_the_start_step_names_no_event_deck_a_rule_set_does_not_play(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Volle Maan's deck chosen in the Zygomatic game, then Wolf Village: its game draws no
    event card (the deck is hidden and plays as none), so the summary names none."""
    app = make_app(group=TEN)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        await pilot.press("pagedown", "pagedown")  # the options step
        screen.query_one("#vm-deck-alle", RadioButton).value = True
        await pilot.pause()
        assert "gebeurteniskaarten" in str(screen.query_one("#summary").render())
        for rules in ("wolf_village", "huisregels"):
            screen.query_one(f"#edition-{rules}", RadioButton).value = True
            await pilot.pause()
            assert screen._options().event_deck == ""
            summary = str(screen.query_one("#summary").render())
            assert "gebeurteniskaart" not in summary, (rules, summary)


async def test_real_cards_have_the_narrator_show_the_masons_and_the_pack_on_night_one(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dealt with real cards no card's screen told the vrijmetselaars each other or the
    handlanger the pack: the set-up says so (echte_kaarten), and the first night calls them
    before the werewolves wake; the deal itself tells nobody anything."""
    from narration.engine import Game
    from tui.screens.deal import CardsScreen

    app = make_app(group=GROUP8)
    mix = Counter(weerwolf=2, handlanger=1, vrijmetselaar=2, ziener=1, burger=2)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.query_one("#edition-wolf_village", RadioButton).value = True
        await pilot.pause()
        screen.mix, screen.mix_custom, screen.preset_id = Counter(mix), True, None
        screen._refresh_mix()
        await pilot.press("pagedown", "pagedown", "pagedown")  # the start step
        await pilot.click("#deal-cards")
        await pilot.press("ctrl+s")
        await pilot.pause()
        cards = app.screen
        assert isinstance(cards, CardsScreen)
        order = ["weerwolf", "weerwolf", "handlanger", "vrijmetselaar", "vrijmetselaar",
                 "ziener", "burger", "burger"]
        await pilot.press(*(str(cards.kinds.index(r) + 1) for r in order))
        await pilot.press("ctrl+s")
        await pilot.pause()
    [(setup, mode)] = recorder.calls
    assert mode == "verteller" and setup.options.echte_kaarten
    game = Game(setup)
    steps = []
    while game.prompt is not None and game.prompt.step != "weerwolven":
        steps.append(game.prompt.step)
        game.answer(None)
    assert steps == ["nacht_valt", "vrijmetselaars", "handlanger"]
    assert [m.text for m in game.state.messages if m.phase == "setup"] == []
