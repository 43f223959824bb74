"""A refusal on a secret turn reads as a sentence in the player's language: what he picked
that is not allowed, that he may pick something else, and the rule; never the scenario
format's words ("vergif = Eva:", "Regel:") nor a setup switch's id (Wolf Village's
"dokter_zelf"). The engine's own text, pinned by the `.refusal` files, is unchanged."""

from __future__ import annotations

from textual.widgets import Static

from narration.errors import AnswerError
from narration.modes import DOORGEVEN
from narration.secret_night import SecretNights
from narration.session import Session
from setups.game_setup import GameSetup
from setups.options import Options
from tests.tui.conftest import MakeApp
from tests.tui.test_pass_mode import press
from tests.tui.test_pass_turn_keys import SETUP, pass_night, reveal_turn_of
from tui.i18n import set_language, t
from tui.refusals import refusal_text

PLAYERS = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna")


async def test_the_heks_poisoning_herself_reads_a_sentence_not_the_scenario_key(
        make_app: MakeApp) -> None:
    session = Session.new(SETUP, mode=DOORGEVEN)
    async with pass_night(make_app, session) as (pilot, screen):
        player = await reveal_turn_of(pilot, screen, "heks")
        await press(pilot, ["0", "enter"])          # keep the elixir
        await press(pilot, ["4", "enter"])          # poison herself: refused
        assert "heks" not in screen.nights.answered(player)
        shown = " ".join(str(screen.query_one(".turn-error", Static).render()).split())
        assert "vergif =" not in shown and "Regel:" not in shown
        assert shown.startswith(t("refusal.self").split(":")[0])
        assert "Heks mag haar vergif niet" in shown  # the rule's quote


def dokter_refusal(lang: str) -> tuple[str, str]:
    """Wolf Village's dokter, with dokter_zelf off, protecting himself on his turn: the
    engine's text and the screen's."""
    set_language(lang)
    roles = ("weerwolf", "weerwolf", "ziener", "dokter", "burger", "burger", "burger", "burger")
    setup = GameSetup(PLAYERS, roles, 1, lang=lang, edition="wolf_village",
                      options=Options(dokter_zelf=False))
    nights = SecretNights(Session.new(setup, mode=DOORGEVEN))
    nights.pump()
    task = nights.task("Daan")
    assert task is not None and task.key == "dokter"
    try:
        nights.answer("Daan", task, "Daan")
    except AnswerError as e:
        return str(e), refusal_text(e, "Daan", "Daan")
    raise AssertionError("the dokter protected himself with dokter_zelf off")


def test_a_switch_that_is_off_is_named_by_its_label_never_its_id() -> None:
    try:
        for lang in ("nl", "en", "fr", "de"):
            engine, shown = dokter_refusal(lang)
            if lang == "nl":  # the scenario format's text (.refusal files) stays as pinned
                assert "dokter_zelf" in engine
            assert "dokter_zelf" not in shown and "Daan:" not in shown, shown
            assert t("setup.opt.dokter_zelf") in shown
            assert shown.startswith(t("refusal.self"))
    finally:
        set_language("nl")
