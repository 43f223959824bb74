"""The screen shows the discussion timer where the prompt says so (`Prompt.timed`): the
discussion (also the engel's day 0), De Sprekende Muur's writing and Maneschijn's candle
moments, and nowhere else. The step that made it says so; the screen names no step."""

from __future__ import annotations

from narration.bots import MAX_ROUNDS, Bots
from narration.engine import Game
from narration.prompts import Prompt
from setups.deal import deal_setup
from setups.mixes import parse_mix
from setups.options import Options

TIMED = {"discussie", "sprekende_muur", "maneschijn"}


def prompts_of(mix: str, options: Options, seed: int) -> list[Prompt]:
    names = tuple(f"P{i + 1}" for i in range(10))
    game = Game(deal_setup(names, parse_mix(mix), seed, options))
    bots, seen = Bots(game, seed), []
    while game.prompt is not None and game.state.round <= MAX_ROUNDS:
        seen.append(game.prompt)
        bots.answer(game.prompt)
    return seen


def test_the_timed_prompts_are_the_discussion_and_the_variants_moments_with_a_time_limit() -> None:
    seen: list[Prompt] = []
    for seed in range(3):
        seen += prompts_of("weerwolf=2,engel,ziener,heks,burger=5",
                           Options(sprekende_muur=True, maneschijn="gewoon"), seed)
    assert {p.step for p in seen if p.timed} == TIMED
    assert all(p.timed == (p.step in TIMED) for p in seen)
    assert any(p.timed and p.round == 0 for p in seen)  # the engel's day-0 discussion
