"""De Raaf (huisregels): every night he may put a raven letter on a house; its resident starts
the next vote with 1 or 2 votes against him ("afhankelijk van het aantal spelers": counts.py).
Never a zwerver (who has no house), never himself."""

from __future__ import annotations

from collections import Counter

from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import SEEN_AT_DAWN
from narration.editions.huisregels.counts import one_or_two
from narration.hooks import Flow
from narration.memory import Dated
from narration.presence import action_fails, visit_blocked
from narration.prompts import player_prompt, rule_error
from narration.state import GameState, Player
from narration.village import is_zwerver
from narration.vote_rules import EXTRA_VOTES

card = Card("raaf", Kind.ROLE, edition="huisregels")

ZWERVER_RULE = "De raaf mag geen zwervers beschuldigen."
SELF_RULE = ("De Raaf wijst een speler aan die hij verdenkt, niet zichzelf (uitspraak, zie "
             "narration/RULINGS.md: raaf-zelf).")


@card.night_step("raaf")
def raaf(state: GameState, step: Step, living: list[Player]) -> Flow:
    raven = living[0]
    line = state.say(step.wake)
    suspects = [n for n in state.alive_names() if n != raven.name and not is_zwerver(state, n)
                and not visit_blocked(state, "raaf", n)]

    def allowed(name: str) -> str | None:
        if name == raven.name:
            raise rule_error(state, f"{name}:", SELF_RULE)
        if is_zwerver(state, name):
            raise rule_error(state, f"{name}:", ZWERVER_RULE)
        blocked = visit_blocked(state, "raaf", name)
        if blocked:
            raise rule_error(state, f"{name}:", blocked)
        return None

    mark = yield player_prompt(state, step.step, "raaf", line, suspects, optional=True,
                               rule=allowed, role="raaf", called=(raven.name,))
    if mark and not action_fails(state, "raaf"):
        letter = state.memo("raaf", Dated)
        letter.round, letter.names = state.round, (mark,)
    if mark:
        state.tell("raaf_kiest", name=mark)
    state.say("raaf_slaapt")


def marked(state: GameState) -> str | None:
    today = state.recall("raaf", Dated).today(state.round)
    name = today[0] if today else ""
    if not name or not state.player(name).alive:
        return None
    if is_zwerver(state, name):
        return None  # his house burnt that night: the letter lies nowhere
    return str(name)


def mark_seen(state: GameState) -> None:
    name = marked(state)
    if name:
        votes = one_or_two(state)
        state.say("raaf_teken" if votes > 1 else "huis_raaf_teken_een", name=name, votes=votes)


card.hook(SEEN_AT_DAWN, 20)(mark_seen)


@card.hook(EXTRA_VOTES, 10)
def raven_votes(state: GameState) -> Counter[str]:
    name = marked(state)
    return Counter({name: one_or_two(state)}) if name else Counter()
