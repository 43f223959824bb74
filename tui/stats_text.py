"""The group's statistics as lines of text, for `wakkerdam stats` and the statistics screen
(numbers from narration/history.py `summarize`)."""

from __future__ import annotations

from typing import Any

from setups.catalogue import is_role, roles
from tui.i18n import language, t


def card_name(role_id: str) -> str:
    """A card as the screen names it ("Seer"), not its id ("ziener"); an id the catalogue no
    longer knows (a game saved by another version) stays as it was saved."""
    return roles()[role_id].name(language()) if is_role(role_id) else role_id


def mix_text(mix: str) -> str:
    """A saved game's mix id ("burger=5,weerwolf=2,ziener") in words: "5× Villager, ..."."""
    parts = []
    for part in mix.split(","):
        card, _, count = part.partition("=")
        parts.append(f"{count or 1}× {card_name(card)}")
    return ", ".join(parts)


def camp(camp_id: str) -> str:
    return t(f"setup.camp.{camp_id}")


def wins_text(wins: dict[str, int]) -> str:
    return ", ".join(f"{camp(c)} {n}" for c, n in sorted(wins.items(), key=lambda i: -i[1]))


def stats_lines(summary: dict[str, Any]) -> list[str]:
    if not summary["games"]:
        return [t("stats.none")]
    lines = [t("stats.games", n=summary["games"]),
             t("stats.wins", wins=wins_text(summary["wins"])), "", t("stats.per_mix")]
    for mix, entry in summary["mixes"].items():
        lines.append(t("stats.mix_line", players=entry["players"], mix=mix_text(mix),
                       n=entry["games"], wins=wins_text(entry["wins"])))
    lines += ["", t("stats.per_card")]
    for card, held in summary["cards"].items():
        lines.append(t("stats.card_line", card=card_name(card), n=held["games"], won=held["won"]))
    lines += ["", t("stats.per_player")]
    for name, me in summary["players"].items():
        lines.append(t("stats.player_line", name=name, n=me["games"], won=me["won"]))
    lines.append("")
    for which in ("longest", "shortest"):
        g = summary[which]
        lines.append(t(f"stats.{which}", rounds=g["rounds"], created=g["created"][:10],
                       players=g["players"], winner=camp(g["winner"])))
    return lines
