"""Editing the past from the game screen, with the keys a narrator presses: e, the answer's
number (or the arrows) and Enter; that step's own prompt is asked again and answered as the
first time (seat numbers, r for the elixir, b for ballots); the preview; y."""

from __future__ import annotations

import json
from pathlib import Path

from narration.engine import Game
from narration.prompts import CHOICE, TABLE, VOTE, YESNO, Prompt
from tests.tui.game_driver import keys_for
from tests.tui.input_helpers import burst, widget_text
from tests.tui.test_game_screen import SETUP, TURNS, drive, new_app
from tui.answer_words import answer_words, step_where
from tui.app import WakkerdamApp
from tui.screens.edit_past import EditPastScreen
from tui.speech import SilentSpeaker
from tui.widgets.pick_list import PickList
from tui.widgets.prompt_panel import PromptPanel


def index_of(game: Game, step: str, round_: int) -> int:
    return next(i for i, r in enumerate(game.records) if r.step == step and r.round == round_)


def rows(app: WakkerdamApp) -> list[str]:
    edits = app.screen.query_one("#edit-list", PickList)
    return [str(edits.get_option_at_index(i).prompt) for i in range(edits.option_count)]


def footer_keys(app: WakkerdamApp) -> set[str]:
    return {b.binding.action for b in app.screen.active_bindings.values()
            if b.binding.show and b.enabled}


async def open_edit(app: WakkerdamApp, pilot: object, index: int) -> EditPastScreen:
    """e, the answer's number, Enter: the answer's own prompt is asked again."""
    await pilot.press("e", *str(index + 1), "enter")  # type: ignore[attr-defined]
    await pilot.pause()  # type: ignore[attr-defined]
    screen = app.screen
    assert isinstance(screen, EditPastScreen)
    return screen


async def test_e_asks_the_ziener_again_and_changes_her_answer_after_a_preview(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS[:1])
        session = app.screen.session  # type: ignore[attr-defined]
        game: Game = session.game
        ziener = index_of(game, "ziener", 1)
        count = len(game.records)
        assert not app.screen.curtain_up  # type: ignore[attr-defined]
        # Behind the curtain at dawn: the night's answers are not offered, nor is e shown.
        assert "edit_past" not in footer_keys(app)
        await pilot.press("e")
        await pilot.pause()
        assert not isinstance(app.screen, EditPastScreen)
        await pilot.press("c")  # the narrator raises the curtain: e is in the footer now
        await pilot.pause()
        assert "edit_past" in footer_keys(app)
        screen = await open_edit(app, pilot, ziener)
        # The ziener's own prompt, as it was asked: her list without herself, by seat number.
        panel = screen.query_one("#edit-panel", PromptPanel)
        asked = game.as_asked(ziener).prompt
        assert asked is not None and panel.prompt.candidates == asked.candidates
        assert "Cor" not in panel.prompt.candidates  # Cor is the ziener
        assert "Nacht 1 · Ziener, nu: Anna" in widget_text(app, "#edit-question")
        state = game.state
        await pilot.press(*str(state.player("Fleur").seat + 1), "enter")
        await pilot.pause()
        said = widget_text(app, "#edit-preview")
        assert "Nieuw antwoord voor Nacht 1 · Ziener: Fleur" in said
        assert f"{count - ziener - 1} van {count - ziener - 1}" in said  # every later one fits
        assert game.records[ziener].answer == "Anna"  # only a preview so far
        await pilot.press("y")
        await pilot.pause()
        assert not isinstance(app.screen, EditPastScreen)
        assert game.records[ziener].answer == "Fleur"
        assert len(game.records) == count
        events = [json.loads(x) for x in session.path.read_text().splitlines()[1:]]
        assert events[-1] == {"edit": {"i": ziener, "a": "Fleur", "kept": count - ziener - 1}}


async def test_the_list_says_each_answer_in_words_under_its_step_and_night(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS[:1])
        await pilot.press("c", "e")
        await pilot.pause()
        assert isinstance(app.screen, EditPastScreen)
        listed = rows(app)
        assert any(r.endswith("Nacht 1 · Cupido: Gijs, Eva") for r in listed), listed
        assert any(r.endswith("Nacht 1 · Ziener: Anna") for r in listed), listed
        assert any(r.endswith("Nacht 1 · Heks: levensdrankje") for r in listed), listed
        assert not any("{" in r or "True" in r or "ziener" in r for r in listed), listed
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, EditPastScreen)


async def test_the_heks_asked_again_without_her_elixir_lets_the_victim_die(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS[:1])
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        heks = index_of(game, "heks", 1)
        await pilot.press("c")
        screen = await open_edit(app, pilot, heks)
        assert screen.query_one("#edit-panel", PromptPanel).prompt.kind == TABLE
        await pilot.press("0", "enter")  # no elixir, no poison: nobody
        await pilot.pause()
        said = widget_text(app, "#edit-preview")
        assert "Sterft nu: Dirk" in said
        assert "Nieuw antwoord voor Nacht 1 · Heks: niemand" in said
        await pilot.press("escape")  # back to the list: nothing changed
        await pilot.pause()
        assert isinstance(app.screen, EditPastScreen) and screen.chosen is None
        assert widget_text(app, "#edit-preview") == ""
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, EditPastScreen)
        assert game.records[heks].answer == {"redden": True}
        assert all(d.name != "Dirk" for d in game.state.deaths)


async def test_a_vote_asked_again_takes_ballots_and_stops_at_the_first_answer_that_no_longer_fits(
        home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS[:3])  # day 2 waits for the jager's shot
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        vote = index_of(game, "stemming", 1)
        ziener = index_of(game, "ziener", 2)
        assert game.records[ziener].answer == "Fleur"
        assert not app.screen.curtain_up  # type: ignore[attr-defined]
        screen = await open_edit(app, pilot, vote)  # a day answer: listed behind the curtain
        panel = screen.query_one("#edit-panel", PromptPanel)
        prompt = panel.prompt
        assert prompt.kind == VOTE
        # The village voted Fleur out, not Bram; one slip is stepped back with ctrl+z.
        ballots = dict.fromkeys(prompt.voters, "Fleur")
        ballots["Fleur"] = "Anna"
        keys = keys_for(prompt, ballots, game.state)
        await pilot.press(*keys[:3], "ctrl+z")
        await pilot.pause()
        assert panel.voter_index == 0 and not panel.entered
        await burst(app, pilot, keys[1:])  # as fast as the game screen takes them
        said = widget_text(app, "#edit-preview")
        assert "Sterft nu: Fleur" in said and "Sterft niet meer: Bram" in said
        # The ziener looked at Fleur on night 2: dead now, so the game stops there; behind the
        # curtain the screen says where, not whom she looked at.
        assert "Het stopt bij Nacht 2 · Ziener" in said and "Fleur past" not in said
        await pilot.press("y")
        await pilot.pause()
        assert game.answers[vote] == {"ballots": ballots}
        assert len(game.records) == ziener
        assert game.prompt is not None and game.prompt.step == "ziener"


def test_answers_are_said_in_words_for_every_kind_of_prompt() -> None:
    game = Game(SETUP)
    state = game.state
    yes_no = Prompt("onschuldig_meisje", "meisje_betrapt", YESNO, "night", 1)
    assert answer_words(yes_no, state, True) == "Ja"
    assert answer_words(yes_no, state, False) == "Nee"
    seance = Prompt("spiritisme", "spiritisme", CHOICE, "night", 1, choices=("1", "2"),
                    labels=("Is er een weerwolf?", "Is de ziener dood?"))
    assert answer_words(seance, state, "2") == "Is de ziener dood?"
    cards = Prompt("dief", "dief", CHOICE, "night", 1, choices=("ziener", "weerwolf"),
                   optional=True)
    assert answer_words(cards, state, "weerwolf") == state.role_name("weerwolf")
    assert answer_words(cards, state, "") == "Eigen kaart houden"
    potions = Prompt("heks", "heks", TABLE, "night", 1, choices=("redden", "vergif"),
                     player_fields=("vergif",))
    assert answer_words(potions, state, {"redden": True, "vergif": "Bram"}) == \
        "levensdrankje, gifdrankje voor Bram"
    assert answer_words(potions, state, {}) == "niemand"
    vote = Prompt("stemming", "stemming", VOTE, "day", 1)
    assert answer_words(vote, state, {"ballots": {"Anna": "Bram", "Cor": "Bram"}}) == \
        "Anna → Bram, Cor → Bram"
    assert answer_words(vote, state, "Eva") == "Eva"
    assert answer_words(vote, state, "") == "niemand"
    assert step_where("night", 2, "ziener") == "Nacht 2 · Ziener"
    assert step_where("day", 1, "geen_stap") == "Dag 1 · geen_stap"
