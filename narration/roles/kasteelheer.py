"""De Kasteelheer en het Kasteel (Het Dorp): once per game, after a vote, he pardons the
condemned player when that player asks him to; the pardoned player is not eliminated and does
not show his card. He may pardon himself. The answer (`kasteelheer = true`) records both the
request and the pardon."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.prompts import yesno_prompt
from narration.state import GameState
from narration.village import why_no_power, with_power
from narration.vote_rules import CONDEMNED_RULE

card = Card("kasteelheer", Kind.PROFESSION)


@card.hook(CONDEMNED_RULE, 30)
def pardon(state: GameState, condemned: str, cause: str) -> Generator[Any, Any, bool]:
    holder = with_power(state, "kasteelheer")
    if holder is None:
        state.skip("kasteelheer", why_no_power(state, "kasteelheer"))
        return False
    lord, castle = holder
    line = state.text("private", "kasteelheer_vraag", name=condemned, lord=lord.name)
    granted = yield yesno_prompt(state, "kasteelheer", "kasteelheer", line,
                                 called=(lord.name, condemned))
    if not granted:
        return False
    castle.used = True
    state.say("kasteelheer_spreekt_vrij", name=lord.name, target=condemned)
    return True
