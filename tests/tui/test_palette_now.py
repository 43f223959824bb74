"""The command palette lists the keys of this moment, as the footer does: a key the screen
refuses now (the hand-on key on the curtain, the reveal key during a turn) did nothing when
chosen from the palette."""

from __future__ import annotations

from narration.modes import DOORGEVEN
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import twelve
from tui.app import WakkerdamApp
from tui.i18n import t
from tui.screens.pass_turn import PassNightScreen


def offered(app: WakkerdamApp) -> str:
    return "\n".join(c.title for c in app.get_system_commands(app.screen))


async def test_the_palette_offers_only_the_keys_of_this_moment(make_app: MakeApp) -> None:
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "ziener"), DOORGEVEN)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PassNightScreen) and screen.player is None
        on_the_curtain = offered(app)
        assert t("pass.key.reveal") in on_the_curtain
        assert t("pass.key.hand_on") not in on_the_curtain
        assert t("pass.key.hide") not in on_the_curtain
        await pilot.press("space")  # the next player takes his turn
        await pilot.pause()
        assert screen.player is not None
        on_a_turn = offered(app)
        assert t("pass.key.reveal") not in on_a_turn
        assert t("pass.key.hide") in on_a_turn
