"""Wolf Village's dorpsgek: the first time the village votes him out he shows his card and stays
in the game, and never votes again; a second vote against him is the end; the werewolves can
still kill him at night. As mayor, spared, he has lost his vote and passes the sash (or throws
it away); a spared dorpsgek cannot receive the sash either."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.editions.wolf_village.sash import TITLE, pass_sash
from narration.memory import Names
from narration.state import GameState
from narration.vote_rules import CONDEMNED_RULE, VOTER_RULE

card = Card("dorpsgek", Kind.ROLE, edition=EDITION)


def spared_ones(state: GameState) -> set[str]:
    return set(state.memo("dorpsgek", Names).names)


@card.hook(CONDEMNED_RULE, 21)
def spared(state: GameState, name: str, cause: str) -> Generator[Any, Any, bool]:
    player = state.player(name)
    if player.role != "dorpsgek" or cause not in ("stemming", "herstemming"):
        return False
    if name in spared_ones(state):
        return False  # "Een tweede stem tegen de dorpsgek is het einde."
    state.memo("dorpsgek", Names).names.append(name)
    state.say("wv_dorpsgek_gespaard", name=name)
    if TITLE in player.titles:
        yield from pass_sash(state, player)
    return True


@card.hook(VOTER_RULE, 21)
def never_votes_again(state: GameState, names: list[str]) -> list[str]:
    gone = spared_ones(state)
    return [n for n in names if n not in gone]


# --- how a bot plays the dorpsgek: no policy of his own. He votes with the village's sense
# (narration/bots.py) until he is spared; then he has no vote and nothing is asked of him.
