"""The `--json` view of a game (SCENARIOS.md) and the check of a scenario's [expect] table."""

from __future__ import annotations

from collections import Counter
from typing import Any

from narration.engine import Game


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


def differences(game: Game, expect: dict[str, Any]) -> list[str]:
    """Every way the game differs from `expect`; empty when it holds."""
    data = state_json(game)
    players = {p["name"]: p for p in data["players"]}
    out: list[str] = []
    for key, want in expect.items():
        if key == "winner":
            got = data["winner"]["camp"] if data["winner"] else None
            if got != want:
                out.append(f"winner: expected {want!r}, got {got!r}")
        elif key == "alive":
            got_alive = [n for n, p in players.items() if p["alive"]]
            if Counter(got_alive) != Counter(want):
                out.append(f"alive: expected {sorted(want)}, got {sorted(got_alive)}")
        elif key == "dead":
            causes = {d["name"]: d["cause"] for d in data["deaths"]}
            for name, cause in want.items():
                if causes.get(name) != cause:
                    out.append(f"dead.{name}: expected {cause!r}, got {causes.get(name)!r}")
            extra = set(causes) - set(want)
            if extra:
                out.append(f"dead: also died: {sorted(extra)}")
        elif key in ("roles", "camps"):
            field = "role" if key == "roles" else "camp"
            for name, value in want.items():
                got_value = players.get(name, {}).get(field)
                if got_value != value:
                    out.append(f"{key}.{name}: expected {value!r}, got {got_value!r}")
        elif key == "professions":  # Het Dorp: the profession a player has now
            for name, value in want.items():
                got_value = players.get(name, {}).get("profession")
                if got_value != value:
                    out.append(f"professions.{name}: expected {value!r}, got {got_value!r}")
        elif key == "buildings":  # Het Dorp: { resident = "bewoond" | "leeg" | "afgebrand" }
            status = {b["resident"]: b["status"] for b in data["buildings"]}
            for name, value in want.items():
                if status.get(name) != value:
                    out.append(f"buildings.{name}: expected {value!r}, got {status.get(name)!r}")
        elif key == "said":
            for text in want:
                if not any(text in a for a in data["announcements"]):
                    out.append(f"said: no announcement contains {text!r}")
        else:
            out.append(f"[expect] has unknown key '{key}'")
    return out
