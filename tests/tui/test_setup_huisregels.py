"""The edition `huisregels` chosen on the new-game screen: the village goes on with the
edition's own professions (no bakker, no waard), the setup carries the edition, and the house
cards are refused without it."""

from __future__ import annotations

from collections import Counter

import pytest
from textual.widgets import Checkbox, RadioButton

from tests.tui.conftest import GROUP, MakeApp, StartRecorder
from tests.tui.input_helpers import new_game
from tests.tui.test_setup_screens import SIZE
from tui.screens.deal import DealScreen
from tui.widgets.profession_list import ProfessionList

HOUSE_MIX = Counter({"weerwolf": 2, "ziener": 1, "weerhamster": 1, "yeti": 1, "slet": 1,
                     "schout": 1, "burger": 1})


async def test_the_house_rules_reach_the_setup_with_their_professions(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.mix = Counter(HOUSE_MIX)
        await pilot.press("pagedown", "pagedown")  # the options step
        box = screen.query_one("#edition-huisregels", RadioButton)
        box.value = True  # the rule set's choice (a RadioSet)
        await pilot.pause()
        assert box.value and screen.query_one("#opt-village", Checkbox).value
        tiles = screen.query_one(ProfessionList).tiles
        assert len(tiles) == len(GROUP) and not {"bakker", "waard"} & set(tiles)
        # The "1 of 2" threshold is a choice of this edition only (ruling huisregels-een-of-twee).
        threshold = screen.query_one("#twee-vanaf")
        assert threshold.display and screen.query_one("#twee-12", RadioButton).value
        screen.query_one("#twee-10", RadioButton).value = True
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DealScreen)
        assert app.screen.setup.edition == "huisregels"
        assert app.screen.setup.options.twee_vanaf == 10
        assert app.screen.setup.professions == tuple(tiles)


async def test_the_house_cards_are_refused_outside_their_edition(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.mix = Counter(HOUSE_MIX)
        screen._refresh_status()
        await pilot.pause()
        assert "kies die editie" in str(screen.query_one("#status").render())
        screen.query_one("#edition-huisregels", RadioButton).value = True
        await pilot.pause()
        assert "kies die editie" not in str(screen.query_one("#status").render())
