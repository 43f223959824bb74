"""Enter never confirms what the narrator did not mean: a typed seat number then Enter picks
that player in a multi-pick too (it used to confirm the ticks without him: nobody, where
nobody is allowed), and a multi-pick with too few ticks says how many are still missing."""

from __future__ import annotations

from tests.tui.input_helpers import answer_until, burst, game_of, seat_keys, twelve, widget_text
from tui.app import create_app
from tui.speech import SilentSpeaker


async def test_a_typed_number_then_enter_picks_that_player_where_nobody_is_allowed() -> None:
    """The aap may look at nobody (0 to all): `3 Enter` answered [] and the aap slept."""
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "aap"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "aap")
        prompt = game.prompt
        assert prompt is not None and prompt.low == 0
        target = prompt.candidates[-1]
        await pilot.press(*seat_keys(game, target), "enter")
        await pilot.pause()
        assert game.records[-1].step == "aap"
        assert game.records[-1].answer == [target]


async def test_a_typed_number_then_enter_completes_the_lovers_in_one_burst() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "cupido", "ziener"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "cupido")
        names = game.state.alive_names()
        first, second = names[1], names[4]
        await burst(app, pilot, [*seat_keys(game, first), "space",
                                 *seat_keys(game, second), "enter"])
        assert game.records[-1].step == "cupido"
        assert game.records[-1].answer == [first, second]


async def test_too_few_ticks_say_how_many_are_missing_and_answer_nothing() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "cupido", "ziener"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "cupido")
        answered = len(game.records)
        name = game.state.alive_names()[2]
        await pilot.press(*seat_keys(game, name), "enter")
        await pilot.pause()
        assert len(game.records) == answered
        assert game.prompt is not None and game.prompt.key == "cupido"
        # how many to add, then the rule that wants the pair (tests/tui/test_pick_count_rule.py)
        assert widget_text(app, "#pick-count").startswith("Kies nog 1 speler.\nDe regel: “")
        await pilot.press("enter")  # the typed player stays ticked: still one missing
        await pilot.pause()
        assert len(game.records) == answered
        await pilot.press("space")  # untick him: two missing
        await pilot.press("enter")
        await pilot.pause()
        assert widget_text(app, "#pick-count").startswith("Kies nog 2 spelers.\nDe regel: “")
        assert len(game.records) == answered
