"""Where roles, professions and event cards change the vote, without `if` chains in vote.py.

Each list is a registry that modules append to (with the decorators below), applied by
`narration.vote` in this order:

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
- `condemned_rule`: runs when a player is about to be eliminated by the vote (the dorpsgek is
  spared, the kasteelheer pardons, the dienstmeisje takes the card); a flow that returns True
  when the elimination does not happen as usual (the rule has dealt with it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Generator
from typing import Any

from narration.state import GameState

VoterRule = Callable[[GameState, list[str]], list[str]]
CandidateRule = Callable[[GameState, list[str]], list[str]]
ExtraVotes = Callable[[GameState], Counter[str]]
TieRule = Callable[[GameState, list[str], str], Generator[Any, Any, str | None]]
CondemnedRule = Callable[[GameState, str, str], Generator[Any, Any, bool]]
BallotWeight = Callable[[GameState, str], int]
VoteReplacement = Callable[[GameState], Generator[Any, Any, bool]]

VOTER_RULES: list[VoterRule] = []
CANDIDATE_RULES: list[CandidateRule] = []
EXTRA_VOTES: list[ExtraVotes] = []
TIE_RULES: list[TieRule] = []
CONDEMNED_RULES: list[CondemnedRule] = []
VOTE_REPLACEMENTS: list[VoteReplacement] = []
BALLOT_WEIGHTS: list[BallotWeight] = []


def voter_rule(fn: VoterRule) -> VoterRule:
    VOTER_RULES.append(fn)
    return fn


def candidate_rule(fn: CandidateRule) -> CandidateRule:
    CANDIDATE_RULES.append(fn)
    return fn


def extra_votes(fn: ExtraVotes) -> ExtraVotes:
    EXTRA_VOTES.append(fn)
    return fn


def tie_rule(fn: TieRule) -> TieRule:
    TIE_RULES.append(fn)
    return fn


def condemned_rule(fn: CondemnedRule) -> CondemnedRule:
    CONDEMNED_RULES.append(fn)
    return fn


def vote_replacement(fn: VoteReplacement) -> VoteReplacement:
    VOTE_REPLACEMENTS.append(fn)
    return fn


def ballot_weight(fn: BallotWeight) -> BallotWeight:
    BALLOT_WEIGHTS.append(fn)
    return fn
