"""Volle Maan on the screen: the new characters and an event card played through the screen
(matching the headless replay, the card shown on the day screen, secrets never spoken), and the
new-game options that set the deck and the variants."""

from __future__ import annotations

from typing import Any

import pytest

from narration.engine import Game
from narration.replay import play
from narration.report import state_json
from narration.scenario import parse
from narration.vote import voters
from setups.game_setup import GameSetup
from setups.options import Options
from tests.tui.conftest import GROUP, MakeApp, StartRecorder
from tests.tui.game_driver import keys_for
from tests.tui.input_helpers import new_game, open_new_game, screen_text
from tests.tui.test_game_screen import drive, new_app
from tests.tui.test_setup_screens import SIZE
from tui.speech import SilentSpeaker

SETUP = GameSetup(
    players=("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna"),
    roles=("weerwolf", "weerwolf", "genezer", "ziener", "fluitspeler", "zondebok", "burger",
           "burger"),
    seed=3,
    events=("spiritisme_3", "wonder"),
)
TURNS: list[dict[str, Any]] = [
    {"phase": "night", "genezer": "Cor", "ziener": "Anna", "weerwolven": "Gijs",
     "fluitspeler": ["Anna", "Bram"]},
    {"phase": "day", "stemming": {"Anna": "Hanna", "Hanna": "Anna"},
     "zondebok": ["Cor", "Dirk", "Hanna"]},
    {"phase": "night", "genezer": "Dirk", "ziener": "Bram", "weerwolven": "Dirk",
     "fluitspeler": ["Cor", "Dirk"]},
    {"phase": "day", "spiritisme": "4"},
]
LAST = {"phase": "day", "stemming": {"Cor": "Anna", "Dirk": "Anna", "Hanna": "Anna"}}


def scenario_text() -> str:
    import tomli_w

    turns = [*TURNS[:-1], {**TURNS[-1], **LAST}]
    return tomli_w.dumps({"setup": {"players": list(SETUP.players), "roles": list(SETUP.roles),
                                    "seed": SETUP.seed, "events": list(SETUP.events)},
                          "turn": turns})


async def test_a_volle_maan_game_through_the_screen() -> None:
    speaker = SilentSpeaker()
    app = new_app(speaker)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS)
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        assert game.prompt is not None and (game.prompt.phase, game.prompt.round) == ("day", 2)
        text = screen_text(app)
        assert "Vandaag: Spiritisme" in text  # the card on the day screen
        assert voters(game.state) == ["Cor", "Dirk", "Hanna"]  # the zondebok's choice
        await drive(app, pilot, [LAST])
        headless = play(parse(scenario_text()))
        assert state_json(game) == state_json(headless)
    assert "De geest van Gijs antwoordt: nee." in headless.state.announcements()
    private = {m.text for m in headless.state.messages if not m.public}
    spoken = " ".join(speaker.spoken)
    assert "Gebeurteniskaart" not in spoken and "Spiritisme" in spoken
    for secret in private:
        assert secret not in spoken


def press(app: Any, widget_id: str) -> None:
    """Switch a radio button or checkbox of the options step on (it may be scrolled away)."""
    app.screen.query_one(f"#{widget_id}").value = True


async def test_volle_maan_options_reach_the_setup(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, _):
        await pilot.press("pagedown", "pagedown")  # the options step
        press(app, "vm-deck-alle")
        press(app, "vm-every-2")
        press(app, "vm-friends-3")
        press(app, "vm-besmetting")
        press(app, "vm-maneschijn-riskant")
        await pilot.press("pagedown")
        await pilot.press("ctrl+s")
        await pilot.pause()
        setup = app.screen.setup  # type: ignore[attr-defined]
    options = setup.options
    assert options.event_deck == "alle" and options.event_every == 2
    assert options.groot_wantrouwen_vrienden == 3
    assert options.besmetting and options.maneschijn == "riskant"
    assert not options.oogstfeest and not options.zwarte_dood


async def test_a_chosen_set_of_cards(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, _):
        await pilot.press("pagedown", "pagedown")
        press(app, "vm-deck-keuze")
        await pilot.pause()
        cards = app.screen.query_one("#vm-cards")
        assert cards.display
        cards.select("wonder")  # type: ignore[attr-defined]
        cards.select("straf")  # type: ignore[attr-defined]
        await pilot.press("pagedown")
        await pilot.press("ctrl+s")
        await pilot.pause()
        setup = app.screen.setup  # type: ignore[attr-defined]
    assert setup.options.event_deck == "keuze"
    assert sorted(setup.options.event_cards) == ["straf", "wonder"]


async def test_the_pipers_win_and_the_talking_walls_timer_on_screen() -> None:
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                      ("weerwolf", "fluitspeler", "burger", "burger", "burger", "burger"),
                      seed=2, options=Options(sprekende_muur=True))
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        await drive(app, pilot, [
            {"phase": "night", "weerwolven": "Eva", "fluitspeler": ["Cor", "Dirk"]}])
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        for _ in range(30):  # through the day (nobody voted out) up to the talking wall
            prompt = game.prompt
            assert prompt is not None
            if prompt.step == "sprekende_muur":
                break
            for key in keys_for(prompt, "" if prompt.needs_answer else None):
                await pilot.press(key)
            await pilot.pause()
        assert game.prompt is not None and game.prompt.step == "sprekende_muur"
        assert app.screen.query_one("#timer").display
        await drive(app, pilot, [
            {"phase": "day"},
            {"phase": "night", "weerwolven": "Cor", "fluitspeler": ["Anna", "Fleur"]},
        ])
        await pilot.pause()
        assert type(app.screen).__name__ == "EndScreen"
        assert "de fluitspeler" in screen_text(app)


AGENDA = {"ziener": 1, "jager": 1, "heks": 1, "cupido": 1, "genezer": 1, "dorpsoudste": 1,
          "zondebok": 1, "burger": 1}


async def test_dubbele_agenda_from_the_new_game_screen_to_the_first_night(
        make_app: MakeApp) -> None:
    from collections import Counter

    from setups.identities import deal_identities
    from tui.screens.deal import DealScreen

    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown")  # the mix: the booklet's set, no werewolf card
        screen.mix = Counter(AGENDA)
        screen._refresh_mix()
        await pilot.pause()
        assert "minstens één weerwolf" in screen_text(app)
        await pilot.press("pagedown")
        press(app, "vm-dubbele_agenda-klein")
        await pilot.pause()
        assert "minstens één weerwolf" not in screen_text(app)
        button = app.screen.query_one("#vm-dubbele_agenda-klein")
        assert "Kleine complicaties" in str(button.label)  # type: ignore[attr-defined]
        await pilot.press("pagedown", "ctrl+s")
        await pilot.pause()
        deal = app.screen
        assert isinstance(deal, DealScreen)
        setup = deal.setup
        wolves = deal_identities(GROUP, setup.seed)
        assert setup.options.identiteit_weerwolf == wolves and len(wolves) == 2
        for name in GROUP:
            assert "IDENTITEIT" not in screen_text(app)  # the curtain hides it
            await pilot.press("space")
            await pilot.pause()
            text = screen_text(app)
            wolf = "IDENTITEIT: WEERWOLF" in text
            assert wolf == (name in wolves)
            assert wolf or "IDENTITEIT: GEWONE BURGER" in text
            await pilot.press("enter")
            await pilot.pause()
        assert "Karakters (open):" in screen_text(app)  # klein: the characters are public
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert game.setup.options.identiteit_weerwolf == wolves
        assert game.setup.options.dubbele_agenda == "klein"
        assert game.prompt.phase == "night"
        assert all(game.state.player(n).turned == (n in wolves) for n in GROUP)
        spoken = " ".join(app.speaker.spoken)  # type: ignore[attr-defined]
        assert "Identiteit" not in spoken and not any(n in spoken for n in wolves)


async def test_dubbele_agenda_with_physical_cards_marks_the_identities(
        make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch) -> None:
    from collections import Counter

    from tui.screens.deal import CardsScreen

    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.mix = Counter(AGENDA)
        await pilot.press("pagedown", "pagedown")
        press(app, "vm-dubbele_agenda-groot")
        await pilot.press("pagedown")
        await pilot.click("#deal-cards")
        await pilot.press("ctrl+s")
        await pilot.pause()
        cards = app.screen
        assert isinstance(cards, CardsScreen)
        cards.cards = ["ziener", "jager", "heks", "cupido", "genezer", "dorpsoudste",
                       "zondebok", "burger"]
        cards._refresh(2)
        await pilot.pause()
        assert "markeer met w" in screen_text(app)
        cards.action_start()  # nobody marked: refused
        await pilot.pause()
        assert not recorder.calls
        await pilot.press("w")  # Cor
        await pilot.press("down", "down", "w")  # Eva
        await pilot.pause()
        assert "identiteit Weerwolf" in screen_text(app)  # the narrator's own screen
        await pilot.press("ctrl+s")
        await pilot.pause()
    [(setup, _)] = recorder.calls
    assert setup.options.identiteit_weerwolf == ("Cor", "Eva")
    assert setup.options.dubbele_agenda == "groot"
