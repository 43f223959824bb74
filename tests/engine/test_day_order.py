"""The day the flow runs never contradicts the day its cards declare (Card.day_steps, read by
narration.call_plan.day_plan and listed by the call-order panel): in bot games of every preset,
the day's prompts of the declared steps come in the declared order."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from narration.bots import MAX_ROUNDS, Bots
from narration.call_plan import day_plan
from narration.engine import Game
from narration.ids import Phase
from narration.ruleset import full_ruleset
from setups import professions
from setups.deal import deal_setup
from setups.editions import edition
from setups.options import Options
from setups.presets import Preset, all_presets

SEEDS = 12


@dataclass(frozen=True)
class Asked:
    """A day's prompt: its day, its step, and the steps that day's plan listed when it came."""

    round: int
    step: str
    plan: tuple[str, ...]


def out_of_order(asked: list[Asked]) -> list[str]:
    """What contradicts the declared order: a prompt of a declared step that comes after a
    prompt of a step declared later the same day. Prompts of no declared step (a reveal, a
    hunter's shot, a day power) belong to the step they come in and are not checked."""
    wrong: list[str] = []
    today, furthest, furthest_step = None, -1, ""
    for a in asked:
        if a.round != today:
            today, furthest, furthest_step = a.round, -1, ""
        if a.step not in a.plan:
            continue
        at = a.plan.index(a.step)
        if at < furthest:
            wrong.append(f"day {a.round}: {a.step!r} asked after {furthest_step!r}, "
                         f"but the plan is {list(a.plan)}")
        elif at > furthest:
            furthest, furthest_step = at, a.step
    return wrong


def player_count(preset: Preset) -> int:
    return next((c for c in range(8, 30) if preset.fits(c)), None) or next(
        c for c in range(4, 30) if preset.fits(c))


def played_days(preset: Preset, seed: int) -> list[Asked]:
    """A bot game of the preset: the prompts of its days (day 0 of the engel included)."""
    count = player_count(preset)
    options = Options(**dict(preset.options))
    profs = (professions.propose(count, seed, edition(preset.edition).professions)
             if options.huisregels_beroepen else ())
    setup = deal_setup(tuple(f"P{i + 1}" for i in range(count)), preset.mix(count), seed,
                       options, professions=profs, edition=preset.edition)
    game = Game(setup)
    bots = Bots(game, seed)
    asked: list[Asked] = []
    steps_today: list[str] = []
    while game.prompt is not None and game.state.round <= MAX_ROUNDS:
        prompt = game.prompt
        if prompt.phase == Phase.DAY:
            if not asked or asked[-1].round != prompt.round:
                steps_today = []
            steps_today.append(prompt.step)
            plan = tuple(str(d.step) for d in day_plan(game.state, steps_today))
            asked.append(Asked(prompt.round, str(prompt.step), plan))
        bots.answer(prompt)
    return asked


def test_every_preset_s_days_ask_their_steps_in_the_declared_order() -> None:
    seen: Counter[str] = Counter()
    for preset in all_presets():
        for seed in range(SEEDS):
            asked = played_days(preset, seed)
            assert not out_of_order(asked), (preset.id, seed, out_of_order(asked))
            seen.update(a.step for a in asked if a.step in a.plan)
    # Every step the cards declare was asked in these games, so each one's place was checked.
    declared = {d.step for p in all_presets() for d in full_ruleset(p.edition).day_steps}
    assert declared <= set(seen), seen


def test_a_step_asked_after_one_declared_later_is_found() -> None:
    plan = ("dag_begint", "burgemeester", "discussie", "stemming")
    in_order = [Asked(1, "dag_begint", plan), Asked(1, "jager", plan),
                Asked(1, "burgemeester", plan), Asked(1, "discussie", plan),
                Asked(1, "stemming", plan), Asked(1, "stemming", plan),
                Asked(2, "dag_begint", plan)]
    assert out_of_order(in_order) == []
    swapped = [Asked(1, "dag_begint", plan), Asked(1, "discussie", plan),
               Asked(1, "burgemeester", plan), Asked(1, "stemming", plan)]
    assert out_of_order(swapped) == [
        "day 1: 'burgemeester' asked after 'discussie', but the plan is "
        "['dag_begint', 'burgemeester', 'discussie', 'stemming']"]
