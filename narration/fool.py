"""The dorpsgek's pardon, which the Zygomatic dorpsgek (Volle Maan) and the house rules' play
alike: voted out (a vote or a re-vote) while he has his power, he shows his card and stays in
the game, once (ruling dorpsgek-eenmaal: a second vote kills him); from then on he never votes.
What else the pardon does (the house rules take his mayor's title) is each card's."""

from __future__ import annotations

from narration.memory import Names
from narration.powers import has_power
from narration.state import GameState


def revealed(state: GameState) -> set[str]:
    """The dorpsgekken whose card the village has seen."""
    return set(state.recall("dorpsgek", Names).names)


def pardoned(state: GameState, name: str, cause: str) -> bool:
    """Whether `name`, condemned by `cause`, is a dorpsgek the village spares now (it says so
    and remembers it)."""
    player = state.player(name)
    if player.role != "dorpsgek" or cause not in ("stemming", "herstemming"):
        return False
    if name in revealed(state) or not has_power(state, player):
        return False
    state.memo("dorpsgek", Names).names.append(name)
    state.say("dorpsgek_onthuld", name=name)
    return True


def never_votes_again(state: GameState, names: list[str]) -> list[str]:
    """The VOTER_RULE of each card: a revealed dorpsgek does not vote."""
    gone = revealed(state)
    return [n for n in names if n not in gone]
