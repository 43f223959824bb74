"""De Schooljuffrouw en de School (Het Dorp): every day, just before the vote, she forbids up to
two players to vote; she never votes herself. She may ban the waard, not a zwerver. Her power
is permanent (it ends with her school: burnt, she plays on as a zwerver and votes again)."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.memory import Dated
from narration.prompts import PLAYERS, Prompt, players_prompt, rule_error
from narration.state import GameState
from narration.village import holders, is_zwerver, why_no_power, with_power
from narration.vote import voters
from narration.vote_rules import VOTER_RULE

card = Card("schooljuffrouw", Kind.PROFESSION)

ZWERVER_RULE = "De Waard mag ze een stemverbod geven, een Zwerver niet."
SELF_RULE = "Zelf stemt ze nooit."
# Ruling schooljuffrouw-laat-een-stem.
LAST_VOTER_RULE = "Er moet iemand overblijven die mag stemmen: anders is er geen stemming."


@card.moment("voor_stemming", 500)  # "Stemverbod van de Schooljuffrouw en de stem van de Waard"
def ban(state: GameState) -> Flow:
    holder = with_power(state, "schooljuffrouw")
    if holder is None:
        state.skip("schooljuffrouw", why_no_power(state, "schooljuffrouw"))
        return
    teacher, _ = holder
    pupils = [n for n in state.alive_names() if n != teacher.name and not is_zwerver(state, n)]
    can_vote = set(voters(state))  # before today's ban; the teacher is never among them
    most = min(2, len(pupils))
    if can_vote and can_vote <= set(pupils):
        most = min(most, len(can_vote) - 1)  # never ban the last voter of the village

    def allowed(names: list[str]) -> str | None:
        for name in names:
            if name == teacher.name:
                raise rule_error(state, f"{name}:", SELF_RULE)
            if is_zwerver(state, name):
                raise rule_error(state, f"{name}:", ZWERVER_RULE)
        if can_vote and can_vote <= set(names):
            raise rule_error(state, f"{', '.join(names)}:", LAST_VOTER_RULE)
        return None

    line = state.text("private", "schooljuffrouw_vraag", name=teacher.name)
    banned = yield players_prompt(state, "schooljuffrouw", "schooljuffrouw", line, pupils,
                                  low=0, high=most, rule=allowed,
                                  called=(teacher.name,))
    state.memory["schooljuffrouw"] = Dated(state.round, tuple(banned))
    if banned:
        state.say("schooljuffrouw_verbiedt", name=teacher.name, names=state.names(banned))


@card.hook(VOTER_RULE, 30)
def no_vote(state: GameState, names: list[str]) -> list[str]:
    """The teacher never votes; today's banned players do not vote (a re-vote included)."""
    teachers = {p.name for p, _ in holders(state, "schooljuffrouw")}
    banned = state.memo("schooljuffrouw", Dated).today(state.round)
    out = set(banned) if state.phase == "day" else set()
    return [n for n in names if n not in teachers | out]


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
