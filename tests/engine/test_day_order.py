"""The day the flow runs never contradicts the day its cards declare (Card.day_steps, read by
narration.call_plan.day_plan and listed by the call-order panel): in bot games of every preset,
the day's prompts of the declared steps come in the declared order."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from narration.bots import MAX_ROUNDS, Bots
from narration.call_plan import day_plan
from narration.card import Card, DayStep, Kind
from narration.engine import Game
from narration.hooks import Flow
from narration.ids import Phase
from narration.prompts import none_prompt
from narration.ruleset import build_ruleset, full_ruleset
from narration.state import GameState
from setups import professions
from setups.deal import deal_setup
from setups.editions import edition
from setups.game_setup import GameSetup
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


def fair_day(state: GameState) -> Flow:
    """A made-up card's day step: the fair, one pause of its own."""
    yield none_prompt(state, "kermis", "")


def test_the_day_runs_a_made_up_cards_step_in_the_place_it_declares() -> None:
    """The day flow reads the declared order: a card's step at place 35 comes between the
    discussion (30) and the vote (40), on the panel and in the game."""
    fair = Card("kermis", Kind.RULE, day_steps=(DayStep("kermis", 35, fair_day),))
    game = Game(GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                          ("weerwolf", "ziener", "burger", "burger", "burger", "burger")))
    game.state.rules = build_ruleset((*game.state.rules.cards, fair))
    bots = Bots(game, 1)
    day_one: list[str] = []
    while game.prompt is not None and game.state.round <= 1:
        if game.prompt.phase == Phase.DAY:
            day_one.append(str(game.prompt.step))
        bots.answer(game.prompt)
    plan = [str(d.step) for d in day_plan(game.state)]
    assert plan[plan.index("discussie") + 1] == "kermis"
    assert "kermis" in day_one, day_one
    assert day_one.index("discussie") < day_one.index("kermis") < day_one.index("stemming")
