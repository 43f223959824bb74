"""The end screen opens with the last lines the engine said: the final dawn's deaths, the vote
that ended the game. A play-test: the heks poisoned the last wolf, the wolves killed a lover;
Enter at "Het dorp wordt wakker" went straight to "Gewonnen: de burgers ..." and the deaths
stood only at the bottom of a long timeline. In pass-the-laptop mode a game-ending vote did
the same, although its lines are meant to stay on the open screen."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from narration.modes import DOORGEVEN
from narration.session import Session
from setups.game_setup import GameSetup
from tests.tui.conftest import MakeApp
from tests.tui.game_driver import keys_for, turn_keys
from tests.tui.input_helpers import screen_text
from tests.tui.test_game_screen import SETUP, answers_for, open_at
from tests.tui.test_pass_mode import day_choice, night_choice, press
from tui.app import WakkerdamApp
from tui.screens.end import EndScreen
from tui.screens.game import GameScreen
from tui.screens.pass_turn import PassNightScreen
from tui.speech import SilentSpeaker

# Night 1 Cupido pairs Eva and Hanna; day 1 votes out the wolf Bram; night 2 the wolf Anna
# kills Eva and the heks poisons Anna: at dawn three die and the village has won.
TO_THE_LAST_DAWN: list[dict[str, Any]] = [
    {"phase": "night", "cupido": ["Eva", "Hanna"], "ziener": "Anna", "weerwolven": "Dirk",
     "heks": {"redden": True}},
    {"phase": "day", "burgemeester": "Cor",
     "stemming": {"Anna": "Bram", "Bram": "Anna", "Cor": "Bram", "Dirk": "Bram", "Eva": "Bram",
                  "Fleur": "Anna", "Gijs": "Bram", "Hanna": "Anna"}},
    {"phase": "night", "ziener": "Fleur", "weerwolven": "Eva", "heks": {"vergif": "Anna"}},
]


def flat(text: str) -> str:
    """The screen's text with its wrapping undone: a long line may take two rows."""
    return " ".join(text.split())


def winner_line(app: WakkerdamApp) -> str:
    return str(app.screen.query_one("#winner").render())


def assert_first_on_screen(app: WakkerdamApp, lines: list[str]) -> None:
    """Every line whole on the screen as it opens (no scrolling), in order, above the winner."""
    shown = flat(screen_text(app))
    at = [shown.find(flat(text)) for text in lines]
    missing = [text for text, i in zip(lines, at, strict=True) if i < 0]
    assert not missing, f"not on screen: {missing}\n{shown}"
    assert at == sorted(at), "the last lines are out of order"
    assert at[-1] < shown.find(flat(winner_line(app))[:30])


async def test_the_final_dawn_stands_above_the_winner(make_app: MakeApp, lang: str) -> None:
    app = make_app(lang=lang)
    speaker = app.speaker
    assert isinstance(speaker, SilentSpeaker)
    session = Session.new(replace(SETUP, lang=lang))
    for prompt, value in answers_for(session.game, TO_THE_LAST_DAWN):
        if prompt.step == "dag_begint" and prompt.round == 2:
            break
        session.submit(value)
    now = session.game.prompt
    assert now is not None and now.step == "dag_begint"  # "Het dorp wordt wakker."
    async with app.run_test(size=(80, 24)) as pilot:
        await open_at(app, pilot, session)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        state = session.game.state
        said = [m for m in session.game.fresh_messages() if m.public]
        deaths = {"Anna", "Eva", "Hanna"}
        assert {p.name for p in state.players if not p.alive} >= deaths
        lines = [m.text for m in said]
        assert all(any(name in text for text in lines) for name in deaths)
        assert_first_on_screen(app, lines)
        # Still spoken too, once, in the order shown.
        assert " ".join(lines) in speaker.spoken


# Five players, one wolf: the first day's vote that takes the wolf ends the game.
ONE_WOLF = GameSetup(players=("Anna", "Bram", "Cor", "Daan", "Eva"),
                     roles=("burger", "ziener", "weerwolf", "heks", "burger"), seed=4)


async def test_a_game_ending_vote_in_pass_mode_stands_on_the_end_screen(
        make_app: MakeApp, lang: str) -> None:
    app = make_app(lang=lang, min_turn_seconds=0)
    speaker = app.speaker
    assert isinstance(speaker, SilentSpeaker)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(replace(ONE_WOLF, lang=lang), DOORGEVEN)
        await pilot.pause()
        for _ in range(100):
            screen = app.screen
            if isinstance(screen, EndScreen):
                break
            if isinstance(screen, PassNightScreen):
                if screen.over:
                    await press(pilot, ["enter"])
                    continue
                player = screen.nights.next_player()
                assert player is not None
                await press(pilot, ["space"])
                while screen.turn_task is not None:
                    task = screen.turn_task
                    value = night_choice(screen.nights, player, task.prompt, task.key)
                    await press(pilot, turn_keys(task.prompt, screen.nights.state, value))
                await press(pilot, ["enter"])
                continue
            assert isinstance(screen, GameScreen)
            if screen._nightfall is not None:
                await press(pilot, ["enter"])
                continue
            prompt = screen.session.game.prompt
            assert prompt is not None and prompt.phase == "day" and prompt.round == 1
            await press(pilot, keys_for(prompt, day_choice(app, prompt),
                                        screen.session.game.state))
        else:
            raise AssertionError("the game did not end")
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert game.state.round == 1 and game.records[-1].key == "stemming"
        assert not game.state.player("Cor").alive  # the wolf, voted out
        lines = [m.text for m in game.fresh_messages() if m.public]
        assert any("Cor" in text for text in lines)
        assert_first_on_screen(app, lines)
        assert " ".join(lines) in speaker.spoken


async def test_the_last_lines_are_shown_as_said_never_read_as_markup(make_app: MakeApp) -> None:
    """A name is the players' own text: "[/b]" in it would be a markup error (a traceback) and
    "[b]" would vanish, if the engine's lines were read as markup."""
    session = Session.new(SETUP)
    said = ["[/b]Wim heeft de nacht niet overleefd.", "[b]Zus[/b] was Weerwolf."]
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(EndScreen(session, said))
        await pilot.pause()
        shown = screen_text(app)
        assert all(text in shown for text in said), shown
