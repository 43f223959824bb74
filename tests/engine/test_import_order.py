"""No outcome depends on import order (issue #14): the module-level caches of narration/ and
setups/ (a validated set-up kept, a card's facts, a ruleset per options, a written-out
shuffle, ...) are memos of pure functions, so what was imported or filled before never changes
a game. Two fresh interpreters import every module of both packages, one in name order and one
in the reverse order, then play the same bot games: every answer and every line is the same.

The games reach every edition's cards (each preset of every edition), the event cards, the
variants and Het Dorp's professions: an order-dependent registry only shows in a game that
meets the cards filling it. Checked by hand: two cards appending to a module-level list at
import, with the list's first entry chosen as a death line, fail this test for a base game
(jager/ridder), a Wolf Village game (its weerwolven/vos) and an event-deck game (night_cards/
vote_cards); with the base games alone, as before, the last two passed."""

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
from narration.bots import MAX_ROUNDS, Bots
from narration.engine import Game
from setups import professions
from setups.deal import deal_setup
from setups.editions import edition
from setups.mixes import parse_mix
from setups.options import Options
from setups.presets import all_presets

def play(players, mix, seed, options=None, edition_id="", with_professions=False):
    names = tuple(f"P{{i + 1}}" for i in range(players))
    tiles = (professions.propose(players, seed, edition(edition_id).professions)
             if with_professions else ())
    game = Game(deal_setup(names, mix, seed, options, edition=edition_id, professions=tiles))
    bots = Bots(game, seed)
    while game.prompt is not None and game.state.round <= MAX_ROUNDS:
        bots.answer(game.prompt)
    return [repr(game.answers), [m.text for m in game.state.messages],
            game.state.winner.camp if game.state.winner else None]

games = []
mix = parse_mix("weerwolf=3,ziener,heks,jager,cupido,onschuldig_meisje,burger=4")
for seed in range(4):
    games.append(play(12, mix, seed))
# Every preset of every edition (each edition's own cards), at its smallest table of 8 or more.
for preset in all_presets():
    players = min((n for n in range(8, 48) if preset.fits(n)),
                  default=min(n for n in range(4, 48) if preset.fits(n)))
    options = Options(**dict(preset.options)) if preset.options else None
    for seed in range(2):
        games.append(play(players, preset.mix(players), seed, options, preset.edition,
                          with_professions=preset.edition == "huisregels"))
# The event cards, the variants and Het Dorp's professions: cards no preset deals.
chaos = next(p for p in all_presets() if p.id == "chaos").mix(12)
no_wolves = parse_mix("ziener,heks,jager,cupido,genezer,dorpsgek,engel,burger=5")
for seed in range(3):
    games.append(play(12, chaos, seed, Options(event_deck="alle", omroeper=True)))
    games.append(play(12, chaos, seed, Options(oogstfeest=True, besmetting=True,
                                               hij_is_het_niet=True)))
    games.append(play(12, no_wolves, seed, Options(zwarte_dood=True)))
    games.append(play(12, chaos, seed, with_professions=True))
print(json.dumps(games))
"""


def _games(reverse: bool) -> list[object]:
    done = subprocess.run([sys.executable, "-c", PLAY.format(root=str(ROOT), reverse=reverse)],
                          capture_output=True, text=True, check=True, cwd=ROOT)
    games: list[object] = json.loads(done.stdout)
    return games


def test_bot_games_do_not_depend_on_the_order_modules_were_imported_in() -> None:
    forward, backward = _games(False), _games(True)
    assert len(forward) == 46 and all(game[1] for game in forward)  # type: ignore[index]
    assert forward == backward
