"""The row of a per-seat list (the physical cards, Het Dorp's professions): the seat's number,
the name padded to a column by terminal cells, and what the seat got. A name is padded by its
cells, not its characters: `🐺Wolfie` is two cells wide for its first character and pushed
the column one cell to the right."""

from __future__ import annotations

from rich.cells import cell_len


def seat_row(seat: int, name: str, width: int, rest: str) -> str:
    """`seat` counts from 0; the name takes `width` cells and at least one space follows."""
    return f"{seat + 1:>2}. {name}{' ' * max(1, width + 1 - cell_len(name))}{rest}"
