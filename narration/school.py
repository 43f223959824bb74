"""The schooljuffrouw's ban, which Het Dorp's schooljuffrouw (just before the vote, up to two)
and the house rules' (at the start of the day, 1 or 2 by the number of players) play alike:
she names players who may not vote today; never herself (she never votes), never a zwerver,
never every voter left (ruling schooljuffrouw-laat-een-stem). Each card says when she bans,
how many, and gives its own rule quotes and question line."""

from __future__ import annotations

from dataclasses import dataclass

from narration.hooks import Flow
from narration.memory import Dated
from narration.prompts import players_prompt, rule_error
from narration.state import GameState
from narration.village import holders, is_zwerver, why_no_power, with_power
from narration.vote import voters

# Ruling schooljuffrouw-laat-een-stem.
LAST_VOTER_RULE = "Er moet iemand overblijven die mag stemmen: anders is er geen stemming."


@dataclass(frozen=True)
class SchoolRules:
    """One text's quotes (no zwerver, never herself) and the line that asks her."""

    zwerver: str
    herself: str
    question: str


def ban_step(state: GameState, most: int, rules: SchoolRules) -> Flow:
    """Ask her for up to `most` players; today's ban is remembered for the vote rule."""
    holder = with_power(state, "schooljuffrouw")
    if holder is None:
        state.skip("schooljuffrouw", why_no_power(state, "schooljuffrouw"))
        return
    teacher, _ = holder
    pupils = [n for n in state.alive_names() if n != teacher.name and not is_zwerver(state, n)]
    can_vote = set(voters(state))  # before today's ban; the teacher is never among them
    most = min(most, len(pupils))
    if can_vote and can_vote <= set(pupils):
        most = min(most, len(can_vote) - 1)  # never ban the last voter of the village

    def allowed(names: list[str]) -> str | None:
        for name in names:
            if name == teacher.name:
                raise rule_error(state, f"{name}:", rules.herself)
            if is_zwerver(state, name):
                raise rule_error(state, f"{name}:", rules.zwerver)
        if can_vote and can_vote <= set(names):
            raise rule_error(state, f"{', '.join(names)}:", LAST_VOTER_RULE)
        return None

    line = state.text("private", rules.question, name=teacher.name, most=most)
    banned = yield players_prompt(state, "schooljuffrouw", "schooljuffrouw", line, pupils,
                                  low=0, high=most, rule=allowed, called=(teacher.name,))
    ban = state.memo("schooljuffrouw", Dated)
    ban.round, ban.names = state.round, tuple(banned)
    if banned:
        state.say("schooljuffrouw_verbiedt", name=teacher.name, names=state.names(banned),
                  n=len(banned))


def no_vote(state: GameState, names: list[str]) -> list[str]:
    """The VOTER_RULE of each card: the teacher never votes; today's banned players do not
    vote (a re-vote included)."""
    teachers = {p.name for p, _ in holders(state, "schooljuffrouw")}
    banned = state.recall("schooljuffrouw", Dated).today(state.round)
    out = set(banned) if state.phase == "day" else set()
    return [n for n in names if n not in teachers | out]
