"""De Schooljuffrouw en de School (Het Dorp): every day, just before the vote, she forbids up to
two players to vote; she never votes herself. She may ban the waard, not a zwerver. Her power
is permanent (it ends with her school: burnt, she plays on as a zwerver and votes again). Her
ban: narration/school.py."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import PLAYERS, Prompt
from narration.school import SchoolRules, ban_step, no_vote
from narration.state import GameState
from narration.vote_rules import VOTER_RULE

card = Card("schooljuffrouw", Kind.PROFESSION)

RULES = SchoolRules(zwerver="De Waard mag ze een stemverbod geven, een Zwerver niet.",
                    herself="Zelf stemt ze nooit.", question="schooljuffrouw_vraag")


@card.moment("voor_stemming", 500)  # "Stemverbod van de Schooljuffrouw en de stem van de Waard"
def ban(state: GameState) -> Flow:
    return (yield from ban_step(state, 2, RULES))


card.hook(VOTER_RULE, 30)(no_vote)


# --- how a bot plays the schooljuffrouw (narration/bots.py) -----------------------------------
# She silences who would steer the vote wrongly: the players the seer exposed, then those the
# table suspects at least BAN_SUSPICION, the most suspected first, as many as she may; with no
# suspect she bans nobody. Infected (a werewolf), she silences the village's trusted voices (the
# claimers and the players the seer cleared).
BAN_SUSPICION = 2.0


@card.bot_policy("schooljuffrouw")
def bot_bans(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYERS:
        return NotImplemented  # not the ban this policy knows: the generic answer
    cands = [c for c in prompt.candidates if c not in (view.me, view.lover)]
    if view.werewolf:
        claimers = set(view.trusted_claimers())
        chosen = [c for c in cands if c in claimers or view.findings.get(c) is False]
    else:
        chosen = [c for c in view.ranked(cands, rng)
                  if view.findings.get(c) or view.suspicion(c) >= BAN_SUSPICION]
    return chosen[:prompt.high]
