"""One number per player: the seat map's number picks that player in every list, also in
lists that leave players out (the ziener does not see himself) and in multi-select lists."""

from __future__ import annotations

from tests.tui.input_helpers import answer_until, burst, game_of, seat_keys, twelve
from tui.app import create_app
from tui.speech import SilentSpeaker
from tui.widgets.table_view import TableView


async def test_the_seat_number_picks_the_same_player_in_the_ziener_list_and_for_cupido() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "cupido", "ziener"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "cupido")
        seats = {s.number: s.name for s in app.screen.query_one(TableView).seats}
        assert seats[12] == game.state.players[11].name
        lovers = [seats[12], seats[3]]
        await pilot.press("1", "2", "space", "3", "space", "enter")  # digits in a multi-pick
        await pilot.pause()
        assert game.records[-1].answer == lovers
        await answer_until(app, pilot, "ziener")
        prompt = game.prompt
        assert prompt is not None
        ziener = next(p for p in game.state.players if p.role == "ziener")
        after = next(p for p in game.state.players if p.seat > ziener.seat)
        assert after.name in prompt.candidates and ziener.name not in prompt.candidates
        await pilot.press(*seat_keys(game, after.name), "enter")
        await pilot.pause()
        assert game.records[-1].answer == after.name


async def test_digits_and_space_sent_in_one_burst_pick_the_players_typed() -> None:
    """Space toggles the player whose number was typed before it, also when the terminal
    delivers `12 space 3 space Enter` in one read (space used to toggle whoever was lit when
    its binding acted: 3 twice, so nobody)."""
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "cupido", "ziener"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "cupido")
        seats = {s.number: s.name for s in app.screen.query_one(TableView).seats}
        await burst(app, pilot, ["1", "2", "space", "3", "space", "enter"])
        assert game.records[-1].step == "cupido"
        assert game.records[-1].answer == [seats[12], seats[3]]


async def test_arrows_and_enter_sent_in_one_burst_pick_the_player_moved_to() -> None:
    """Enter acts in the list's own key handler; the arrows typed before it must have moved
    the light by then (they are the list's keys too), however fast they come."""
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "ziener"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "ziener")
        prompt = game.prompt
        assert prompt is not None
        await burst(app, pilot, ["home", "down", "down", "enter"])
        assert game.records[-1].step == "ziener"
        assert game.records[-1].answer == prompt.candidates[2]


async def test_a_number_the_list_leaves_out_is_refused_not_the_lit_player_taken() -> None:
    """The ziener's own seat (the genezer's last patient, ...) is not in the list: its digit
    was dropped without a word and Enter then took whoever was lit (the first player)."""
    from tests.tui.input_helpers import screen_text, seat_keys

    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "ziener"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "ziener")
        ziener = next(p for p in game.state.players if p.role == "ziener")
        answered = len(game.records)
        await pilot.press(*seat_keys(game, ziener.name), "enter")
        await pilot.pause()
        prompt = game.prompt
        assert prompt is not None and prompt.key == "ziener" and len(game.records) == answered
        assert f"Nummer {ziener.seat + 1} staat niet in deze lijst" in screen_text(app)
        other = prompt.candidates[-1]
        await pilot.press(*seat_keys(game, other), "enter")
        await pilot.pause()
        assert game.records[-1].step == "ziener" and game.records[-1].answer == other
