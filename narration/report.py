"""The `--json` view of a game (SCENARIOS.md) and the check of a scenario's [expect] table."""

from __future__ import annotations

from collections import Counter
from typing import Any

from narration.engine import Game
from narration.scenario_words import Words, words
from setups.errors import shown


def state_json(game: Game) -> dict[str, Any]:
    state = game.state
    status = "ended" if game.ended else "running"
    return {
        "status": status,
        "phase": state.phase,
        "round": state.round,
        "winner": (
            {"camp": state.winner.camp, "players": state.winner.players} if state.winner else None
        ),
        "players": [
            {
                "name": p.name,
                "seat": p.seat,
                "role": p.role,
                "camp": p.camp,
                "alive": p.alive,
                "titles": list(p.titles),
                "profession": p.profession,
                "lover": p.lover,
            }
            for p in state.players
        ],
        "deaths": [
            {"name": d.name, "round": d.round, "phase": d.phase, "cause": d.cause}
            for d in state.deaths
        ],
        "buildings": [
            {"building": b.id, "profession": b.profession, "resident": b.resident,
             "status": b.status, "used": b.used, "lost": b.lost}
            for b in state.buildings
        ],
        "announcements": state.announcements(),
        "prompt": (
            {"step": game.prompt.step, "key": game.prompt.key, "phase": game.prompt.phase,
             "round": game.prompt.round}
            if game.prompt else None
        ),
    }


def differences(game: Game, expect: dict[str, Any]) -> list[Words]:
    """Every way the game differs from `expect`; empty when it holds. Each is said in a
    language by `text(lang)` (`wakkerdam replay --check`), in English by `str()`."""
    data = state_json(game)
    players = {p["name"]: p for p in data["players"]}
    out: list[Words] = []

    def mismatch(what: str, want: Any, got: Any) -> None:
        out.append(words("mismatch", what=what, want=repr(want), got=repr(got)))

    for key, want in expect.items():
        if key == "winner":
            # (The camp as its id: a Camp's repr read "<Camp.DORP: 'dorp'>".)
            got = str(data["winner"]["camp"]) if data["winner"] else None
            if got != want:
                mismatch("winner", want, got)
        elif key == "alive":
            got_alive = [n for n, p in players.items() if p["alive"]]
            if Counter(got_alive) != Counter(want):
                out.append(words("mismatch", what="alive", want=str(sorted(want)),
                                 got=str(sorted(got_alive))))
        elif key == "dead":
            causes = {d["name"]: d["cause"] for d in data["deaths"]}
            for name, cause in want.items():
                if causes.get(name) != cause:
                    mismatch(f"dead.{name}", cause, causes.get(name))
            extra = set(causes) - set(want)
            if extra:
                out.append(words("also_died", died=str(sorted(extra))))
        elif key in ("roles", "camps"):
            field = "role" if key == "roles" else "camp"
            for name, value in want.items():
                got_value = players.get(name, {}).get(field)
                if got_value != value:
                    mismatch(f"{key}.{name}", value, got_value)
        elif key == "professions":  # Het Dorp: the profession a player has now
            for name, value in want.items():
                got_value = players.get(name, {}).get("profession")
                if got_value != value:
                    mismatch(f"professions.{name}", value, got_value)
        elif key == "buildings":  # Het Dorp: { resident = "bewoond" | "leeg" | "afgebrand" }
            status = {b["resident"]: b["status"] for b in data["buildings"]}
            for name, value in want.items():
                if status.get(name) != value:
                    mismatch(f"buildings.{name}", value, status.get(name))
        elif key == "said":
            for text in want:
                if not any(text in a for a in data["announcements"]):
                    out.append(words("not_said", text=repr(text)))
        else:
            out.append(words("unknown_expect", entry=shown(key)))
    return out
