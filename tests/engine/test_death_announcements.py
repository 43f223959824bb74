"""How the table hears of a death is declared by the card that deals it (Card.death_lines),
collected by the game's ruleset: no central table of causes."""

from __future__ import annotations

from collections import Counter

import pytest

from narration.card import Card, Kind
from narration.deaths import kill
from narration.engine import Game
from narration.ruleset import RulesetError, build_ruleset, ruleset_for
from narration.state import GameState
from setups.deal import deal_setup
from setups.options import Options

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
MIX = Counter(weerwolf=2, ziener=1, jager=1, burger=4)


def death_line(state: GameState, name: str, cause: str) -> str:
    said = len(state.messages)
    for _ in kill(state, [(name, cause)]):
        pass
    return state.messages[said].line_id


def a_villager(state: GameState) -> str:
    return next(p.name for p in state.players if p.role == "burger" and p.alive)


def test_a_cause_is_told_with_the_line_its_card_declares() -> None:
    state = Game(deal_setup(NAMES, MIX, 3)).state
    assert death_line(state, a_villager(state), "moeras") == "dood_algemeen"  # nobody declares
    swamp = Card("moeras", Kind.RULE, death_lines={"moeras": "dood_nacht"})
    state.rules = build_ruleset((*state.rules.cards, swamp))
    assert death_line(state, a_villager(state), "moeras") == "dood_nacht"


def test_two_cards_that_tell_one_cause_differently_are_refused_naming_both() -> None:
    a = Card("kaart_a", Kind.RULE, death_lines={"moeras": "dood_nacht"})
    b = Card("kaart_b", Kind.RULE, death_lines={"moeras": "dood_algemeen"})
    with pytest.raises(RulesetError, match="kaart_a and kaart_b announce a death by 'moeras'"):
        build_ruleset((a, b))
    same = Card("kaart_c", Kind.RULE, death_lines={"moeras": "dood_nacht"})
    assert build_ruleset((a, same)).death_lines == {"moeras": "dood_nacht"}


def test_a_poison_is_kept_secret_without_the_heks_in_play() -> None:
    """Het Oogstfeest poisons with no heks dealt (its cards are not in play): its own
    declaration keeps the cause secret, as the heks's poison is."""
    setup = deal_setup(NAMES, MIX, 3, options=Options(oogstfeest=True))
    state = Game(setup).state
    assert "heks" not in {card.id for card in state.rules.cards}
    assert death_line(state, a_villager(state), "vergif") == "dood_nacht"


@pytest.mark.parametrize("edition", ["", "best_of", "huisregels", "wolf_village"])
def test_the_vote_and_the_wolves_are_told_in_every_edition(edition: str) -> None:
    rules = ruleset_for(deal_setup(NAMES, MIX, 3, edition=edition))
    assert rules.death_lines["stemming"] == "dood_stemming"
    assert rules.death_lines["herstemming"] == "dood_herstemming"
    assert rules.death_lines["weerwolven"] == "dood_nacht"
