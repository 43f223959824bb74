"""Wolf Village's five set-ups: their tables as the rule text gives them, offered only when the
edition is chosen, dealt and validated at every count, with the verdicts of its card scores
("een burger is 1 waard, een weerwolf −6 en de ziener +7")."""

from __future__ import annotations

from collections import Counter

import pytest

from setups.deal import deal_setup
from setups.options import options_from_table
from setups.presets import edition_presets, offered, preset
from setups.scores import card_value, score, verdict, verdict_text

WV = "wolf_village"


def recommended_wolves(players: int) -> int:
    """"1 weerwolf bij 4 tot 6 spelers, 2 bij 7 tot 10, 3 bij 11 tot 16 en 4 bij 17 tot 20"."""
    return 1 if players <= 6 else 2 if players <= 10 else 3 if players <= 16 else 4


def test_the_five_set_ups_and_their_player_counts() -> None:
    counts = {p.id: [n for n in range(4, 21) if p.fits(n)] for p in edition_presets(WV)}
    assert counts == {"wv_basis": list(range(4, 21)), "wv_klassiek": list(range(8, 21)),
                      "wv_standaard_12": [12], "wv_vos": list(range(9, 21)),
                      "wv_chaos": list(range(9, 21))}


@pytest.mark.parametrize("players", range(4, 21))
def test_basis_follows_the_recommended_count_and_is_balanced(players: int) -> None:
    mix = preset("wv_basis").mix(players)
    assert mix["weerwolf"] == recommended_wolves(players)
    assert mix["ziener"] == 1 and mix["dokter"] == (players >= 7)
    assert sum(mix.values()) == players
    assert verdict(score(mix, WV), WV) == "balans"  # "bij elk aantal van 4 tot 20 In balans"


def test_klassiek_standaard_vos_and_chaos_deal_what_the_text_says() -> None:
    assert preset("wv_klassiek").mix(8) == Counter(weerwolf=2, ziener=1, heks=1, jager=1,
                                                   cupido=1, burger=2)
    assert preset("wv_klassiek").mix(17) == Counter(weerwolf=4, ziener=1, dokter=1, heks=1,
                                                    jager=1, cupido=1, dorpsgek=1, burger=7)
    assert preset("wv_standaard_12").mix(12) == Counter(weerwolf=4, burger=4, ziener=1, heks=1,
                                                        jager=1, dorpsgek=1)
    assert preset("wv_vos").mix(10)["weerwolf"] == 1
    assert preset("wv_vos").mix(11) == Counter(weerwolf=2, ziener=1, dokter=1, handlanger=1,
                                               vos=1, vrijmetselaar=2, burger=3)
    assert preset("wv_chaos").mix(17) == Counter(
        weerwolf=3, ziener=1, dokter=1, jager=1, cupido=1, handlanger=1, nar=1, heks=1,
        dorpsgek=1, vervloekte=1, vrijmetselaar=2, burger=3)
    vos = dict(preset("wv_vos").options)
    assert vos["dokter_zelf"] is False and vos["handlanger_kent_wolven"] is False
    assert dict(preset("wv_klassiek").options)["mayor_election"] is True
    assert dict(preset("wv_basis").options)["mayor_election"] is False
    # A switch a set-up does not name is its default, so taking it after Vos turns it back on.
    chaos = dict(preset("wv_chaos").options)
    assert chaos == {"mayor_election": True, "dokter_zelf": True, "dokter_herhalen": False,
                     "handlanger_kent_wolven": True}


def test_only_the_chosen_edition_offers_its_set_ups() -> None:
    assert {p.edition for p, _ in offered(12, edition=WV)} == {WV}
    assert not any(p.edition for p, _ in offered(12))


@pytest.mark.parametrize("p", edition_presets(WV), ids=lambda p: p.id)
def test_every_set_up_deals_at_every_count(p: object) -> None:
    from setups.presets import Preset

    assert isinstance(p, Preset)
    names_all = tuple(f"P{i}" for i in range(1, 21))
    for n in range(p.low, p.high + 1):
        if p.fits(n):
            setup = deal_setup(names_all[:n], p.mix(n), 7, options_from_table(dict(p.options)),
                               edition=WV)
            assert setup.edition == WV and len(setup.roles) == n


def test_the_verdicts_come_from_the_texts_scores() -> None:
    assert (card_value("burger", WV), card_value("weerwolf", WV), card_value("ziener", WV)) == (
        1, -6, 7)
    heavy = Counter(weerwolf=3, ziener=1, burger=4)
    light = Counter(weerwolf=1, ziener=1, dokter=1, heks=1, burger=6)
    assert verdict_text(score(heavy, WV), "nl", WV) == "gunstig voor de wolven"
    assert verdict_text(score(light, WV), "nl", WV) == "gunstig voor het dorp"
    assert verdict_text(score(light, WV), "en", WV) == "favours the village"


def test_a_custom_mix_hears_the_recommended_count_with_the_handlanger_in_a_wolfs_place() -> None:
    from setups.mix_check import mix_problems

    def advice(players: int, mix: Counter[str]) -> list[str]:
        return [p.rule for p in mix_problems(players, mix, edition=WV) if not p.blocking]

    assert advice(10, Counter(weerwolf=1, handlanger=1, ziener=1, burger=7)) == []
    assert advice(10, Counter(weerwolf=3, ziener=1, burger=6)) == ["edition_wolves"]
    # Not dealt from the Zygomatic boxes: a group's boxes do not limit Wolf Village's cards.
    assert not [p for p in mix_problems(20, preset("wv_basis").mix(20), owned=["basis"],
                                        edition=WV) if p.blocking]
