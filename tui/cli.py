"""The `wakkerdam` command line: the app, and the headless tools beside it.

Textual is imported only when the app itself starts, so `replay`, `say` and `balance` stay quick.
Every failure a user can cause ends in one clear line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from texts import LANGS


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wakkerdam",
        description="Verteller voor De Weerwolven van Wakkerdam / narrator for Werewolves.",
    )
    parser.add_argument("--lang", choices=LANGS, help="taal / language (default: settings)")
    sub = parser.add_subparsers(dest="command")

    replay = sub.add_parser("replay", help="play a scenario file through the engine, headless")
    replay.add_argument("file", nargs="?", help="scenario TOML file")
    replay.add_argument("--json", action="store_true", help="print the final state as JSON")
    replay.add_argument("--check", action="store_true", help="check the file's [expect] table")
    replay.add_argument("--keys", action="store_true", help="list every answer key")

    say = sub.add_parser("say", help="speak one line, or render it to a WAV file")
    say.add_argument("text")
    say.add_argument("--lang", dest="say_lang", choices=LANGS, default=None)
    say.add_argument("--out", help="write a WAV file instead of playing")
    say.add_argument("--voice", help="a voice id from 'wakkerdam voices' (espeak:gmw/nl, ...)")
    say.add_argument(
        "--ambience",
        choices=["night", "day"],
        help="with --out: mix the line over the night or day bed (ducked while it speaks)",
    )

    sub.add_parser("voices", help="list every voice (engine:name) and play a test sentence")

    from tui.balance_command import add_parser as add_balance

    add_balance(sub)
    from tui.stats_command import add_parser as add_stats

    add_stats(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return _run(args)
    except BrokenPipeError:
        # The reader went away (`wakkerdam replay --keys | head`): stop quietly, no traceback.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run(args: argparse.Namespace) -> int:
    if args.command == "replay":
        from tui.replay_command import run_replay

        return run_replay(args)
    if args.command == "say":
        from tui.voice_commands import run_say

        return run_say(args)
    if args.command == "balance":
        from tui.balance_command import run_balance

        return run_balance(args)
    if args.command == "stats":
        from tui.stats_command import run_stats

        return run_stats(args)
    if args.command == "voices":
        from tui.voice_commands import run_voices

        return run_voices(args)
    from tui.app import run_app

    return run_app(lang=args.lang)


if __name__ == "__main__":
    sys.exit(main())
