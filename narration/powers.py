"""Whether a player may still use the power of his card, and whose power he uses.

Some rules take powers away for the rest of the game (the dorpsoudste killed by the village,
the Lycantropische Besmetting, a Wonder that brings a player back without his power). Each
registers a `power_rule`: given a player, the reason he cannot use his card's power now, or
None. The flow skips a night step whose living holders have all lost their power (its key is
then "never asked" with that reason); day powers (the jager's shot, the dorpsgek's pardon, the
zondebok's choice) ask `power_blocked` themselves.

Rules can also swap powers for a while (the event card Dag der dwazen): a `role_swap` says which
card's power a player uses now; the flow calls a night step's players by `acting_role`, and the
day powers (the jager's shot, the dorpsoudste's spare life) ask it too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

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


RoleSwap = Callable[[GameState, Player], str | None]
ROLE_SWAPS: list[RoleSwap] = []
# The cards the registered swaps may change and hand out, or None once a swap has not said which
# (then every player is asked). acting_role runs for every player at every night step; a player
# whose card no swap touches keeps his own power without asking the swaps.
_SWAPPABLE: set[str] | None = set()


def role_swap(fn: RoleSwap) -> RoleSwap:
    """Register a swap that may change any card."""
    global _SWAPPABLE
    ROLE_SWAPS.append(fn)
    _SWAPPABLE = None
    return fn


def role_swap_of(cards: Iterable[str]) -> Callable[[RoleSwap], RoleSwap]:
    """Register a swap that only ever gives a holder of one of `cards` the power of another of
    `cards` (the Dag der dwazen's pairs)."""
    def register(fn: RoleSwap) -> RoleSwap:
        ROLE_SWAPS.append(fn)
        if _SWAPPABLE is not None:
            _SWAPPABLE.update(cards)
        return fn

    return register


def may_swap(cards: Iterable[str]) -> bool:
    """Whether a swap could give a player the power of one of `cards`, or take it away."""
    return _SWAPPABLE is None or not _SWAPPABLE.isdisjoint(cards)


def acting_role(state: GameState, player: Player) -> str:
    """The card whose power `player` uses now: his own, unless a rule swapped powers."""
    if _SWAPPABLE is not None and player.role not in _SWAPPABLE:
        return player.role
    for swap in ROLE_SWAPS:
        swapped = swap(state, player)
        if swapped:
            return swapped
    return player.role
