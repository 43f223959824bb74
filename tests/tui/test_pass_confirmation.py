"""Every secret turn confirms the choice before the player hands on: "Genoteerd: Bram." (and
for the house rules' yeti and schout, who choose on their turn for the next night,
"Genoteerd voor de volgende nacht: …", ruling doorgeven-begin-nacht), at the top of the
"what you know" block, in the same regions with the same keys as every other card's done
turn. The yeti and the schout saw nothing that told them their choice was taken."""

from __future__ import annotations

from typing import Any

from textual.widgets import Static

from narration.modes import DOORGEVEN
from narration.session import Session
from tests.tui.conftest import MakeApp
from tests.tui.game_driver import turn_keys
from tests.tui.test_pass_mode import SIZE, press, turn_layout
from tests.tui.test_pass_shape import DECKS, setup_for
from tui.i18n import t
from tui.screens.pass_turn import PassNightScreen

HOUSE_DECK = 4  # weerwolf x2, yeti, schout, ziener, heks, slet, genezer, burger x2


async def test_the_yeti_and_the_schout_see_their_choice_taken_like_every_card(
        make_app: MakeApp, lang: str) -> None:
    app = make_app(lang=lang, min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        session = Session.new(setup_for(DECKS[HOUSE_DECK], 3), mode=DOORGEVEN)
        screen = PassNightScreen(session, min_seconds=0)
        app.push_screen(screen)
        await pilot.pause()
        confirmed: dict[str, str] = {}
        picked: dict[str, Any] = {}
        layouts: set[tuple[Any, ...]] = set()
        for _ in session.game.state.setup.players:
            player = screen.nights.next_player()
            assert player is not None
            role = screen.nights.state.player(player).role
            await press(pilot, ["space"])
            while (task := screen.turn_task) is not None:
                prompt = task.prompt
                others = [c for c in prompt.candidates if c != player]
                value: Any = {
                    "yesno": True, "table": {}, "players": others[:2], "choice": "",
                }.get(prompt.kind, others[0] if others else "")
                picked[role] = value
                await press(pilot, turn_keys(prompt, screen.nights.state, value))
            facts = str(screen.query_one("#turn-facts", Static).render()).splitlines()
            confirmed[role] = facts[1]  # the line under "what you know"
            layouts.add(turn_layout(app, screen))
            await press(pilot, ["enter"])
        assert confirmed["yeti"] == t("pass.fact.gekozen_volgende_nacht", what=t("prompt.yes"))
        assert confirmed["schout"] == t("pass.fact.gekozen_volgende_nacht",
                                        what=picked["schout"])
        assert confirmed["genezer"] == t("pass.fact.gekozen", what=picked["genezer"])
        assert confirmed["ziener"] == t("pass.fact.gekozen", what=picked["ziener"])
        assert len(layouts) == 1, "a done turn's regions or keys differ by card"
