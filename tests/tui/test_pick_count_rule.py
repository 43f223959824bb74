"""Confirming too few players where the rulebook wants a choice (the zondebok, leaving, names
tomorrow's voters) says both how many to add ("Kies nog 1 speler.") and the rule's quote, in
the app's language, whole on the screen at 80x24 with the list still there. The count line
alone used to stand where the zondebok's rule was never shown. The refusal took the list's
rows then (two rows of six): the narration above gives them back (tui/widgets/list_room.py)."""

from __future__ import annotations

from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import answer_until, game_of, screen_text
from tests.tui.test_game_screen import drive
from tests.tui.test_volle_maan_screens import SETUP, TURNS
from tui.i18n import t
from tui.refusals import quote
from tui.widgets.prompt_panel import MultiPick


async def test_the_zondebok_sees_the_count_and_the_rule(make_app: MakeApp, lang: str) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, [TURNS[0]])
        await answer_until(app, pilot, "zondebok",
                           {"stemming": {"Anna": "Hanna", "Hanna": "Anna"}})
        prompt = game_of(app).prompt
        assert prompt is not None and prompt.must_rule
        await pilot.press("enter")  # nobody ticked
        await pilot.pause()
        assert game_of(app).prompt is prompt  # nothing was answered
        count = app.screen.query_one("#pick-count")
        missing = t("prompt.pick_missing", n=1)
        rule = t("refusal.rule", rule=quote(prompt.must_rule))
        assert str(count.render()) == f"{missing}\n{rule}"
        region = count.region
        assert region.height >= 3 and region.bottom <= 23  # whole, above the footer
        words = " ".join(line[region.x:region.right].strip() for line in
                         screen_text(app).splitlines()[region.y:region.bottom])
        assert " ".join(words.split()) == " ".join(f"{missing} {rule}".split())
        # The list keeps its rows (it had two left of six): the oldest lines of the
        # narration give them, the zondebok's call stays.
        many = app.screen.query_one("#many", MultiPick)
        assert many.scrollable_content_region.height >= min(5, many.option_count)
        lines = str(app.screen.query_one("#line").render())
        assert lines.startswith("… ") and prompt.line in lines
