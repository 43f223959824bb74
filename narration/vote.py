"""The day's vote, as an explicit pipeline ("De stemming").

ballots → tally (the mayor's ballot counts twice) → most votes eliminated → a tie by the
table's tie rule (the mayor decides; without a mayor nobody; or a re-vote among the tied, or a
seeded lot) → the death and what it sets off. The table may also enter only the outcome.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from operator import itemgetter
from typing import Any

from narration.deaths import kill
from narration.errors import AnswerError
from narration.hooks import Flow
from narration.lines import edition_line
from narration.lovers import bonds_kept_at_the_vote, lovers_at_war
from narration.prompts import (
    Prompt,
    ballots_prompt,
    err,
    player_prompt,
    resolve_name,
    rule_error,
)
from narration.state import GameState, LaterField
from narration.vote_rules import (
    BALLOT_WEIGHT,
    CANDIDATE_RULE,
    CONDEMNED_RULE,
    EXTRA_VOTES,
    TIE_RULE,
    VOTE_CALL,
    VOTE_REPLACEMENT,
    VOTER_RULE,
    ballot_memory,
)

LOVER_RULE = (
    "Een Geliefde mag nooit tegen zijn partner stemmen, ook niet om de anderen te misleiden."
)
FOOLS_RULE = "Op de Dag der dwazen moeten de Geliefden tegen elkaar stemmen."
MAYOR_TIE_RULE = "Bij een gelijke stand geeft de Burgemeester de doorslag."


def voters(state: GameState) -> list[str]:
    names = state.alive_names()
    for rule in state.rules.fns(VOTER_RULE):
        names = rule(state, names)
    return names


def candidates(state: GameState) -> list[str]:
    names = state.alive_names()
    for rule in state.rules.fns(CANDIDATE_RULE):
        names = rule(state, names)
    return names


def vote_prompt(
    state: GameState, key: str, line: str, candidates: list[str], voter_names: list[str]
) -> Prompt:
    cands = tuple(candidates)
    allowed_voters = tuple(voter_names)
    # A ballot by a voter for a candidate, both named exactly: what check_target and the voter
    # checks would let through unchanged, found at once (12 ballots a vote). Only a name that
    # is not exact asks whether it is a player's (_plays) at all.
    voter_set, candidate_set = frozenset(allowed_voters), frozenset(cands)

    def check_target(name: Any) -> str:
        if isinstance(name, str) and not _plays(state, name):
            name = resolve_name(state, name) or name
        if not isinstance(name, str) or not _plays(state, name):
            raise err(state, "unknown_player", name=name, allowed=", ".join(cands))
        if name not in cands:
            if not state.player(name).alive:
                raise err(state, "dead_player", name=name)
            raise err(state, "not_allowed", name=name, allowed=", ".join(cands))
        return name

    def check(value: Any) -> Any:
        if value is None or value == "":
            return ""
        if isinstance(value, str):
            return check_target(value)
        if not isinstance(value, dict):
            raise err(state, "need_table", example='{ Anna = "Bram", Bram = "Anna" }')
        if len(value) == 1 and isinstance(value.get("ballots"), dict):
            value = value["ballots"]  # the normal (journaled) form, checked again on resume
        at_war = lovers_at_war(state) if value else False  # Dag der dwazen
        # Everyone in love with his partners (the first, then a triangle's), for the lovers'
        # rules: read once per check instead of each voter's record (12 ballots a vote).
        partners: dict[str, tuple[str | None, ...]] = {}
        if bonds_kept_at_the_vote(state):
            partners = {p.name: (p.lover, *p.more_lovers) for p in state.players
                        if p.lover is not None or p.more_lovers}
        ballots: dict[str, str] = {}
        for voter, target in value.items():
            if voter not in voter_set:
                if isinstance(voter, str) and not _plays(state, voter):
                    voter = resolve_name(state, voter) or voter
                if voter not in allowed_voters:
                    if not _plays(state, voter):
                        raise err(
                            state, "unknown_player", name=voter,
                            allowed=", ".join(allowed_voters)
                        )
                    raise err(state, "not_voter", name=voter, allowed=", ".join(allowed_voters))
            if type(target) is not str or target not in candidate_set:
                target = check_target(target)
            bound = partners.get(voter)
            if bound is not None:
                refused = _lovers_refusal(state, voter, target, bound, at_war)
                if refused is not None:
                    raise refused
            ballots[voter] = target
        return {"ballots": ballots}

    return ballots_prompt(state, "stemming", key, line, cands, allowed_voters, check)


def _lovers_refusal(state: GameState, voter: str, target: str, partners: tuple[str | None, ...],
                    at_war: bool) -> AnswerError | None:
    """The lovers' rules on one ballot of a lover (`partners`: his first partner, then the
    others of a triangle): never against a partner; on the Dag der dwazen (`at_war`) for the
    first partner while he lives. None when the ballot keeps them."""
    lover = partners[0]
    if target in partners and not at_war:
        return rule_error(state, f"{voter} → {target}:", LOVER_RULE)
    if at_war and lover is not None and state.player(lover).alive and lover != target:
        return rule_error(state, f"{voter} → {target}:", FOOLS_RULE)
    return None


def votes_before_ballots(state: GameState, key: str) -> Counter[str]:
    """Votes that count before anyone votes (the waard's, the raaf's): the day's vote only."""
    counts: Counter[str] = Counter()
    extras = state.rules.fns(EXTRA_VOTES) if key == "stemming" else ()
    if not extras:
        return counts  # (no card of the game casts one: no second Counter to drop the zeros)
    for extra in extras:
        counts.update(extra(state))
    return +counts


def tally(state: GameState, ballots: dict[str, str], key: str = "stemming") -> Counter[str]:
    """The votes per player, in the order they were first counted (the votes before the
    ballots, then the ballots in their order): `most_common` breaks its ties by that order."""
    counts = votes_before_ballots(state, key)
    counts.update(ballots.values())  # a vote a ballot, counted at once
    mayor = state.mayor()
    if mayor is not None and mayor.name in ballots:
        counts[ballots[mayor.name]] += 1  # the mayor's ballot counts twice
    weights = state.rules.fns(BALLOT_WEIGHT)
    if weights:
        for voter, target in ballots.items():
            counts[target] += sum(weight(state, voter) for weight in weights)
    return counts


class TallyText(LaterField):
    """The tally as the line `stemming_uitslag` says it, "Anna 3 stemmen, Bram 1 stem" (most
    votes first, a tie in the order counted), written out when the line is first read: a bot
    game reads none of its ~4 a game. It keeps a copy of the counts, so a Counter changed
    afterwards does not change what was said."""

    __slots__ = ("_counts", "_edition", "_lang")
    __hash__ = None  # type: ignore[assignment]  # (made for one line: not kept as a key)

    def __init__(self, state: GameState, counts: Counter[str]) -> None:
        self._lang, self._edition = state.setup.lang, state.setup.edition
        self._counts = tuple(counts.items())

    def __str__(self) -> str:
        lang, edition = self._lang, self._edition
        one = edition_line(lang, edition, "word", "stem", {})
        more = edition_line(lang, edition, "word", "stemmen", {})
        # (Counter.most_common's order: by votes, stable, so a tie keeps the order counted.)
        ranked = sorted(self._counts, key=itemgetter(1), reverse=True)
        return ", ".join(f"{name} {n} {one if n == 1 else more}" for name, n in ranked)


def say_tally(state: GameState, counts: Counter[str]) -> None:
    state.announce("stemming_uitslag", tally=TallyText(state, counts))


def run_vote(state: GameState, key: str = "stemming", line_id: str = "stemming_begint",
             cause: str | None = None) -> Flow:
    """The whole vote of one day, until somebody is out or nobody is. Another `key` runs an
    extra vote of the same day (the stotterende_raadsheer's), its deaths counted as `cause`."""
    if key == "stemming":
        for replacement in state.rules.fns(VOTE_REPLACEMENT):
            if (yield from replacement(state)):
                return
    allowed = voters(state)
    if not allowed and not votes_before_ballots(state, key):
        # Nobody may vote today (the zondebok chose players who have died since): no vote.
        # Votes cast before the ballots (the waard's, the raaf's) still make a vote.
        state.skip(key, "nobody may vote today, so there is no vote")
        state.announce("niemand_stemt")
        return
    call = None
    for calls in state.rules.fns(VOTE_CALL):
        call = yield from calls(state, key, allowed)
        if call is not None:
            break
    line, allowed = call if call is not None else (state.say(line_id), allowed)
    answer = yield vote_prompt(state, key, line, candidates(state), allowed)
    out, decided = yield from decide(state, answer, key)
    cause = cause or decided
    if out:
        for rule in state.rules.fns(CONDEMNED_RULE):
            if (yield from rule(state, out, cause)):
                return
        yield from kill(state, [(out, cause)])
    else:
        state.announce("niemand_weggestemd")


def _plays(state: GameState, name: Any) -> bool:
    """Whether `name` is exactly the name of a player of this game (dead or alive)."""
    try:
        state.player(name)
    except KeyError:
        return False
    return True


def decide(state: GameState, answer: Any, key: str) -> Generator[Prompt, Any, tuple[str, str]]:
    """Turn an answer into (eliminated player or "" for nobody, cause), settling ties."""
    if isinstance(answer, str):
        return answer, key
    # The ballots stay readable for the tie rules (Best Of: did the mayor vote for a tied one?).
    ballot_memory(state).by_key[key] = dict(answer["ballots"])
    counts = tally(state, answer["ballots"], key)
    if not counts:
        return "", key
    say_tally(state, counts)
    top = max(counts.values())
    # (One player with the most votes, found without a walk of the table: most votes.)
    most = [name for name, n in counts.items() if n == top]
    if len(most) == 1 and _plays(state, most[0]):
        tied = most
    else:
        tied = [p.name for p in state.players if counts.get(p.name) == top]
    if len(tied) == 1:
        return tied[0], key
    state.announce("gelijke_stand", names=state.names(tied), n=len(tied))
    for tie in state.rules.fns(TIE_RULE):
        settled = yield from tie(state, tied, key)
        if settled is not None:
            # A tie rule that held a re-vote (Best Of) marks it: the death is a `herstemming`.
            revoted, ballot_memory(state).revote_out = ballot_memory(state).revote_out, None
            return settled, "herstemming" if revoted and revoted == settled else key
    rule = state.setup.options.tie_rule
    if rule == "burgemeester":
        mayor = state.mayor()
        if mayor is None:
            return "", key
        pick = yield player_prompt(
            state,
            "burgemeester_beslist",
            "burgemeester_beslist",
            state.say("burgemeester_beslist"),
            tied,
            must_rule=MAYOR_TIE_RULE,
            called=(mayor.name,),
        )
        return str(pick), key
    if rule == "herstemming" and key == "stemming":
        again = yield vote_prompt(
            state,
            "herstemming",
            state.say("herstemming_begint", names=state.names(tied), n=len(tied)),
            [n for n in tied if n in candidates(state)],  # immunity holds in the re-vote too
            voters(state),
        )
        return (yield from decide(state, again, "herstemming"))
    if rule == "lot":
        pick = state.rng("tie").choice(tied)
        state.announce("lot_beslist", name=pick)
        return pick, key
    return "", key
