"""Cupido and de Geliefden: two lovers chosen on the first night; one dies, the other dies of
grief at once; a pair from different camps plays for itself."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.lovers import lover_rules, lovers_wake, pair_lovers
from narration.prompts import PLAYERS, Prompt
from narration.state import GameState, Player

card = Card("cupido", Kind.ROLE)

CUPIDO_RULE = (
    "Cupido wijst in de eerste nacht twee spelers aan die voor de rest van het spel "
    "verliefd op elkaar zijn."
)


@card.night_step("cupido")
def cupido(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from pair_lovers(state, step, living, CUPIDO_RULE, "cupido_slaapt"))


@card.night_step("geliefden")
def geliefden(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from lovers_wake(state, step))


@card.grief(10)
def lovers_grief(state: GameState, player: Player) -> list[tuple[str, str]]:
    if player.lover is None or lover_rules(state).no_grief:
        return []  # (Dag der dwazen: no grief this round)
    partner = state.player(player.lover)
    return [(partner.name, "liefdesverdriet")] if partner.alive else []


# --- how a bot plays cupido and the lovers (narration/bots.py) -------------------------------
# Cupido knows nobody's card on the first night: he pairs himself with a random player half
# the time (a pair he knows is in his own camp), else two random players. A lover never votes
# for his lover (narration/bots.py village_ballot, the pack's ballot), and the pack never eats
# a werewolf's lover; a pair of two camps plays for itself by the same votes, which is what
# their goal asks (everyone else out).
SELF_PAIR = 0.5


@card.bot_policy("cupido")
def bot_pairs(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    names = list(prompt.candidates)
    if prompt.kind != PLAYERS or prompt.low != 2 or len(names) < 2:
        return NotImplemented  # not the pair this policy knows: the generic answer
    if view.me in names and rng.random() < SELF_PAIR:
        others = [n for n in names if n != view.me]
        return [view.me, others[rng.randrange(len(others))]]
    return rng.sample(names, 2)
