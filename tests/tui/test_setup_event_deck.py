"""The options step shows "Een kaart trekken" only while there are event cards to draw, and
the summary names the Volle Maan event deck (it listed the players and the cards only)."""

from __future__ import annotations

from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import open_new_game
from tests.tui.test_setup_screens import SIZE
from tests.tui.test_volle_maan_screens import press
from tui.i18n import t


def summary(app: object) -> str:
    return str(app.screen.query_one("#summary").render())  # type: ignore[attr-defined]


async def test_the_draw_group_and_the_summary_follow_the_event_deck(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        await open_new_game(pilot)
        await pilot.press("pagedown", "pagedown")  # the options step
        screen = app.screen
        draw = [screen.query_one("#vm-every-label"), screen.query_one("#vm-every")]
        assert not any(w.display for w in draw)  # no deck: nothing to draw
        assert "Volle Maan" not in summary(app)
        press(app, "vm-deck-alle")
        press(app, "vm-every-2")
        await pilot.pause()
        assert all(w.display for w in draw)
        assert t("setup.summary.events", n=36, every=t("vm.every.2")) in summary(app)
        press(app, "vm-deck-keuze")  # a chosen set, none chosen yet: nothing to draw
        await pilot.pause()
        assert not any(w.display for w in draw)
        assert "Volle Maan" not in summary(app)
        cards = screen.query_one("#vm-cards")
        cards.select("wonder")  # type: ignore[attr-defined]
        cards.select("straf")  # type: ignore[attr-defined]
        await pilot.pause()
        assert all(w.display for w in draw)
        assert "Volle Maan: 2 gebeurteniskaarten — Om de twee ochtenden" in summary(app)
        press(app, "vm-deck-geen")
        await pilot.pause()
        assert not any(w.display for w in draw)
        assert "Volle Maan" not in summary(app)
