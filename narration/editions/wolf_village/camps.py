"""The lovers' camps in Wolf Village: "De kampen van de geliefden worden geteld naar hun rollen
van dat moment"; a nar or a vos in love is always in another camp than the beloved.

The lovers play for themselves (camp `geliefden`) when their camps differ, counted by the card
each holds now (a bitten vervloekte is a werewolf); a werewolf in love with his own handlanger
plays on with the pack.
"""

from __future__ import annotations

from narration.ids import Camp
from narration.state import GameState, Player
from setups.catalogue import role

SOLO_CAMPS = frozenset({Camp.NAR, Camp.VOS})


def own_camp(player: Player) -> str:
    """The camp of the card a player holds now, leaving the lovers aside."""
    return Camp.WEERWOLVEN if player.turned else role(player.role, player.edition).camp


def judge_lovers(state: GameState) -> None:
    lovers = [p for p in state.players if p.lover is not None]
    if len(lovers) != 2:
        return
    a, b = own_camp(lovers[0]), own_camp(lovers[1])
    mixed = a != b or bool({a, b} & SOLO_CAMPS)
    for p in lovers:
        p.camp_override = Camp.GELIEFDEN if mixed else None


def pack(state: GameState) -> list[Player]:
    """The living werewolves who play for the pack (not one in love across the camps)."""
    return [p for p in state.alive() if p.werewolf and p.camp == Camp.WEERWOLVEN]
