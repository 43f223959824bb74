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


def test_the_engine_refuses_a_switch_the_edition_does_not_offer() -> None:
    """A scenario file, a `balance` mix or a set-up made in code cannot play a rule set with
    a switch it does not offer (the options step never shows one): the refusal names the
    switch and the rule set's own; the default value of a hidden switch is no problem."""
    from setups.errors import SetupError
    from setups.game_setup import GameSetup, validate

    players = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna")
    roles = ("weerwolf", "weerwolf", "ziener", *["burger"] * 5)
    validate(GameSetup(players, roles, 1, options=Options(omroeper=False),
                       edition="wolf_village"))
    with pytest.raises(SetupError) as refused:
        validate(GameSetup(players, roles, 1, options=Options(event_deck="alle"),
                           edition="wolf_village"))
    text = refused.value.text("nl")
    assert "event_deck" in text and "dokter_zelf" in text and "omroeper" not in text
    with pytest.raises(SetupError, match="twee_vanaf"):
        validate(GameSetup(players, roles, 1, options=Options(twee_vanaf=3)))
