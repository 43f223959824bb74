"""A refused answer on the narrator's screen reads as a sentence in the app's language, as on
a secret turn (tests/tui/test_pass_refusals.py): whom the answer picked that is not allowed,
that something else may be picked, and the rule's quote; never the scenario format's key dump
("Anna → Bram: Regel: “…”", "vergif = Cor: Regel: “…”"), which stays the engine's own text
(the `.refusal` files)."""

from __future__ import annotations

from typing import Any

from textual.widgets import OptionList

from narration.errors import AnswerError
from narration.prompts import Prompt, player_prompt
from narration.session import Session
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import (
    answer_until,
    game_of,
    lover_votes_for_partner,
    twelve,
    widget_text,
)
from tui.curtain import DOWN, SHUT, UP
from tui.i18n import set_language, t
from tui.refusals import narrator_refusal, quote


def engine_refusal(prompt: Prompt, value: Any) -> AnswerError:
    try:
        prompt.check(value)
    except AnswerError as e:
        return e
    raise AssertionError(f"{value} was taken")


def assert_sentence(shown: str, engine: AnswerError, picked: str) -> None:
    text = str(engine)  # the engine's text, as pinned: "<what>: Regel: “<rule>”"
    what = text[:text.index(" Regel: ")]
    assert what.endswith(f"{picked}:"), text
    assert what not in shown and text not in shown, shown
    assert shown.startswith(t("refusal.picked", name=picked)), shown
    assert shown.endswith(t("refusal.rule", rule=quote(engine.rule))), shown


def behind_the_curtain(shown: str, engine: AnswerError, *names: str) -> None:
    """A refusal read with the curtain down: it says the pick is not allowed and that the
    curtain shows why, and names no player and no rule (ruling verteller-gordijn)."""
    assert shown == f"{t('refusal.not_allowed')} {t('refusal.behind_curtain')}", shown
    assert quote(engine.rule) not in shown
    assert not any(name in shown for name in names), shown


async def test_a_lover_ballot_against_the_partner_is_refused_in_a_sentence(
        make_app: MakeApp, lang: str) -> None:
    """At the day's vote the curtain is down (it drops at dawn): the refusal of a lover's
    ballot against the partner names neither lover nor the lovers' rule, and the partner's row
    does not stay lit beside it; raised, the curtain shows the whole sentence."""
    app = make_app(lang=lang)
    async with app.run_test(size=(100, 32)) as pilot:
        prompt, voter, partner = await lover_votes_for_partner(app, pilot)
        screen = app.screen
        engine = engine_refusal(prompt, {voter: partner})
        assert not screen.curtain_up  # type: ignore[attr-defined]
        behind_the_curtain(widget_text(app, "#ballot-error"), engine, voter, partner)
        assert screen.query_one("#pick", OptionList).highlighted is None
        assert screen.panel.ballots == {}  # type: ignore[attr-defined]
        await pilot.press("c")
        assert_sentence(widget_text(app, "#ballot-error"), engine, partner)
        await pilot.press("c")
        behind_the_curtain(widget_text(app, "#ballot-error"), engine, voter, partner)


def test_behind_the_curtain_a_screen_without_c_names_no_key() -> None:
    """The edit screen has no `c`: behind the curtain its refusal says only that the pick
    is not allowed."""
    set_language("nl")
    state = Session.new(twelve("weerwolf", "weerwolf", "cupido")).game.state
    error = AnswerError("Anna: Regel: “…”", rule="Een regel.")
    prompt = player_prompt(state, "stemming", "stemming", "", ["Bram"])
    assert narrator_refusal(error, prompt, "Anna", state.setup.players,
                            curtain=SHUT) == t("refusal.not_allowed")
    assert narrator_refusal(error, prompt, "Anna", state.setup.players,
                            curtain=DOWN).startswith(t("refusal.not_allowed"))
    assert narrator_refusal(error, prompt, "Anna", state.setup.players,
                            curtain=UP).startswith(t("refusal.picked", name="Anna"))


async def test_a_refused_answer_on_the_game_screen_is_told_in_a_sentence(
        make_app: MakeApp, lang: str) -> None:
    """The heks's poison on herself, as the screen is handed it (her list leaves her out)."""
    app = make_app(lang=lang)
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "heks"))
        await pilot.pause()
        game = game_of(app)
        await answer_until(app, pilot, "heks")
        prompt = game.prompt
        assert prompt is not None
        heks = next(p.name for p in game.state.players if p.role == "heks")
        app.screen.submit({"vergif": heks})  # type: ignore[attr-defined]
        await pilot.pause()
        assert game.prompt is prompt  # nothing was applied
        assert_sentence(widget_text(app, "#error"), engine_refusal(prompt, {"vergif": heks}),
                        heks)
