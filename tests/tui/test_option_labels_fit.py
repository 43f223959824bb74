"""Every option and choice of the new-game screen is shown whole at 80x24 in every language:
a play-test read German "... stirbt mit dem Dorfälteste" (its "n" cut off) and French "Avec un
crieur public (... le Capitaine le" when only the longest Dutch labels wrapped."""

from __future__ import annotations

import textwrap

from textual.content import Content

from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import open_new_game


async def test_every_option_label_fits_its_lines(make_app: MakeApp, lang: str) -> None:
    app = make_app(lang=lang, group=GROUP)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        cut = []
        await pilot.press("pagedown")  # the cards; the options and the start follow
        for step in ("options", "start"):
            await pilot.press("pagedown")
            await pilot.pause()
            room = screen.query_one(f"#{step}").scrollable_content_region  # without its scrollbar
            for widget in screen.query(f"#{step} Checkbox, #{step} RadioButton"):
                region = widget.region
                if not region.width:
                    continue  # hidden (another rule set's switch)
                rendered = widget.render()
                assert isinstance(rendered, Content)
                label = rendered.plain.rstrip()
                if region.right > room.right or \
                        len(textwrap.wrap(label, region.width)) > region.height:
                    cut.append((widget.id, region.width, region.height, label))
        assert not cut, cut
