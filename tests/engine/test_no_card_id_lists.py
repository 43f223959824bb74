"""No list that names cards by id outside the card: the modules that used to keep one read
what the cards declare. Each is scanned for a card's id (a card, a night or day step, a prompt
key, an event card, a field a card declares) in a place where a list or a check by id would
put it: a list, tuple or set, a comparison, a dict key, a subscript, or a module constant.
A card's id given as an argument (a text id, a memory's name) is not a list and may stay."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from narration.callorder import all_steps
from narration.card import SecretTurn
from narration.card_index import all_cards

ROOT = Path(__file__).resolve().parents[2]
# The modules that named cards by id, and now read them from the cards.
CLEAN = ("narration/secret_night.py", "tui/secret_turn.py")


@cache
def card_names() -> frozenset[str]:
    names: set[str] = set()
    for card in all_cards():
        names.add(card.id)
        names.update(h.key for h in card.hooks if h.point.keyed and h.key)
        for key, turn in card.secret_turns.items():
            names.add(key)
            names.update(f for f in (turn.ask_first, turn.ask_player, turn.failed_line) if f)
    for step in all_steps():
        names.add(step.step)
        if step.key:
            names.add(step.key)
    return frozenset(names)


def named_by_id(source: str) -> list[tuple[int, str]]:
    """(line, id) of every card id the source keeps in a list or checks against."""
    tree = ast.parse(source)
    names = card_names()
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        where: list[ast.expr | None] = []
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            where = list(node.elts)
        elif isinstance(node, ast.Compare):
            where = [node.left, *node.comparators]
        elif isinstance(node, ast.Dict):
            where = list(node.keys)
        elif isinstance(node, ast.Subscript):
            where = [node.slice]
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node in tree.body:
            where = [node.value]
        found += [(e.lineno, e.value) for e in where
                  if isinstance(e, ast.Constant) and e.value in names]
    return sorted(found)


def test_the_scan_finds_a_list_of_card_ids() -> None:
    """The scan itself can fail: each way a list of ids used to be kept is found."""
    source = '''
HEKS = "heks"
STEPS = ("burgemeester", "stemming")
def f(key, value, step):
    if key == "ziener":
        value["vergif"] = 1
    return {"redden": True}, step in {"weerwolven"}
'''
    assert [name for _, name in named_by_id(source)] == [
        "heks", "burgemeester", "stemming", "ziener", "vergif", "redden", "weerwolven"]
    assert named_by_id('state.memo("heks", Potions)\nFact("weerwolven")') == []


@pytest.mark.parametrize("path", CLEAN)
def test_no_card_is_named_in_a_list_or_a_check_by_id(path: str) -> None:
    assert named_by_id((ROOT / path).read_text("utf-8")) == [], (
        f"{path} names cards by id; let the card declare it (narration/card.py)")


def test_the_secret_turns_of_the_night_steps_are_declared_by_their_cards() -> None:
    """The pack's vote, the heks's blind table, the ziener's look and the meisje nobody asks
    come from the cards (both editions' own cards too), so the secret nights need no ids."""
    declared = {(card.id, card.edition): dict(card.secret_turns) for card in all_cards()
                if card.secret_turns}
    assert declared[("weerwolven", "")]["weerwolven"].pack
    assert declared[("wv_weerwolven", "wolf_village")]["weerwolven"].pack
    for edition in ("", "wolf_village"):
        heks = declared[("heks", edition)]["heks"]
        assert heks.blind and (heks.ask_first, heks.ask_player) == ("redden", "vergif")
        assert declared[("ziener", edition)]["ziener"].looks
    assert declared[("onschuldig_meisje", "")]["meisje_betrapt"] == SecretTurn(
        asked=False, answer=False)
