"""The dief's middle cards are the card's data (roles.toml `middle`), not a list in the code:
a setup without middle gets them, the deal, the presets and the mix check count them, and a
card whose data brings another middle changes all of these alike."""

from __future__ import annotations

import ast
import dataclasses
from collections import Counter
from pathlib import Path

import pytest

from setups import catalogue
from setups.catalogue import middle_cards, middle_size, role, roles
from setups.deal import deal
from setups.game_setup import setup_from_dict

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ["Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"]
SIX = ["dief", "weerwolf", "ziener", "heks", "burger", "burger"]


def test_the_dief_brings_two_burgers_to_the_middle() -> None:
    assert role("dief").middle == ("burger", "burger")
    assert middle_size(SIX) == 2 and middle_cards(SIX) == ("burger", "burger")
    assert middle_size(["weerwolf", "burger"]) == 0
    assert setup_from_dict({"players": PLAYERS, "roles": SIX}).middle == ("burger", "burger")


def test_a_middle_declared_in_the_data_drives_the_setup_and_the_deal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    three = dataclasses.replace(role("dief"), middle=("burger", "weerwolf", "burger"))
    monkeypatch.setitem(roles(), "dief", three)
    setup = setup_from_dict({"players": PLAYERS, "roles": SIX})
    assert setup.middle == ("burger", "weerwolf", "burger")
    mix = Counter(SIX) + Counter(["burger", "burger", "weerwolf"])
    seats, middle = deal(len(PLAYERS), mix, seed=3)
    assert len(seats) == 6 and len(middle) == 3 and "dief" in seats


def test_dubbele_agenda_leaves_out_the_cards_whose_data_says_so() -> None:
    from setups.variants import NOT_IN_SMALL_AGENDA

    assert sorted(NOT_IN_SMALL_AGENDA) == ["dief", "dorpsgek", "fluitspeler",
                                           "onschuldig_meisje"]
    assert all(not role(r).in_double_agenda for r in NOT_IN_SMALL_AGENDA)


def test_no_module_of_the_box_lists_cards_by_id() -> None:
    """The middle's cards and Dubbele Agenda's left-out cards are the cards' data."""
    known = set(catalogue.roles())
    for path in ("setups/game_setup.py", "setups/deal.py", "setups/presets.py",
                 "setups/mix_check.py", "setups/variants.py"):
        tree = ast.parse((ROOT / path).read_text("utf-8"))
        listed = [(n.lineno, e.value) for n in ast.walk(tree)
                  if isinstance(n, ast.List | ast.Tuple | ast.Set)
                  for e in n.elts if isinstance(e, ast.Constant) and e.value in known]
        assert listed == [], (path, listed)
