"""De Schooljuffrouw (huisregels): "op het begin van de dag" (after the veldwachter) she names 1
or 2 players ("afhankelijk van het aantal spelers": counts.py) who may not vote today; she
never votes herself; never a zwerver. They may still debate. Her ban, which Het Dorp's
schooljuffrouw plays alike with its own text: narration/school.py."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.editions.huisregels.counts import one_or_two
from narration.hooks import Flow
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
