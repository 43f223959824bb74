"""The mix check names every rule's problem in Dutch and English."""

from __future__ import annotations

from collections import Counter

import pytest

from setups.catalogue import roles
from setups.mix_check import blocking, mix_problems
from setups.mixes import parse_mix


def rules(players: int, mix: str, **kw: object) -> dict[str, tuple[str, str]]:
    """rule id -> (Dutch, English) text of every problem."""
    found = mix_problems(players, parse_mix(mix), **kw)  # type: ignore[arg-type]
    return {p.rule: (p.text("nl"), p.text("en")) for p in found}


def test_a_good_mix_has_no_problem() -> None:
    assert mix_problems(8, parse_mix("weerwolf=2,ziener,burger=5")) == []


def test_every_message_exists_in_every_language() -> None:
    from texts import LANGS, keys_under

    dutch = keys_under("nl", "setups", "mix_messages:")
    assert "mix_messages:count" in dutch
    for lang in LANGS:
        assert keys_under(lang, "setups", "mix_messages:") == dutch


def test_card_count() -> None:
    nl, en = rules(8, "weerwolf=3,ziener,burger=5")["count"]
    assert nl == "De mix heeft 9 kaarten, maar er zijn 8 spelers: het moeten er precies 8 zijn."
    assert en == "The mix has 9 cards but there are 8 players: it must be exactly 8."


def test_card_count_with_the_dief_counts_two_middle_cards() -> None:
    assert "count_dief" in rules(8, "weerwolf=2,ziener,dief,burger=4")
    nl, en = rules(8, "weerwolf=2,ziener,dief,burger=4")["count_dief"]
    assert "met de Dief horen bij 8 spelers 10 kaarten" in nl
    assert "with the Thief, 8 players need 10 cards" in en
    assert rules(8, "weerwolf=2,ziener,dief,burger=6") == {}


def test_one_dief_at_most() -> None:
    nl, en = rules(8, "weerwolf=2,ziener,dief=2,burger=5")["one_dief"]
    assert "maar één Dief" in nl and "Only one Thief" in en


def test_player_count_limits() -> None:
    assert "minstens 4 spelers" in rules(3, "weerwolf,burger=2")["players_few"][0]
    many = rules(48, "weerwolf=10,burger=38")["players_many"]
    assert "hooguit 47" in many[0] and "At most 47" in many[1]


def test_group_characters_come_in_whole_groups() -> None:
    sisters = rules(8, "weerwolf=2,gezuster,burger=5")["group"]
    assert sisters == ("Zus komt in een groep van 2: de mix heeft er 1; neem 0 of 2.",
                       "Sister comes in a group of 2: the mix has 1; take 0 or 2.")
    brothers = rules(10, "weerwolf=2,gebroeder=4,burger=4")["group"]
    assert "groep van 3" in brothers[0] and "take 3 or 6" in brothers[1]
    assert "group" not in rules(10, "weerwolf=2,gebroeder=3,burger=5")


@pytest.mark.parametrize(("card", "box_nl", "box_en"), [
    ("pyromaan", "Het Dorp", "The Village"),
    ("raaf", "Het Dorp", "The Village"),
    ("waarzegster", "Volle Maan", "Full Moon"),
])
def test_cards_that_need_another_box(card: str, box_nl: str, box_en: str) -> None:
    found = rules(8, f"weerwolf=2,{card},burger=5", owned=["basis", "karakters"])
    nl, en = found["needs_box"]
    assert box_nl in nl and box_en in en
    owned_all = ["het_pact"]
    assert "needs_box" not in rules(8, f"weerwolf=2,{card},burger=5", owned=owned_all)


def test_the_omroeper_title_needs_volle_maan() -> None:
    found = mix_problems(8, parse_mix("weerwolf=2,ziener,burger=5"), owned=["basis"],
                         titles=["omroeper"])
    [problem] = found
    assert problem.rule == "title_needs_box"
    assert "Omroeper" in problem.text("nl") and "Volle Maan" in problem.text("nl")
    assert "Town Crier" in problem.text("en")


def test_at_least_one_werewolf() -> None:
    nl, en = rules(8, "ziener,burger=7")["no_werewolf"]
    assert nl == "De mix heeft minstens één weerwolf nodig."
    assert en == "The mix needs at least one werewolf."
    assert "no_werewolf" not in rules(8, "grote_boze_wolf,ziener,burger=6")


def test_cards_not_implemented_yet_are_named() -> None:
    missing = [r for r in roles().values() if not r.implemented]
    if not missing:
        pytest.skip("every role is implemented")
    card = missing[0]
    group = card.group
    mix = Counter({"weerwolf": 2, card.id: group, "burger": 8 - 2 - group})
    [problem] = [p for p in mix_problems(8, mix) if p.rule == "not_implemented"]
    assert card.name("nl") in problem.text("nl") and card.name("en") in problem.text("en")


def test_box_limits_count_printed_cards() -> None:
    # The base game has four werewolves; 5 are too many with only the base game.
    nl, en = rules(19, "weerwolf=5,ziener,burger=13", owned=["basis"])["box_limit"]
    assert nl == "Weerwolf: de mix heeft er 5, maar jullie dozen hebben er 4."
    assert en == "Werewolf: the mix has 5, but your boxes hold 4."
    # Best Of adds three more.
    assert "box_limit" not in rules(20, "weerwolf=5,ziener,burger=14",
                                    owned=["basis", "best_of"])


def test_sticker_characters_use_up_burger_cards() -> None:
    # Volle Maan's characters are stickers on base-game burgers: 13 burgers in all.
    found = rules(17, "weerwolf=3,dorpsgek,burger=13", owned=["basis", "volle_maan"])
    nl, en = found["box_burgers"]
    assert "14 burgerkaarten (1 met een sticker)" in nl and "hold 13" in en
    assert "box_burgers" not in rules(16, "weerwolf=3,dorpsgek,burger=12",
                                      owned=["basis", "volle_maan"])
    # Only one sticker per character.
    assert "box_limit" in rules(8, "weerwolf=2,dorpsgek=2,burger=4",
                                owned=["basis", "volle_maan"])


def test_no_box_rules_while_the_boxes_are_not_set() -> None:
    assert mix_problems(30, parse_mix("weerwolf=7,ziener,burger=22")) == []
    assert "box_limit" in rules(30, "weerwolf=7,ziener,burger=22", owned=["basis"])


def test_unknown_box_is_named() -> None:
    nl, en = rules(8, "weerwolf=2,ziener,burger=5", owned=["doos"])["unknown_box"]
    assert "'doos'" in nl and "basis" in en


def test_advice_is_not_blocking() -> None:
    found = mix_problems(47, parse_mix(
        "weerwolf=7,witte_weerwolf,grote_boze_wolf,oerwolf,ziener,burger=36"))
    advice = [p for p in found if not p.blocking]
    assert [p.rule for p in advice] == ["advice_hard_for_village"]
    assert "Witte Weerwolf" in advice[0].text("nl")
    assert all(p.rule == "not_implemented" for p in blocking(found))
    share = mix_problems(8, parse_mix("weerwolf=3,ziener,burger=4"))
    assert [p.rule for p in share] == ["advice_wolf_share"]
