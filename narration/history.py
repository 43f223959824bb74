"""The group's history: every finished game in the games folder, and what they add up to.

Every game is journaled in the games folder from its first answer (narration/journal.py) and
no journal is ever removed, so every finished game is kept. `finished_games` replays each
journal (as "Verder spelen" does) and keeps the ones that reached a win; `summarize` counts
games, wins per camp, per mix, per card and per player name, and the longest and shortest
game; `group_record` gives the meter the group's own results for one mix.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from narration.errors import WakkerdamError
from narration.journal import read, replay
from narration.paths import games_dir


@dataclass(frozen=True)
class FinishedGame:
    file: str
    created: str
    players: tuple[str, ...]
    cards: tuple[tuple[str, int], ...]   # the mix: seats and middle cards, sorted
    roles: tuple[str, ...]               # each player's card at the deal, in seat order
    winner: str                          # the winning camp ("niemand": nobody)
    winners: tuple[str, ...]
    rounds: int

    @property
    def mix(self) -> str:
        return mix_key(Counter(dict(self.cards)))


def mix_key(mix: Counter[str]) -> str:
    """A mix written as `wakkerdam balance --mix` takes it, cards sorted."""
    return ",".join(f"{r}={n}" if n > 1 else r for r, n in sorted((+mix).items()))


def finished_games(folder: Path | None = None) -> list[FinishedGame]:
    """The games that reached an end, oldest first (a broken or unfinished journal is left
    out: "Verder spelen" shows those)."""
    folder = folder or games_dir()
    if not folder.is_dir():
        return []
    found: list[FinishedGame] = []
    for path in sorted(folder.glob("*.jsonl")):
        try:
            loaded = read(path)
            game = replay(path, loaded)
        except WakkerdamError:
            continue
        winner = game.state.winner
        if not game.ended or winner is None:
            continue
        setup = loaded.setup
        cards = Counter(setup.roles) + Counter(setup.middle)
        found.append(FinishedGame(path.name, loaded.created, setup.players,
                                  tuple(sorted(cards.items())), setup.roles,
                                  str(winner.camp), tuple(winner.players), game.state.round))
    found.sort(key=lambda g: (g.created, g.file))
    return found


def summarize(games: list[FinishedGame]) -> dict[str, Any]:
    """What the group's games add up to (the numbers `wakkerdam stats --json` prints)."""
    per_camp: Counter[str] = Counter(g.winner for g in games)
    per_mix: dict[str, dict[str, Any]] = {}
    per_card: dict[str, dict[str, int]] = {}
    per_player: dict[str, dict[str, int]] = {}
    for g in games:
        entry = per_mix.setdefault(g.mix, {"players": len(g.players), "games": 0, "wins": {}})
        entry["games"] += 1
        entry["wins"][g.winner] = entry["wins"].get(g.winner, 0) + 1
        for card in sorted(set(g.roles)):
            held = per_card.setdefault(card, {"games": 0, "won": 0})
            held["games"] += 1
            held["won"] += any(r == card and p in g.winners
                               for p, r in zip(g.players, g.roles, strict=True))
        for name in g.players:
            me = per_player.setdefault(name, {"games": 0, "won": 0})
            me["games"] += 1
            me["won"] += name in g.winners
    by_length = sorted(games, key=lambda g: (g.rounds, g.created))

    def brief(g: FinishedGame) -> dict[str, Any]:
        return {"file": g.file, "created": g.created, "rounds": g.rounds, "winner": g.winner,
                "players": len(g.players), "mix": g.mix}

    return {
        "games": len(games),
        "wins": dict(sorted(per_camp.items())),
        "mixes": dict(sorted(per_mix.items())),
        "cards": dict(sorted(per_card.items())),
        "players": dict(sorted(per_player.items())),
        "longest": brief(by_length[-1]) if games else None,
        "shortest": brief(by_length[0]) if games else None,
    }


def group_record(games: list[FinishedGame], players: int, mix: Counter[str]
                 ) -> tuple[int, Counter[str]]:
    """How many of the group's games had this many players and exactly this mix, and the
    wins per camp among them."""
    key = mix_key(mix)
    same = [g for g in games if len(g.players) == players and g.mix == key]
    return len(same), Counter(g.winner for g in same)
