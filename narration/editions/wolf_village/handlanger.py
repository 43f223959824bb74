"""Wolf Village's handlanger: a human who plays for the werewolves and wins when they win; no
night power; the werewolves can kill him too; at the count he is one of "all the others".
He knows the werewolves, they do not know him; with `handlanger_kent_wolven` off he does not
know them either. He is told at the deal, and in the morning when the pack has grown (a
bitten vervloekte)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.bot_view import BALLOT, SeatView
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.prompts import Prompt
from narration.state import GameState


@dataclass
class Told:
    """Whether he has been told at the deal, and the werewolves he was told of last."""

    told: bool = False
    known: list[str] = field(default_factory=list)


card = Card("handlanger", Kind.ROLE, edition=EDITION)


def _tell(state: GameState) -> None:
    mem = state.memo("handlanger", Told)
    wolves = [p.name for p in state.players if p.werewolf]
    for minion in state.holders("handlanger"):
        if not state.setup.options.handlanger_kent_wolven:
            if not mem.told:
                state.tell("wv_handlanger_kent_niet", to=("narrator", minion.name),
                           name=minion.name)
            continue
        if mem.known != wolves:
            state.tell("wv_handlanger_kent", to=("narrator", minion.name), name=minion.name,
                       names=state.names(wolves), n=len(wolves))
    mem.told, mem.known = True, wolves


@card.moment("voor_het_spel", 21)
def at_the_deal(state: GameState) -> Flow:
    _tell(state)
    yield from ()


@card.moment("ochtend", 21)
def pack_grew(state: GameState) -> Flow:
    _tell(state)
    yield from ()


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
