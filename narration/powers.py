"""Whether a player may still use the power of his card.

Some rules take powers away for the rest of the game (the dorpsoudste killed by the village,
the Lycantropische Besmetting, a Wonder that brings a player back without his power). Each
registers a `power_rule`: given a player, the reason he cannot use his card's power now, or
None. The flow skips a night step whose living holders have all lost their power (its key is
then "never asked" with that reason); day powers (the jager's shot, the dorpsgek's pardon, the
zondebok's choice) ask `power_blocked` themselves.
"""

from __future__ import annotations

from collections.abc import Callable

from narration.state import GameState, Player

PowerRule = Callable[[GameState, Player], str | None]
POWER_RULES: list[PowerRule] = []


def power_rule(fn: PowerRule) -> PowerRule:
    POWER_RULES.append(fn)
    return fn


def power_blocked(state: GameState, player: Player) -> str | None:
    """Why `player` cannot use his card's power now, or None when he can."""
    for rule in POWER_RULES:
        reason = rule(state, player)
        if reason:
            return reason
    return None


def has_power(state: GameState, player: Player) -> bool:
    return power_blocked(state, player) is None
