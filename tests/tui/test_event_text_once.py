"""A play-test at 80x24 saw an event card's text twice (the line that reads it and a "Vandaag:
..." block under it), the vote's list squeezed to 4 rows under the day's card, a permanent card
labelled "Vandaag: Begrafenis — Voortaan...", the own-deck picker showing ids ("Dolle Nacht
(dolle_nacht)") and "Drie, twee, een, stem!" for "één"."""

from __future__ import annotations

from dataclasses import replace

from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import answer_until, open_new_game, screen_text, twelve, widget_text
from tests.tui.test_setup_screens import SIZE
from tests.tui.test_volle_maan_screens import press
from tui.widgets.pick_list import PickList

TEXT = "stemt iedereen om de beurt, met de klok mee"  # Invloeden's text


async def test_the_days_card_is_read_once_and_named_above_a_list(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(replace(twelve("weerwolf", "ziener", "heks", "jager"),
                               events=("begrafenis", "invloeden")))
        await pilot.pause()
        answers = {"weerwolven": "Lotte", "ziener": "Kees", "burgemeester": "", "stemming": "",
                   "invloeden": "Cor"}
        await answer_until(app, pilot, "stemming", answers)  # day 1
        assert "Drie, twee, één, stem!" in widget_text(app, "#line")
        app.screen.session.submit("")  # type: ignore[attr-defined]
        answers["weerwolven"] = "Jet"
        await answer_until(app, pilot, "gebeurtenis", answers)  # day 2: Begrafenis
        assert "Vandaag" not in screen_text(app)  # a permanent card is not today's
        app.screen.session.submit(None)  # type: ignore[attr-defined]
        await answer_until(app, pilot, "stemming", answers)
        assert widget_text(app, "#events") == "Geldt het hele spel: Begrafenis"
        app.screen.session.submit("")  # type: ignore[attr-defined]
        answers["weerwolven"] = "Ilse"
        await answer_until(app, pilot, "gebeurtenis", answers)  # day 3: Invloeden
        assert screen_text(app).replace("\n", " ").count("om de beurt") == 1, screen_text(app)
        assert TEXT in widget_text(app, "#line")
        await answer_until(app, pilot, "stemming", answers)
        assert widget_text(app, "#events").splitlines()[0] == "Vandaag: Invloeden"
        assert TEXT not in widget_text(app, "#events")
        pick = app.screen.query_one("#pick", PickList)
        assert pick.scrollable_content_region.height >= 7, screen_text(app)


async def test_the_own_deck_picker_shows_names_not_ids(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        await open_new_game(pilot)
        await pilot.press("pagedown", "pagedown")  # the options step
        press(app, "vm-deck-keuze")
        await pilot.pause()
        cards = app.screen.query_one("#vm-cards")
        labels = [str(cards.get_option_at_index(i).prompt)  # type: ignore[attr-defined]
                  for i in range(cards.option_count)]  # type: ignore[attr-defined]
        assert "Dolle Nacht" in labels
        assert not any("(" in label or "_" in label for label in labels), labels
        assert [label for label in labels if label.startswith("Spiritisme")] == [
            f"Spiritisme {n}" for n in range(1, 6)]
        assert len(set(labels)) == len(labels)
