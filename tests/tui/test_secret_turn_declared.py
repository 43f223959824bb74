"""A secret turn takes a table the way its card declares (SecretTurn.ask_first, ask_player):
a made-up card with fields of its own is picked with those fields, no card id in between."""

from __future__ import annotations

from typing import Any

from narration.card import SecretTurn
from narration.ids import Phase
from narration.prompts import TABLE, Prompt
from narration.secret_night import Task
from tui.secret_turn import MORE, Picking, after_refusal, pick


def made_up_task(checked: list[Any]) -> Task:
    def check(value: Any) -> Any:
        checked.append(value)
        return value

    prompt = Prompt("kruidenvrouw", "kruidenvrouw", TABLE, Phase.NIGHT, 1,
                    choices=("zalf", "gif_pijl"), player_fields=("gif_pijl",), check=check)
    return Task("kruidenvrouw", prompt, live=False,
                turn=SecretTurn(ask_first="zalf", ask_player="gif_pijl"))


def test_the_declared_fields_make_the_answer() -> None:
    checked: list[Any] = []
    task, picking = made_up_task(checked), Picking()
    assert pick(task, picking, "zalf") is MORE
    assert checked == [{"zalf": True}]  # the yes is checked at once
    assert pick(task, picking, "Eva") == {"zalf": True, "gif_pijl": "Eva"}


def test_no_to_the_first_field_then_nobody_is_an_empty_table() -> None:
    task, picking = made_up_task([]), Picking()
    assert pick(task, picking, "") is MORE
    assert picking.save is False
    assert pick(task, picking, "") == {}


def test_a_refused_second_pick_keeps_the_first_answer() -> None:
    checked: list[Any] = []
    task = made_up_task(checked)
    assert after_refusal(task, Picking(save=True)) == Picking(save=True)
    assert checked == [{"zalf": True}]
