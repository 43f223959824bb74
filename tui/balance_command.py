"""`wakkerdam balance --players N --mix "weerwolf=2,ziener,heks,burger=6" [--games G]
[--seed S] [--json]`: how fair a mix is, by its static score and by letting bots play it."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

# Nothing of setups or narration is imported at module level: `wakkerdam` builds its argument
# parser (with this subcommand) on every start, also when it only opens the app.

MAX_GAMES = 1_000_000


def percent(share: float, lang: str, decimals: int) -> str:
    """A share as the language writes it (Babel's CLDR data): "6,9%" in Dutch, "6.9%" in
    English, "6,9 %" in French; the command printed "6.9%" in every language."""
    from babel.numbers import format_percent

    return format_percent(share, "#,##0." + "0" * decimals + "%" if decimals else "#,##0%",
                          locale=lang)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser],
               say: Callable[[str], str]) -> None:
    """The `balance` subcommand, its help texts by `say` (the "tui" catalogue's `cli.help.*`)."""
    from tui.settings import BALANCE_GAMES

    balance = sub.add_parser("balance", help=say("balance"), description=say("balance"))
    balance.add_argument("--players", type=int, required=True, help=say("balance_players"),
                         metavar=say("metavar.number"))
    cards = balance.add_mutually_exclusive_group()
    cards.add_argument("--mix", help=say("balance_mix"), metavar=say("metavar.mix"))
    cards.add_argument("--preset", help=say("balance_preset"), metavar=say("metavar.preset"))
    # The meter's own count (about ±2% at 95%): the command gives the cards step's verdict.
    balance.add_argument("--games", type=int, default=BALANCE_GAMES, help=say("balance_games"),
                         metavar=say("metavar.number"))
    balance.add_argument("--seed", type=int, default=1, help=say("balance_seed"),
                         metavar=say("metavar.number"))
    balance.add_argument("--json", action="store_true", help=say("balance_json"))
    balance.add_argument("--edition", default="", help=say("balance_edition"),
                         metavar=say("metavar.edition"))


def _say(lang: str, key: str, **fields: object) -> str:
    """The command's words in its language: the "tui" catalogue's `balance.*`."""
    from texts import text

    return text(lang, "tui", f"balance.{key}", **fields)


def list_presets(players: int, lang: str, edition: str = "") -> int:
    """The presets this version offers for `players` players, with their cards and score."""
    from setups.presets import offered
    from setups.scores import score, verdict_text

    offers = offered(players, edition=edition)
    if not offers:
        print(_say(lang, "no_preset", players=players))
        return 0
    for p, mix in offers:
        cards = ",".join(f"{r}={n}" if n > 1 else r for r, n in mix.items())
        value = score(mix, edition)
        print(f"{p.id:<22} {p.name(lang)} — {p.text(lang)}")
        hint = _say(lang, "preset_score", score=f"{value:+d}",
                    verdict=verdict_text(value, lang, edition))
        print(f"{'':<22} {cards} · {hint}")
    return 0


def run_balance(args: argparse.Namespace) -> int:
    from narration.balance import verdict
    from narration.errors import WakkerdamError
    from setups.mix_check import blocking, mix_problems
    from setups.mixes import parse_mix
    from setups.presets import preset
    from setups.scores import score, verdict_label
    from setups.scores import verdict as score_verdict

    lang = args.language
    if not 1 <= args.games <= MAX_GAMES:
        print("wakkerdam balance: " + _say(lang, "games_range", most=MAX_GAMES, games=args.games),
              file=sys.stderr)
        return 2
    try:
        from setups.editions import validate_edition

        chosen = preset(args.preset) if args.preset else None
        edition = chosen.edition if chosen is not None else args.edition
        validate_edition(edition, (), ())
        if args.mix is None and chosen is None:
            return list_presets(args.players, lang, edition)
        mix = chosen.mix(args.players) if chosen is not None else parse_mix(args.mix)
        if not mix:
            print("wakkerdam balance: " + _say(lang, "mix_empty"), file=sys.stderr)
            return 2
        problems = mix_problems(args.players, mix, edition=edition)
        errors = blocking(problems)
        if errors:
            print(f"wakkerdam balance: {errors[0].text(lang)}", file=sys.stderr)
            for more in errors[1:]:
                print(f"  {more.text(lang)}", file=sys.stderr)
            return 2
        from narration.balance import simulate
        from setups.options import options_from_table

        options = options_from_table(dict(chosen.options)) if chosen is not None else None
        result = simulate(args.players, mix, args.games, args.seed, options, edition=edition)
    except WakkerdamError as e:
        print(f"wakkerdam balance: {e.text(lang)}", file=sys.stderr)
        return 2
    value = score(mix, edition)
    if args.json:
        data = result.to_json()  # its "verdict" is the simulation's: the one answer
        data["score"] = value
        data["score_verdict"] = score_verdict(value, edition)
        data["seed"] = args.seed
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    village, half = result.share("dorp"), result.half_width("dorp")
    # One verdict: the bots'; the card points are named beside it with whether they come to
    # the same verdict, never with a verdict of their own that could contradict it.
    agreed = verdict(result) == score_verdict(value, edition)
    print(_say(lang, "result_agreed" if agreed else "result", players=args.players,
               verdict=verdict_label(verdict(result), lang, edition=edition),
               village=percent(village, lang, 0), half=percent(half, lang, 1),
               score=f"{value:+d}"))
    for camp in result.camps:
        if camp == "niemand" and not result.wins[camp]:
            continue
        share, half = result.share(camp), result.half_width(camp)
        print(f"  {camp:<14} {percent(share, lang, 1):>6} ± {percent(half, lang, 1):>5}")
    print("  " + _say(lang, "games", games=result.games, seed=args.seed, capped=result.capped))
    for advice in problems:
        print(advice.text(lang))
    return 0
