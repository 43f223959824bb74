"""Calibration of the bots against what is published: the README's balance table.

Run by hand (not collected by pytest)::

    python tests/benchmarks/calibrate.py [--games 2400] [--json] [--only basis,presets,base]

For each reference mix it prints the static score (the card values of setups/data/scores.toml,
Wolf Village's scale, the way Ultimate Werewolf's weights are used), the village's simulated
share with its 95% interval, and the verdict (narration/balance.py `verdict`):

- the rulebook's base mix for a first game (zygomatic-spelregels.txt), 12 players;
- Wolf Village's Basis set-up, which it rates "In balans" at every count from 4 to 20
  (wolf-village-regels.txt: werewolves one per five players, the ziener, the dokter from 7
  players on, translated to the genezer as the presets do, and burgers);
- every preset of this version at 8, 12 and 16 players (where it is offered);
- with `--only wv,wv_presets,huis`: the editions played by their own cards and bots
  (narration/editions/): Wolf Village's own Basis set-up at 4 to 20 players, its five set-ups
  at 8, 12 and 16, and the house rules' own preset at 8, 12 and 16 (without professions, as
  `wakkerdam balance --edition huisregels` plays it).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from narration.balance import simulate, verdict
from narration.errors import WakkerdamError
from setups.mixes import parse_mix
from setups.options import Options, options_from_table
from setups.presets import offered
from setups.scores import score


def wolf_village_basis(players: int) -> Counter[str]:
    wolves = 1 if players <= 6 else 2 if players <= 10 else 3 if players <= 16 else 4
    mix: Counter[str] = Counter(weerwolf=wolves, ziener=1)
    if players >= 7:
        mix["genezer"] = 1
    mix["burger"] = players - sum(mix.values())
    return mix


WV, HOUSE = "wolf_village", "huisregels"


Row = tuple[str, int, Counter[str], str, Options | None]


def edition_rows(edition: str, counts: range | tuple[int, ...], only_id: str = "") -> list[Row]:
    """The edition's own presets (`only_id`: that one) at each count where they are offered,
    with the switches each set-up deals with (as `wakkerdam balance --preset` plays them)."""
    return [(f"{edition} {p.id}", n, mix, edition, options_from_table(dict(p.options)))
            for n in counts for p, mix in offered(n, edition=edition)
            if p.edition == edition and (not only_id or p.id == only_id)]


def references(only: set[str]) -> list[Row]:
    rows: list[Row] = []
    if "base" in only:
        rows.append(("Rulebook base mix", 12, parse_mix("weerwolf=3,ziener,burger=8"), "", None))
    if "basis" in only:
        rows += [("Wolf Village Basis", n, wolf_village_basis(n), "", None)
                 for n in range(4, 21)]
    if "presets" in only:
        for n in (8, 12, 16):
            rows += [(f"preset {p.id}", n, mix, "", options_from_table(dict(p.options)))
                     for p, mix in offered(n)]
    if "wv" in only:
        rows += edition_rows(WV, range(4, 21), "wv_basis")
    if "wv_presets" in only:
        rows += [r for r in edition_rows(WV, (8, 12, 16)) if r[0] != f"{WV} wv_basis"]
    if "huis" in only:
        rows += edition_rows(HOUSE, (8, 12, 16))
    return rows


def cards(mix: Counter[str]) -> str:
    return ",".join(f"{r}={k}" if k > 1 else r for r, k in sorted((+mix).items()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--only", default="base,basis,presets")
    args = parser.parse_args()
    out = []
    start = time.perf_counter()
    for label, players, mix, edition, options in references(set(args.only.split(","))):
        try:
            result = simulate(players, mix, args.games, args.seed, options, edition=edition)
        except WakkerdamError as e:  # a mix the deal cannot always make (reported, not hidden)
            print(f"| {label} | {players} | {cards(mix)} | {score(mix, edition):+d} | "
                  f"not played: {e} | – |", flush=True)
            continue
        row = {"set-up": label, "players": players, "mix": cards(mix),
               "score": score(mix, edition),
               "village": result.share("dorp"), "ci": result.half_width("dorp"),
               "verdict": verdict(result)}
        out.append(row)
        if not args.json:
            print(f"| {label} | {players} | {row['mix']} | {row['score']:+d} | "
                  f"{result.share('dorp'):.0%} ± {result.half_width('dorp'):.1%} | "
                  f"{row['verdict']} |", flush=True)
    if args.json:
        print(json.dumps(out, indent=2))
    print(f"({args.games} games per mix, seed {args.seed}, "
          f"{time.perf_counter() - start:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
