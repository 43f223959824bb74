"""A secret turn's title may be the edition's own: the house rules' (and Wolf Village's) ziener
learns only whether a player is a werewolf, so his turn does not ask whose card he wants to see
(play-test 4 Dec 2026: "Wiens kaart wil je zien?" above "Hanna is geen weerwolf")."""

from __future__ import annotations

from narration.card import SecretTurn
from narration.ids import Phase
from narration.prompts import PLAYER, Prompt
from narration.secret_night import Task
from tui.secret_turn import Picking, title


def ziener_task() -> Task:
    prompt = Prompt("ziener", "ziener", PLAYER, Phase.NIGHT, 1, candidates=("Anna", "Bram"))
    return Task("ziener", prompt, live=False, turn=SecretTurn(looks=True))


def test_the_ziener_of_an_edition_that_sees_wolves_is_asked_about_a_werewolf() -> None:
    task = ziener_task()
    assert title(task, Picking(), "") == "Van wie wil je de kaart zien?"
    for edition in ("huisregels", "wolf_village"):
        asked = title(task, Picking(), edition)
        assert "weerwolf" in asked and "kaart" not in asked, edition
