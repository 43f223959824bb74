"""No outcome depends on import order (issue #14): the module-level caches of narration/ and
setups/ (a validated set-up kept, a card's facts, a ruleset per options, a written-out
shuffle, ...) are memos of pure functions, so what was imported or filled before never changes
a game. Two fresh interpreters import every module of both packages, one in name order and one
in the reverse order, then play the same bot games: every answer and every line is the same."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PLAY = """
import importlib, json, pkgutil, sys
sys.path.insert(0, {root!r})
import narration, setups
names = sorted(m.name for package in (narration, setups)
               for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."))
for name in (reversed(names) if {reverse!r} else names):
    importlib.import_module(name)
from narration.bots import Bots
from narration.engine import Game
from setups.deal import deal_setup
from setups.mixes import parse_mix
from setups.presets import presets
names = tuple(f"P{{i + 1}}" for i in range(12))
mixes = [parse_mix("weerwolf=3,ziener,heks,jager,cupido,onschuldig_meisje,burger=4")]
mixes += [p.mix(12) for p in presets() if p.fits(12) and not p.edition][:3]
games = []
for mix in mixes:
    for seed in range(4):
        game = Game(deal_setup(names, mix, seed))
        bots = Bots(game, seed)
        while game.prompt is not None and game.state.round <= 40:
            bots.answer(game.prompt)
        games.append([repr(game.answers), [m.text for m in game.state.messages],
                      game.state.winner.camp if game.state.winner else None])
print(json.dumps(games))
"""


def _games(reverse: bool) -> list[object]:
    done = subprocess.run([sys.executable, "-c", PLAY.format(root=str(ROOT), reverse=reverse)],
                          capture_output=True, text=True, check=True, cwd=ROOT)
    games: list[object] = json.loads(done.stdout)
    return games


def test_bot_games_do_not_depend_on_the_order_modules_were_imported_in() -> None:
    forward, backward = _games(False), _games(True)
    assert len(forward) == 16 and all(game[1] for game in forward)  # type: ignore[index]
    assert forward == backward
