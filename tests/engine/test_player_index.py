"""GameState.player finds a player by name through an index made at the first miss for every
player at once: the same player the list holds, for every name, at any time of the game; an
unknown name is refused with KeyError (as a typed answer's check expects)."""

from __future__ import annotations

from collections import Counter

import pytest

from narration.bots import Bots
from narration.engine import Game
from setups.deal import deal_setup

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hans")


def test_every_name_finds_the_player_the_list_holds_through_a_game() -> None:
    game = Game(deal_setup(NAMES, Counter(weerwolf=2, ziener=1, heks=1, burger=4), 3))
    bots = Bots(game, 3)
    state = game.state
    with pytest.raises(KeyError):
        state.player("Zoë")  # a miss first: the index is made, without her
    while game.prompt is not None:
        for p in state.players:
            assert state.player(p.name) is p
        bots.answer(game.prompt)
    assert [state.player(n) for n in NAMES] == state.players


def test_an_unknown_name_is_refused_after_the_index_is_made() -> None:
    state = Game(deal_setup(NAMES, Counter(weerwolf=2, burger=6), 1)).state
    assert state.player("Anna").name == "Anna"
    for name in ("", "anna", "Zoë", "Anna "):
        with pytest.raises(KeyError):
            state.player(name)
    assert state.player("Hans") is state.players[-1]
