"""Behind the narrator's privacy curtain a night's list does not tell a card by its shape
(ruling verteller-gordijn, found in a play-test): the ziener's list held every seat but the
ziener's, the werewolves' every seat but the pack's, the heks's every seat but hers and her
elixir box only while she could use it. With the curtain down each lists every living player
(and the heks's box), as a secret turn does; the engine refuses what the card may not pick, in
words that name no secret; raising the curtain gives back the engine's list and the sentence."""

from __future__ import annotations

from typing import Any

from textual.widgets import OptionList

from narration.modes import DOORGEVEN
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import answer_until, game_of, seat_keys, twelve, widget_text
from tests.tui.test_pass_mode import session_at_dawn
from tests.tui.test_pass_turn_keys import SETUP
from tui.curtain import SHUT, UP
from tui.i18n import t
from tui.screens.edit_past import EditPastScreen
from tui.screens.game import GameScreen
from tui.widgets.check_box import CheckBox
from tui.widgets.pick_list import PickList

SIZE = (100, 32)


def listed(app: Any) -> list[str]:
    """The players the panel's list offers now (its row 0, nobody, left out)."""
    pick = app.screen.query_one("#pick", PickList)
    return [value for value in pick.values if value]


def holders(app: Any, role: str) -> list[str]:
    return [p.name for p in game_of(app).state.players if p.role == role]


async def test_behind_the_curtain_the_ziener_and_the_wolves_list_every_living_player(
        make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "ziener"))
        await pilot.pause()
        game = game_of(app)
        everyone = game.state.alive_names()
        await answer_until(app, pilot, "ziener")
        ziener = holders(app, "ziener")[0]
        assert app.screen.curtain_up  # type: ignore[attr-defined]
        assert ziener not in listed(app)  # the engine's list: the narrator sees every card
        await pilot.press("c")
        assert listed(app) == everyone
        await pilot.press("c")
        assert ziener not in listed(app)
        await pilot.press("c")
        # The ziener's own seat, picked behind the curtain: refused, in words that name
        # neither him nor the ziener's rule, and his row is not left lit beside them.
        await pilot.press(*seat_keys(game, ziener), "enter")
        assert game.prompt is not None and game.prompt.key == "ziener"
        shown = widget_text(app, "#error")
        assert shown == f"{t('refusal.not_allowed')} {t('refusal.behind_curtain')}", shown
        assert app.screen.query_one("#pick", PickList).highlighted is None
        await pilot.press("c")  # raised: the whole sentence, as before
        assert widget_text(app, "#error").startswith(t("refusal.picked", name=ziener))
        await pilot.press("c")
        other = next(n for n in everyone if n != ziener)
        await pilot.press(*seat_keys(game, other), "enter")
        await pilot.press("enter")  # what the ziener sees, said behind the curtain
        assert game.prompt is not None and game.prompt.key == "weerwolven"
        assert listed(app) == everyone  # the curtain stays down: the pack is listed too
        assert set(holders(app, "weerwolf")) <= set(listed(app))


async def test_behind_the_curtain_the_heks_has_her_box_and_her_own_row(
        make_app: MakeApp) -> None:
    """The werewolves chose nobody: the engine offers no elixir. Behind the curtain the box is
    there all the same, and what was ticked stays ticked as the curtain moves."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "heks"))
        await pilot.pause()
        await answer_until(app, pilot, "heks", {"weerwolven": ""})
        heks = holders(app, "heks")[0]
        screen = app.screen
        assert not screen.query(".yesno-field") and heks not in listed(app)
        await pilot.press("c")
        assert heks in listed(app)
        boxes = list(screen.query(".yesno-field").results(CheckBox))
        assert [box.id for box in boxes] == ["field-redden"]
        await pilot.press("r")
        await pilot.press("0", "enter")  # the elixir for nobody's victim: refused
        game = game_of(app)
        assert game.prompt is not None and game.prompt.key == "heks"
        assert widget_text(app, "#error").startswith(t("refusal.not_allowed"))
        await pilot.press("c")
        assert not screen.query(".yesno-field") and heks not in listed(app)
        await pilot.press("c")
        assert [box.value for box in screen.query(".yesno-field").results(CheckBox)] == [True]


async def test_ticks_stay_as_the_curtain_moves(make_app: MakeApp) -> None:
    """A multi-pick whose list the curtain widens keeps what was ticked."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "aap"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "aap")
        aap = holders(app, "aap")[0]
        many = app.screen.query_one("#many", OptionList)
        other = next(n for n in game.state.alive_names() if n != aap)
        await pilot.press(*seat_keys(game, other), "space")
        await pilot.press("c")
        many = app.screen.query_one("#many", OptionList)
        values = [many.get_option_at_index(i).value  # type: ignore[attr-defined]
                  for i in range(many.option_count)]
        assert aap in values
        assert list(many.selected) == [other]  # type: ignore[attr-defined]


async def test_the_edit_screen_asks_again_as_the_curtain_allows(make_app: MakeApp) -> None:
    """`e` behind the curtain asks a step again with the lists and refusals of the curtain
    down, without the `c` of the game screen (SHUT); raised, as the narrator alone sees."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        await answer_until(app, pilot, "stemming")
        assert not app.screen.curtain_up  # type: ignore[attr-defined]
        await pilot.press("e")
        assert isinstance(app.screen, EditPastScreen) and app.screen.curtain == SHUT
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("c", "e")
        assert isinstance(app.screen, EditPastScreen) and app.screen.curtain == UP


async def test_the_open_day_of_pass_mode_refuses_as_the_engine_says(make_app: MakeApp) -> None:
    """With secret nights the game screen shows only the day, where nothing is refused for a
    secret (ruling doorgeven-geliefde-stem): its refusals are whole (the rule's quote helps the
    table), though its curtain is down for good."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = GameScreen(session_at_dawn(SETUP), mode=DOORGEVEN)
        app.push_screen(screen)
        await pilot.pause()
        assert not screen.curtain_up and screen.curtain == UP
