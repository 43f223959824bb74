"""The heks's secret turn (found in a play-test): a potion she has already used was asked
about as if she had it, refused only once picked; and "Genoteerd: …" confirmed only her first
choice. Her turn says a used potion plainly, in the one shape of every turn (ruling
doorgeven-beurtvorm), and confirms both her picks."""

from __future__ import annotations

import random
from typing import Any

import pytest

from narration.errors import AnswerError
from narration.modes import DOORGEVEN
from narration.secret_night import SecretNights, Task
from narration.session import Session
from tests.tui.test_pass_shape import play_day, shape
from tests.tui.test_pass_turn_keys import SETUP
from texts import LANGS
from tui.i18n import set_language, t
from tui.secret_turn import MORE, Picking, TurnView, pick, turn_view

HEKS = next(name for name, role in zip(SETUP.players, SETUP.roles, strict=True)
            if role == "heks")


def play_night(session: Session, heks: Any, views: list[TurnView] | None = None
               ) -> SecretNights:
    """One secret night headless: the heks answers `heks` (kept in `views` as she sees each
    pick, and everyone else's turn too), the others their first choice."""
    nights = SecretNights(session)
    nights.pump()
    while (player := nights.next_player()) is not None:
        while (task := nights.task(player)) is not None:
            if views is not None:
                views.append(view(nights, player, task, Picking()))
            value: Any = task.prompt.candidates[0] if task.prompt.kind == "player" else ""
            if task.key == "heks":
                if views is not None:
                    views.append(view(nights, player, task, Picking(save=bool(heks))))
                value = heks
            elif task.key == "cupido":
                value = list(task.prompt.candidates[:2])
            nights.answer(player, task, value)
        if player != HEKS:
            nights.finish(player)
        else:
            return nights
    raise AssertionError("the heks had no turn")


def view(nights: SecretNights, player: str, task: Task | None, picking: Picking) -> TurnView:
    return turn_view(nights, player, task, picking, error="", status="", lang="nl")


def finish_night(nights: SecretNights, session: Session) -> None:
    nights.finish(HEKS)
    while (player := nights.next_player()) is not None:
        while (task := nights.task(player)) is not None:
            value: Any = task.prompt.candidates[0] if task.prompt.kind == "player" else ""
            nights.answer(player, task, value)
        nights.finish(player)
    play_day(session, random.Random(1))


def heks_task(session: Session) -> tuple[SecretNights, Task]:
    """The heks's task tonight, the turns before hers taken."""
    nights = SecretNights(session)
    nights.pump()
    while (player := nights.next_player()) != HEKS:
        assert player is not None
        while (task := nights.task(player)) is not None:
            value: Any = task.prompt.candidates[0] if task.prompt.kind == "player" else ""
            if task.key == "cupido":
                value = list(task.prompt.candidates[:2])
            nights.answer(player, task, value)
        nights.finish(player)
    task = nights.task(HEKS)
    assert task is not None and task.key == "heks"
    return nights, task


@pytest.mark.parametrize("lang", LANGS)
def test_both_of_her_picks_are_confirmed(lang: str) -> None:
    set_language(lang)
    try:
        for answer, said in [
            ({}, [t("pass.row.keep_elixir"), t("pass.row.no_poison")]),
            ({"redden": True}, [t("pass.row.use_elixir"), t("pass.row.no_poison")]),
            ({"vergif": "Anna"}, [t("pass.row.keep_elixir"),
                                  t("edit.field.vergif", name="Anna")]),
        ]:
            nights = play_night(Session.new(SETUP, mode=DOORGEVEN), answer)
            facts = view(nights, HEKS, None, Picking()).facts
            assert list(facts[:2]) == [t("pass.fact.gekozen", what=w) for w in said], facts
    finally:
        set_language("nl")


def test_a_used_potion_is_said_plainly_in_the_shape_of_every_turn() -> None:
    set_language("nl")
    session = Session.new(SETUP, mode=DOORGEVEN)
    finish_night(play_night(session, {"redden": True}), session)  # night 1: the elixir
    nights, task = heks_task(session)
    assert "redden" not in task.prompt.choices  # the engine no longer offers it
    first = view(nights, HEKS, task, Picking())
    assert first.title[0] == t("pass.task.heks_redden_op")
    # Her rows are still the elixir's two, repeated: picking "use" is refused, as before.
    picking = Picking()
    with pytest.raises(AnswerError):
        pick(task, picking, "redden")
    assert pick(task, picking, "") is MORE
    assert view(nights, HEKS, task, picking).title[0] == t("pass.task.heks")


def test_a_used_poison_is_said_plainly_at_her_second_pick() -> None:
    set_language("nl")
    session = Session.new(SETUP, mode=DOORGEVEN)
    finish_night(play_night(session, {"vergif": "Anna"}), session)  # night 1: the poison
    nights, task = heks_task(session)
    assert view(nights, HEKS, task, Picking()).title[0] == t("pass.task.heks_redden")
    picking = Picking(save=False)
    assert view(nights, HEKS, task, picking).title[0] == t("pass.task.heks_vergif_op")
    with pytest.raises(AnswerError):
        nights.answer(HEKS, task, {"vergif": "Bram"})


def test_her_turn_with_a_used_potion_has_the_shape_of_the_others() -> None:
    """Night 2, the elixir used on night 1: every turn of the night, hers with the plain
    words among them, is of one shape (tests/tui/test_pass_shape.py measures it)."""
    set_language("nl")
    session = Session.new(SETUP, mode=DOORGEVEN)
    finish_night(play_night(session, {"redden": True}), session)
    views: list[TurnView] = []
    nights = play_night(session, {}, views)
    assert any(v.title[0] == t("pass.task.heks_redden_op") for v in views)
    views.append(view(nights, HEKS, None, Picking()))
    assert len({shape(v) for v in views}) == 1
