"""No list that names cards by id outside the card: the modules that used to keep one read
what the cards declare. Each is scanned for a card's id (a card, a night or day step, a prompt
key, an event card, a field a card declares) in a place where a list or a check by id would
put it: a list, tuple or set, a comparison, a dict key, a subscript, or a module constant.
A card's id given as an argument (a text id, a memory's name) is not a list and may stay."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from narration.call_plan import day_plan
from narration.callorder import all_steps
from narration.card import Card, DayStep, Kind, SecretTurn
from narration.card_index import all_cards
from narration.engine import Game
from narration.event_deck import clear, set_pending
from narration.events import replaced_votes
from narration.hooks import Flow
from narration.prompts import none_prompt
from narration.ruleset import RulesetError, build_ruleset, full_ruleset
from narration.state import GameState
from narration.vote_rules import VOTE_REPLACEMENT
from setups.game_setup import GameSetup

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur")
# The modules that named cards by id, and now read them from the cards.
CLEAN = ("narration/secret_night.py", "tui/secret_turn.py", "tui/widgets/call_order.py",
         "narration/events/replaced_votes.py")


@cache
def card_names() -> frozenset[str]:
    names: set[str] = set()
    for card in all_cards():
        names.add(card.id)
        names.update(h.key for h in card.hooks if h.point.keyed and h.key)
        for key, turn in card.secret_turns.items():
            names.add(key)
            names.update(f for f in (turn.ask_first, turn.ask_player, turn.failed_line) if f)
        names.update(d.step for d in card.day_steps)
    for step in all_steps():
        names.add(step.step)
        if step.key:
            names.add(step.key)
    return frozenset(names)


def named_by_id(source: str) -> list[tuple[int, str]]:
    """(line, id) of every card id the source keeps in a list or checks against."""
    tree = ast.parse(source)
    names = card_names()
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        where: list[ast.expr | None] = []
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            where = list(node.elts)
        elif isinstance(node, ast.Compare):
            where = [node.left, *node.comparators]
        elif isinstance(node, ast.Dict):
            where = list(node.keys)
        elif isinstance(node, ast.Subscript):
            where = [node.slice]
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node in tree.body:
            where = [node.value]
        found += [(e.lineno, e.value) for e in where
                  if isinstance(e, ast.Constant) and e.value in names]
    return sorted(found)


def test_the_scan_finds_a_list_of_card_ids() -> None:
    """The scan itself can fail: each way a list of ids used to be kept is found."""
    source = '''
HEKS = "heks"
STEPS = ("dag_begint", "burgemeester")
def f(key, value, step):
    if key == "ziener":
        value["vergif"] = 1
    return {"redden": True}, step in {"weerwolven"}
'''
    assert [name for _, name in named_by_id(source)] == [
        "heks", "burgemeester", "dag_begint", "ziener", "vergif", "redden", "weerwolven"]
    assert named_by_id('state.memo("heks", Potions)\nFact("weerwolven")') == []


@pytest.mark.parametrize("path", CLEAN)
def test_no_card_is_named_in_a_list_or_a_check_by_id(path: str) -> None:
    assert named_by_id((ROOT / path).read_text("utf-8")) == [], (
        f"{path} names cards by id; let the card declare it (narration/card.py)")


def test_the_secret_turns_of_the_night_steps_are_declared_by_their_cards() -> None:
    """The pack's vote, the heks's blind table, the ziener's look and the meisje nobody asks
    come from the cards (both editions' own cards too), so the secret nights need no ids."""
    declared = {(card.id, card.edition): dict(card.secret_turns) for card in all_cards()
                if card.secret_turns}
    assert declared[("weerwolven", "")]["weerwolven"].pack
    assert declared[("wv_weerwolven", "wolf_village")]["weerwolven"].pack
    for edition in ("", "wolf_village"):
        heks = declared[("heks", edition)]["heks"]
        assert heks.blind and (heks.ask_first, heks.ask_player) == ("redden", "vergif")
        assert declared[("ziener", edition)]["ziener"].looks
    assert declared[("onschuldig_meisje", "")]["meisje_betrapt"] == SecretTurn(
        asked=False, answer=False)


def test_the_days_steps_are_the_ones_their_cards_declare_in_declared_order() -> None:
    """The day panel lists what the cards declare (Card.day_steps): the day's own steps, the
    mayor's election (passed over by ""), the vote last."""
    steps = full_ruleset().day_steps
    assert [d.step for d in steps] == ["dag_begint", "burgemeester", "discussie", "stemming"]
    assert [d.step for d in steps if d.may_pass] == ["burgemeester"]
    wolf_village = full_ruleset("wolf_village").day_steps
    assert [d.step for d in wolf_village] == [d.step for d in steps]


def fair_day(state: GameState) -> Flow:
    """A made-up card's day step: one pause of its own."""
    yield none_prompt(state, "kermis", "")


def test_a_made_up_cards_day_step_is_listed_in_its_place_and_passed_as_declared() -> None:
    listed: list[int] = []

    def on_even_days(state: GameState) -> bool:
        listed.append(state.round)
        return state.round % 2 == 0

    fair = Card("kermis", Kind.RULE, day_steps=(
        DayStep("kermis", 35, fair_day, may_pass=True, listed=on_even_days),))
    game = Game(GameSetup(PLAYERS, ("weerwolf", "ziener", "burger", "burger", "burger",
                                     "burger")))
    state = game.state
    state.rules = build_ruleset((*state.rules.cards, fair))
    for day, shown in ((1, False), (2, True)):
        state.round = day
        steps = [d.step for d in day_plan(state)]
        assert ("kermis" in steps) is shown, steps
        if shown:
            assert steps[steps.index("discussie") + 1] == "kermis"
    assert listed == [1, 2]
    state.round = 1
    assert "kermis" in [d.step for d in day_plan(state, asked_today={"kermis"})]


def test_two_cards_at_one_place_of_the_day_are_refused_naming_both() -> None:
    a = Card("kaart_a", Kind.RULE, day_steps=(DayStep("markt", 35, fair_day),))
    b = Card("kaart_b", Kind.RULE, day_steps=(DayStep("kermis", 35, fair_day),))
    with pytest.raises(RulesetError, match="kaart_a and kaart_b"):
        build_ruleset((a, b))


def test_todays_vote_is_held_by_the_first_replacement_in_the_order_they_run() -> None:
    """The order of the cards that replace the vote is said once, by their hooks' order:
    with every card from one on ruling today, the vote is that card's step, and only its
    replacement (the first that runs) takes the vote; those before it pass."""
    hooks = sorted((h for h in replaced_votes.card.hooks if h.point is VOTE_REPLACEMENT),
                   key=lambda h: h.order)
    assert [(h.extra.event, h.extra.step) for h in hooks] == [
        ("groot_wantrouwen", "groot_wantrouwen"), ("nachtmerrie", "nachtmerrie"),
        ("zondvloed", "")]
    state = Game(GameSetup(PLAYERS, ("weerwolf", "ziener", "burger", "burger", "burger",
                                     "burger"))).state
    state.round = 2
    assert replaced_votes.todays_vote(state) is None
    for i, first in enumerate(hooks):
        for h in hooks:
            if h in hooks[i:]:
                set_pending(state, h.extra.event, state.round)
            else:
                clear(state, h.extra.event)
        assert replaced_votes.todays_vote(state) == first.extra.step
        for before in hooks[:i]:
            with pytest.raises(StopIteration) as passed:
                next(before.fn(state))
            assert passed.value.value is False
        try:  # the first takes the vote: it asks the table, or (no vote) is done at once
            assert next(first.fn(state)) is not None
        except StopIteration as done:
            assert done.value is True
