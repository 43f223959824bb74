"""The win check, run after dawn and after the vote ("Einde van het spel").

Order: nobody left (no winner) → solo camps (`solo_win` checks: the fluitspeler, the
witte_weerwolf, the engel, the sektarier) → lovers from different camps as the last two, each
other's partners → variant rules (`win_rule`: the Lycantropische Besmetting) → village (no
werewolf left, a villager alive) → werewolves (no villager left, a werewolf alive). The
werewolves win when the last non-werewolf is gone, not by parity.
"""

from __future__ import annotations

from collections.abc import Callable

from narration.card import Point
from narration.ids import Camp, Phase
from narration.state import GameState, Player, Winner

SOLO_WIN: Point[Callable[[GameState], Winner | None]] = Point(
    "solo_win", doc="(state) -> a solo camp's Winner or None; run before the lovers, the "
                    "village and the wolves")
# Rules that change who wins what (the Lycantropische Besmetting, De Zwarte Dood): a check
# that returns a winner before the usual village/werewolf checks, GAME_GOES_ON to stop them
# (no winner yet), or None to let them decide. Run after the solo camps and the lovers.
WIN_RULE: Point[Callable[[GameState], Winner | None]] = Point(
    "win_rule", doc="(state) -> Winner, GAME_GOES_ON or None")
GAME_GOES_ON = Winner("", [])

# An enum member read from its class (`Phase.END`) goes through EnumType.__getattr__'s
# slow attribute hook (~900 instructions in 3.11); the win check runs ~14 times a game, so
# each is read once, here.
_END = Phase.END
_NIEMAND, _GELIEFDEN, _DORP, _WEERWOLVEN = (
    Camp.NIEMAND, Camp.GELIEFDEN, Camp.DORP, Camp.WEERWOLVEN)


def winner_of(state: GameState) -> Winner | None:
    rules = state.rules
    # Without solo camps and win rules, who wins is read from the players alone: a "nobody
    # yet" is kept until a player is written (GameState.derived), asked ~20 times a bot game
    # between ~8 changes. (Not with two left: the lovers' test reads `more_lovers`, a list
    # changed in place, which is no write.)
    plain = rules.derived.get(_PLAIN)
    if plain is None:  # (the same for every game of the ruleset: its cards never change)
        plain = rules.derived[_PLAIN] = not rules.fns(SOLO_WIN) and not rules.fns(WIN_RULE)
    if plain and _NOBODY_YET in state.derived():
        return None
    alive = state.alive()
    if not alive:
        return Winner(_NIEMAND, [])
    won = _winner(state, alive, plain)
    if won is None and plain and len(alive) != 2:
        state.derived()[_NOBODY_YET] = True
    return won


_NOBODY_YET = "wins.nobody_yet"
_PLAIN = "wins.plain"  # Ruleset.derived: no solo camp, no win rule


def _winner(state: GameState, alive: list[Player], plain: bool) -> Winner | None:
    """`plain`: no card of the game hooks SOLO_WIN or WIN_RULE."""
    for solo in () if plain else state.rules.fns(SOLO_WIN):
        won = solo(state)
        if won is not None:
            return won
    if (len(alive) == 2 and all(p.camp == _GELIEFDEN for p in alive)
            and alive[1].name in (alive[0].lover, *alive[0].more_lovers)):
        return Winner(_GELIEFDEN, [p.name for p in alive])
    for rule in () if plain else state.rules.fns(WIN_RULE):
        won = rule(state)
        if won is GAME_GOES_ON:
            return None
        if won is not None:
            return won
    wolves = others = False
    for p in alive:  # (until a werewolf and another are seen: then nobody has won)
        if p.werewolf:
            wolves = True
            if others:
                return None
        else:
            others = True
            if wolves:
                return None
    if not wolves and others:
        return Winner(_DORP, [p.name for p in state.players if p.camp == _DORP])
    if wolves and not others:
        return Winner(_WEERWOLVEN,
                      [p.name for p in state.players if p.camp == _WEERWOLVEN])
    return None


def check_win(state: GameState) -> bool:
    """Decide the game if it is over; announce the winner. True when the game has ended.
    A game already decided (by a day power inside a moment) is not announced twice."""
    if state.phase == _END:
        return True
    won = winner_of(state)
    if won is None:
        return False
    state.winner = won
    state.announce(won.line_id or f"winst_{won.camp}")
    state.phase = _END
    return True
