"""Presets: every one adds up, is offered only when playable, and follows its source."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from setups.catalogue import role
from setups.mix_check import blocking, mix_problems
from setups.mixes import BASE_MIX, base_mix
from setups.presets import LEVELS, offered, preset, presets


@pytest.mark.parametrize("p", presets(), ids=lambda p: p.id)
def test_every_preset_adds_up_at_every_player_count(p: object) -> None:
    from setups.presets import Preset

    assert isinstance(p, Preset)
    assert p.level in LEVELS
    assert p.name("nl") and p.name("en") and p.text("nl") and p.text("en")
    counts = [n for n in range(4, 48) if p.fits(n)]
    assert counts, p.id
    for n in counts:
        mix = p.mix(n)
        problems = [x for x in blocking(mix_problems(n, mix)) if x.rule != "not_implemented"]
        assert problems == [], (p.id, n, [x.text("en") for x in problems])
        assert set(p.boxes(n)) >= {role(r).box for r in mix} or p.id == "best_of_8"


def test_the_base_mix_preset_is_the_rulebook_table() -> None:
    for players in BASE_MIX:
        assert preset("basismix").mix(players) == base_mix(players)


def test_best_of_for_eight() -> None:
    p = preset("best_of_8")
    assert p.mix(8) == Counter(weerwolf=2, cupido=1, ziener=1, jager=1, burger=3)
    assert p.boxes() == ("best_of",)
    assert not p.fits(9)


def test_levels_cover_four_to_forty_seven_players() -> None:
    for n in range(4, 48):
        assert any(p.fits(n) and p.level == "eerste" for p in presets()), n
    for level in LEVELS:
        assert max(p.high for p in presets() if p.level == level) == 47


def test_about_one_werewolf_per_four_to_five_players() -> None:
    for n in range(4, 48):
        wolves = preset("eerste_potje").mix(n)["weerwolf"]
        assert abs(wolves - n / 4.5) < 1 and wolves <= max(1, n // 4), (n, wolves)


def test_werewolf_specials_take_a_plain_werewolfs_place() -> None:
    mix = preset("chaos").mix(22)
    wolves = sum(k for r, k in mix.items() if role(r).werewolf)
    assert mix["grote_boze_wolf"] == 1 and mix["oerwolf"] == 1
    assert wolves == max(1, min(int(22 / 5.5 + 0.5), 22 // 4))


def test_the_dief_adds_two_burgers_for_the_middle() -> None:
    mix = preset("chaos_basis").mix(8)
    assert mix["dief"] == 1 and sum(mix.values()) == 10


def test_offered_only_when_every_card_is_implemented(monkeypatch: pytest.MonkeyPatch) -> None:
    import setups.catalogue as catalogue

    table = catalogue.roles()
    genezer = table["genezer"]
    monkeypatch.setitem(table, "genezer", replace(genezer, implemented=False))
    ids = [p.id for p, _ in offered(17)]
    assert "klassiek" not in ids and "basismix" in ids
    monkeypatch.setitem(table, "genezer", replace(genezer, implemented=True))
    monkeypatch.setitem(table, "dorpsgek", replace(table["dorpsgek"], implemented=True))
    monkeypatch.setitem(table, "dorpsoudste", replace(table["dorpsoudste"], implemented=True))
    monkeypatch.setitem(table, "zondebok", replace(table["zondebok"], implemented=True))
    assert "klassiek" in [p.id for p, _ in offered(17)]


def test_offered_respects_the_boxes_owned() -> None:
    assert "best_of_8" in [p.id for p, _ in offered(8, ["basis"])]
    assert [p.id for p, _ in offered(20, ["basis"])] == []  # 4 werewolves, 13 burgers
    assert "eerste_potje" in [p.id for p, _ in offered(20, ["basis", "best_of"])]
    assert "eerste_potje" in [p.id for p, _ in offered(20)]  # boxes not set: no limits


def test_offered_mixes_are_distinct() -> None:
    for n in range(4, 48):
        mixes = [m for _, m in offered(n)]
        assert all(a != b for i, a in enumerate(mixes) for b in mixes[i + 1:]), n
    assert [p.id for p, _ in offered(8)] == ["basismix", "best_of_8", "klassiek", "chaos_basis"]
