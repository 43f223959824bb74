"""`wakkerdam replay FILE [--json] [--check] [--keys]`: a scenario through the real engine."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from narration.errors import WakkerdamError
from narration.keys import KEYS
from narration.replay import play
from narration.report import differences, state_json
from narration.scenario import load
from setups.editions import edition_help
from setups.karakters import SETUP_FIELD_HELP
from setups.options import OPTION_HELP


def print_keys(lang: str = "en") -> None:
    """Every answer key, option and setup field. The headings, the rulebook quotes and the
    editions are in `lang` (the catalogues' `replay_keys.*`, "rules" and "editions"); the
    value forms and conditions are the key data's own words (English)."""
    from texts import texts

    words, quotes = texts(lang, "tui"), texts(lang, "rules")
    print(words.text("replay_keys.answers"))
    print("  " + words.text("replay_keys.repeat"))
    for spec in KEYS.values():
        rule = quotes.text(spec.rule) if quotes.has(spec.rule) else spec.rule
        print(f"  {spec.key:22} {spec.phase:6} {spec.value}")
        print(f"  {'':22} {'':6} " + words.text("replay_keys.when", when=spec.when))
        print(f"  {'':22} {'':6} " + words.text("replay_keys.rule", rule=rule))
    print("\n" + words.text("replay_keys.options"))
    for key, help_text in OPTION_HELP.items():
        print(f"  {key:22} {help_text}")
    print("\n" + words.text("replay_keys.setup"))
    for key, by_lang in edition_help().items():
        print(f"  {key:22} {by_lang.get(lang) or by_lang['en']}")
    print("\n" + words.text("replay_keys.expansions"))
    for key, help_text in SETUP_FIELD_HELP.items():
        print(f"  {key:22} {help_text}")


def run_replay(args: argparse.Namespace) -> int:
    if args.keys:
        print_keys(args.language)
        return 0
    if not args.file:
        print("wakkerdam replay: name a scenario file, e.g. wakkerdam replay game.toml",
              file=sys.stderr)
        return 2
    try:
        scenario = load(Path(args.file))
        game = play(scenario, args.file)
    except WakkerdamError as e:
        print(f"wakkerdam replay: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(state_json(game), ensure_ascii=False, indent=2))
    if args.check:
        diffs = differences(game, scenario.expect)
        if diffs:
            print(f"wakkerdam replay: {args.file}: {diffs[0]}", file=sys.stderr)
            for more in diffs[1:]:
                print(f"  also: {more}", file=sys.stderr)
            return 1
        if not args.json:
            print(f"{args.file}: ok")
    elif not args.json:
        for text in game.state.announcements():
            print(text)
    return 0
