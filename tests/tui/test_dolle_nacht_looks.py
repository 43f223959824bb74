"""Dolle Nacht: each werewolf, woken alone, looks at one other player's card. A play-test saw
the village's vote there ("Kies wie het dorp wegstemt, of druk b om per stem in te voeren",
"b Per stem", "0 = onthouding", "0 Niemand", the wolf himself in the list) and then "Laat de
ziener de kaart van Cor zien" although a werewolf had looked. The panel takes one look per
werewolf from the start, names him, lists the others only, and the narrator is told to show
the card to that werewolf."""

from __future__ import annotations

from dataclasses import replace

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import answer_until, game_of, screen_text, twelve, widget_text
from tui.widgets.pick_list import PickList


def rows(app: object) -> list[str]:
    return list(app.screen.query_one("#pick", PickList).labels)  # type: ignore[attr-defined]


async def test_each_werewolf_looks_at_another_card(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        # Anna and Eva are the werewolves; Bram the ziener, Cor the heks, Daan the jager.
        app.start_game(replace(twelve("weerwolf", "ziener", "heks", "jager", "weerwolf"),
                               events=("dolle_nacht",)))
        await pilot.pause()
        answers = {"weerwolven": "Lotte", "ziener": "Kees", "burgemeester": "", "stemming": ""}
        await answer_until(app, pilot, "discussie", answers)  # day 1
        answers["weerwolven"] = "Jet"  # drawn on the second morning: night 3 is crazy
        await answer_until(app, pilot, "dolle_nacht_kijken", answers)
        text = screen_text(app)
        assert "wegstemt" not in text and "Per stem" not in text, text
        assert "onthouding" not in widget_text(app, "#vote-hint")
        assert "Weerwolf Anna (1/2) wordt alleen wakker" in widget_text(app, "#vote-hint")
        assert rows(app)[0] == "Geen kaart" and "Anna" not in rows(app), rows(app)
        assert "Eva" in rows(app)

        await pilot.press("3", "enter")  # Anna looks at Cor
        await pilot.pause()
        assert "Weerwolf Eva (2/2)" in widget_text(app, "#vote-hint")
        assert "Anna" in rows(app) and "Eva" not in rows(app), rows(app)
        assert "Anna → Cor" in widget_text(app, "#tally")

        await pilot.press("2", "enter")  # Eva looks at Bram
        await pilot.pause()
        game = game_of(app)
        assert game.prompt is not None and game.prompt.key == "dolle_nacht"
        told = [m.text for m in game.state.messages if not m.public and m.round == 3]
        assert "Laat weerwolf Anna de kaart van Cor zien: Heks." in told, told
        assert "Laat weerwolf Eva de kaart van Bram zien: Ziener." in told, told
        assert not any("Laat de ziener" in line for line in told), told
