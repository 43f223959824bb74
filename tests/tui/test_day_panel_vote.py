"""The day panel lists the vote as it is held today: Groot wantrouwen in its place (there is
no vote that day; the panel still listed "Stemming"), nothing on Zondvloed's day, and the
plain vote again the next day."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import answer_until, game_of, twelve
from tui.i18n import t
from tui.widgets.call_order import CallOrder


def panel(app: Any) -> list[str]:
    return [row[2:] for row in str(app.screen.query_one("#order", CallOrder).render()).splitlines()]


async def days(make_app: MakeApp, event: str, until: str) -> list[list[str]]:
    """The day panel at day 1's discussion, at the event's step on day 2, and on day 3."""
    app = make_app()
    seen = []
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(replace(twelve("weerwolf", "weerwolf", "ziener"), events=(event,)))
        await pilot.pause()
        answers: dict[str, Any] = {"weerwolven": "Lotte", "ziener": "Kees", "burgemeester": "",
                                   "stemming": "", "groot_wantrouwen": [],
                                   "zondvloed_kerk": []}
        await answer_until(app, pilot, "discussie", answers)
        seen.append(panel(app))
        await answer_until(app, pilot, "nacht_valt", answers)
        answers["weerwolven"] = "Jet"  # the card is drawn on the second morning
        await answer_until(app, pilot, until, answers)
        assert game_of(app).state.round == 2
        seen.append(panel(app))
        answers["weerwolven"] = "Kees"
        await answer_until(app, pilot, "nacht_valt", answers)
        await answer_until(app, pilot, "discussie", answers)
        assert game_of(app).state.round == 3
        seen.append(panel(app))
    return seen


async def test_groot_wantrouwen_takes_the_place_of_the_vote(make_app: MakeApp) -> None:
    before, that_day, after = await days(make_app, "groot_wantrouwen", "groot_wantrouwen")
    vote, card = t("step.stemming"), t("step.groot_wantrouwen")
    assert before[-1] == vote and card not in before
    assert that_day[-1] == card and vote not in that_day, that_day
    assert after[-1] == vote and card not in after


async def test_the_flood_day_lists_no_vote(make_app: MakeApp) -> None:
    _, that_day, after = await days(make_app, "zondvloed", "discussie")
    assert t("step.stemming") not in that_day, that_day
    assert after[-1] == t("step.stemming")
