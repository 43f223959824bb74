"""De Schooljuffrouw (huisregels): "op het begin van de dag" (after the veldwachter) she names 1
or 2 players ("afhankelijk van het aantal spelers": counts.py) who may not vote today; she
never votes herself; never a zwerver. They may still debate."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.editions.huisregels.counts import one_or_two
from narration.hooks import Flow
from narration.memory import Dated
from narration.prompts import players_prompt, rule_error
from narration.state import GameState
from narration.village import holders, is_zwerver, why_no_power, with_power
from narration.vote import voters
from narration.vote_rules import VOTER_RULE

card = Card("huisregels_schooljuffrouw", Kind.PROFESSION, edition="huisregels",
            replaces=("schooljuffrouw",))

ZWERVER_RULE = "Ze mag geen zwervers aanwijzen."
SELF_RULE = "De schooljuffrouw mag nooit mee doen met de stemming."
# Ruling schooljuffrouw-laat-een-stem.
LAST_VOTER_RULE = "Er moet iemand overblijven die mag stemmen: anders is er geen stemming."


@card.moment("ochtend", 102)  # "op het begin van de dag", after the veldwachter (101)
def ban(state: GameState) -> Flow:
    holder = with_power(state, "schooljuffrouw")
    if holder is None:
        state.skip("schooljuffrouw", why_no_power(state, "schooljuffrouw"))
        return
    teacher, _ = holder
    pupils = [n for n in state.alive_names() if n != teacher.name and not is_zwerver(state, n)]
    can_vote = set(voters(state))
    most = min(one_or_two(state), len(pupils))
    if can_vote and can_vote <= set(pupils):
        most = min(most, len(can_vote) - 1)

    def allowed(names: list[str]) -> str | None:
        for name in names:
            if name == teacher.name:
                raise rule_error(state, f"{name}:", SELF_RULE)
            if is_zwerver(state, name):
                raise rule_error(state, f"{name}:", ZWERVER_RULE)
        if can_vote and can_vote <= set(names):
            raise rule_error(state, f"{', '.join(names)}:", LAST_VOTER_RULE)
        return None

    line = state.text("private", "huis_schooljuffrouw_vraag", name=teacher.name,
                      most=most)
    banned = yield players_prompt(state, "schooljuffrouw", "schooljuffrouw", line, pupils,
                                  low=0, high=most, rule=allowed, called=(teacher.name,))
    ban = state.memo("schooljuffrouw", Dated)
    ban.round, ban.names = state.round, tuple(banned)
    if banned:
        state.say("schooljuffrouw_verbiedt", name=teacher.name, names=state.names(banned))


@card.hook(VOTER_RULE, 30)
def no_vote(state: GameState, names: list[str]) -> list[str]:
    teachers = {p.name for p, _ in holders(state, "schooljuffrouw")}
    banned = state.recall("schooljuffrouw", Dated).today(state.round)
    out = set(banned) if state.phase == "day" else set()
    return [n for n in names if n not in teachers | out]
