"""A refused answer on the narrator's screen reads as a sentence in the app's language, as on
a secret turn (tests/tui/test_pass_refusals.py): whom the answer picked that is not allowed,
that something else may be picked, and the rule's quote; never the scenario format's key dump
("Anna → Bram: Regel: “…”", "vergif = Cor: Regel: “…”"), which stays the engine's own text
(the `.refusal` files)."""

from __future__ import annotations

from typing import Any

from narration.errors import AnswerError
from narration.prompts import Prompt
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import (
    answer_until,
    game_of,
    lover_votes_for_partner,
    twelve,
    widget_text,
)
from tui.i18n import t
from tui.refusals import quote


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


async def test_a_lover_ballot_against_the_partner_is_refused_in_a_sentence(
        make_app: MakeApp, lang: str) -> None:
    app = make_app(lang=lang)
    async with app.run_test(size=(100, 32)) as pilot:
        prompt, voter, partner = await lover_votes_for_partner(app, pilot)
        assert_sentence(widget_text(app, "#ballot-error"), engine_refusal(
            prompt, {voter: partner}), partner)
        assert app.screen.panel.ballots == {}  # type: ignore[attr-defined]


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
