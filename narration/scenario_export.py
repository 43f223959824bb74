"""Export a played game as a scenario file that `wakkerdam replay` plays back.

Turns are the nights and days in order; each answered key is written as the table gave it;
passes of optional prompts are left out (a missing key means "nobody/nothing" there). The
final state is written as the scenario's [expect] table, so `--check` proves the export.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import tomli_w

from narration.engine import Game
from narration.keys import KEYS
from narration.replay import repeat_key
from narration.report import state_json
from setups.game_setup import setup_to_dict

# Keys whose "nobody" answer must be written: their prompt cannot be passed silently (a vote,
# the dief's choice). Each key says so in its data (narration/data/keys*.toml `kept_empty`).
KEEP_EMPTY = frozenset(key for key, spec in KEYS.items() if spec.kept_empty)


def _value(answer: Any) -> Any:
    if isinstance(answer, dict) and "ballots" in answer:
        return dict(answer["ballots"])
    return answer


def export_scenario(game: Game, title: str = "") -> str:
    turns: list[dict[str, Any]] = []
    current: tuple[str, int] | None = None
    asked: Counter[str] = Counter()
    for record in game.records:
        if record.key is None:
            continue
        if (record.phase, record.round) != current:
            current = (record.phase, record.round)
            turns.append({"phase": record.phase})
            asked = Counter()
        asked[record.key] += 1
        if record.answer in ("", [], {}, False) and record.key not in KEEP_EMPTY:
            continue
        value = _value(record.answer)
        earlier = turns[-1].get(record.key)
        if isinstance(earlier, dict) and isinstance(value, dict) and record.key != "stemming":
            turns[-1][record.key] = {**earlier, **value}  # one table a turn (the veldwachter)
            continue
        turns[-1][repeat_key(record.key, asked[record.key])] = value
    setup = setup_to_dict(game.setup)
    if not setup["middle"]:
        del setup["middle"]
    data = state_json(game)
    expect: dict[str, Any] = {
        "alive": [p["name"] for p in data["players"] if p["alive"]],
        "dead": {d["name"]: d["cause"] for d in data["deaths"]},
        "roles": {p["name"]: p["role"] for p in data["players"]},
    }
    if data["winner"]:
        expect["winner"] = data["winner"]["camp"]
    doc: dict[str, Any] = {"title": title or "Wakkerdam", "setup": setup, "turn": turns,
                           "expect": expect}
    return tomli_w.dumps(doc)
