"""The day's vote on its fast paths (narration/vote.py) gives what the plain rules give: the
tally line written out when first read, the tally's order and weights, the ballot check's
exact names found at once and every other name still resolved or refused by name."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from narration.engine import Game
from narration.errors import AnswerError
from narration.state import GameState
from narration.vote import say_tally, tally, vote_prompt
from narration.vote_rules import BALLOT_WEIGHT, EXTRA_VOTES
from setups.game_setup import GameSetup

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur")
ROLES = ("weerwolf", "weerwolf", "ziener", "burger", "burger", "burger")


def state_of(lang: str = "nl") -> GameState:
    return Game(GameSetup(players=NAMES, roles=ROLES, lang=lang)).state


@pytest.mark.parametrize(("lang", "said"), [
    ("nl", "De stemmen: Cor 3 stemmen, Anna 1 stem, Bram 1 stem."),
    ("en", "The votes: Cor 3 votes, Anna 1 vote, Bram 1 vote."),
])
def test_the_tally_line_says_most_votes_first_and_a_tie_in_the_order_counted(
        lang: str, said: str) -> None:
    state = state_of(lang)
    counts = Counter({"Anna": 1, "Cor": 3, "Bram": 1})
    say_tally(state, counts)
    message = state.messages[-1]
    assert message._fields is not None  # kept unrendered: nobody has read it yet
    counts["Bram"] += 5  # a Counter changed after the line was said does not change it
    del counts["Anna"]
    assert message.text == said
    assert (message.public, message.line_id) == (True, "stemming_uitslag")


def test_the_tally_line_is_the_same_said_at_once_or_read_later() -> None:
    later, now = state_of(), state_of()
    counts = Counter({"Dirk": 2, "Eva": 2, "Anna": 1})
    say_tally(later, counts)
    now.say("stemming_uitslag", tally=", ".join(
        f"{name} {n} {'stem' if n == 1 else 'stemmen'}" for name, n in counts.most_common()))
    assert later.messages[-1] == now.messages[-1]
    assert later.messages[-1].text == "De stemmen: Dirk 2 stemmen, Eva 2 stemmen, Anna 1 stem."


def test_the_tally_counts_the_mayor_twice_in_the_order_first_counted() -> None:
    state = state_of()
    state.player("Eva").titles.append("burgemeester")
    counts = tally(state, {"Anna": "Dirk", "Bram": "Cor", "Eva": "Cor", "Dirk": "Anna"})
    assert counts == Counter({"Cor": 3, "Dirk": 1, "Anna": 1})
    assert list(counts) == ["Dirk", "Cor", "Anna"]
    assert isinstance(counts, Counter)
    state.player("Eva").alive = False  # a dead mayor's title counts for nobody
    assert tally(state, {"Bram": "Cor", "Eva": "Cor"}) == Counter({"Cor": 2})
    assert tally(state, {}) == Counter()


def ballot_check(state: GameState) -> Callable[[Any], Any]:
    prompt = vote_prompt(state, "stemming", "", state.alive_names(), state.alive_names())
    return prompt.check


def test_the_ballot_check_takes_exact_names_and_resolves_the_others() -> None:
    state = state_of()
    check = ballot_check(state)
    assert check({"Anna": "Bram", "Bram": "Anna"}) == {"ballots": {"Anna": "Bram",
                                                                   "Bram": "Anna"}}
    assert check({"anna ": " bRAM", "Cor": "dirk"}) == {"ballots": {"Anna": "Bram",
                                                                    "Cor": "Dirk"}}
    assert check({"ballots": {"Eva": "Fleur"}}) == {"ballots": {"Eva": "Fleur"}}
    assert check(" fleur") == "Fleur"
    assert check("") == ""


def test_the_ballot_check_refuses_by_name_what_is_not_a_players() -> None:
    state = state_of()
    state.player("Fleur").alive = False
    check = ballot_check(state)
    with pytest.raises(AnswerError, match="Zed"):
        check({"Zed": "Anna"})
    with pytest.raises(AnswerError, match="Zed"):
        check({"Anna": "Zed"})
    with pytest.raises(AnswerError, match="Fleur"):
        check({"Anna": "Fleur"})  # dead: no candidate
    with pytest.raises(AnswerError, match="Fleur"):
        check({"Fleur": "Anna"})  # dead: no voter
    with pytest.raises(AnswerError):
        check({"Anna": 3})
    with pytest.raises(AnswerError):
        check({7: "Anna"})
    state.player("Anna").lover, state.player("Bram").lover = "Bram", "Anna"
    with pytest.raises(AnswerError, match="Geliefde"):
        ballot_check(state)({"Anna": "Bram"})


def test_the_ballot_check_holds_the_lovers_to_their_rules_from_one_read_of_the_table() -> None:
    from narration.lovers import lover_rules

    state = state_of()
    anna, bram, cor = state.player("Anna"), state.player("Bram"), state.player("Cor")
    anna.lover, bram.lover = "Bram", "Anna"
    check = ballot_check(state)
    assert check({"Anna": "Cor", "Bram": "Cor"}) == {"ballots": {"Anna": "Cor", "Bram": "Cor"}}
    anna.more_lovers.append("Cor")  # a triangle (lovers.bind): a second partner, in place
    cor.lover = "Anna"
    with pytest.raises(AnswerError, match="Anna → Cor"):
        check({"Anna": "Cor"})
    with pytest.raises(AnswerError, match="Cor → Anna"):
        check({"Cor": "Anna"})
    lover_rules(state).at_war = True  # Dag der dwazen: the lovers must vote for each other
    assert check({"Anna": "Bram", "Bram": "Anna"}) == {"ballots": {"Anna": "Bram",
                                                                   "Bram": "Anna"}}
    with pytest.raises(AnswerError, match="Anna → Dirk"):
        check({"Anna": "Dirk"})
    bram.alive = False  # ... while the partner lives
    assert check({"Anna": "Dirk"}) == {"ballots": {"Anna": "Dirk"}}


def test_a_table_of_exact_names_is_checked_as_one_named_ballot_by_ballot() -> None:
    state = state_of()
    state.player("Anna").lover, state.player("Bram").lover = "Bram", "Anna"
    check = ballot_check(state)
    # Two lovers who both break the rule: the first ballot refused, in the table's order.
    with pytest.raises(AnswerError, match="Bram → Anna"):
        check({"Cor": "Dirk", "Bram": "Anna", "Anna": "Bram"})
    with pytest.raises(AnswerError, match="Anna → Bram"):
        check({"Anna": "Bram", "Bram": "Anna"})
    with pytest.raises(AnswerError, match="Anna → Bram"):
        check({"anna": "Bram"})  # a name that is not exact: the same rule
    with pytest.raises(AnswerError):
        check({"Cor": ["Dirk"]})  # no name at all (unhashable): refused, not a crash
    mixed = check({"Eva": "Anna", "cor": "Eva", "Anna": "Cor"})
    assert mixed == {"ballots": {"Eva": "Anna", "Cor": "Eva", "Anna": "Cor"}}
    assert list(mixed["ballots"]) == ["Eva", "Cor", "Anna"]
    exact = {"Fleur": "Eva", "Anna": "Dirk", "Dirk": "Anna"}
    assert check(exact) == {"ballots": exact} and check(exact)["ballots"] is not exact
    assert check({}) == {"ballots": {}}


def test_the_tally_adds_the_votes_before_the_ballots_and_each_ballots_weight() -> None:
    from narration.ruleset import build_ruleset

    state = state_of()
    rules = build_ruleset(state.rules.cards)  # this game's own: the cached one stays as it is
    # (The ruleset's table of functions by point, as __post_init__ fills it from the cards.)
    rules._point_fns[EXTRA_VOTES] = (lambda _: Counter({"Fleur": 2, "Cor": 0}),)
    rules._point_fns[BALLOT_WEIGHT] = (lambda _, voter: 2 if voter == "Anna" else 0,)
    state.rules = rules
    state.player("Eva").titles.append("burgemeester")
    ballots = {"Anna": "Cor", "Bram": "Fleur", "Eva": "Cor"}
    counts = tally(state, ballots)
    assert counts == Counter({"Cor": 1 + 2 + 2, "Fleur": 2 + 1})
    assert list(counts) == ["Fleur", "Cor"]  # the votes before the ballots come first
    again = tally(state, ballots, "herstemming")  # a re-vote: no votes before the ballots
    assert again == Counter({"Cor": 5, "Fleur": 1}) and list(again) == ["Cor", "Fleur"]


@pytest.mark.parametrize("dead", [(), ("Anna",), ("Anna", "Bram"), ("Cor", "Dirk", "Eva", "Fleur"),
                                  ("Bram", "Cor", "Dirk", "Eva"), ("Bram", "Fleur")])
def test_the_win_check_stops_at_a_werewolf_and_another_alive_and_finds_every_win(
        dead: tuple[str, ...]) -> None:
    from narration.wins import winner_of

    state = state_of()  # Anna and Bram are the werewolves
    for name in dead:
        state.player(name).alive = False
    living = [p for p in state.players if p.alive]
    wolves = any(p.werewolf for p in living)
    others = any(not p.werewolf for p in living)
    won = winner_of(state)
    if wolves and others:
        assert won is None
    else:
        assert won is not None
        assert won.camp == ("weerwolven" if wolves else "dorp")
