"""De Dorpsgek (huisregels): voted out, he survives once and his card is shown; there is no new
vote that day. A mayor loses the title at once, and he never votes again. Killed any other way
(or voted out a second time) he dies as anyone. His pardon, which the Zygomatic dorpsgek plays
alike: narration/fool.py."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.fool import never_votes_again, pardoned
from narration.state import GameState
from narration.vote_rules import CONDEMNED_RULE, VOTER_RULE

card = Card("dorpsgek", Kind.ROLE, edition="huisregels")


@card.hook(CONDEMNED_RULE, 20)
def survives_once(state: GameState, name: str, cause: str) -> Generator[Any, Any, bool]:
    yield from ()
    if not pardoned(state, name, cause):
        return False
    player = state.player(name)
    if "burgemeester" in player.titles:
        player.titles.remove("burgemeester")  # "verliest hij deze rol"
        state.say("dorpsgek_geen_burgemeester", name=name)
    return True


card.hook(VOTER_RULE, 20)(never_votes_again)


# --- how a bot plays the dorpsgek: no policy of his own; he votes with the village's sense
# (narration/bots.py) until he is spared, and then has no vote.
