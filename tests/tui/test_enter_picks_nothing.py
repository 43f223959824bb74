"""A bare Enter never records a choice nobody made (play-test, narrator mode, 6 players: three
Enters from "Het dorp slaapt" had the Ziener look at seat 1 and the wolves take row 0, Niemand,
with nothing typed). No list of the narrator's game screen starts with a row lit: Enter alone
rings and the list's border says how to pick; a typed number or an arrow, then Enter, picks."""

from __future__ import annotations

from typing import Any

from setups.game_setup import GameSetup
from tests.tui.input_helpers import answer_until, game_of, seat_keys, settled, twelve
from texts import texts
from tui.app import WakkerdamApp, create_app
from tui.speech import SilentSpeaker
from tui.widgets.pick_list import PickList
from tui.widgets.prompt_panel import MultiPick

SIX = GameSetup(players=("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                roles=("weerwolf", "ziener", "burger", "burger", "burger", "burger"), seed=1)


def nl(key: str) -> str:
    return texts("nl", "tui").text(key)


def count_bells(app: WakkerdamApp) -> list[int]:
    rung = [0]
    ring = app.bell

    def bell() -> None:
        rung[0] += 1
        ring()

    app.bell = bell  # type: ignore[method-assign]
    return rung


async def press(app: WakkerdamApp, pilot: Any, *keys: str) -> None:
    await pilot.press(*keys)
    await settled(app, pilot)


async def test_three_enters_from_the_village_sleeps_record_nothing() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SIX)
        await pilot.pause()
        game = game_of(app)
        rung = count_bells(app)
        answered = len(game.records)
        for _ in range(3):
            await press(app, pilot, "enter")
        prompt = game.prompt
        assert prompt is not None and prompt.key in ("ziener", "weerwolven"), prompt
        asked = prompt.key
        pick = app.screen.query_one("#pick", PickList)
        assert pick.highlighted is None
        assert rung[0] >= 1
        assert pick.border_title == nl("pick.nothing_lit")
        # Only the "press Enter" pauses before the first night call were passed.
        assert all(record.answer is None for record in game.records[answered:])
        # A typed number, then Enter, picks as before; the hint went with the first digit.
        target = next(n for n in prompt.candidates if n != "Anna")
        keys = seat_keys(game, target)
        await pilot.press(keys[0])
        assert pick.border_title != nl("pick.nothing_lit")
        await press(app, pilot, *keys[1:], "enter")
        assert game.records[-1].key == asked and game.records[-1].answer == target


async def test_an_arrow_onto_a_row_then_enter_picks_it() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "weerwolven")
        prompt = game.prompt
        await press(app, pilot, "enter")
        assert game.prompt is prompt and prompt is not None
        await press(app, pilot, "down", "down", "enter")  # row 0 (Niemand), then the first
        assert game.records[-1].key == "weerwolven"
        assert game.records[-1].answer == prompt.candidates[0]


async def test_a_yes_no_question_takes_no_answer_from_enter_alone() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "onschuldig_meisje"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "meisje_betrapt")
        rung = count_bells(app)
        await press(app, pilot, "enter")
        assert game.prompt is not None and game.prompt.key == "meisje_betrapt"
        assert rung[0] == 1
        await press(app, pilot, "0", "enter")
        assert game.records[-1].key == "meisje_betrapt" and game.records[-1].answer is False


async def test_the_heks_poisons_nobody_only_when_told() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "heks"))
        await pilot.pause()
        game = game_of(app)
        villagers = [p.name for p in game.state.players if not p.werewolf and p.role != "heks"]
        await answer_until(app, pilot, "heks", {"weerwolven": villagers[0]})
        await press(app, pilot, "enter")
        assert game.prompt is not None and game.prompt.key == "heks"
        await press(app, pilot, "0", "enter")
        assert game.records[-1].key == "heks" and game.records[-1].answer == {}


async def test_an_empty_multi_pick_is_answered_with_0_not_with_enter_alone() -> None:
    """The aap picks whom he looks at, nobody allowed: Enter with nobody ticked used to answer
    "nobody" (an Enter meant for a pause would); now it rings and 0 Enter says it."""
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "aap"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "aap")
        prompt = game.prompt
        assert prompt is not None and prompt.low == 0, prompt
        many = app.screen.query_one("#many", MultiPick)
        assert many.highlighted is None
        rung = count_bells(app)
        await press(app, pilot, "enter")
        assert game.prompt is prompt and rung[0] == 1
        assert nl("prompt.pick_none_ticked") in str(
            app.screen.query_one("#pick-count").render())
        await press(app, pilot, "space")  # nobody lit: space ticks nobody either
        assert not many.selected and rung[0] == 2
        # 0 with somebody ticked is refused; untick, then 0 Enter answers nobody.
        await press(app, pilot, *seat_keys(game, prompt.candidates[0]), "space")
        assert many.selected, rung
        await press(app, pilot, "0", "enter")
        assert game.prompt is prompt and rung[0] == 3
        await press(app, pilot, *seat_keys(game, prompt.candidates[0]), "space", "0")
        assert not many.selected
        assert many.border_title == nl("pick.typed_nobody")
        await press(app, pilot, "enter")
        assert game.records[-1].key == "aap" and game.records[-1].answer == []
