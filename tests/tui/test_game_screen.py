"""The game screen played with keys: a whole evening, the curtain, undo, resume, export."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from narration.engine import Game
from narration.prompts import Prompt
from narration.replay import play
from narration.report import state_json
from narration.scenario import parse
from narration.session import Session
from setups.catalogue import roles
from setups.game_setup import GameSetup
from tests.tui.game_driver import keys_for
from tests.tui.input_helpers import first_rows_until, screen_text
from tui.app import WakkerdamApp, create_app
from tui.screens.game import GameScreen
from tui.speech import SilentSpeaker
from tui.widgets.prompt_panel import PromptPanel

SETUP = GameSetup(
    players=("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna"),
    roles=("weerwolf", "weerwolf", "ziener", "heks", "burger", "cupido", "jager", "burger"),
    seed=3,
)

# What the table decides, key by key and turn by turn (the same answers drive the headless
# replay the screen is compared with).
TURNS: list[dict[str, Any]] = [
    {"phase": "night", "cupido": ["Gijs", "Eva"], "ziener": "Anna", "weerwolven": "Dirk",
     "heks": {"redden": True}},
    {"phase": "day", "burgemeester": "Cor",
     "stemming": {"Anna": "Bram", "Bram": "Anna", "Cor": "Bram", "Dirk": "Bram", "Eva": "Bram",
                  "Fleur": "Anna", "Gijs": "Bram", "Hanna": "Anna"}},
    {"phase": "night", "ziener": "Fleur", "weerwolven": "Gijs", "heks": {"vergif": "Hanna"}},
    {"phase": "day", "jager": "Anna"},
]


def scenario_text() -> str:
    import tomli_w

    return tomli_w.dumps({"setup": {"players": list(SETUP.players), "roles": list(SETUP.roles),
                                    "seed": SETUP.seed}, "turn": TURNS})


def new_app(speaker: SilentSpeaker) -> WakkerdamApp:
    return create_app(speaker_factory=lambda lang: speaker)


async def panel_mounted(app: WakkerdamApp, pilot: Any) -> None:
    """The game screen mounts the next prompt's panel without awaiting it: on a busy machine
    one pause may not be enough. Wait (a few frames at most) until it is mounted, so what a
    test reads from the screen next is the new step."""
    for waited in range(50):
        panel = getattr(app.screen, "panel", None)
        if panel is None or panel.is_mounted:
            if waited:
                await pilot.pause()  # and laid out
            return
        await pilot.pause()


def answers_for(game: Game, turns: list[dict[str, Any]]) -> Iterator[tuple[Prompt, Any]]:
    """Each prompt with the turn's value for its key (a pass where absent), in order, until the
    turns are used up: the caller applies each answer before it asks for the next."""
    for turn in turns:
        answers = {k: v for k, v in turn.items() if k != "phase"}
        while game.prompt is not None:
            prompt = game.prompt
            if prompt.phase != turn["phase"] and prompt.needs_answer:
                break
            if prompt.needs_answer and prompt.key not in answers and not prompt.optional:
                break
            value = answers.pop(prompt.key or "", "" if prompt.needs_answer else None)
            if prompt.kind == "table" and value == "":
                value = {}
            yield prompt, value
            if not answers and turn is turns[-1] and game.prompt and game.prompt.needs_answer:
                return


async def drive(app: WakkerdamApp, pilot: Any, turns: list[dict[str, Any]], *,
                by_keys: bool = False) -> None:
    """Answer every prompt with the turn's value for its key (passes where absent).

    With `by_keys`, as the narrator does: the keys for each value (tests/tui/game_driver.py),
    which the whole-game test presses. Otherwise each answer is the prompt panel's own
    `Answered` message, as its keys post it (those keys are tested once for every prompt kind
    in test_prompt_keys.py): the screen takes it, shows and says the next step the same way,
    without a repaint for every key."""
    game: Game = app.screen.session.game  # type: ignore[attr-defined]
    for prompt, value in answers_for(game, turns):
        if by_keys:
            for key in keys_for(prompt, value, game.state):
                await pilot.press(key)
        else:
            panel = app.screen.panel  # type: ignore[attr-defined]
            panel.post_message(PromptPanel.Answered(value))
        await pilot.pause()
        assert game.prompt is not prompt, f"the screen did not take {prompt.key}={value!r}"
        await panel_mounted(app, pilot)
    if game.prompt and game.prompt.needs_answer:
        await pilot.pause()


def session_after(turns: list[dict[str, Any]], *,
                  until: tuple[str, int] | None = None) -> Session:
    """A session (with its journal) whose game was answered headless as `drive` answers it on
    the screen: the screen tests below open at that step instead of playing up to it (the
    whole game above plays every step with keys). `until` (step, round): stop unanswered at
    that step of the turns."""
    session = Session.new(SETUP)
    for prompt, value in answers_for(session.game, turns):
        if until == (prompt.step, prompt.round):
            break
        session.submit(value)
    return session


async def open_at(app: WakkerdamApp, pilot: Any, session: Session) -> None:
    app.push_screen(GameScreen(session))
    await pilot.pause()
    await panel_mounted(app, pilot)


@pytest.mark.painted  # every screen of an evening painted as the app paints it (conftest.py)
async def test_a_whole_game_through_the_screen_matches_the_headless_replay() -> None:
    speaker = SilentSpeaker()
    app = new_app(speaker)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS, by_keys=True)
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        headless = play(parse(scenario_text()))
        assert state_json(app.screen.session.game) == state_json(headless)  # type: ignore[attr-defined]
        assert headless.ended and headless.state.winner is not None
        assert type(app.screen).__name__ == "EndScreen"
        text = screen_text(app)
        assert "Gewonnen" in text or "Niemand heeft gewonnen" in text
        del game
    # The voice was handed only public lines, never a private one.
    private = {m.text for m in headless.state.messages if not m.public}
    spoken = " ".join(speaker.spoken)
    assert spoken
    for secret in private:
        assert secret not in spoken


async def test_curtain_down_shows_no_card_of_any_player() -> None:
    app = new_app(SilentSpeaker())
    role_names = {r.name("nl") for r in roles().values()}
    async with app.run_test(size=(120, 40)) as pilot:
        await open_at(app, pilot, session_after(TURNS[:1]))  # night 1 done: the day
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert game.prompt.phase == "day"
        text = screen_text(app)
        assert "Gordijn dicht" in text
        for name in role_names:
            assert name not in text, f"{name} is visible with the curtain down"
        assert "♥" not in text  # the lovers are a secret as well
        await pilot.press("c")  # curtain up: the narrator sees the cards
        assert "Weerwolf" in screen_text(app)
        await pilot.press("c")
        assert "Weerwolf" not in screen_text(app)


async def test_undo_from_the_day_into_the_night_keeps_the_curtain_down() -> None:
    """The day is public: ctrl+z back into the night showed every card and the wolves' names
    at once, to a table with its eyes open. The curtain stays down until c raises it."""
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        await open_at(app, pilot, session_after(TURNS[:1]))
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert game.prompt.phase == "day"
        for _ in range(5):  # back over the day's steps that ask nothing (Enter) to the heks
            await pilot.press("ctrl+z")
            await panel_mounted(app, pilot)
            if game.prompt.phase == "night":
                break
        assert game.prompt.phase == "night"
        text = screen_text(app)
        assert "Gordijn dicht" in text
        for secret in ("Gewone Burger", "Jager", "♥", "slachtoffer aan: Dirk"):
            assert secret not in text, f"{secret} is on screen after an undo into the night"
        await pilot.press("c")
        assert "Gewone Burger" in screen_text(app)


async def test_the_curtain_rises_only_once_the_village_sleeps() -> None:
    """Nightfall is said to a table with its eyes open (after the deal, after the vote with
    who was voted out): the curtain rose with it and showed every card. It stays down on
    "Het dorp slaapt" and rises at the night's first call."""
    app = new_app(SilentSpeaker())
    session = session_after(TURNS[:2], until=("nacht_valt", 2))
    async with app.run_test(size=(120, 40)) as pilot:
        await open_at(app, pilot, session)
        game: Any = session.game
        assert (game.prompt.step, game.prompt.round) == ("nacht_valt", 2)
        text = screen_text(app)
        assert "Het dorp heeft Bram weggestemd" in text and "Gordijn dicht" in text
        for secret in ("Gewone Burger", "Jager", "♥"):
            assert secret not in text, f"{secret} is on screen at nightfall"
        await pilot.press("enter")
        await panel_mounted(app, pilot)
        assert game.prompt.step == "ziener" and "Gewone Burger" in screen_text(app)


async def test_illegal_answer_is_refused_with_the_rule_and_nothing_changes() -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        game = app.screen.session.game  # type: ignore[attr-defined]
        await first_rows_until(app, pilot, "cupido")
        await pilot.press("space", "enter")  # one lover only
        await pilot.pause()
        assert game.prompt.key == "cupido"
        assert "2" in screen_text(app) and "spelers" in screen_text(app)


async def test_undo_and_redo_from_the_screen() -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        await open_at(app, pilot, session_after(TURNS[:1]))
        game = app.screen.session.game  # type: ignore[attr-defined]
        before = state_json(game)
        count = len(game.answers)
        await pilot.press("ctrl+z", "ctrl+z")
        assert len(game.answers) == count - 2
        await pilot.press("ctrl+y", "ctrl+y")
        assert state_json(game) == before


async def test_resume_returns_to_the_exact_step(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        await open_at(app, pilot, session_after(TURNS[:1]))
        await pilot.press("enter")  # into the day
        session = app.screen.session  # type: ignore[attr-defined]
        path, before = session.path, state_json(session.game)
        step = session.game.prompt.step
    # The first app is gone (as after a crash: nothing was saved on exit); a new one resumes.
    again = new_app(SilentSpeaker())
    async with again.run_test(size=(120, 40)) as pilot:
        again.resume_game(path)
        await pilot.pause()
        game = again.screen.session.game  # type: ignore[attr-defined]
        assert game.prompt.step == step
        assert state_json(game) == before


async def test_export_at_the_end_replays_to_the_same_state(home: Path) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        await open_at(app, pilot, session_after(TURNS))  # the game over: the end screen
        assert type(app.screen).__name__ == "EndScreen"
        await pilot.press("e")
        await pilot.pause()
        exported = list((home / "data" / "exports").glob("*.toml"))
        assert len(exported) == 1
        # Said where a player sees it, not only at the foot of the page (play-test, 80x24).
        assert any(str(exported[0]) in str(n.message) for n in app._notifications)
        game = app.screen.session.game  # type: ignore[attr-defined]
    replayed = play(parse(exported[0].read_text("utf-8")))
    assert state_json(replayed) == state_json(game)


async def test_an_unexpected_failure_becomes_a_message_and_the_game_goes_on(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        session = app.screen.session  # type: ignore[attr-defined]

        def broken(value: Any) -> Any:
            raise RuntimeError("a bug")

        monkeypatch.setattr(session, "submit", broken)
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        assert "Er ging iets mis" in str(app.screen.query_one("#error").render())
        assert "RuntimeError: a bug" in (home / "data" / "errors.log").read_text("utf-8")
        monkeypatch.undo()
        await pilot.press("enter")
        assert session.game.prompt.step != "nacht_valt"


async def test_an_infected_player_is_marked_behind_the_curtain_and_at_the_end() -> None:
    """The oerwolf's victim wakes with the wolves while his card stays Gewone Burger: the
    table showed only "Gewone Burger" to the narrator, and the end screen too."""
    from tests.tui.input_helpers import twelve
    from tui.screens.end import EndScreen

    session = Session.new(twelve("weerwolf", "oerwolf", "ziener"))
    game: Any = session.game
    victim = game.state.players[5].name  # a burger
    answers = {"weerwolven": victim, "oerwolf": True, "ziener": game.state.players[0].name,
               "burgemeester": "", "stemming": ""}
    while not (game.prompt.step == "ziener" and game.prompt.round == 2):
        prompt = game.prompt
        session.submit(answers.get(prompt.key or "", "" if prompt.needs_answer else None))
    assert game.state.player(victim).turned
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        await open_at(app, pilot, session)
        assert "nu weerwolf" in screen_text(app)  # night: the curtain is up
        await pilot.press("c")
        assert "nu weerwolf" not in screen_text(app)
        app.push_screen(EndScreen(session))
        await pilot.pause()
        assert f"{victim}: Gewone Burger · nu weerwolf" in screen_text(app)


async def test_a_game_resumed_at_night_opens_with_the_curtain_down(home: Path) -> None:
    """A game picked up again mid-night (after a crash, or from the home screen) opened with
    every card on screen: the curtain rose by itself as at the night's first call, to a table
    whose eyes nobody had asked to close. It opens down; `c` raises it."""
    app = new_app(SilentSpeaker())
    session = session_after(TURNS[:2], until=("ziener", 2))
    path = session.path
    assert path is not None
    async with app.run_test(size=(120, 40)) as pilot:
        app.resume_game(path)
        await pilot.pause()
        await panel_mounted(app, pilot)
        game: Any = app.screen.session.game  # type: ignore[attr-defined]
        assert (game.prompt.step, game.prompt.round) == ("ziener", 2)
        text = screen_text(app)
        assert "Gordijn dicht" in text
        for secret in ("Gewone Burger", "Jager", "♥"):
            assert secret not in text, f"{secret} is on screen after a resume at night"
        await pilot.press("c")
        assert "Gewone Burger" in screen_text(app)
