"""The seeded deal (the dief never in the middle, reproducible, re-deal) and the static score."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from setups.catalogue import roles
from setups.deal import deal, deal_setup, redeal_seed
from setups.dice import shuffle
from setups.errors import SetupError
from setups.mixes import parse_mix
from setups.presets import presets
from setups.scores import card_value, card_values, score, verdict

NAMES = tuple(["Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna"])
DIEF_MIX = parse_mix("weerwolf=2,ziener,dief,burger=6")


def test_the_dief_is_never_dealt_into_the_middle() -> None:
    seats: Counter[int] = Counter()
    for seed in range(3000):
        cards, middle = deal(8, DIEF_MIX, seed)
        assert "dief" not in middle and len(middle) == 2
        seats[cards.index("dief")] += 1
    # Every seat gets him, about equally often (expected 375 each).
    assert set(seats) == set(range(8)) and min(seats.values()) > 280


def test_the_deals_shuffle_draws_as_random_shuffle_does() -> None:
    # The deal's own shuffle (one frame, no _randbelow calls) leaves every list and the
    # generator itself exactly as `random.Random.shuffle` does: the same deals, the same draws
    # after them (the dief's swap). Lengths around the powers of two, where a draw is redone.
    for seed in range(200):
        for length in (0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 33, 47):
            ours, stdlib = random.Random(f"deal:{seed}"), random.Random(f"deal:{seed}")
            a = [f"c{i}" for i in range(length)]
            b = a[:]
            shuffle(ours, a)
            stdlib.shuffle(b)
            assert a == b and ours.getstate() == stdlib.getstate(), (seed, length)


class _Reversing(random.Random):
    def shuffle(self, x: list[str]) -> None:  # type: ignore[override]
        x.reverse()


def test_the_deals_shuffle_leaves_another_generator_its_own_method() -> None:
    items = ["a", "b", "c"]
    shuffle(_Reversing(1), items)
    assert items == ["c", "b", "a"]


def test_the_deal_is_reproducible_from_the_seed() -> None:
    assert deal_setup(NAMES, DIEF_MIX, 42) == deal_setup(NAMES, DIEF_MIX, 42)
    different = {deal_setup(NAMES, DIEF_MIX, s).roles for s in range(20)}
    assert len(different) > 10


def test_the_deal_keeps_the_cards() -> None:
    setup = deal_setup(NAMES, DIEF_MIX, 7)
    assert Counter(setup.roles) + Counter(setup.middle) == DIEF_MIX


def test_redeal_gives_another_reproducible_deal() -> None:
    assert redeal_seed(5) == redeal_seed(5) and redeal_seed(5) != 5
    first = deal_setup(NAMES, DIEF_MIX, 5)
    again = deal_setup(NAMES, DIEF_MIX, redeal_seed(5))
    assert first.players == again.players and first.roles != again.roles


def test_a_deal_with_the_wrong_count_is_refused() -> None:
    with pytest.raises(SetupError, match="plus two middle cards"):
        deal(8, parse_mix("weerwolf=2,ziener,dief,burger=4"), 1)
    with pytest.raises(SetupError, match="Only one dief"):
        deal(8, parse_mix("weerwolf=2,ziener,dief=2,burger=5"), 1)


def test_every_card_has_a_score_value() -> None:
    from setups.editions import edition, edition_ids

    own = set(edition_ids())  # an edition's own cards are scored on its own scale
    assert set(card_values()) == {r for r, card in roles().items() if card.box not in own}
    for edition_id in edition_ids():
        box = edition(edition_id).box
        assert box is None or set(card_values(edition_id)) >= set(box), edition_id
    assert (card_value("burger"), card_value("weerwolf"), card_value("ziener")) == (1, -6, 7)


def test_score_and_verdict() -> None:
    assert score(parse_mix("weerwolf=2,ziener,burger=5")) == 0
    assert verdict(0) == "balans"
    assert verdict(score(parse_mix("weerwolf=1,ziener,heks,burger=6"))) == "dorp"
    assert verdict(score(parse_mix("weerwolf=3,burger=5"))) == "weerwolven"


def test_every_preset_has_a_score() -> None:
    for p in presets():
        for n in range(p.low, p.high + 1):
            if p.fits(n):
                assert isinstance(score(p.mix(n), p.edition), int)


def test_a_group_card_never_stays_in_the_middle() -> None:
    """Ruling groep-nooit-in-het-midden: with the dief and the gezusters every seed deals a
    table that passes the setup check (before, some seeds put a Zus in the middle)."""
    mix = Counter({"dief": 1, "gezuster": 2, "weerwolf": 3, "ziener": 1, "burger": 11})
    names = tuple(f"P{i}" for i in range(16))
    for seed in range(200):
        setup = deal_setup(names, mix, seed)
        assert "gezuster" not in setup.middle and setup.roles.count("gezuster") == 2
