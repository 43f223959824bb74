"""De Kasteelheer en het Kasteel (Het Dorp): once per game, after a vote, he pardons the
condemned player when that player asks him to; the pardoned player is not eliminated and does
not show his card. He may pardon himself. The answer (`kasteelheer = true`) records both the
request and the pardon."""

from __future__ import annotations

import random
from collections.abc import Generator
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.prompts import YESNO, Prompt, yesno_prompt
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


# --- how a bot plays the kasteelheer (narration/bots.py) --------------------------------------
# His one pardon goes to a condemned player the village has reason to trust (a claimer nobody
# proved a liar, or a player the seer cleared), and to himself; never to a player the seer
# exposed or anybody else. Infected (a werewolf), he pardons his pack. The condemned is the
# second player his prompt calls.


@card.bot_policy("kasteelheer")
def bot_pardons(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != YESNO or len(prompt.called) < 2:
        return NotImplemented  # not the pardon this policy knows: the generic answer
    condemned = prompt.called[1]
    if condemned == view.me:
        return True
    if view.werewolf:
        return condemned in view.pack()
    if view.findings.get(condemned):
        return False
    return condemned in view.trusted_claimers() or view.findings.get(condemned) is False
