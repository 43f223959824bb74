"""Het Dorp on the table view: each seat's public profession and the building standing there,
as one short label that fits a seat ("Bakker ⌂", "Barbier ⌂ op", "Boer ○ leeg", "Zwerver ✗
Kapsalon" for a burnt one)."""

from __future__ import annotations

from narration.state import GameState
from narration.village import BURNT, EMPTY, Building
from setups.professions import profession
from tui.i18n import language, t


def village_label(state: GameState, name: str) -> str | None:
    """The label for a seat, or None without Het Dorp."""
    player = state.player(name)
    if not player.profession:
        return None
    lang = language()
    label = profession(player.profession).name(lang)
    here = [b for b in state.buildings if b.resident == name]
    for b in here:
        label += " " + building_mark(b, lang)
    return label


def building_mark(b: Building, lang: str) -> str:
    """⌂ the building stands (its power used or lost: "op"), ○ empty, ✗ burnt (named, as its
    resident plays on as a zwerver)."""
    if b.status == BURNT:
        return f"✗ {profession(b.profession).building_name(lang)}"
    if b.status == EMPTY:
        return f"○ {t('village.empty')}"
    if b.used or b.lost:
        return f"⌂ {t('village.used')}"
    return "⌂"
