"""Whether a player may still use the power of his card, and whose power he uses.

Some rules take powers away for the rest of the game (the dorpsoudste killed by the village,
the Lycantropische Besmetting, a Wonder that brings a player back without his power). Each
hooks a POWER_RULE: given a player, why he cannot use his card's power now (a `Lost`), or None.
The flow calls a night step whose living holders have all lost their power as one that cannot
act (its key is then "never asked" with that reason); day powers (the jager's shot, the
dorpsgek's pardon, the zondebok's choice) ask `power_blocked` themselves.

Rules can also swap powers for a while (the event card Dag der dwazen): a ROLE_SWAP says which
card's power a player uses now; the flow calls a night step's players by `acting_role`, and the
day powers (the jager's shot, the dorpsoudste's spare life) ask it too. A swap declares the
cards it may change (`card.role_swap_of(cards, order)`); one that declares none may change any.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from narration.card import ROLE_SWAP, Point
from narration.state import GameState, Player


@dataclass(frozen=True, slots=True)
class Lost:
    """Why a player cannot use his card's power, twice: `why` in the replay's words (English,
    like every reason a key was not asked; the scenario refusals match it) and `words` for the
    narrator's screen, in the game's language (a line of section "power_lost")."""

    why: str
    words: str


POWER_RULE: Point[Callable[[GameState, Player], Lost | None]] = Point(
    "power_rule", doc="(state, player) -> why he cannot use his card's power (a Lost)")


def power_blocked(state: GameState, player: Player) -> Lost | None:
    """Why `player` cannot use his card's power now, or None when he can."""
    for rule in state.rules.fns(POWER_RULE):
        reason = rule(state, player)
        if reason:
            return reason
    return None


def has_power(state: GameState, player: Player) -> bool:
    return power_blocked(state, player) is None


def may_swap(state: GameState, cards: Iterable[str]) -> bool:
    """Whether a swap could give a player the power of one of `cards`, or take it away."""
    reach = state.rules.swappable
    return reach is None or not reach.isdisjoint(cards)


def acting_role(state: GameState, player: Player) -> str:
    """The card whose power `player` uses now: his own, unless a rule swapped powers."""
    swaps = state.rules.fns(ROLE_SWAP)
    if not swaps:
        return player.role
    reach = state.rules.swappable
    if reach is not None and player.role not in reach:
        return player.role
    for swap in swaps:
        swapped = swap(state, player)
        if swapped:
            return swapped
    return player.role
