"""Which steps this night calls, and whom: the call order of one game's night, read from
the state without changing it. The flow (narration/flow.py) calls these steps; the screens
show them (the night's call order with the current step), and the day's panel which step
holds today's vote (`vote_step_today`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from narration.callorder import Step, night_steps
from narration.card import NIGHT_STEP, STEP_OVERRIDE, STEP_WHEN, DayStep, Hook
from narration.powers import acting_role, may_swap
from narration.state import GameState, Player
from narration.vote_rules import VOTE_TODAY


def nobody_holds(state: GameState, step: Step, held: set[str | None]) -> bool:
    """Whether a card's step is surely not in the game: no override, no swap can reach its
    cards, and nobody holds or acts them (step_in_game, without walking every player)."""
    return (bool(step.roles) and not step.werewolves and not step.professions
            and not state.rules.hooks(STEP_OVERRIDE, step.step)
            and not may_swap(state, step.roles) and held.isdisjoint(step.roles))


def step_holders(state: GameState, step: Step) -> list[Player]:
    """The players (dead or alive) holding the cards a step calls."""
    if step.werewolves:
        return [p for p in state.players if p.werewolf]
    if step.professions:
        return [p for p in state.players if p.profession in step.professions]
    roles = step.roles
    # Nobody's power is swapped to or from these cards: the cards tell.
    if not may_swap(state, roles):
        if len(roles) == 1:
            return list(state.by_card().get(roles[0], ()))
        return [p for p in state.players if p.role in roles or p.acting in roles]
    return [p for p in state.players if acting_role(state, p) in roles or p.acting in roles]


def step_in_game(state: GameState, step: Step) -> bool:
    """Whether a step is called (or paused for) in this game at all."""
    if step_override(state, step.step) is not None:
        return True
    if state.rules.keyed(NIGHT_STEP, step.step) is None:
        return False  # a step of no card in this game (or of a role not implemented yet)
    return holders_if_in_game(state, step) is not None


# What a step's holders were found to be (a list, or None: not in the game), told apart from
# a step not looked up yet.
_NOT_FOUND = object()


def holders_if_in_game(state: GameState, step: Step) -> list[Player] | None:
    """A step without an override: its holders (dead or alive; a new list, the caller's own)
    when it is in the game, else None.

    Who holds, acts or wakes with the wolves changes only with a card write, so what the cards
    tell is found once per version of the cards held (GameState.card_derived, by step name: a
    name has one set of cards in an edition's call order), not again every night: deaths do
    not change it. A profession (written with the player, not the card) and a card a swap can
    reach (the state's own rule) are found at every call."""
    if step.professions or (not step.werewolves and may_swap(state, step.roles)):
        return _holders_if_in_game(state, step)
    found = card_holders(state, step)
    return None if found is None else list(found)


def card_holders(state: GameState, step: Step) -> list[Player] | None:
    """`holders_if_in_game` of a step no profession and no swap reaches (the werewolves', or
    a card's that no swap reaches: ruleset.NightCall.needs_holder), as kept per version of the
    cards held: read-only, not a copy (the night reads it ~20 times a bot game)."""
    known = state.card_derived()
    found: list[Player] | None = known.get(step.step, _NOT_FOUND)
    if found is _NOT_FOUND:
        found = known[step.step] = _holders_if_in_game(state, step)
    return found


def _holders_if_in_game(state: GameState, step: Step) -> list[Player] | None:
    if step.roles or step.professions or step.werewolves:
        return step_holders(state, step) or None
    if not step.present_with or any(state.in_game(r) for r in step.present_with):
        return []  # holds no card: step_holders would find nobody
    return None


def not_due_tonight(state: GameState, step: Step) -> str | None:
    """Why a step's own rule does not call it tonight (hooks.STEP_WHEN), or None."""
    when = state.rules.keyed(STEP_WHEN, step.step)
    return when.fn(state) if when is not None else None


def step_override(state: GameState, name: str) -> Hook | None:
    """The first override of step `name` (in declared order) that plays it tonight."""
    for hook in state.rules.hooks(STEP_OVERRIDE, name):
        if hook.extra.applies(state):
            return hook
    return None


def tonight(state: GameState) -> list[Step]:
    """The steps of this night that are in the game and due, in call order."""
    return [step for step in night_steps(max(1, state.round), state.setup.edition)
            if step_in_game(state, step) and not not_due_tonight(state, step)]


def vote_step_today(state: GameState) -> str:
    """The step that holds today's vote: "stemming", a replacement's step, or "" (no vote)."""
    for rule in state.rules.fns(VOTE_TODAY):
        step = rule(state)
        if step is not None:
            return step
    return "stemming"


def day_plan(state: GameState, asked_today: Collection[str] = ()) -> list[DayStep]:
    """The steps today's day lists, in the order their cards declare (Card.day_steps): a step
    whose own rule does not list it today is left out unless it was asked today (the
    election stays listed, done, on the day a mayor was elected); the vote as it is held
    today (a card's step in its place, or none: Groot wantrouwen, Zondvloed)."""
    plan: list[DayStep] = []
    for day_step in state.rules.day_steps:
        if (day_step.listed is not None and day_step.step not in asked_today
                and not day_step.listed(state)):
            continue
        if day_step.the_vote:
            held = vote_step_today(state)
            if not held:
                continue
            day_step = replace(day_step, step=held)
        plan.append(day_step)
    return plan
