"""The win check, run after dawn and after the vote ("Einde van het spel").

Order: nobody left (no winner) → solo camps (`solo_win` checks: the witte_weerwolf) → lovers
from different camps as the last two → village (no werewolf left, a villager alive) →
werewolves (no villager left, a werewolf alive). The werewolves win when the last non-werewolf
is gone, not by parity.
"""

from __future__ import annotations

from collections.abc import Callable

from narration.state import GameState, Winner

SoloWin = Callable[[GameState], Winner | None]
SOLO_WINS: list[SoloWin] = []


def solo_win(fn: SoloWin) -> SoloWin:
    """Register a solo camp's win check (run before the lovers, the village and the wolves)."""
    SOLO_WINS.append(fn)
    return fn


def winner_of(state: GameState) -> Winner | None:
    alive = state.alive()
    if not alive:
        return Winner("niemand", [])
    for solo in SOLO_WINS:
        won = solo(state)
        if won is not None:
            return won
    if len(alive) == 2 and all(p.camp == "geliefden" for p in alive):
        return Winner("geliefden", [p.name for p in alive])
    wolves = [p for p in alive if p.werewolf]
    others = [p for p in alive if not p.werewolf]
    if not wolves and others:
        return Winner("dorp", [p.name for p in state.players if p.camp == "dorp"])
    if wolves and not others:
        return Winner("weerwolven", [p.name for p in state.players if p.camp == "weerwolven"])
    return None


def check_win(state: GameState) -> bool:
    """Decide the game if it is over; announce the winner. True when the game has ended.
    A game already decided (by a day power inside a moment) is not announced twice."""
    if state.phase == "end":
        return True
    won = winner_of(state)
    if won is None:
        return False
    state.winner = won
    state.say(f"winst_{won.camp}")
    state.phase = "end"
    return True
