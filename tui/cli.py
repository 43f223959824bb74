"""The `wakkerdam` command line: the app, and the headless tools beside it.

Textual is imported only when the app itself starts, so `replay`, `say` and `balance` stay quick.
Every failure a user can cause ends in one clear line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from texts import DEFAULT, LANGS, is_language, text
from texts.argparse_words import argparse_words


def _parser(lang: str = DEFAULT) -> argparse.ArgumentParser:
    """The command line, its help texts in `lang` (argparse's own words follow the language
    set by `argparse_words`)."""
    def say(key: str) -> str:
        return text(lang, "tui", f"cli.help.{key}")

    parser = argparse.ArgumentParser(prog="wakkerdam", description=say("description"))
    parser.add_argument("--lang", choices=LANGS, help=say("lang"))
    sub = parser.add_subparsers(dest="command", title=say("commands"))

    replay = sub.add_parser("replay", help=say("replay"), description=say("replay"))
    replay.add_argument("file", nargs="?", help=say("replay_file"), metavar=say("metavar.file"))
    replay.add_argument("--json", action="store_true", help=say("replay_json"))
    replay.add_argument("--check", action="store_true", help=say("replay_check"))
    replay.add_argument("--keys", action="store_true", help=say("replay_keys"))

    speak = sub.add_parser("say", help=say("say"), description=say("say"))
    speak.add_argument("text", help=say("say_text"), metavar=say("metavar.text"))
    speak.add_argument("--lang", dest="say_lang", choices=LANGS, default=None,
                       help=say("say_lang"))
    speak.add_argument("--out", help=say("say_out"), metavar=say("metavar.out"))
    speak.add_argument("--voice", help=say("say_voice"), metavar=say("metavar.voice"))
    speak.add_argument("--ambience", choices=["night", "day"], help=say("say_ambience"))

    sub.add_parser("voices", help=say("voices"), description=say("voices"))

    from tui.balance_command import add_parser as add_balance

    add_balance(sub, say)
    from tui.stats_command import add_parser as add_stats

    add_stats(sub, say)
    # `wakkerdam stats --lang de` as well as `wakkerdam --lang de stats`: the texts follow it
    # either way (chosen_language), and argparse refused it after the command. Not for `say`,
    # whose own --lang is the voice's.
    for name, command in sub.choices.items():
        if name != "say":
            command.add_argument("--lang", choices=LANGS, default=argparse.SUPPRESS,
                                 help=say("lang"))
    return parser


def chosen_language(argv: Sequence[str]) -> str:
    """The language of the command's texts: --lang when it names one, else the settings'
    language (Dutch when nothing is saved)."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang", nargs="?")
    known, _ = early.parse_known_args(argv)
    if is_language(known.lang):
        return str(known.lang)
    from tui.settings import load_settings

    return load_settings().lang


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = chosen_language(argv)
    with argparse_words(lang):
        args = _parser(lang).parse_args(argv)
    args.language = lang
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
