"""`wakkerdam stats [--json|--csv]`: the group's finished games (narration/history.py)."""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Callable

# Nothing of narration is imported at module level: the parser is built on every start.

# The winners of one game share one CSV field: joined by "|", which no spreadsheet takes for
# a column break whatever its list separator ("," or, in a Dutch one, ";"); a space split a
# name like "Anna Maria" in two. (`--json` gives them as a list.)
WINNERS_SEPARATOR = "|"


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser],
               say: Callable[[str], str]) -> None:
    """The `stats` subcommand, its help texts by `say` (the "tui" catalogue's `cli.help.*`)."""
    stats = sub.add_parser("stats", help=say("stats"), description=say("stats"))
    form = stats.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help=say("stats_json"))
    form.add_argument("--csv", action="store_true", help=say("stats_csv"))


def run_stats(args: argparse.Namespace) -> int:
    from narration.history import finished_games, summarize
    from tui.i18n import set_language
    from tui.stats_text import stats_lines

    set_language(args.language)
    games = finished_games()
    if args.csv:
        out = csv.writer(sys.stdout, lineterminator="\n")
        out.writerow(["file", "created", "players", "mix", "winner", "winners", "rounds"])
        for g in games:
            out.writerow([g.file, g.created, len(g.players), g.mix, g.winner,
                          WINNERS_SEPARATOR.join(g.winners), g.rounds])
        return 0
    summary = summarize(games)
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=2))
        return 0
    print("\n".join(stats_lines(summary)))
    return 0
