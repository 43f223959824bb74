"""The group's history: every finished game in the games folder, and what they add up to.

Every game is journaled in the games folder from its first answer (narration/journal.py) and
no journal is ever removed, so every finished game is kept. `finished_games` replays each
journal (as "Verder spelen" does) and keeps the ones that reached a win; `summarize` counts
games, wins per camp, per mix, per card and per player name, and the longest and shortest
game; `group_record` gives the meter the group's own results for one mix.
"""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from narration.errors import WakkerdamError
from narration.journal import read, replay
from narration.paths import games_dir
from texts.order import person_order


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


# What each journal came to, kept beside the journals (CACHE_FILE) by file name, size and
# modification time: replaying every journal costs ~40 ms each, and a group's history only
# grows (none is ever removed), so without it every new-game screen would replay them all.
CACHE_FILE = ".finished.json"


def finished_games(folder: Path | None = None) -> list[FinishedGame]:
    """The games that reached an end, oldest first (a broken or unfinished journal is left
    out: "Verder spelen" shows those). A journal is replayed only when it is new or has
    changed since it was last read (CACHE_FILE)."""
    folder = folder or games_dir()
    if not folder.is_dir():
        return []
    known = _read_cache(folder / CACHE_FILE)
    seen: dict[str, list[Any]] = {}
    found: list[FinishedGame] = []
    for path in sorted(folder.glob("*.jsonl")):
        try:
            stat = path.stat()
        except OSError:
            continue
        stamp = [stat.st_size, stat.st_mtime_ns]
        entry = known.get(path.name)
        unchanged = entry is not None and entry[:2] == stamp
        game = _from_json(entry[2]) if entry is not None and unchanged else _finished(path)
        seen[path.name] = [*stamp, None if game is None else _to_json(game)]
        if game is not None:
            found.append(game)
    if seen != known:
        _write_cache(folder / CACHE_FILE, seen)
    found.sort(key=lambda g: (g.created, g.file))
    return found


def _finished(path: Path) -> FinishedGame | None:
    try:
        loaded = read(path)
        game = replay(path, loaded)
    except WakkerdamError:
        return None
    winner = game.state.winner
    if not game.ended or winner is None:
        return None
    setup = loaded.setup
    cards = Counter(setup.roles) + Counter(setup.middle)
    return FinishedGame(path.name, loaded.created, setup.players, tuple(sorted(cards.items())),
                        setup.roles, str(winner.camp), tuple(winner.players), game.state.round)


def _to_json(game: FinishedGame) -> dict[str, Any]:
    return {"file": game.file, "created": game.created, "players": list(game.players),
            "cards": [list(c) for c in game.cards], "roles": list(game.roles),
            "winner": game.winner, "winners": list(game.winners), "rounds": game.rounds}


def _from_json(data: dict[str, Any] | None) -> FinishedGame | None:
    if data is None:
        return None
    return FinishedGame(str(data["file"]), str(data["created"]), tuple(data["players"]),
                        tuple((str(c), int(n)) for c, n in data["cards"]), tuple(data["roles"]),
                        str(data["winner"]), tuple(data["winners"]), int(data["rounds"]))


def _read_cache(path: Path) -> dict[str, list[Any]]:
    """The cache, or {} when it is missing or unreadable (then every journal is replayed)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {str(name): entry for name, entry in data.items()
                if isinstance(entry, list) and len(entry) == 3
                and (entry[2] is None or isinstance(entry[2], dict))}
    except (OSError, ValueError, AttributeError):
        return {}


def _write_cache(path: Path, entries: dict[str, list[Any]]) -> None:
    """Write the cache whole (a temporary file renamed over it); a folder that cannot be
    written only means the journals are replayed again next time."""
    temp = path.with_suffix(".tmp")
    try:
        temp.write_text(json.dumps(entries, ensure_ascii=False), encoding="utf-8")
        temp.replace(path)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()


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
        # Names in the order a person reads a list, not by code point ("Émile" after "Zoë").
        "players": dict(sorted(per_player.items(), key=lambda item: person_order(item[0]))),
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
