"""A ruleset's night plan (Ruleset.night_plan) keeps, per step, the hooks the flow calls it
with: they are what the uncached lookups of narration/call_plan.py find, for every card of
every edition, every night."""

from __future__ import annotations

from collections import Counter

import pytest

from narration.call_plan import nobody_holds
from narration.callorder import night_steps
from narration.card import NIGHT_STEP, STEP_OVERRIDE, STEP_WHEN
from narration.engine import Game
from narration.ruleset import full_ruleset
from setups.deal import deal_setup

EDITIONS = ["", "best_of", "wolf_village", "huisregels"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_each_planned_step_has_the_hooks_the_ruleset_gives_it(edition: str) -> None:
    rules = full_ruleset(edition)
    game = Game(deal_setup(("A", "B", "C", "D", "E", "F"),
                           Counter(weerwolf=2, ziener=1, burger=3), 1))
    state = game.state
    state.rules = rules
    nobody: set[str | None] = set()  # nobody holds any card
    for night in range(1, 7):
        plan = rules.night_plan(night, edition)
        played = [s for s in night_steps(night, edition)
                  if rules.keyed(NIGHT_STEP, s.step) or rules.hooks(STEP_OVERRIDE, s.step)]
        assert [p.step for p in plan] == played
        assert plan  # the full ruleset plays some steps every night
        for planned in plan:
            step = planned.step
            assert planned.overrides == rules.hooks(STEP_OVERRIDE, step.step)
            assert planned.handler is rules.keyed(NIGHT_STEP, step.step)
            assert planned.when is rules.keyed(STEP_WHEN, step.step)
            assert planned.needs_holder == nobody_holds(state, step, nobody)
        assert rules.night_plan(night, edition) is plan  # kept


def test_a_game_without_swaps_passes_over_the_steps_of_cards_nobody_holds() -> None:
    game = Game(deal_setup(("A", "B", "C", "D", "E", "F"),
                           Counter(weerwolf=2, ziener=1, heks=1, burger=2), 3))
    plan = game.state.rules.night_plan(1, "")
    needs = {p.step.step: p.needs_holder for p in plan}
    assert needs["ziener"] and needs["heks"]
    assert not needs["weerwolven"]  # the wolves' step is found by the werewolf flag


def test_the_houses_and_prey_found_at_once_are_those_found_one_by_one() -> None:
    from narration.card import Card, Kind
    from narration.presence import (
        AWAY_RULE,
        PREY_RULE,
        VISIT_RULE,
        edible,
        may_be_eaten,
        visit_blocked,
        visitable,
    )
    from narration.ruleset import build_ruleset

    game = Game(deal_setup(("A", "B", "C", "D", "E", "F"),
                           Counter(weerwolf=2, ziener=1, burger=3), 2))
    state = game.state
    names = [p.name for p in state.players]
    assert visitable(state, "ziener", names) == names  # no card of this game watches a house
    assert edible(state, names) == names
    watch = Card("wacht", Kind.RULE)
    watch.hook(VISIT_RULE, 10)(lambda s, card, name: "bewaakt" if name in ("B", "D") else None)
    watch.hook(PREY_RULE, 10)(lambda s, name: "buur" if name == "C" else None)
    watch.hook(AWAY_RULE, 10)(lambda s, name: name == "E")
    state.rules = build_ruleset([watch])
    assert visitable(state, "ziener", names) == [
        n for n in names if not visit_blocked(state, "ziener", n)] == ["A", "C", "E", "F"]
    assert edible(state, names) == [n for n in names if may_be_eaten(state, n)] == [
        "A", "B", "D", "F"]


def test_a_steps_holders_kept_through_the_nights_follow_every_card_write() -> None:
    """call_plan.step_holders keeps each step's holders per version of the cards held
    (GameState.card_derived): through deaths they stay, and a new card, a turning or an acted
    card finds them again, as the uncached walk over the players finds them."""
    from narration.call_plan import _card_holders, step_holders

    game = Game(deal_setup(("A", "B", "C", "D", "E", "F"),
                           Counter(weerwolf=2, ziener=1, heks=1, burger=2), 3))
    state = game.state
    steps = {s.step: s for n in (1, 2) for s in night_steps(n, "")}
    wolves, seer, witch = steps["weerwolven"], steps["ziener"], steps["heks"]

    def names(step_name: str) -> list[str]:
        return [p.name for p in step_holders(state, steps[step_name])]

    def walked(step_name: str) -> list[str]:  # the uncached walk
        step = steps[step_name]
        return [p.name for p in state.players
                if (p.werewolf if step.werewolves else
                    p.role in step.roles or p.acting in step.roles)]

    burger = next(p for p in state.players if p.role == "burger")
    for step_name in ("weerwolven", "ziener", "heks"):
        assert names(step_name) == walked(step_name)
    kept = state.card_derived()
    step_holders(state, wolves).clear()  # the caller's own list: the kept one stays
    assert names("weerwolven") == walked("weerwolven") and len(names("weerwolven")) == 2
    burger.alive = False  # a death: the cards held are the same
    assert state.card_derived() is kept and burger.name not in names("weerwolven")
    burger.alive = True
    burger.turned = True
    assert burger.name in names("weerwolven") == walked("weerwolven")
    assert state.card_derived() is not kept
    burger.turned = False
    burger.role = "ziener"
    assert burger.name in names("ziener") and names("ziener") == walked("ziener")
    assert burger.name not in names("weerwolven")
    burger.role = "burger"
    burger.acting = "heks"
    assert burger.name in names("heks") and names("heks") == walked("heks")
    assert [p.name for p in _card_holders(state, seer)] == walked("ziener")
    assert [p.name for p in _card_holders(state, witch)] == names("heks")
