"""`wakkerdam balance --players N --mix "weerwolf=2,ziener,heks,burger=6" [--games G]
[--seed S] [--json]`: how fair a mix is, by its static score and by letting bots play it."""

from __future__ import annotations

import argparse
import json
import sys

from narration.balance import simulate
from narration.errors import WakkerdamError
from setups.mix_check import blocking, mix_problems
from setups.mixes import parse_mix
from setups.scores import score, verdict_text

MAX_GAMES = 1_000_000


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    balance = sub.add_parser("balance", help="how fair a mix is: static score and bots playing it")
    balance.add_argument("--players", type=int, required=True, help="number of players")
    balance.add_argument("--mix", required=True,
                         help='the cards, e.g. "weerwolf=2,ziener,heks,burger=6"')
    balance.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    balance.add_argument("--seed", type=int, default=1, help="seed of the deals and bots")
    balance.add_argument("--json", action="store_true", help="print the result as JSON")


def run_balance(args: argparse.Namespace) -> int:
    lang = args.lang or "nl"
    if not 1 <= args.games <= MAX_GAMES:
        print(f"wakkerdam balance: --games must be between 1 and {MAX_GAMES}, not {args.games}.",
              file=sys.stderr)
        return 2
    try:
        mix = parse_mix(args.mix)
        if not mix:
            print('wakkerdam balance: --mix is empty; write e.g. "weerwolf=2,ziener,burger=6".',
                  file=sys.stderr)
            return 2
        problems = mix_problems(args.players, mix)
        errors = blocking(problems)
        if errors:
            print(f"wakkerdam balance: {errors[0].text(lang)}", file=sys.stderr)
            for more in errors[1:]:
                print(f"  {more.text(lang)}", file=sys.stderr)
            return 2
        result = simulate(args.players, mix, args.games, args.seed)
    except WakkerdamError as e:
        print(f"wakkerdam balance: {e}", file=sys.stderr)
        return 2
    value = score(mix)
    if args.json:
        data = result.to_json()
        data["score"] = value
        data["seed"] = args.seed
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    word = "players" if lang == "en" else "spelers"
    print(f"{args.players} {word} · score {value:+d} ({verdict_text(value, lang)})")
    for camp in result.camps:
        if camp == "niemand" and not result.wins[camp]:
            continue
        share, half = result.share(camp), result.half_width(camp)
        print(f"  {camp:<14} {share:6.1%} ± {half:5.1%}")
    if lang == "en":
        print(f"  {result.games} games, seed {args.seed}; stopped at the round cap (draw): "
              f"{result.capped}")
    else:
        print(f"  {result.games} potjes, seed {args.seed}; gestopt bij de rondegrens "
              f"(gelijkspel): {result.capped}")
    for advice in problems:
        print(advice.text(lang))
    return 0
