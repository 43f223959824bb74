"""The end screen's timeline puts what was told at the deal (round 0: the minion learns the
werewolves, the masons each other) under "Before the game"; walking a Wolf Village game
(session 14) it read "DAY 0" / "TAG 0"."""

from __future__ import annotations

from narration.engine import Game
from setups.deal import deal_setup
from setups.options import Options
from setups.presets import all_presets
from tui.i18n import t
from tui.screens.end import timeline_lines


def test_what_the_deal_told_is_before_the_game(lang: str) -> None:
    preset = next(p for p in all_presets() if p.id == "wv_chaos")
    players = tuple(f"P{i}" for i in range(1, 11))
    setup = deal_setup(players, preset.mix(10), 1, Options(**dict(preset.options)),
                       lang=lang, edition=preset.edition)
    timeline = Game(setup, validated=True).state.timeline
    assert timeline and timeline[0][0] == 0  # the minion's werewolves, told at the deal
    lines = timeline_lines(timeline)
    assert lines[0] == t("phase.before").upper()
    assert t("phase.day", n=0).upper() not in lines
    later = timeline_lines([(1, "night", "x"), (1, "day", "y")])
    assert later == [t("phase.night", n=1).upper(), "  x", t("phase.day", n=1).upper(), "  y"]
