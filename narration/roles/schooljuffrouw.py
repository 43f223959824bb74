"""De Schooljuffrouw en de School (Het Dorp): every day, just before the vote, she forbids up to
two players to vote; she never votes herself. She may ban the waard, not a zwerver. Her power
is permanent (it ends with her school: burnt, she plays on as a zwerver and votes again). Her
ban: narration/school.py."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
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
