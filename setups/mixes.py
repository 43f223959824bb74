"""Mixes: how many of which card. The rulebook's base mix, and the `weerwolf=2,ziener` notation."""

from __future__ import annotations

from collections import Counter

from setups.catalogue import is_role, roles
from setups.errors import SetupError, shown

# "De basismix per spelersaantal" of the rulebook: players -> (weerwolven, ziener, burgers).
BASE_MIX: dict[int, tuple[int, int, int]] = {
    8: (2, 1, 5), 9: (2, 1, 6), 10: (2, 1, 7), 11: (2, 1, 8), 12: (3, 1, 8), 13: (3, 1, 9),
    14: (3, 1, 10), 15: (3, 1, 11), 16: (3, 1, 12), 17: (3, 1, 13), 18: (4, 1, 13),
}


def base_mix(players: int) -> Counter[str]:
    """The rulebook's base mix for 8 to 18 players."""
    if players not in BASE_MIX:
        raise SetupError("base_mix_range", players=players)
    wolves, seers, villagers = BASE_MIX[players]
    return Counter({"weerwolf": wolves, "ziener": seers, "burger": villagers})


def parse_mix(text: str) -> Counter[str]:
    """Parse `weerwolf=2,ziener,burger=6` into counts."""
    mix: Counter[str] = Counter()
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        role_id, _, count_text = part.partition("=")
        role_id = role_id.strip()
        if not is_role(role_id):
            raise SetupError("unknown_role_mix", role=shown(role_id), known=known_roles())
        try:
            count = int(count_text) if count_text.strip() else 1
        except ValueError:
            raise SetupError("count_not_number", part=shown(part)) from None
        if count < 1:
            raise SetupError("count_below_one", part=shown(part))
        mix[role_id] += count
    return mix


def known_roles() -> str:
    return ", ".join(sorted(roles()))
