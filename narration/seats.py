"""Seats and neighbours (SCENARIOS.md: the players list is the seat order, clockwise; each
player's left neighbour is the next one in the list)."""

from __future__ import annotations

from narration.state import GameState, Player


def left_of(state: GameState, name: str, *, alive: bool = True) -> str | None:
    """The first (living) player to the left of `name` (the next seat in the list)."""
    n = len(state.players)
    start = state.player(name).seat
    for step in range(1, n):
        p = state.players[(start + step) % n]
        if p.alive or not alive:
            return p.name
    return None


def living_neighbours(state: GameState, name: str) -> list[str]:
    """The living players directly left and right of `name` (skipping the dead)."""
    n = len(state.players)
    seat = state.player(name).seat
    out: list[str] = []
    for direction in (1, -1):
        for step in range(1, n):
            p = state.players[(seat + direction * step) % n]
            if p.name == name:
                break
            if p.alive:
                if p.name not in out:
                    out.append(p.name)
                break
    return out


def nearest_living_players(state: GameState, player: Player) -> list[Player]:
    """The nearest living player to the right and to the left (dead players have left)."""
    alive = [p for p in state.players if p.alive or p is player]
    at = alive.index(player)
    found: list[Player] = []
    for p in (alive[(at - 1) % len(alive)], alive[(at + 1) % len(alive)]):
        if p is not player and all(p is not q for q in found):
            found.append(p)
    return found
