"""The group's statistics as lines of text, for `wakkerdam stats` and the statistics screen
(numbers from narration/history.py `summarize`)."""

from __future__ import annotations

from typing import Any

from tui.i18n import t


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
        lines.append(t("stats.mix_line", players=entry["players"], mix=mix, n=entry["games"],
                       wins=wins_text(entry["wins"])))
    lines += ["", t("stats.per_card")]
    for card, held in summary["cards"].items():
        lines.append(t("stats.card_line", card=card, n=held["games"], won=held["won"]))
    lines += ["", t("stats.per_player")]
    for name, me in summary["players"].items():
        lines.append(t("stats.player_line", name=name, n=me["games"], won=me["won"]))
    lines.append("")
    for which in ("longest", "shortest"):
        g = summary[which]
        lines.append(t(f"stats.{which}", rounds=g["rounds"], created=g["created"][:10],
                       players=g["players"], winner=camp(g["winner"])))
    return lines
