"""Seats and neighbours (SCENARIOS.md: the players list is the seat order, clockwise; each
player's left neighbour is the next one in the list)."""

from __future__ import annotations

from narration.state import GameState


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
