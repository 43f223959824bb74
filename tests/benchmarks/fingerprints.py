"""Game fingerprints: the safety net of a speed change that must not change a single game.

Run by hand (not collected by pytest)::

    python tests/benchmarks/fingerprints.py write BASE.json [--seeds 100]
    # ... change the engine or the bots ...
    python tests/benchmarks/fingerprints.py check BASE.json [--seeds 100]

Every game is a bot game (narration/bots.py `Bots`, as the balance meter plays it) of one of:
sim_bench's default mix, every preset of every edition at its lowest, middle and highest
player count, the default mix under each tie rule, with dead roles hidden, and with the whole
Volle Maan event deck, and Het Dorp with proposed professions; each from `--seeds` seeds. A
game's fingerprint is a hash of every prompt asked (step, key, kind, phase, round, line,
candidates, choices, bounds, voters), every answer the bots gave, every message rendered
(public or not, its text, round, phase, addressees) and the winner. `check` prints IDENTICAL,
or the games that differ (exit status 1) with their first differing prompt number.

A speed change that keeps every fingerprint plays the same games from the same seeds: the
balance meter's figures, the scenario files and the journals are unchanged by construction.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from narration.bots import MAX_ROUNDS, Bots
from narration.engine import Game
from setups.deal import deal_setup
from setups.errors import SetupError
from setups.game_setup import GameSetup
from setups.mixes import parse_mix
from setups.options import TIE_RULES, Options
from setups.presets import all_presets
from setups.professions import propose

DEFAULT_MIX = "weerwolf=3,ziener,heks,jager,cupido,onschuldig_meisje,burger=4"


def _names(players: int) -> tuple[str, ...]:
    return tuple(f"P{i + 1}" for i in range(players))


def setups(seeds: int) -> Iterator[tuple[str, GameSetup]]:
    """(game id, setup) of every game fingerprinted."""
    base = parse_mix(DEFAULT_MIX)
    for seed in range(seeds):
        yield f"default/{seed}", deal_setup(_names(12), base, seed)
    for preset in all_presets():
        counts = sorted(n for n in range(preset.low, preset.high + 1) if preset.fits(n))
        if not counts or not preset.playable():
            continue
        options = Options(**dict(preset.options)) if preset.options else None
        for players in sorted({counts[0], counts[len(counts) // 2], counts[-1]}):
            mix = preset.mix(players)
            for seed in range(max(1, seeds // 10)):
                game_id = f"preset/{preset.edition}/{preset.id}/{players}/{seed}"
                try:
                    yield game_id, deal_setup(_names(players), mix, seed, options,
                                              edition=preset.edition)
                except SetupError:  # a card that needs Het Dorp's buildings
                    yield game_id, deal_setup(_names(players), mix, seed, options,
                                              professions=propose(players, seed),
                                              edition=preset.edition)
    variants = {f"tie_{rule}": Options(tie_rule=rule) for rule in TIE_RULES}
    variants["hidden_dead"] = Options(reveal_dead_roles=False)
    variants["events"] = Options(event_deck="alle")
    for name, options in variants.items():
        for seed in range(max(1, seeds // 5)):
            yield f"{name}/{seed}", deal_setup(_names(12), base, seed, options)
    for seed in range(max(1, seeds // 5)):
        setup = deal_setup(_names(12), base, seed)
        yield f"het_dorp/{seed}", replace(setup, professions=propose(12, seed))


def _value(value: Any) -> Any:
    return sorted(value.items()) if isinstance(value, dict) else value


def fingerprint(setup: GameSetup, seed: int) -> tuple[str, int]:
    """(hash, prompts asked) of one bot game."""
    game = Game(setup)
    bots = Bots(game, seed)
    digest = hashlib.sha256()
    asked = 0
    while game.prompt is not None and game.state.round <= MAX_ROUNDS:
        p = game.prompt
        digest.update(repr((p.step, p.key, str(p.kind), p.phase, p.round, p.line, p.called,
                            p.role, p.info, p.candidates, p.choices, p.low, p.high,
                            p.optional, p.voters)).encode())
        before = len(game.records)
        bots.answer(p)
        records = game.records
        digest.update(repr([_value(r.answer) for r in records[before:]]).encode())
        asked += 1
    for message in game.state.messages:
        digest.update(repr(message).encode())
    winner = game.state.winner.camp if game.state.winner else "-"
    digest.update(f"winner {winner} round {game.state.round}".encode())
    return digest.hexdigest()[:16], asked


def collect(seeds: int) -> dict[str, str]:
    found: dict[str, str] = {}
    for game_id, setup in setups(seeds):
        try:
            value, asked = fingerprint(setup, setup.seed)
            found[game_id] = f"{value} {asked}"
        except Exception as error:  # a game that fails is a fingerprint too
            found[game_id] = f"error {type(error).__name__}: {error}"
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("write", "check"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--seeds", type=int, default=100)
    args = parser.parse_args()
    found = collect(args.seeds)
    if args.mode == "write":
        args.file.write_text(json.dumps(found, indent=0, sort_keys=True) + "\n")
        errors = sum(v.startswith("error") for v in found.values())
        print(f"{len(found)} games written to {args.file} ({errors} ended in an error)")
        return 0
    base = json.loads(args.file.read_text())
    differ = sorted(k for k in base.keys() | found.keys() if base.get(k) != found.get(k))
    if not differ:
        print(f"IDENTICAL ({len(found)} games)")
        return 0
    for key in differ[:20]:
        print(f"{key}: {base.get(key)} -> {found.get(key)}")
    print(f"{len(differ)} of {len(found)} games differ")
    return 1


if __name__ == "__main__":
    sys.exit(main())
