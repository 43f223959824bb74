"""De Dorpsgek (Volle Maan): voted out, he turns his card and the village regrets it at once:
he stays in the game, never votes again, and nobody else is eliminated that day. Wolves and the
hunter's shot kill him as anyone. Dying while mayor, he passes the title to nobody and the
village has no mayor for the rest of the game."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.mayor import mayor_memory
from narration.memory import Names
from narration.powers import has_power
from narration.state import GameState, Player
from narration.vote_rules import CONDEMNED_RULE, VOTER_RULE

card = Card("dorpsgek", Kind.ROLE)


def revealed(state: GameState) -> set[str]:
    return set(state.memo("dorpsgek", Names).names)


@card.hook(CONDEMNED_RULE, 20)
def spared(state: GameState, name: str, cause: str) -> Generator[Any, Any, bool]:
    player = state.player(name)
    if player.role != "dorpsgek" or cause not in ("stemming", "herstemming"):
        return False
    if name in revealed(state) or not has_power(state, player):
        return False  # ruling dorpsgek-eenmaal: spared once; a second vote kills him
    state.memo("dorpsgek", Names).names.append(name)
    state.say("dorpsgek_onthuld", name=name)
    yield from ()
    return True


@card.hook(VOTER_RULE, 20)
def never_votes_again(state: GameState, names: list[str]) -> list[str]:
    gone = revealed(state)
    return [n for n in names if n not in gone]


@card.after_deaths(800)  # before the successor (90): a dead dorpsgek mayor names no successor
def no_successor(state: GameState, fallen: list[Player]) -> Flow:
    for player in fallen:
        if player.role == "dorpsgek" and "burgemeester" in player.titles:
            player.titles.remove("burgemeester")
            mayor_memory(state).abolished = True
            state.say("dorpsgek_geen_opvolger", name=player.name)
    yield from ()
