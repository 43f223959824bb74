"""Variant "Hij is het zeker niet!": replaces the vote. Everyone stands; starting with the player
left of the last eliminated one, each standing player seats someone he thinks innocent, until
one player is left standing: he is the day's victim (cause `stemming`: it is the vote)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from narration.card import Card, Kind
from narration.deaths import kill
from narration.event_deck import last_eliminated
from narration.ids import Cause
from narration.prompts import player_prompt
from narration.seats import left_of
from narration.state import GameState
from narration.vote import candidates
from narration.vote_rules import CONDEMNED_RULE, VOTE_REPLACEMENT, VOTE_TODAY

card = Card("hij_is_het_niet", Kind.VARIANT, when=lambda setup: setup.options.hij_is_het_niet,
            death_lines={Cause.STEMMING: "dood_stemming"})

RULE = "Zo gaat het door tot er nog één speler staat en die is het slachtoffer van de dag."


@card.hook(VOTE_TODAY, 40)
def todays_vote(state: GameState) -> str | None:
    return "hij_is_het_niet" if state.setup.options.hij_is_het_niet else None


@card.hook(VOTE_REPLACEMENT, 40)
def last_one_standing(state: GameState) -> Generator[Any, Any, bool]:
    if not state.setup.options.hij_is_het_niet:
        return False
    standing = candidates(state)
    if not standing:
        state.skip("hij_is_het_niet", "nobody can be eliminated today")
        state.say("niemand_weggestemd")
        return True
    last = last_eliminated(state)
    first = left_of(state, last) if last else None
    info = (state.tell("zeker_niet_begint", name=first),) if first else ()
    line = state.say("zeker_niet_begint")
    out = yield player_prompt(state, "hij_is_het_niet", "hij_is_het_niet", line,
                              standing, must_rule=RULE, info=info)
    state.say("zeker_niet_staat", name=out)
    for rule in state.rules.fns(CONDEMNED_RULE):
        if (yield from rule(state, out, "stemming")):
            return True
    yield from kill(state, [(out, "stemming")])
    return True
