"""`wakkerdam stats [--json|--csv]`: the group's finished games (narration/history.py)."""

from __future__ import annotations

import argparse
import csv
import json
import sys

# Nothing of narration is imported at module level: the parser is built on every start.


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    stats = sub.add_parser("stats", help="the group's finished games: wins per camp, mix, card "
                                         "and player, the longest and shortest game")
    form = stats.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print the totals as JSON")
    form.add_argument("--csv", action="store_true", help="print one line per finished game")


def run_stats(args: argparse.Namespace) -> int:
    from narration.history import finished_games, summarize
    from tui.i18n import set_language
    from tui.stats_text import stats_lines

    set_language(args.lang or "nl")
    games = finished_games()
    if args.csv:
        out = csv.writer(sys.stdout, lineterminator="\n")
        out.writerow(["file", "created", "players", "mix", "winner", "winners", "rounds"])
        for g in games:
            out.writerow([g.file, g.created, len(g.players), g.mix, g.winner,
                          " ".join(g.winners), g.rounds])
        return 0
    summary = summarize(games)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=2))
        return 0
    print("\n".join(stats_lines(summary)))
    return 0
