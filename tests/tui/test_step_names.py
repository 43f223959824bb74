"""The screens name a card's step after the card as the game's edition names it: the house
rules' call order says "Eros" where the Zygomatic game says "Cupido" (the call-order panel, the
game screen's heading, the secret turn's title and the edit screen's "where" share one label)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from narration.callorder import all_steps, edition_order
from narration.engine import Game
from setups.catalogue import role
from setups.editions import edition_ids
from setups.game_setup import GameSetup
from texts import LANGS
from tui.answer_words import step_where
from tui.i18n import t
from tui.step_names import step_label
from tui.widgets.call_order import LABEL_CELLS, WIDTH, every_day_step, night_plan, panel_label

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
CARDS = ("weerwolf", "weerwolf", "ziener", "cupido", "burger", "burger", "heks", "burger")


def plan(edition: str, lang: str) -> dict[str, str]:
    game = Game(GameSetup(players=NAMES, roles=CARDS, edition=edition, lang=lang))
    return dict(night_plan(game.state))


def test_the_house_rules_call_order_names_eros(lang: str) -> None:
    eros = role("cupido", "huisregels").name(lang)
    assert eros != role("cupido").name(lang)
    assert plan("huisregels", lang)["cupido"] == eros
    assert step_label("cupido", "huisregels") == eros
    assert eros in step_where("night", 1, "cupido", "huisregels")
    assert t("step.cupido") not in step_where("night", 1, "cupido", "huisregels")


def test_the_zygomatic_call_order_keeps_its_labels(lang: str) -> None:
    steps = plan("", lang)
    assert steps["cupido"] == t("step.cupido")
    assert steps["heks"] == t("step.heks")
    # A card the edition names as the Zygomatic game does keeps the step's own label.
    assert plan("huisregels", lang)["ziener"] == t("step.ziener")


def test_every_step_of_an_edition_has_a_name(lang: str) -> None:
    """A step only an edition has (Wolf Village's dokter) is named after its card, never by
    its text key ("step.dokter" in the call-order panel)."""
    from narration.callorder import all_steps, edition_order

    for edition in ("", "best_of", "wolf_village", "huisregels"):
        steps = [*all_steps(), *(edition_order(edition) or ())]
        unnamed = [s.step for s in steps if step_label(s.step, edition).startswith("step.")]
        assert unnamed == [], (edition, unnamed)


def test_the_wolf_village_call_order_names_the_dokter(lang: str) -> None:
    cards = ("weerwolf", "weerwolf", "ziener", "dokter", "burger", "burger", "burger", "burger")
    game = Game(GameSetup(players=NAMES, roles=cards, edition="wolf_village", lang=lang))
    assert dict(night_plan(game.state))["dokter"] == role("dokter", "wolf_village").name(lang)


def test_every_label_of_the_call_order_fits_one_line_of_its_panel(lang: str) -> None:
    """The panel is 22 cells wide: "Burgemeester kiezen" wrapped onto two lines there, as
    did long card names; the panel shows those by their short form."""
    for edition in edition_ids():
        steps = {s.step for s in (edition_order(edition) or all_steps())}
        for step in sorted({"nacht_valt", *steps, *every_day_step()}):
            label = panel_label(step, edition)
            assert cell_len(label) <= LABEL_CELLS, (edition, step, label)
            assert not label.startswith("order."), (edition, step)


@pytest.mark.parametrize("lang_id", LANGS)
async def test_the_days_call_order_at_its_narrowest_shows_each_step_on_one_line(
        lang_id: str) -> None:
    """At the narrowest screen that shows the panel (below it, the narration takes its room)."""
    from tests.tui.input_helpers import answer_until, game_of, screen_text
    from tui.app import create_app
    from tui.screens.game import NARROW
    from tui.speech import SilentSpeaker
    from tui.widgets.call_order import day_plan

    app = create_app(lang=lang_id, speaker_factory=lambda _lang: SilentSpeaker())
    async with app.run_test(size=(NARROW, 24)) as pilot:
        app.start_game(GameSetup(players=NAMES, roles=CARDS, lang=lang_id))
        await pilot.pause()
        await answer_until(app, pilot, "burgemeester", {
            "cupido": ["Anna", "Bram"], "weerwolven": "Cor", "ziener": "Dirk"})
        panel = [line[:WIDTH] for line in screen_text(app).splitlines()]
        for _, label in day_plan(game_of(app).state):
            assert any(label in line for line in panel), (label, panel)


@pytest.mark.parametrize("election", [True, False])
def test_the_day_lists_the_mayor_election_only_when_there_is_one(election: bool) -> None:
    """Wolf Village's Basis plays without a mayor: its days listed "Burgemeester kiezen"."""
    from setups.options import Options
    from tui.widgets.call_order import day_plan

    game = Game(GameSetup(players=NAMES, roles=CARDS, options=Options(mayor_election=election)))
    state = game.state
    state.round = 1  # a day after the first night
    steps = [s for s, _ in day_plan(state)]
    assert ("burgemeester" in steps) == election, steps
    assert steps[-1] == "stemming"
