"""A dead player's card is told once: when his card's own line names it (the jager's "Gijs
was de jager!", the dorpsgek mayor's "Gijs was de Dorpsgek en burgemeester"), his death does
not turn it open first ("Dat was de Jager." and then "Gijs was de jager!" was the death told
twice); when that line is not said (nobody left to shoot), the death tells the card itself."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from narration.deaths import kill
from narration.engine import Game
from narration.state import GameState, Message
from setups.deal import deal_setup
from texts import LANGS

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
MIX = Counter(weerwolf=2, ziener=1, heks=1, jager=1, burger=3)


def public_since(state: GameState, said: int) -> list[Message]:
    return [m for m in state.messages[said:] if m.public]


def card_told(lines: list[Message], state: GameState, name: str) -> int:
    """How many of `lines` turn `name`'s card open (the death's `dood_onthuld`; Wolf
    Village's "Dat was de Jager." names the card alone)."""
    return sum(1 for m in lines if m.line_id == "dood_onthuld"
               and m.text == state.text("public", "dood_onthuld", name=name,
                                        role=state.role_name(state.player(name).role)))


def drain(flow: Any) -> None:
    for _ in flow:
        raise AssertionError("no prompt was expected here")


@pytest.mark.parametrize("edition", ["", "wolf_village"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_hunters_shot_tells_his_card_once(lang: str, edition: str) -> None:
    state = Game(deal_setup(NAMES, MIX, 3, lang=lang, edition=edition)).state
    hunter = next(p for p in state.players if p.role == "jager")
    said = len(state.messages)
    prompt = next(kill(state, [(hunter.name, "weerwolven")]))
    assert prompt.key == "jager"
    lines = public_since(state, said)
    assert card_told(lines, state, hunter.name) == 0, [m.text for m in lines]
    shot = "wv_jager_schiet" if edition else "jager_schiet"
    assert [m.line_id for m in lines].count(shot) == 1
    assert state.role_name("jager").casefold() in prompt.line.casefold()


@pytest.mark.parametrize("edition", ["", "wolf_village"])
def test_a_hunter_with_nobody_to_shoot_has_his_card_told_by_his_death(edition: str) -> None:
    state = Game(deal_setup(NAMES, MIX, 3, edition=edition)).state
    hunter = next(p for p in state.players if p.role == "jager")
    others = [(p.name, "weerwolven") for p in state.players if p is not hunter]
    said = len(state.messages)
    drain(kill(state, [*others, (hunter.name, "weerwolven")]))
    lines = public_since(state, said)
    assert card_told(lines, state, hunter.name) == 1, [m.text for m in lines]
    assert not {"jager_schiet", "wv_jager_schiet"} & {m.line_id for m in lines}
    assert [m.line_id for m in lines].count("dood_onthuld") == len(others) + 1


def test_the_hunters_card_is_told_by_his_shot_when_the_table_hides_the_dead_cards() -> None:
    from setups.options import Options

    setup = deal_setup(NAMES, MIX, 3, Options(reveal_dead_roles=False))
    state = Game(setup).state
    hunter = next(p for p in state.players if p.role == "jager")
    said = len(state.messages)
    prompt = next(kill(state, [(hunter.name, "weerwolven")]))
    assert card_told(public_since(state, said), state, hunter.name) == 0
    assert prompt.key == "jager" and hunter.name in prompt.line


@pytest.mark.parametrize("mayor", [True, False])
def test_a_dorpsgek_mayors_last_line_tells_his_card_once(mayor: bool) -> None:
    state = Game(deal_setup(NAMES, Counter(weerwolf=2, dorpsgek=1, ziener=1, burger=4), 3)).state
    fool = next(p for p in state.players if p.role == "dorpsgek")
    if mayor:
        fool.titles.append("burgemeester")
    said = len(state.messages)
    drain(kill(state, [(fool.name, "weerwolven")]))
    lines = public_since(state, said)
    ids = [m.line_id for m in lines]
    assert ids.count("dorpsgek_geen_opvolger") == (1 if mayor else 0)
    assert card_told(lines, state, fool.name) == (0 if mayor else 1), [m.text for m in lines]
