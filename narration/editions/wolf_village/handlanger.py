"""Wolf Village's handlanger: a human who plays for the werewolves and wins when they win; no
night power; the werewolves can kill him too; at the count he is one of "all the others".
He knows the werewolves, they do not know him; with `handlanger_kent_wolven` off he does not
know them either. His card's screen tells him at the deal, and in the morning when the pack
has grown (a bitten vervloekte). Dealt with real cards (option echte_kaarten) no screen tells
him: the narrator calls him on the first night and on the night after the pack grew, while
the werewolves raise a thumb with their eyes shut, so they still do not learn who he is
(ruling wv-echte-kaarten)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import BALLOT, SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.prompts import Prompt, none_prompt
from narration.state import GameState, Player


@dataclass
class Told:
    """Whether he has been told at the deal, and the werewolves he was told of last; with
    real cards the night the narrator is to call him (the first, or the one after the pack
    grew)."""

    told: bool = False
    known: list[str] = field(default_factory=list)
    call_night: int = 1


card = Card("handlanger", Kind.ROLE, edition=EDITION)


def _pack(state: GameState) -> list[str]:
    """Every player who is a werewolf now, dead or alive: it grows only with a bite the
    morning announces, and never shrinks (a death tells nothing new)."""
    return [p.name for p in state.players if p.werewolf]


def _tell(state: GameState) -> list[str]:
    """Tell each living handlanger what he knows that he was not told yet; the texts."""
    mem = state.memo("handlanger", Told)
    wolves = _pack(state)
    told = []
    for minion in state.holders("handlanger"):
        if not state.setup.options.handlanger_kent_wolven:
            if not mem.told:
                told.append(state.tell("wv_handlanger_kent_niet", to=("narrator", minion.name),
                                       name=minion.name))
            continue
        if mem.known != wolves:
            told.append(state.tell("wv_handlanger_kent", to=("narrator", minion.name),
                                   name=minion.name, names=state.names(wolves), n=len(wolves)))
    mem.told, mem.known = True, wolves
    return told


@card.moment("voor_het_spel", 21)
def at_the_deal(state: GameState) -> Flow:
    if not state.setup.options.echte_kaarten:  # real cards tell nobody: the night's call does
        _tell(state)
    yield from ()


@card.moment("ochtend", 21)
def pack_grew(state: GameState) -> Flow:
    if not state.setup.options.echte_kaarten:
        _tell(state)
    elif _pack(state) != state.memo("handlanger", Told).known:
        state.memo("handlanger", Told).call_night = state.round + 1  # called tonight
    yield from ()


def not_called(state: GameState) -> str | None:
    if not state.setup.options.echte_kaarten:
        return "the handlanger's card showed him the werewolves at the deal"
    if not state.setup.options.handlanger_kent_wolven:
        return "the handlanger does not know the werewolves (handlanger_kent_wolven is off)"
    if state.round != state.memo("handlanger", Told).call_night:
        return "the pack has not grown since the handlanger saw it"
    return None


@card.night_step("handlanger", when=not_called)
def sees_the_pack(state: GameState, step: Step, living: list[Player]) -> Flow:
    """The wolves raise a thumb with their eyes shut, the handlanger opens his and sees
    them. A dead one is called all the same while the roles of the dead are hidden (the
    silence must not tell his death); the words count the pack as the table knows it."""
    minions = tuple(p.name for p in state.holders("handlanger"))
    if not minions and state.setup.options.reveal_dead_roles:
        state.memo("handlanger", Told).known = _pack(state)
        return
    # A pack of one raises one thumb: his own lines (the step's are the pack's).
    wake, sleep = ((step.wake, step.sleep) if len(_pack(state)) > 1
                   else ("wv_handlanger_wakker_een", "wv_handlanger_slaapt_een"))
    line = state.say(wake)
    if minions:
        info = tuple(_tell(state))
    else:
        state.memo("handlanger", Told).known = _pack(state)
        info = (state.tell("dode_rol_pauze", role=state.role_name("handlanger")),)
    yield none_prompt(state, step.step, line, info=info, role="handlanger", called=minions)
    state.say(sleep)


# --- how a bot plays the handlanger ---------------------------------------------------------
# He votes with the day's lead, like a villager, as long as the lead is not a werewolf he was
# told of; then he turns the vote to the most suspected player who is not one of them. Not
# told (handlanger_kent_wolven off), he votes as any villager.


@card.bot_policy(BALLOT)
def bot_minion_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    wolves = set(view.card_memory(Told).known) if view.options.handlanger_kent_wolven else set()
    if not wolves:
        return NotImplemented  # he knows no werewolf: the village's ballot
    others = [c for c in prompt.candidates if c not in wolves and c not in (view.me, view.lover)]
    lead = view.lead(prompt, rng)
    if lead in others:
        return lead
    return view.most_suspected(others, rng)
