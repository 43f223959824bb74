"""The win check's "nobody has won yet" is kept only while no player is written
(narration/wins.py): each change below would leave a stale answer if the cache missed it."""

from __future__ import annotations

from collections import Counter

from narration.engine import Game
from narration.state import GameState
from narration.wins import _NOBODY_YET, SOLO_WIN, WIN_RULE, _winner, winner_of
from setups.deal import deal_setup

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs")


def fresh() -> GameState:
    return Game(deal_setup(NAMES, Counter(weerwolf=2, ziener=1, heks=1, burger=3), 5)).state


def uncached(state: GameState) -> str | None:
    won = _winner(state, state.alive(), False) if state.alive() else None
    return won.camp if won else None


def camp(state: GameState) -> str | None:
    won = winner_of(state)
    assert (won.camp if won else None) == uncached(state)
    return won.camp if won else None


def test_a_death_that_ends_the_game_is_seen_after_a_cached_nobody_yet() -> None:
    state = fresh()
    assert not state.rules.fns(SOLO_WIN) and not state.rules.fns(WIN_RULE)
    assert camp(state) is None
    assert _NOBODY_YET in state.derived()  # the next answer comes from the cache
    assert camp(state) is None
    wolves = [p for p in state.players if p.werewolf]
    wolves[0].alive = False
    assert camp(state) is None
    wolves[1].alive = False
    assert camp(state) == "dorp"
    wolves[1].alive = True
    assert camp(state) is None


def test_a_turned_player_or_a_camp_set_by_the_game_is_seen() -> None:
    state = fresh()
    assert camp(state) is None
    wolves = [p for p in state.players if p.werewolf]
    for p in state.players:
        if not p.werewolf and p.name != "Anna":
            p.alive = False
    anna = state.player("Anna")
    if anna.werewolf:  # (the deal is fixed by its seed; either way one villager is left)
        anna, = (p for p in state.players if p.alive and not p.werewolf)
    assert camp(state) is None
    anna.turned = True  # infected: the last villager is a werewolf now
    assert camp(state) == "weerwolven"
    anna.turned = False
    assert camp(state) is None
    for wolf in wolves:
        wolf.alive = False
    assert camp(state) == "dorp"


def test_two_lovers_left_are_never_answered_from_the_cache() -> None:
    state = fresh()
    a, b = state.players[0], state.players[1]
    for p in state.players[2:]:
        p.alive = False
    a.camp_override = b.camp_override = "geliefden"
    assert camp(state) is None  # not each other's lovers yet
    a.more_lovers.append(b.name)  # a list changed in place: no write
    assert camp(state) == "geliefden"


def test_a_game_with_a_solo_camp_keeps_nothing() -> None:
    state = Game(deal_setup(NAMES, Counter(weerwolf=2, fluitspeler=1, heks=1, burger=3), 5)).state
    assert state.rules.fns(SOLO_WIN)
    assert camp(state) is None
    assert _NOBODY_YET not in state.derived()  # the fluitspeler's charms are no player write
