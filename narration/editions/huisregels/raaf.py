"""De Raaf (huisregels): every night he may put a raven letter on a house; its resident starts
the next vote with 1 or 2 votes against him ("afhankelijk van het aantal spelers": counts.py).
Never a zwerver (who has no house), never himself. His call, which the Zygomatic raaf plays
alike with its own text: narration/raven.py."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import SEEN_AT_DAWN
from narration.editions.huisregels.counts import one_or_two
from narration.hooks import Flow
from narration.prompts import PLAYER, Prompt
from narration.raven import marked, raaf_step
from narration.state import GameState, Player
from narration.vote_rules import EXTRA_VOTES

card = Card("raaf", Kind.ROLE, edition="huisregels")

ZWERVER_RULE = "De raaf mag geen zwervers beschuldigen."


@card.night_step("raaf")
def raaf(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from raaf_step(state, step, living, ZWERVER_RULE))


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


# --- how a bot plays the raaf ---------------------------------------------------------------
# He puts his letter on the player the table suspects most, so the votes it adds go where the
# village is heading; while nobody is suspected (no claim, no open card yet) he marks nobody
# rather than a random player. Never his lover.


@card.bot_policy("raaf")
def bot_marks(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the letter this policy knows: the generic answer
    names = [c for c in prompt.candidates if c != view.lover]
    suspect = view.most_suspected(names, rng)
    return suspect if suspect and view.suspicion(suspect) > 0 else ""
