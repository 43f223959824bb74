"""The ballot entry's row 0 says what its hint says 0 is: this voter abstains ("0 =
onthouding"), in every language; the whole-village pick keeps "Niemand" (nobody voted out).
Row 0 read "Niemand" under a hint that called 0 an abstention."""

from __future__ import annotations

import pytest

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import answer_until, game_of, twelve, widget_text
from tui.i18n import t
from tui.widgets.pick_list import PickList


@pytest.mark.parametrize("lang", ["nl", "en", "de", "fr"])
async def test_row_zero_of_a_ballot_is_the_abstention_its_hint_names(
        make_app: MakeApp, lang: str) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        await answer_until(app, pilot, "stemming")
        pick = app.screen.query_one("#pick", PickList)
        assert pick.labels[0] == t("prompt.nobody")
        await pilot.press("b")
        await pilot.pause()
        row = pick.labels[0]
        assert row == t("prompt.abstain") != t("prompt.nobody")
        assert str(pick.get_option_at_index(0).prompt) == f" 0  {row}"
        assert f"0 = {row.lower()}" in widget_text(app, "#vote-hint").lower()
        await pilot.press("0", "enter")  # the first voter abstains, as the row says
        await pilot.pause()
        assert "2/12" in widget_text(app, "#vote-hint")
        await pilot.press("b")  # back to the whole-village pick: nobody again
        await pilot.pause()
        assert pick.labels[0] == t("prompt.nobody")
        assert game_of(app).prompt is not None
