"""Becoming a werewolf during the game without changing card (Player.turned): the wolvenkind
whose model died, the wolfshond who chose the wolves, the victim the oerwolf infected.

From that moment the player wakes with the wolves, counts as a werewolf for the win and plays
in their camp; lovers are judged again (a pair that is now one werewolf and one villager forms
the camp geliefden, ruling turned-geliefden in narration/RULINGS.md).
"""

from __future__ import annotations

from narration.roles.cupido import update_lover_camps
from narration.state import GameState, Player


def turn_werewolf(state: GameState, player: Player) -> None:
    player.turned = True
    if player.lover is not None:
        update_lover_camps(state)
