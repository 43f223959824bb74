"""Where roles, professions and event cards change the vote, without `if` chains in vote.py.

Each is a point cards hook into (`card.hook(VOTER_RULE, order)`), applied by `narration.vote`
in this order, each point's hooks in their declared order:

- `voter_rule`: narrows who may vote (the schooljuffrouw's ban, the dorpsgek who lost his vote,
  the zondebok's choice); gets and returns the list of voter names.
- `candidate_rule`: narrows who may be voted against (the waard's immunity).
- `extra_votes`: votes that count before anyone votes (the raaf's two votes), as a Counter.
- `ballot_weight`: extra weight of one voter's ballot on top of 1 (the mayor's is built in;
  Het Kleintje's vote counts three times).
- `tie_rule`: may settle a tie before the table's tie rule does (the zondebok dies on any tie);
  a flow that returns the eliminated name, "" for nobody, or None to let the next rule decide.
- `vote_replacement`: runs before the vote; a flow that returns True when it has replaced the
  whole vote today (the variant "Hij is het zeker niet!", the cards Groot wantrouwen and
  Nachtmerrie, a day without a vote).
- `vote_today`: what the day's panel lists for the vote, the same answer as
  `vote_replacement` gives but asked ahead without running a flow: the step that holds today's
  vote instead (Groot wantrouwen's, Nachtmerrie's), "" for a day without a vote (Zondvloed), or
  None to let the next rule (and in the end the vote itself) decide.
- `vote_call`: how the vote is called (Invloeden: round the table, from the player the last
  eliminated one points at); a flow that gets the voters and returns the call said and the
  voters in the order they vote, or None to let the next rule (and in the end the usual call
  "Wijs op mijn teken allemaal tegelijk aan...") call it.
- `condemned_rule`: runs when a player is about to be eliminated by the vote (the dorpsgek is
  spared, the kasteelheer pardons, the dienstmeisje takes the card); a flow that returns True
  when the elimination does not happen as usual (the rule has dealt with it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

from narration.card import Point
from narration.state import GameState

VOTER_RULE: Point[Callable[[GameState, list[str]], list[str]]] = Point(
    "voter_rule", doc="(state, voter names) -> the voter names left")
CANDIDATE_RULE: Point[Callable[[GameState, list[str]], list[str]]] = Point(
    "candidate_rule", doc="(state, names) -> who may still be voted against")
EXTRA_VOTES: Point[Callable[[GameState], Counter[str]]] = Point(
    "extra_votes", doc="(state) -> Counter of votes cast before the ballots")
TIE_RULE: Point[Callable[[GameState, list[str], str], Generator[Any, Any, str | None]]] = Point(
    "tie_rule", doc="(state, tied, key) -> Flow returning a name, '' or None")
CONDEMNED_RULE: Point[Callable[[GameState, str, str], Generator[Any, Any, bool]]] = Point(
    "condemned_rule", doc="(state, name, cause) -> Flow returning True when the rule has "
                          "dealt with the elimination")
VOTE_REPLACEMENT: Point[Callable[[GameState], Generator[Any, Any, bool]]] = Point(
    "vote_replacement", doc="(state) -> Flow returning True when it replaced today's vote")
VOTE_TODAY: Point[Callable[[GameState], str | None]] = Point(
    "vote_today", doc="(state) -> the step replacing today's vote, '' for none, or None")
VOTE_CALL: Point[Callable[[GameState, str, list[str]],
                         Generator[Any, Any, tuple[str, list[str]] | None]]] = Point(
    "vote_call", doc="(state, key, voters) -> Flow returning (call, voters in order) or None")
BALLOT_WEIGHT: Point[Callable[[GameState, str], int]] = Point(
    "ballot_weight", doc="(state, voter) -> extra weight of his ballot")


@dataclass
class Ballots:
    """Today's ballots per vote key (the tie rules read them: Best Of asks whether the mayor
    voted for a tied player), and who a re-vote put out (his cause is `herstemming`)."""

    by_key: dict[str, dict[str, str]] = field(default_factory=dict)
    revote_out: str | None = None


def ballot_memory(state: GameState) -> Ballots:
    return state.memo("stemming", Ballots)
