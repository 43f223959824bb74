"""De Dorpsgek (huisregels): voted out, he survives once and his card is shown; there is no new
vote that day. A mayor loses the title at once, and he never votes again. Killed any other way
(or voted out a second time) he dies as anyone."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.memory import Names
from narration.powers import has_power
from narration.state import GameState
from narration.vote_rules import CONDEMNED_RULE, VOTER_RULE

card = Card("dorpsgek", Kind.ROLE, edition="huisregels")


def revealed(state: GameState) -> set[str]:
    return set(state.recall("dorpsgek", Names).names)


@card.hook(CONDEMNED_RULE, 20)
def survives_once(state: GameState, name: str, cause: str) -> Generator[Any, Any, bool]:
    player = state.player(name)
    if player.role != "dorpsgek" or cause not in ("stemming", "herstemming"):
        return False
    if name in revealed(state) or not has_power(state, player):
        return False
    state.memo("dorpsgek", Names).names.append(name)
    state.say("dorpsgek_onthuld", name=name)
    if "burgemeester" in player.titles:
        player.titles.remove("burgemeester")  # "verliest hij deze rol"
        state.say("dorpsgek_geen_burgemeester", name=name)
    yield from ()
    return True


@card.hook(VOTER_RULE, 20)
def never_votes_again(state: GameState, names: list[str]) -> list[str]:
    gone = revealed(state)
    return [n for n in names if n not in gone]
