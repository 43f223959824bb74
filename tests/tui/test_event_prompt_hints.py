"""An event card's prompt says what the narrator enters where the call to the table does not:
Groot wantrouwen's call asks everyone to point at whom they trust, and the list under it said
only "Kies 0 tot 12 spelers met spatie, in de volgorde van aanwijzen" (the order matters to no
prompt but the aap's, whose own line says so). The narrator ticks whoever nobody pointed at."""

from __future__ import annotations

from dataclasses import replace

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import answer_until, twelve
from tui.i18n import t


async def test_groot_wantrouwen_says_whom_to_tick(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(replace(twelve("weerwolf", "weerwolf", "ziener"),
                               events=("groot_wantrouwen",)))
        await pilot.pause()
        answers = {"weerwolven": "Lotte", "ziener": "Kees", "burgemeester": "", "stemming": ""}
        await answer_until(app, pilot, "discussie", answers)  # day 1
        answers["weerwolven"] = "Jet"  # night 2; the card is drawn on the second morning
        await answer_until(app, pilot, "groot_wantrouwen", answers)
        text = " ".join(str(w.render()) for w in app.screen.query(".hint"))
        assert "Vink aan wie door niemand is aangewezen: die spelers zijn uit." in text, text
        assert "volgorde" not in text
        assert t("prompt.pick_range", low=0, high=10) in text
