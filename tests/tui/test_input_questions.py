"""Prompts that ask their question: the onschuldig meisje's yes/no says what is asked and she
is told to peek while the wolves are awake; a one-player pick says "1 speler"."""

from __future__ import annotations

from tests.tui.input_helpers import answer_until, game_of, screen_text, twelve, widget_text
from tui.app import create_app
from tui.speech import SilentSpeaker


async def test_the_girl_peeks_with_the_wolves_and_her_yes_no_asks_if_she_was_caught() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "onschuldig_meisje"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "weerwolven")
        wolves = widget_text(app, "#line")
        assert "Weerwolven, word wakker" in wolves and "je mag nu voorzichtig gluren" in wolves
        await answer_until(app, pilot, "meisje_betrapt")
        text = widget_text(app, "#line")
        assert "Hebben de weerwolven het Onschuldige Meisje betrapt" in text
        assert "gluren" not in text
        await pilot.press("1", "enter")
        await pilot.pause()
        assert game.records[-1].answer is True


async def test_spiritisme_shows_the_questions_not_bare_numbers() -> None:
    from dataclasses import replace

    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(replace(twelve("weerwolf", "weerwolf"), events=("spiritisme_4",)))
        await pilot.pause()
        game = game_of(app)
        villagers = [p.name for p in game.state.players if not p.werewolf]
        await answer_until(app, pilot, "stemming", {"weerwolven": villagers[0]})
        await answer_until(app, pilot, "spiritisme",
                           {"stemming": villagers[1], "weerwolven": villagers[2]})
        prompt = game.prompt
        assert prompt is not None and prompt.labels
        text = screen_text(app)
        for number, label in enumerate(prompt.labels, start=1):
            assert f"{number}  {label[:25]}" in text
