"""The Best Of edition and the omroeper chosen on the new-game screen reach the setup, and a
mix outside the Best Of box is refused with the box's message."""

from __future__ import annotations

from collections import Counter

import pytest
from textual.widgets import Checkbox, RadioButton

from tests.tui.conftest import GROUP, MakeApp, StartRecorder
from tests.tui.input_helpers import new_game
from tests.tui.test_setup_screens import SIZE
from tui.screens.deal import DealScreen


async def test_best_of_reaches_the_setup(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.mix = Counter({"weerwolf": 2, "ziener": 1, "wolvenkind": 1, "burger": 4})
        screen.mix_custom = True
        await pilot.press("pagedown", "pagedown")  # the options step
        screen.query_one("#edition-best_of", RadioButton).value = True
        box = screen.query_one("#opt-omroeper", Checkbox)
        box.focus()
        await pilot.press("space")
        assert box.value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DealScreen)
        assert app.screen.setup.edition == "best_of"
        assert app.screen.setup.options.omroeper


async def test_a_mix_outside_the_best_of_box_is_refused(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.query_one("#edition-best_of", RadioButton).value = True
        await pilot.pause()
        # A mix the rule set cannot deal no longer survives a change of rule set (its own mix
        # gives way, test_switching_rule_sets.py); set in place, the start still refuses it.
        screen.mix = Counter({"weerwolf": 2, "ziener": 1, "dief": 1, "burger": 6})
        screen.mix_custom = True
        screen._refresh_mix()
        assert "Dief zit niet in Het Beste van" in str(screen.query_one("#status").render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not isinstance(app.screen, DealScreen)
        notes = [n.message for n in app._notifications]
        assert any("Dief zit niet in Het Beste van" in n for n in notes), notes
        assert screen.step == 1  # back to the mix step, where the problem is


async def test_best_of_refuses_a_narrator_who_plays_too(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.mix = Counter({"weerwolf": 2, "ziener": 1, "wolvenkind": 1, "burger": 4})
        screen.mix_custom = True
        screen.query_one("#edition-best_of", RadioButton).value = True
        screen.query_one("#mode-verteller_speelt_mee", RadioButton).value = True
        await pilot.pause()
        assert "nooit zelf mee" in str(screen.query_one("#status").render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert not isinstance(app.screen, DealScreen)
        assert screen.step == 3  # the step where the play mode is chosen
        screen.query_one("#mode-doorgeven", RadioButton).value = True
        await pilot.pause()
        assert "nooit zelf mee" not in str(screen.query_one("#status").render())
