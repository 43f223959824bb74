"""Becoming a werewolf during the game without changing card (Player.turned): the wolvenkind
whose model died, the wolfshond who chose the wolves, the victim the oerwolf infected.

From that moment the player wakes with the wolves, counts as a werewolf for the win and plays
in their camp; lovers are judged again (a pair that is now one werewolf and one villager forms
the camp geliefden, ruling turned-geliefden in narration/RULINGS.md).
"""

from __future__ import annotations

from collections.abc import Callable

from narration.card import Point
from narration.lovers import update_lover_camps
from narration.state import GameState, Player

# The oerwolf's infection, as editions change it (Best Of):
INFECTION_RULE: Point[Callable[[GameState, Player], str | None]] = Point(
    "infection_rule", doc="(state, victim) -> why the infection does not take, or None; the "
                          "victim is then bitten as usual")
AFTER_INFECTION: Point[Callable[[GameState, Player], None]] = Point(
    "after_infection", doc="(state, player): what else an infection does to a card (Best Of: "
                           "the fluitspeler becomes a plain werewolf)")
CURE_RULE: Point[Callable[[GameState], str | None]] = Point(
    "cure_rule", doc="(state) -> why the witch's elixir cannot undo an infection, or None "
                     "(without one, it does: ruling heks-besmetting)")


def turn_werewolf(state: GameState, player: Player) -> None:
    player.turned = True
    if player.lover is not None:
        update_lover_camps(state)
