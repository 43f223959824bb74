"""The lovers' camp: a pair from different camps plays for itself (the camp geliefden).

Cupido makes the pair (narration/roles/cupido.py); cards that change a lover's camp (an
infection, a turned werewolf, an event card) ask `update_lover_camps` to judge the pair again.
An edition can make more pairs play for themselves (MIXED_PAIR_RULE: Best Of's villager and
fluitspeler).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from narration.callorder import Step
from narration.card import Point
from narration.hooks import Flow
from narration.prompts import none_prompt, players_prompt
from narration.state import GameState, Player

MIXED_PAIR_RULE: Point[Callable[[GameState, Player, Player], bool]] = Point(
    "mixed_pair", doc="(state, a, b) -> True when this pair plays for itself too")


def update_lover_camps(state: GameState) -> None:
    """Lovers from different camps (a werewolf and a non-werewolf) form the camp geliefden."""
    lovers = [p for p in state.players if p.lover is not None]
    if len(lovers) != 2:
        return
    a, b = lovers
    mixed = a.werewolf != b.werewolf or any(rule(state, a, b)
                                            for rule in state.rules.fns(MIXED_PAIR_RULE))
    for p in lovers:
        p.camp_override = "geliefden" if mixed else None


@dataclass
class LoverRules:
    """What De Dag der Dwazen changes for the lovers this round: no grief, and they vote
    against each other (narration/events/dag_der_dwazen.py)."""

    no_grief: bool = False
    at_war: bool = False


def lover_rules(state: GameState) -> LoverRules:
    return state.memo("cupido", LoverRules)


def bonds_kept_at_the_vote(state: GameState) -> bool:
    """Whether the day's ballots are checked against the lovers' bonds (never against a
    partner, the Dag der dwazen's duty). Not on the laptop's open screen (option
    `stemming_in_het_open`): a refusal there would tell the table who the lovers are
    (ruling doorgeven-geliefde-stem)."""
    return not state.setup.options.stemming_in_het_open


def lovers_at_war(state: GameState) -> bool:
    """Whether the lovers must vote against each other today (read only: a ballot check)."""
    return state.recall("cupido", LoverRules).at_war


def pair_lovers(state: GameState, step: Step, living: list[Player], rule: str, sleep: str,
                judge: Callable[[GameState], None] | None = None) -> Flow:
    """Cupido's call, as every edition's Cupido plays it: two players (himself allowed) fall in
    love; `judge` settles the pair's camps (default `update_lover_camps`); each card gives its
    rule quote and its sleep line."""
    line = state.say(step.wake)
    pair = yield players_prompt(state, step.step, "cupido", line, state.alive_names(), low=2,
                                high=2, must_rule=rule, role="cupido",
                                called=tuple([p.name for p in living]))
    a, b = state.player(pair[0]), state.player(pair[1])
    a.lover, b.lover = b.name, a.name
    (judge or update_lover_camps)(state)
    state.note("cupido_koppel", a=a.name, b=b.name)
    state.announce(sleep)


def lovers_wake(state: GameState, step: Step) -> Flow:
    """The lovers look at each other (the narrator is told when they are of two camps)."""
    lovers = [p for p in state.players if p.lover is not None and p.alive]
    if len(lovers) != 2:
        return
    line = state.say(step.wake)
    info = (state.tell("geliefden_kampen"),) if lovers[0].camp == "geliefden" else ()
    yield none_prompt(state, step.step, line, info=info, called=tuple([p.name for p in lovers]))
    state.announce("geliefden_slapen")
