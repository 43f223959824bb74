"""De Raaf (Het Dorp): at the end of each night he may point at a player he suspects; the
narrator lays the raven tile before that player's building, and at the next vote that player
starts with two votes against him. He may mark the herberg, even while the waard has his
immunity (ruling raaf-herberg: the two votes count against the waard, who can then be
eliminated though nobody may vote against him). Never a zwerver, never himself. His call:
narration/raven.py."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.dawn import SEEN_AT_DAWN
from narration.hooks import Flow
from narration.prompts import PLAYER, Prompt
from narration.raven import marked, raaf_step
from narration.state import GameState, Player
from narration.vote_rules import EXTRA_VOTES

card = Card("raaf", Kind.ROLE)

ZWERVER_RULE = "Een Zwerver mag hij niet aanwijzen."
VOTES = 2


@card.night_step("raaf")
def raaf(state: GameState, step: Step, living: list[Player]) -> Flow:
    return (yield from raaf_step(state, step, living, ZWERVER_RULE))


def mark_seen(state: GameState) -> None:
    name = marked(state)
    if name:
        state.say("raaf_teken", name=name, votes=VOTES)


card.hook(SEEN_AT_DAWN, 20)(mark_seen)


@card.hook(EXTRA_VOTES, 10)
def raven_votes(state: GameState) -> Counter[str]:
    name = marked(state)
    return Counter({name: VOTES}) if name else Counter()


# --- how a bot plays the raaf (narration/bots.py) ---------------------------------------------
# His two votes push the table's read: he marks a werewolf the seer exposed in public, else
# the player the table suspects most when that suspicion is at least MARK_SUSPICION; with no
# suspect he marks nobody (two votes on a guess would as likely hang a villager). Never his
# lover. Infected (a werewolf now), he marks the most suspected player outside his pack.
MARK_SUSPICION = 1.0


@card.bot_policy("raaf")
def bot_marks(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the mark this policy knows: the generic answer
    cands = [c for c in prompt.candidates if c not in (view.me, view.lover)]
    if view.werewolf:
        pack = set(view.pack())
        return view.most_suspected([c for c in cands if c not in pack], rng) or ""
    exposed = [c for c in cands if view.findings.get(c)]
    if exposed:
        return exposed[rng.randrange(len(exposed))]
    suspect = view.most_suspected(cands, rng)
    return suspect if suspect and view.suspicion(suspect) >= MARK_SUSPICION else ""
