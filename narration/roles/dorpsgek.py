"""De Dorpsgek (Volle Maan): voted out, he turns his card and the village regrets it at once:
he stays in the game, never votes again, and nobody else is eliminated that day. Wolves and the
hunter's shot kill him as anyone. Dying while mayor, he passes the title to nobody and the
village has no mayor for the rest of the game. His pardon: narration/fool.py."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.deaths import OWN_REVEAL, reveal_left_to_card
from narration.fool import never_votes_again, pardoned
from narration.hooks import Flow
from narration.mayor import mayor_memory
from narration.state import GameState, Player
from narration.vote_rules import CONDEMNED_RULE, VOTER_RULE

card = Card("dorpsgek", Kind.ROLE)


@card.hook(CONDEMNED_RULE, 20)
def spared(state: GameState, name: str, cause: str) -> Generator[Any, Any, bool]:
    yield from ()
    return pardoned(state, name, cause)


card.hook(VOTER_RULE, 20)(never_votes_again)


@card.hook(OWN_REVEAL, 800)
def names_himself(state: GameState, player: Player) -> bool:
    """As mayor, his last line says he was the Dorpsgek: his death does not say it first."""
    return player.role == "dorpsgek" and "burgemeester" in player.titles


@card.after_deaths(800)  # before the successor (90): a dead dorpsgek mayor names no successor
def no_successor(state: GameState, fallen: list[Player]) -> Flow:
    for player in fallen:
        if player.role == "dorpsgek" and "burgemeester" in player.titles:
            player.titles.remove("burgemeester")
            mayor_memory(state).abolished = True
            reveal_left_to_card(state, player, said=True)
            state.say("dorpsgek_geen_opvolger", name=player.name)
        elif player.role == "dorpsgek":
            reveal_left_to_card(state, player, said=False)
    yield from ()
