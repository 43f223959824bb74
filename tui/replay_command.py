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


def print_keys() -> None:
    print("Answer keys ([[turn]] tables):")
    print("  (a key asked again in the same turn takes `key#2`, `key#3`, …: two successors "
          "in one day are `opvolger` and `opvolger#2`)")
    for spec in KEYS.values():
        print(f"  {spec.key:22} {spec.phase:6} {spec.value}")
        print(f"  {'':22} {'':6} when: {spec.when}")
        print(f"  {'':22} {'':6} rule: {spec.rule}")
    print("\nOptions ([setup.options]):")
    for key, text in OPTION_HELP.items():
        print(f"  {key:22} {text}")
    print("\nSetup fields ([setup]):")
    for key, texts in edition_help().items():
        print(f"  {key:22} {texts['en']}")
    print("\nSetup fields of the expansions ([setup]):")
    for key, text in SETUP_FIELD_HELP.items():
        print(f"  {key:22} {text}")


def run_replay(args: argparse.Namespace) -> int:
    if args.keys:
        print_keys()
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
