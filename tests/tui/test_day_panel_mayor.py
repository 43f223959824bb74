"""The day panel lists "Burgemeester kiezen" only while the village may elect a mayor: it
stayed on every day once there was one. On the day of the election it stays, ticked; it comes
back only when the rules let the table elect again (the village chose "not today")."""

from __future__ import annotations

from typing import Any

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import answer_until, game_of, twelve
from tui.app import WakkerdamApp
from tui.widgets.call_order import CallOrder

NIGHT = {"weerwolven": "Lotte", "ziener": "Kees"}


def panel(app: WakkerdamApp) -> str:
    return str(app.screen.query_one("#order", CallOrder).render())


async def day_two(make_app: MakeApp, mayor: str) -> list[str]:
    """The day panel at day 1's election, after it, and at day 2's discussion."""
    app = make_app()
    seen = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "ziener"))
        await pilot.pause()
        answers: dict[str, Any] = {**NIGHT, "burgemeester": mayor, "stemming": ""}
        await answer_until(app, pilot, "burgemeester", answers)
        seen.append(panel(app))
        await answer_until(app, pilot, "discussie", answers)
        seen.append(panel(app))
        answers["weerwolven"] = "Jet"
        await answer_until(app, pilot, "nacht_valt", answers)  # the vote, then night 2
        await answer_until(app, pilot, "discussie", answers)
        assert game_of(app).state.round == 2
        seen.append(panel(app))
    return seen


async def test_the_election_leaves_the_day_panel_once_there_is_a_mayor(
        make_app: MakeApp) -> None:
    asked, after, next_day = await day_two(make_app, "Anna")
    assert "▶ Burgemeester" in asked
    assert "✓ Burgemeester" in after  # the day it was held, it stays, done
    assert "Burgemeester" not in next_day, next_day


async def test_the_election_comes_back_while_there_is_no_mayor(make_app: MakeApp) -> None:
    asked, after, next_day = await day_two(make_app, "")  # "not today"
    assert "▶ Burgemeester" in asked
    # Passed over, not held: "–", never the tick of a step done.
    assert "– Burgemeester" in after and "✓ Burgemeester" not in after, after
    assert "– Burgemeester" in next_day and "✓ Burgemeester" not in next_day, next_day


PROFESSIONS = ("boer", "zwerver", "biechtvader", "boer", "zwerver", "kasteelheer", "bakker",
               "barbier", "veldwachter", "waard", "schooljuffrouw", "kwakzalver")


async def test_het_dorp_lists_no_election_before_the_farmers_choose_in_round_two(
        make_app: MakeApp) -> None:
    """Under Het Dorp the farmers choose the mayor from round 2: day 1 has no election to
    tick, and day 2 lists it for the farmers."""
    from setups.game_setup import GameSetup
    from tests.tui.input_helpers import TWELVE

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        roles = ("weerwolf", "weerwolf", "ziener") + ("burger",) * 9
        app.start_game(GameSetup(players=TWELVE, roles=roles, professions=PROFESSIONS, seed=1))
        await pilot.pause()
        answers: dict[str, Any] = {**NIGHT, "stemming": ""}
        await answer_until(app, pilot, "discussie", answers)
        assert game_of(app).state.round == 1
        assert "Burgemeester" not in panel(app), panel(app)
        await answer_until(app, pilot, "stemming", answers)
        assert "Burgemeester" not in panel(app), panel(app)
