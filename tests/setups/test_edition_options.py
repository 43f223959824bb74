"""What an edition offers at set-up (setups/data/editions.toml `options`) and what a game of it
plays: an option it does not offer is its default."""

from __future__ import annotations

import pytest

from setups.editions import _offered_options, edition, played
from setups.options import Options


def test_wolf_village_offers_its_own_switches_and_none_of_the_expansions() -> None:
    own = edition("wolf_village")
    assert own.offers("dokter_zelf") and own.offers("tie_rule")
    for key in ("professions", "omroeper", "family_every_night", "event_deck", "twee_vanaf"):
        assert not own.offers(key), key
    assert edition("").offers("omroeper") and not edition("").offers("dokter_zelf")
    assert edition("huisregels").offers("twee_vanaf")


def test_an_option_the_edition_does_not_offer_plays_as_its_default() -> None:
    chosen = Options(omroeper=True, family_every_night=True, event_deck="alle",
                     dokter_zelf=False, reveal_dead_roles=False)
    wv = played("wolf_village", chosen)
    assert (wv.omroeper, wv.family_every_night, wv.event_deck) == (False, False, "")
    assert (wv.dokter_zelf, wv.reveal_dead_roles) == (False, False)  # its own stay
    zyg = played("", chosen)
    assert zyg.omroeper and zyg.event_deck == "alle" and zyg.dokter_zelf  # not Zygomatic's


def test_a_misspelt_option_in_the_editions_data_is_named() -> None:
    with pytest.raises(ValueError, match="'omroepr'"):
        _offered_options("x", ["omroepr"])
