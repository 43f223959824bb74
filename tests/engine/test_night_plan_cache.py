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
    """call_plan.holders_if_in_game keeps each step's holders per version of the cards held
    (GameState.card_derived): through deaths they stay, and a new card, a turning or an acted
    card finds them again, as the uncached walk over the players finds them."""
    from narration.call_plan import holders_if_in_game, step_holders

    game = Game(deal_setup(("A", "B", "C", "D", "E", "F"),
                           Counter(weerwolf=2, ziener=1, heks=1, burger=2), 3))
    state = game.state
    steps = {s.step: s for n in (1, 2) for s in night_steps(n, "")}

    def names(step_name: str) -> list[str] | None:
        found = holders_if_in_game(state, steps[step_name])
        return None if found is None else [p.name for p in found]

    def walked(step_name: str) -> list[str] | None:  # the uncached walk
        step = steps[step_name]
        found = [p.name for p in state.players
                 if (p.werewolf if step.werewolves else
                     p.role in step.roles or p.acting in step.roles)]
        assert found == [p.name for p in step_holders(state, step)]
        return found or None

    burger = next(p for p in state.players if p.role == "burger")
    for step_name in ("weerwolven", "ziener", "heks", "cupido"):
        assert names(step_name) == walked(step_name)
    assert names("cupido") is None  # nobody holds the card: not in the game
    kept = state.card_derived()
    found = holders_if_in_game(state, steps["weerwolven"])
    assert found is not None
    found.clear()  # the caller's own list: the kept one stays
    assert names("weerwolven") == walked("weerwolven") and len(names("weerwolven") or ()) == 2
    witch = next(p for p in state.players if p.role == "heks")
    witch.alive = False  # a death: the cards held are the same, the dead hold theirs
    assert state.card_derived() is kept and names("heks") == [witch.name] == walked("heks")
    witch.alive = True
    burger.turned = True
    assert burger.name in (names("weerwolven") or ()) and names("weerwolven") == walked(
        "weerwolven")
    assert state.card_derived() is not kept
    burger.turned = False
    burger.role = "cupido"
    assert names("cupido") == [burger.name] == walked("cupido")
    assert burger.name not in (names("weerwolven") or ())
    burger.role = "burger"
    assert names("cupido") is None
    burger.acting = "heks"
    assert burger.name in (names("heks") or ()) and names("heks") == walked("heks")


@pytest.mark.parametrize("edition", EDITIONS)
def test_a_step_name_has_one_set_of_cards_in_an_editions_call_order(edition: str) -> None:
    """The holders kept per version of the cards are kept by step name (holders_if_in_game):
    a name must call the same cards on every night of an edition."""
    called: dict[str, set[tuple[object, ...]]] = {}
    for night in range(1, 7):
        for step in night_steps(night, edition):
            called.setdefault(step.step, set()).add(
                (step.roles, step.werewolves, step.professions, step.present_with))
    assert called and all(len(cards) == 1 for cards in called.values())


def test_the_nights_kept_holders_follow_every_card_write() -> None:
    """call_plan.card_holders, which the night reads for a step only its cards' holders play
    (NightCall.needs_holder), is the kept list itself (not a copy), found again after a card
    write, as the uncached walk finds it; holders_if_in_game copies the same list."""
    from narration.call_plan import card_holders, holders_if_in_game, step_holders

    game = Game(deal_setup(("A", "B", "C", "D", "E", "F"),
                           Counter(weerwolf=2, ziener=1, heks=1, burger=2), 3))
    state = game.state
    plan = {c.step.step: c for c in state.rules.night_plan(2, "")}
    assert plan["ziener"].needs_holder and plan["heks"].needs_holder
    ziener = plan["ziener"].step

    def walked() -> list[str]:
        return [p.name for p in step_holders(state, ziener)]

    kept = card_holders(state, ziener)
    assert kept is not None and [p.name for p in kept] == walked()
    assert card_holders(state, ziener) is kept  # kept: no copy for the night
    copied = holders_if_in_game(state, ziener)
    assert copied == kept and copied is not kept
    seer = kept[0]
    burger = next(p for p in state.players if p.role == "burger")
    seer.alive = False  # a death: the dead keep their cards, the kept list stays
    assert card_holders(state, ziener) is kept
    burger.role = "ziener"  # a card write: found again
    found = card_holders(state, ziener)
    assert found is not kept and found is not None
    assert [p.name for p in found] == walked()
    assert {p.name for p in found} == {seer.name, burger.name}
    seer.role, burger.role = "burger", "burger"
    assert card_holders(state, ziener) is None and not walked()
