"""Dubbele Agenda's identity cards: dealt from the seed, counted by the player count, checked
with messages that name what is wrong; the mix check knows the variant's card rules."""

from __future__ import annotations

from collections import Counter

import pytest

from setups.deal import deal_setup, redeal_seed
from setups.errors import SetupError
from setups.game_setup import GameSetup, validate
from setups.identities import deal_identities, identity_wolves, with_identities
from setups.mix_check import blocking, mix_problems
from setups.options import Options

PLAYERS = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
# The booklet's set for 8 players: seven characters and one Gewone Burger, no werewolf card.
AGENDA_MIX = Counter({"ziener": 1, "jager": 1, "heks": 1, "cupido": 1, "genezer": 1,
                      "dorpsoudste": 1, "zondebok": 1, "burger": 1})


@pytest.mark.parametrize(("players", "wolves"), [
    (4, 1), (6, 1), (7, 2), (8, 2), (9, 2), (11, 2), (12, 3), (16, 4), (18, 4), (47, 11)])
def test_the_count_follows_the_players(players: int, wolves: int) -> None:
    assert identity_wolves(players) == wolves


def test_the_same_seed_deals_the_same_identities_in_seat_order() -> None:
    first = deal_identities(PLAYERS, 42)
    assert first == deal_identities(PLAYERS, 42)
    assert len(first) == 2 and set(first) <= set(PLAYERS)
    assert list(first) == sorted(first, key=PLAYERS.index)


def test_every_player_can_get_a_weerwolf_identity() -> None:
    dealt = [deal_identities(PLAYERS, seed) for seed in range(1, 200)]
    assert len(set(dealt)) > 10
    assert {name for pair in dealt for name in pair} == set(PLAYERS)


def test_the_identities_do_not_follow_the_card_deal() -> None:
    # Their own draw from the seed: not simply the seats of two fixed cards.
    setups = [deal_setup(PLAYERS, AGENDA_MIX, seed, Options(dubbele_agenda="klein"))
              for seed in range(1, 60)]
    holders = {tuple(s.roles[s.players.index(n)] for n in s.options.identiteit_weerwolf)
               for s in setups}
    assert len(holders) > 5


@pytest.mark.parametrize("wolves", [0, 8, 9])
def test_an_impossible_count_is_refused_with_the_range(wolves: int) -> None:
    with pytest.raises(SetupError, match=f"needs 1 to 7 Werewolf identity cards for 8 "
                                         f"players, not {wolves}"):
        deal_identities(PLAYERS, 1, wolves)


def test_the_deal_fills_the_option_only_with_the_variant() -> None:
    setup = deal_setup(PLAYERS, AGENDA_MIX, 7, Options(dubbele_agenda="groot"))
    assert setup.options.identiteit_weerwolf == deal_identities(PLAYERS, 7)
    plain = Counter({"weerwolf": 2, "ziener": 1, "burger": 5})
    assert deal_setup(PLAYERS, plain, 7).options.identiteit_weerwolf == ()


def test_identities_a_table_names_itself_are_kept() -> None:
    options = Options(dubbele_agenda="klein", identiteit_weerwolf=("Anna",))
    assert with_identities(options, PLAYERS, 7) is options
    assert deal_setup(PLAYERS, AGENDA_MIX, 7, options).options.identiteit_weerwolf == ("Anna",)


def test_a_redeal_deals_new_identities() -> None:
    seeds = [1]
    for _ in range(5):
        seeds.append(redeal_seed(seeds[-1]))
    assert len({deal_identities(PLAYERS, s) for s in seeds}) > 1


@pytest.mark.parametrize("version", ["klein", "groot"])
def test_the_dief_does_not_play_in_either_version(version: str) -> None:
    roles = ("ziener", "jager", "heks", "cupido", "genezer", "dorpsoudste", "dorpsgek",
             "burger")
    setup = GameSetup(PLAYERS, roles, 1,
                      options=Options(dubbele_agenda=version, identiteit_weerwolf=("Cor",)))
    with pytest.raises(SetupError, match=f"'{version}' these cards do not play: dorpsgek"):
        validate(setup)


def test_the_mix_check_needs_no_werewolf_card_with_the_variant() -> None:
    assert [p.rule for p in blocking(mix_problems(8, AGENDA_MIX))] == ["no_werewolf"]
    problems = mix_problems(8, AGENDA_MIX, dubbele_agenda="klein")
    assert not blocking(problems)
    [advice] = [p for p in problems if p.rule == "agenda_identities"]
    assert "2 Weerwolf, 6 Gewone Burger" in advice.text("nl")
    assert "no werewolf cards are needed" in advice.text("en")


def test_the_mix_check_names_the_cards_that_stay_out() -> None:
    mix = AGENDA_MIX - Counter({"burger": 1, "zondebok": 1}) + Counter(
        {"onschuldig_meisje": 1, "fluitspeler": 1})
    errors = blocking(mix_problems(8, mix, dubbele_agenda="groot"))
    texts = [p.text("nl") for p in errors]
    assert texts == ["Fluitspeler doet niet mee in Dubbele Agenda; neem een andere kaart.",
                     "Onschuldig Meisje doet niet mee in Dubbele Agenda; neem een andere "
                     "kaart."]
