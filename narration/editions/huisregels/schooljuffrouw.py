"""De Schooljuffrouw (huisregels): "op het begin van de dag" (after the veldwachter) she names 1
or 2 players ("afhankelijk van het aantal spelers": counts.py) who may not vote today; she
never votes herself; never a zwerver. They may still debate. Her ban, which Het Dorp's
schooljuffrouw plays alike with its own text: narration/school.py."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.editions.huisregels.counts import one_or_two
from narration.hooks import Flow
from narration.prompts import PLAYERS, Prompt
from narration.school import SchoolRules, ban_step, no_vote
from narration.state import GameState
from narration.vote_rules import VOTER_RULE

card = Card("huisregels_schooljuffrouw", Kind.PROFESSION, edition="huisregels",
            replaces=("schooljuffrouw",))

RULES = SchoolRules(zwerver="Ze mag geen zwervers aanwijzen.",
                    herself="De schooljuffrouw mag nooit mee doen met de stemming.",
                    question="huis_schooljuffrouw_vraag")


@card.moment("ochtend", 102)  # "op het begin van de dag", after the veldwachter (101)
def ban(state: GameState) -> Flow:
    return (yield from ban_step(state, one_or_two(state), RULES))


card.hook(VOTER_RULE, 30)(no_vote)


# --- how a bot plays the schooljuffrouw -----------------------------------------------------
# She bans the most suspected players from today's vote (as many as her prompt allows, only
# players the table suspects): a werewolf who may not vote cannot save his pack. Never a
# player the seer cleared, never her lover; nobody suspected, nobody banned.


@card.bot_policy("schooljuffrouw")
def bot_bans(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYERS:
        return NotImplemented  # not the ban this policy knows: the generic answer
    names = [c for c in view.ranked(prompt.candidates, rng)
             if c != view.lover and view.suspicion(c) > 0]
    return names[:max(prompt.low, min(prompt.high, len(names)))]
