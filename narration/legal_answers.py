"""A random legal answer to any prompt, built only from what the prompt says it accepts
(`Prompt.kind`, `candidates`, `choices`, `low`, `high`, `voters`): the one chooser that the
property and fuzz tests, the bots' last resort (narration/bots.py) and the benchmarks share.

It knows no card: a prompt whose rules say more than its fields (the heks's one potion a
night, the cupido's lovers voting against each other) may refuse an answer; callers that must
go on then try another (`legal_answer` again, or a pass).

Every draw comes from the caller's seeded `random.Random`, so a game played with it is the
same on every run. Passing is rare (`Shares`), so such a game ends in a few rounds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, VOTE, YESNO, Prompt
from narration.state import GameState


@dataclass(frozen=True)
class Shares:
    """How often each kind of prompt gets a pass, a yes, a potion or a blank ballot."""

    skip_player: float = 0.1  # an optional player prompt answered with nobody
    yes: float = 0.15  # a yes/no prompt answered yes
    skip_choice: float = 0.3  # an optional choice passed
    redden: float = 0.3  # a table's "redden" field switched on
    vergif: float = 0.3  # a table's "vergif" field given a candidate
    outcome: float = 0.2  # a vote answered with its outcome ("" or a candidate), not ballots
    ballot: float = 0.9  # a voter who casts a ballot


def legal_answer(prompt: Prompt, state: GameState, rnd: random.Random,
                 shares: Shares = Shares()) -> Any:
    """A legal answer to `prompt`; `state` only keeps a lover from voting for his partner."""
    kind = prompt.kind
    if kind == NONE:
        return None
    if kind == PLAYER:
        if prompt.optional and (not prompt.candidates or rnd.random() < shares.skip_player):
            return ""
        return rnd.choice(prompt.candidates)
    if kind == PLAYERS:
        return rnd.sample(list(prompt.candidates), prompt.high)
    if kind == YESNO:
        return rnd.random() < shares.yes
    if kind == CHOICE:
        if prompt.optional and rnd.random() < shares.skip_choice:
            return ""
        return rnd.choice(prompt.choices)
    if kind == TABLE:
        answer: dict[str, Any] = {}
        if "redden" in prompt.choices and rnd.random() < shares.redden:
            answer["redden"] = True
        if "vergif" in prompt.choices and prompt.candidates and rnd.random() < shares.vergif:
            answer["vergif"] = rnd.choice(prompt.candidates)
        return answer
    if kind != VOTE:  # a kind added later: the engine's check says what it takes
        return None
    if rnd.random() < shares.outcome:
        return rnd.choice(["", *prompt.candidates])
    ballots = {}
    for voter in prompt.voters:
        lover = state.player(voter).lover
        targets = [c for c in prompt.candidates if c != lover]
        if targets and rnd.random() < shares.ballot:
            ballots[voter] = rnd.choice(targets)
    return ballots
