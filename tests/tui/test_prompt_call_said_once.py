"""A day prompt's call is heard when the prompt appears, once: the mayor election's "Het dorp
kiest een burgemeester. Wie wordt het?" is logged by the engine only once the village has
chosen (the answer "" is "not today"), so the table heard it after the mayor was named, and
the discussion's screen showed it a second time."""

from __future__ import annotations

from tests.tui.input_helpers import answer_until, game_of, settled, widget_text
from tests.tui.test_game_screen import SETUP
from tui.app import create_app
from tui.screens.game import GameScreen
from tui.speech import SilentSpeaker

CALL = "Het dorp kiest een burgemeester. Wie wordt het?"


async def test_the_mayor_election_is_called_when_it_begins_and_only_then() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await answer_until(app, pilot, "burgemeester", {
            "cupido": ["Gijs", "Eva"], "weerwolven": "Dirk", "ziener": "Anna"})
        speaker = app.speaker
        assert isinstance(speaker, SilentSpeaker)
        speaker.spoken.clear()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.show_prompt(speak=True)  # as the prompt appears in play
        await settled(app, pilot)
        assert " ".join(speaker.spoken).endswith(CALL)
        speaker.spoken.clear()
        await pilot.press("3", "enter")  # Cor
        await settled(app, pilot)
        spoken = " ".join(speaker.spoken)
        assert "Cor is de burgemeester" in spoken and CALL not in spoken, spoken
        assert CALL not in widget_text(app, "#line")


async def test_a_day_prompts_question_to_the_narrator_is_not_spoken() -> None:
    """The veldwachter's question is the narrator's (a private line naming him): the screen
    shows it and the voice keeps it."""
    from tests.tui.test_het_dorp_screens import answer, twelve

    speaker = SilentSpeaker()
    app = create_app(speaker_factory=lambda lang: speaker)
    async with app.run_test(size=(140, 50)) as pilot:
        app.start_game(twelve())
        await pilot.pause()
        game = game_of(app)
        night = {"ziener": "Anna", "weerwolven": "Dirk"}
        while game.prompt is not None and game.prompt.step != "veldwachter":
            await answer(pilot, game, night.get(game.prompt.key or "", "") or
                         (None if not game.prompt.needs_answer else ""))
        await settled(app, pilot)
        prompt = game.prompt
        assert prompt is not None and prompt.step == "veldwachter" and prompt.called
        assert "Veldwachter (" in widget_text(app, "#line")  # shown to the narrator
        assert not any("Veldwachter (" in line for line in speaker.spoken), speaker.spoken
