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
from setups.editions import editions
from setups.karakters import SETUP_FIELDS
from setups.options import OPTION_KEYS, TIE_RULES


def print_keys(lang: str) -> None:
    """Every answer key, option and setup field, wholly in `lang`: the headings, value forms,
    conditions, options and fields from the "tui" catalogue's `replay_keys.*`, the rulebook
    quotes from "rules", the editions' descriptions from their data. The key column shows the
    ids a scenario file uses. (The texts are format templates: `{{ }}` are literal braces.)"""
    from texts import texts

    words, quotes = texts(lang, "tui"), texts(lang, "rules")

    def say(key: str, **fields: str) -> str:
        return words.text(f"replay_keys.{key}", **fields) if fields else \
            words.text(f"replay_keys.{key}").format()

    phases = {phase: say(f"phase.{phase}") for phase in sorted({s.phase for s in KEYS.values()})}
    width = max(6, *(len(word) for word in phases.values()))
    print(say("answers"))
    print("  " + say("repeat"))
    for spec in KEYS.values():
        rule = quotes.text(spec.rule)
        print(f"  {spec.key:22} {phases[spec.phase]:{width}} {say(f'key.{spec.key}.value')}")
        print(f"  {'':22} {'':{width}} " + say("when", when=say(f"key.{spec.key}.when")))
        print(f"  {'':22} {'':{width}} " + say("rule", rule=rule))
    print("\n" + say("options"))
    for key in OPTION_KEYS:
        print(f"  {key:22} {say(f'option.{key}', tie_rules=', '.join(TIE_RULES))}")
    print("\n" + say("setup"))
    listed = "; ".join(f'"{e.id}" ({e.help(lang)})' for e in editions().values())
    print(f"  {'edition':22} {say('edition', editions=listed)}")
    print("\n" + say("expansions"))
    for key in SETUP_FIELDS:
        print(f"  {key:22} {say(f'field.{key}')}")


def _say(lang: str, key: str, **fields: object) -> str:
    """The command's own words in its language: the "tui" catalogue's `replay.*`."""
    from texts import text

    return text(lang, "tui", f"replay.{key}", **fields)


def run_replay(args: argparse.Namespace) -> int:
    if args.keys:
        print_keys(args.language)
        return 0
    if not args.file:
        print("wakkerdam replay: " + _say(args.language, "no_file"), file=sys.stderr)
        return 2
    try:
        scenario = load(Path(args.file))
    except WakkerdamError as e:
        print(f"wakkerdam replay: {e.text(args.language)}", file=sys.stderr)
        return 2
    try:
        game = play(scenario, args.file)
    except WakkerdamError as e:
        # A turn the engine refused: framed in the game's language, the language of the
        # engine's own sentence inside it ("Bram is geen kandidaat"), so the line reads as one.
        print(f"wakkerdam replay: {e.text(scenario.setup.lang)}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(state_json(game), ensure_ascii=False, indent=2))
    if args.check:
        # (What differs is said in the game's language, as a refused turn is: it quotes the
        # game's own lines, "said: no announcement contains 'De burgers winnen!'".)
        lang = scenario.setup.lang
        diffs = [diff.text(lang) for diff in differences(game, scenario.expect)]
        if diffs:
            print(f"wakkerdam replay: {args.file}: {diffs[0]}", file=sys.stderr)
            for more in diffs[1:]:
                print("  " + _say(lang, "also", difference=more), file=sys.stderr)
            return 1
        if not args.json:
            print(_say(args.language, "ok", file=args.file))
    elif not args.json:
        for text in game.state.announcements():
            print(text)
    return 0
