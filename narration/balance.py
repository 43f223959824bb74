"""The balance meter's simulation: bots play a mix headless many times (narration/bots.py).

`simulate(players, mix, games, seed)` deals and plays `games` games (game i dealt and played
from a seed fixed by `seed` and i, so a run is reproducible) and returns each camp's share of
the wins with the half width of its 95% Wilson score interval. A draw (nobody left, or the
bots' round cap) counts for the camp "niemand", so the shares sum to one. `simulate_steps`
yields the running result after every batch, for a meter that fills in while it plays.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from narration.bots import DRAW, play_bot_game
from setups.catalogue import role
from setups.deal import deal_setup
from setups.errors import SetupError
from setups.mix_check import blocking, mix_problems
from setups.options import Options

Z95 = 1.959963984540054


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share, as (center, half width)."""
    if games <= 0:
        return 0.0, 0.5
    p = wins / games
    denom = 1 + z * z / games
    center = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return center, half


def camps_of(mix: Counter[str]) -> list[str]:
    """The camps that can win with this mix: village, werewolves, each solo camp, the lovers
    when cupido plays, and "niemand" (a draw)."""
    camps = ["dorp", "weerwolven"]
    for role_id in sorted(mix):
        camp = role(role_id).camp
        if camp not in camps:
            camps.append(camp)
    if mix["cupido"]:
        camps.append("geliefden")
    camps.append(DRAW)
    return camps


@dataclass
class BalanceResult:
    players: int
    games: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    capped: int = 0
    camps: list[str] = field(default_factory=list)

    def share(self, camp: str) -> float:
        return self.wins[camp] / self.games if self.games else 0.0

    def half_width(self, camp: str) -> float:
        return wilson(self.wins[camp], self.games)[1]

    def to_json(self) -> dict[str, object]:
        camps = self.camps + [c for c in sorted(self.wins) if c not in self.camps]
        return {
            "players": self.players,
            "games": self.games,
            "wins": {c: self.share(c) for c in camps},
            "ci": {c: self.half_width(c) for c in camps},
            "capped": self.capped,
        }


def check_mix(players: int, mix: Counter[str]) -> None:
    """Refuse a mix that cannot be played, naming the first problem (English)."""
    problems = blocking(mix_problems(players, mix, advice=False))
    if problems:
        raise SetupError(problems[0].text("en"))


def simulate_steps(players: int, mix: Counter[str], games: int, seed: int = 1, *,
                   batch: int = 25, options: Options | None = None,
                   professions: tuple[str, ...] = (), edition: str = ""
                   ) -> Iterator[BalanceResult]:
    """Play `games` games, yielding the running result after every `batch` games (in an
    edition, with Het Dorp's professions per seat when given)."""
    check_mix(players, mix)
    names = tuple(f"P{i + 1}" for i in range(players))
    result = BalanceResult(players, camps=camps_of(mix))
    for i in range(games):
        game_seed = seed * 1_000_003 + i
        setup = deal_setup(names, mix, game_seed, options, professions=professions,
                           edition=edition)
        outcome = play_bot_game(setup, game_seed, validated=True)
        result.games += 1
        result.wins[outcome.winner] += 1
        result.capped += outcome.capped
        if result.games % batch == 0 or result.games == games:
            yield result


def simulate(players: int, mix: Counter[str], games: int, seed: int = 1,
             options: Options | None = None, *, professions: tuple[str, ...] = (),
             edition: str = "") -> BalanceResult:
    steps = simulate_steps(players, mix, games, seed, batch=max(1, games), options=options,
                           professions=professions, edition=edition)
    final = BalanceResult(players, camps=camps_of(mix))
    for running in steps:
        final = running
    return final
