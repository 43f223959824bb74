"""De Stotterende Raadsheer: in the first night he agrees a sign with the narrator; once per game
he makes it during a village vote, and as soon as the player voted out is eliminated a second
vote follows at once, without debate (answer keys `raadsheer` and `tweede_stemming`)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.powers import has_power
from narration.prompts import YESNO, Prompt, none_prompt, yesno_prompt
from narration.state import GameState, Player
from narration.vote import run_vote


@dataclass
class Sign:
    """The raadsheers who agreed a sign with the narrator, those watched during this vote,
    and the round the second vote was used (once per game)."""

    signs: list[str] = field(default_factory=list)
    watching: list[str] = field(default_factory=list)
    used: int | None = None


card = Card("stotterende_raadsheer", Kind.ROLE)

CARD = "stotterende_raadsheer"


@card.night_step("stotterende_raadsheer")
def agree_sign(state: GameState, step: Step, living: list[Player]) -> Flow:
    judge = living[0]
    line = state.say(step.wake)
    info = (state.tell("raadsheer_teken", to=("narrator", judge.name), name=judge.name),)
    yield none_prompt(state, step.step, line, info=info, role=CARD, called=(judge.name,))
    state.memo(CARD, Sign).signs.append(judge.name)
    state.say("raadsheer_slaapt")


@card.moment("voor_stemming", 501)
def watch_for_the_sign(state: GameState) -> Flow:
    """Who can make the sign during this vote: alive at its start, sign agreed, not used."""
    mem = state.memo(CARD, Sign)
    # Ruling kracht-kwijt-overdag: a raadsheer who lost his power makes no sign that counts.
    mem.watching = [p.name for p in state.holders(CARD)
                    if p.name in mem.signs and mem.used is None and has_power(state, p)]
    if mem.watching:
        state.tell("raadsheer_let_op", names=state.names(mem.watching), n=len(mem.watching))
    yield from ()


@card.moment("na_stemming", 100)
def second_vote(state: GameState) -> Flow:
    mem = state.memo(CARD, Sign)
    watching = [n for n in mem.watching if state.player(n).role == CARD]
    mem.watching = []
    if not watching:
        reason = ("the raadsheer has used his second vote" if mem.used is not None else
                  "no stotterende_raadsheer with an agreed sign and his power took part in "
                  "this vote")
        state.skip("raadsheer", reason)
        return
    info = (state.tell("raadsheer_vraag", names=state.names(watching), n=len(watching)),)
    made = yield yesno_prompt(state, "raadsheer", "raadsheer", "", info=info, role=CARD)
    if not made:
        return
    mem.used = state.round
    state.say("raadsheer_besluit")
    # Ruling raadsheer-tweede-stemming: a full vote like the first (the mayor counts twice, the
    # dienstmeisje may act); a tie goes by the table's tie rule, but never to a third vote.
    yield from run_vote(state, "tweede_stemming", "tweede_stemming_begint", cause="stemming")


# --- how a bot plays the stotterende_raadsheer (narration/bots.py) ----------------------------
# His sign calls a second vote at once. The prompt does not name him (it is the narrator's
# question, "did he make the sign?"), so the answer comes from the table's public facts: he
# makes it while a werewolf the seer exposed in public is still alive, whom a second vote is
# likely to take, and keeps it otherwise.


@card.bot_policy("raadsheer")
def bot_signs(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != YESNO:
        return NotImplemented  # not the sign this policy knows: the generic answer
    return any(wolf and view.is_alive(name) for name, wolf in view.findings.items())
